import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SearchQuery } from '../../tooling/search-quality/queries';
import { QUERY_SETS } from '../../tooling/search-quality/sets';

// The e2e suite runs after the build: the pages are read where nginx serves them from.
const BUILD = path.resolve('build');

/** The HTML file nginx serves for a site path: the file, then `.html`, then `/index.html`. */
function pageFile(buildDir: string, pagePath: string): string | undefined {
  const trimmed = pagePath.replace(/\/+$/, '');
  return [`${trimmed}.html`, `${trimmed}/index.html`]
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every answer of the queries that names no page of the build, or an anchor its page lacks. */
function unreachableAnswers(setName: string, queries: readonly SearchQuery[], buildDir: string): string[] {
  const problems: string[] = [];
  const htmlOf = new Map<string, string>();
  queries.forEach((query, index) => {
    for (const answer of query.answers) {
      const [pagePath, anchor] = answer.split('#', 2);
      // A held-out query is not shown, nor its answer: whoever tunes the ranking next must not see them.
      const where = query.heldOut ? `set ${setName}, query ${index + 1} (held out)` : `set ${setName}, query ${index + 1} "${query.query}": answer ${answer}`;
      const file = pageFile(buildDir, pagePath);
      if (!file) {
        problems.push(query.heldOut ? `${where}: an answer is not a page of the build` : `${where}: ${pagePath} is not a page of the build`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!htmlOf.has(file)) htmlOf.set(file, readFileSync(file, 'utf8'));
      if (!htmlOf.get(file)!.includes(`id="${escapeAttribute(anchor)}"`)) {
        problems.push(query.heldOut ? `${where}: an answer's anchor is not an id on its page` : `${where}: #${anchor} is not an id on ${pagePath}`);
      }
    }
  });
  return problems;
}

test.describe('the answers of every search query set', () => {
  for (const [setName, queries] of Object.entries(QUERY_SETS)) {
    test(`name a page of the build and an id on it (set ${setName})`, () => {
      expect(unreachableAnswers(setName, queries, BUILD)).toEqual([]);
    });
  }

  test('reports a wrong anchor with its set, query and answer', () => {
    const planted: SearchQuery[] = [
      { query: 'planted wrong anchor', answers: ['/docs/api/intro#pagination', '/docs/api/intro#no-such-section'] },
      { query: 'planted wrong page', answers: ['/docs/no-such-page'] },
    ];
    expect(unreachableAnswers('planted', planted, BUILD)).toEqual([
      'set planted, query 1 "planted wrong anchor": answer /docs/api/intro#no-such-section: #no-such-section is not an id on /docs/api/intro',
      'set planted, query 2 "planted wrong page": answer /docs/no-such-page: /docs/no-such-page is not a page of the build',
    ]);
  });

  test('reports a wrong answer of a held-out query without showing the query or its answer', () => {
    const planted: SearchQuery[] = [
      { query: 'planted held-out anchor', answers: ['/docs/api/intro#no-such-section'], heldOut: true },
      { query: 'planted held-out page', answers: ['/docs/no-such-page'], heldOut: true },
    ];
    expect(unreachableAnswers('planted', planted, BUILD)).toEqual([
      "set planted, query 1 (held out): an answer's anchor is not an id on its page",
      'set planted, query 2 (held out): an answer is not a page of the build',
    ]);
  });
});

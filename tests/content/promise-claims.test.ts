import { describe, expect, it } from 'vitest';
import { checkPromiseClaims } from './support/promise-claims';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/promise-claims.mdx';
/** Its entries say what the API did on their date; a later entry supersedes them. */
const DATED_PAGES = new Set(['docs/api/changelog.mdx']);

function lineOf(source: string, snippet: string): number {
  const index = source.split('\n').findIndex((line) => line.includes(snippet));
  if (index === -1) throw new Error(`fixture has no line containing ${snippet}`);
  return index + 1;
}

describe('pages, the spec and the home page promise no more than the spec holds', () => {
  const sources = [
    ...docPages().filter((file) => !DATED_PAGES.has(file)),
    ...handWrittenFiles('examples/api').filter((file) => file.endsWith('.yaml')),
    'examples/api.yaml',
    ...handWrittenFiles('src/pages').filter((file) => file.endsWith('.tsx')),
  ];

  it('reads the home page and the spec', () => {
    expect(sources).toEqual(expect.arrayContaining(['src/pages/index.tsx', 'examples/api/paths/webhooks.yaml', 'docs/guides/going-live.mdx']));
  });

  it.each(sources)('%s', (file) => {
    expect(checkPromiseClaims(file, readRepoFile(file)).map(String)).toEqual([]);
  });

  it('flag a secret shown once and webhooks for everything, at file:line, and pass the exact wording', () => {
    const fixture = readRepoFile(FIXTURE);
    const at = (snippet: string) => `${FIXTURE}:${lineOf(fixture, snippet)}`;
    expect(checkPromiseClaims(FIXTURE, fixture).map(String)).toEqual([
      expect.stringMatching(new RegExp(`^${at('only time the new secret')}: "only time the new secret" says the webhook secret is shown once; .* \\(rule: secret-shown-once\\)$`)),
      expect.stringMatching(new RegExp(`^${at('`secret`, once')}: "secret\`, once" says the webhook secret is shown once; .* \\(rule: secret-shown-once\\)$`)),
      expect.stringMatching(new RegExp(`^${at('webhooks for everything')}: "webhooks for everything" promises an event for every change; .* \\(rule: events-for-everything\\)$`)),
    ]);
  });
});

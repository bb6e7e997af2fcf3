import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { SearchQuality } from '../../tooling/search-quality/evaluate';
import { SEARCH_GOALS, SEARCH_QUERIES } from '../../tooling/search-quality/queries';

// The search dialog's own ranking code (engine.ts) over the built index, for every query of
// the set, run in Node where the index files are read from build/pagefind.
test('search puts the answer first for most queries and in the top three for nearly all', () => {
  const cli = path.resolve('node_modules/tsx/dist/cli.mjs');
  const output = execFileSync(process.execPath, [cli, 'tooling/search-quality/cli.ts', 'build'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const quality = JSON.parse(output) as SearchQuality;
  const misses = quality.outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map((outcome) => `${outcome.query} → ${outcome.top.join(', ') || 'nothing'} (answer ${outcome.answers.join(' or ')}${outcome.rank ? `, at ${outcome.rank}` : ''})`);
  expect(quality.outcomes).toHaveLength(SEARCH_QUERIES.length);
  expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(60);
  expect(quality.top1, `top-1 below ${SEARCH_GOALS.top1}; not first:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(SEARCH_GOALS.top1);
  expect(quality.top3, `top-3 below ${SEARCH_GOALS.top3}; not first:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(SEARCH_GOALS.top3);
});

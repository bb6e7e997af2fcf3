// Usage: tsx tooling/search-quality/cli.ts [build dir] [--set reader|fresh] [--part all|tuning|held-out]
// Prints the search quality of a build over a query set (sets.ts) as JSON (see evaluate.ts).
// Test runners that compile dynamic imports to `require` cannot load Pagefind's ES module;
// they run this instead. While tuning the ranking, look at `--part tuning` only.
import { parseArgs } from 'node:util';
import { evaluateSearch } from './evaluate';
import { partOf, QUERY_SETS, type QueryPart, type QuerySetName } from './sets';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { set: { type: 'string', default: 'reader' }, part: { type: 'string', default: 'all' } } });
const set = values.set as QuerySetName;
const part = values.part as QueryPart;
if (!(set in QUERY_SETS)) throw new Error(`--set must be one of ${Object.keys(QUERY_SETS).join(', ')}`);
if (!['all', 'tuning', 'held-out'].includes(part)) throw new Error('--part must be all, tuning or held-out');

evaluateSearch(positionals[0] ?? 'build', partOf(QUERY_SETS[set], part)).then(
  (quality) => process.stdout.write(`${JSON.stringify(quality)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// Usage: tsx tooling/search-quality/cli.ts [build dir] [--set reader|fresh] [--part all|tuning|held-out] [--judged] [--show-held-out]
// Prints the search quality of a build over a query set (sets.ts) as JSON (see evaluate.ts); with
// --judged, a held-out part's shares with the judge's `full` hits counted as answers too (judged.ts).
// A held-out part's outcomes are its ranks only: whoever reads the output while tuning must not see
// its queries or hits (--show-held-out shows them, which makes the part tuning data).
// Test runners that compile dynamic imports to `require` cannot load Pagefind's ES module;
// they run this instead. While tuning the ranking, look at `--part tuning` only.
import { parseArgs } from 'node:util';
import { evaluateSearch } from './evaluate';
import { judgedShares, loadJudgments, notJudged } from './judged';
import { partOf, QUERY_SETS, type QueryPart, type QuerySetName } from './sets';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { set: { type: 'string', default: 'reader' }, part: { type: 'string', default: 'all' }, judged: { type: 'boolean', default: false }, 'show-held-out': { type: 'boolean', default: false } } });
const set = values.set as QuerySetName;
const part = values.part as QueryPart;
if (!(set in QUERY_SETS)) throw new Error(`--set must be one of ${Object.keys(QUERY_SETS).join(', ')}`);
if (!['all', 'tuning', 'held-out'].includes(part)) throw new Error('--part must be all, tuning or held-out');

const judgments = values.judged ? loadJudgments() : undefined;
if (judgments && part !== 'held-out') throw new Error('--judged reads a held-out part: add --part held-out');
const missing = judgments ? notJudged(set, judgments) : [];
if (missing.length > 0) throw new Error(`${missing.length} held-out queries of ${set} are not judged (or their answers are not): judge them first`);

evaluateSearch(positionals[0] ?? 'build', partOf(QUERY_SETS[set], part)).then(
  (quality) => {
    const judged = judgments ? { judged: judgedShares(quality.outcomes, judgments[set] ?? {}) } : {};
    const outcomes = part === 'held-out' && !values['show-held-out'] ? quality.outcomes.map(({ rank }) => ({ rank })) : quality.outcomes;
    process.stdout.write(`${JSON.stringify({ ...quality, outcomes, ...judged })}\n`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkQuotes, quoteProblems, readCorpus, tally, type Round } from './quotes';

// Usage: npx tsx tooling/review/check-quotes.ts <findings.json> [build folder, default build/]
// Exits 1 when a quote occurs nowhere in the build, or not on the page its finding names.

const [findingsFile, buildDir = 'build'] = process.argv.slice(2);
if (!findingsFile) {
  console.error('usage: npx tsx tooling/review/check-quotes.ts <findings.json> [build folder]');
  process.exit(2);
}
const round = JSON.parse(readFileSync(findingsFile, 'utf8')) as Round;
const corpus = readCorpus(path.resolve(buildDir));
if (!corpus.some((file) => file.path === '/openapi.json')) {
  console.error(`${buildDir}: no openapi.json; run npm run build first`);
  process.exit(2);
}
const results = checkQuotes(round, corpus);
const problems = quoteProblems(results);
const counts = tally(round);
console.log(`round ${round.round}: ${counts.hard} hard, ${counts.soft} soft, ${counts.gap} gaps; ${results.length} quotes, ${results.length - problems.length} found as quoted`);
for (const result of results.filter((r) => r.plainOnly && r.foundIn.length > 0)) console.log(`  ${result.finding}: matched without Markdown marks: "${result.quote.slice(0, 60)}"`);
for (const problem of problems) console.error(`  ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);

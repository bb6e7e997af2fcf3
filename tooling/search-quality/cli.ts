// Usage: tsx tooling/search-quality/cli.ts [build dir]
// Prints the search quality of a build as JSON (see evaluate.ts). Test runners that compile
// dynamic imports to `require` cannot load Pagefind's ES module; they run this instead.
import { evaluateSearch } from './evaluate';

evaluateSearch(process.argv[2] ?? 'build').then(
  (quality) => process.stdout.write(`${JSON.stringify(quality)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

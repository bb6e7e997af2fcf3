// Usage: npm run api:release -- <YYYY-MM-DD> [--from <git revision>]
// Keeps the API description as released on that date: bundled into one file,
// examples/releases/<date>.yaml, committed beside the spec. The changelog's entries of that date
// then describe the diff between this snapshot and the one before (see plugins/api-diff).
// `--from` takes the spec as a past commit had it (how the first snapshots were made).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { apiSpecPath, SITE_DIR } from '../plugins/api-model';
import { loadSpec } from '../plugins/api-model/load';
import { isCalendarDate, listReleases, RELEASES_DIR } from '../plugins/api-diff/releases';

async function main(args: string[]): Promise<void> {
  const fromIndex = args.indexOf('--from');
  const revision = fromIndex >= 0 ? args.splice(fromIndex, 2)[1] : undefined;
  const [date] = args;
  if (!date || !isCalendarDate(date)) throw new Error(`api:release: give the release date, e.g. \`npm run api:release -- 2026-11-23\` (got ${date ?? 'nothing'})`);
  if (fromIndex >= 0 && !revision) throw new Error('api:release: --from needs a git revision');
  const later = listReleases().filter((release) => release.date > date);
  if (later.length > 0) throw new Error(`api:release: ${later.map((r) => r.file).join(', ')} ${later.length === 1 ? 'is' : 'are'} newer than ${date}: releases are kept in date order`);
  const specPath = apiSpecPath();
  let checkout: string | undefined;
  let root = path.join(SITE_DIR, specPath);
  if (revision) {
    checkout = mkdtempSync(path.join(tmpdir(), 'api-release-'));
    const specDir = path.posix.dirname(specPath);
    const archive = execFileSync('git', ['archive', revision, specDir], { cwd: SITE_DIR, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', checkout], { input: archive });
    root = path.join(checkout, specPath);
  }
  let bundled;
  try {
    bundled = (await loadSpec(path.relative(process.cwd(), root))).bundled;
  } finally {
    if (checkout) rmSync(checkout, { recursive: true, force: true });
  }
  const file = path.join(SITE_DIR, RELEASES_DIR, `${date}.yaml`);
  mkdirSync(path.dirname(file), { recursive: true });
  const header = `# The Ledgerline API as released on ${date}, bundled from ${specPath}${revision ? ` as of commit ${revision}` : ''}.\n# Written by \`npm run api:release -- ${date}${revision ? ` --from ${revision}` : ''}\`; do not edit.\n`;
  writeFileSync(file, header + stringify(bundled, { lineWidth: 0, aliasDuplicateObjects: false }));
  console.log(`${path.relative(process.cwd(), file)}: the spec as released on ${date}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

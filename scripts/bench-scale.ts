/**
 * npm run bench:scale [-- --operations 612]
 *
 * How the site's costs grow with the API: builds two copies of the site in a temporary folder,
 * one from our spec and one from a synthetic spec of N operations made from it
 * (tooling/synthetic-spec), each a cold `npm run build`, and prints their figures side by side:
 * build CPU and wall time, peak memory of the build's process tree, the size of build/, the
 * search index, the JS a first visit to a guide page and to an endpoint page downloads up to
 * load (the budgeted figure) and in all, the largest llms full-text file and the Postman
 * collection. Writes bench-results/bench-scale.json. The repository's own build/ is untouched.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, openSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { loadApiModel } from '../plugins/api-model';
import { DOWNLOAD_FILES } from '../plugins/exports/downloadFiles';
import { SEARCH_BUNDLE_DIR } from '../plugins/search/client/bundle';
import { measureSearch } from '../tooling/bench/search';
import { measureFirstVisit } from '../tooling/bench/first-visit';
import { formatTable, kibibytes } from '../tooling/bench/format';
import { measureCommand } from '../tooling/bench/process-tree';
import { startStaticServer } from '../tooling/bench/static-server';
import { countOperations, synthesizeSpec } from '../tooling/synthetic-spec/synthesize';

const { values: options } = parseArgs({ options: { operations: { type: 'string', default: '612' } } });
const OPERATIONS = Number(options.operations);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const GUIDE = '/docs/guides/deposits';
const ENDPOINT = '/docs/cards-controller-create-credit-card';

interface SiteFigures {
  operations: number;
  buildCpuSeconds: number;
  buildWallSeconds: number;
  peakRssBytes: number | null;
  buildBytes: number;
  /** Pagefind's files as stored (its index chunks come compressed), and what opening search and a first query download. */
  searchIndex: { files: number; stored: number; firstSearchBytes: number; medianMs: number };
  guideJs: { runGzip: number; totalGzip: number };
  endpointJs: { runGzip: number; totalGzip: number };
  llmsFullLargestBytes: number;
  llmsFullFiles: number;
  postmanBytes: number;
}

/** CPU seconds (user + system) of this process's children that have exited and been waited for. */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // Fields 16 and 17 of stat (the children's user and system time), counted from the state field (3).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** A copy of the repository's tracked files, sharing its node_modules. */
function copySite(target: string): void {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(target, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'));
}

async function measureSite(siteDir: string, operations: number): Promise<SiteFigures> {
  console.log(`Building the site with ${operations} operations in ${siteDir} ...`);
  const cpuBefore = childrenCpuSeconds();
  const log = path.join(path.dirname(siteDir), `build-${operations}.log`);
  const logFd = openSync(log, 'w');
  const build = await measureCommand('npm', ['run', 'build'], { cwd: siteDir, stdio: ['ignore', logFd, logFd] }).finally(() => closeSync(logFd));
  const buildCpuSeconds = childrenCpuSeconds() - cpuBefore;
  if (build.exitCode !== 0) throw new Error(`the build with ${operations} operations failed (exit ${build.exitCode}); see ${log}`);

  const buildDir = path.join(siteDir, 'build');
  const files = filesUnder(buildDir);
  const size = (file: string) => statSync(file).size;
  const searchFiles = files.filter((file) => file.startsWith(path.join(buildDir, SEARCH_BUNDLE_DIR) + path.sep));
  const llmsFiles = files.filter((file) => /\/llms-full(\.txt$|\/)/.test(file));

  const server = await startStaticServer(siteDir, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const js = async (route: string) => {
      const visit = await measureFirstVisit(browser, `${server.origin}${route}`);
      return { runGzip: visit.total.js.gzip - visit.prefetched.js.gzip, totalGzip: visit.total.js.gzip };
    };
    return {
      operations,
      buildCpuSeconds,
      buildWallSeconds: build.wallSeconds,
      peakRssBytes: build.peakRssBytes,
      buildBytes: files.reduce((sum, file) => sum + size(file), 0),
      searchIndex: await (async () => {
        const search = await measureSearch(browser, `${server.origin}${GUIDE}`, buildDir);
        return { files: searchFiles.length, stored: searchFiles.reduce((sum, file) => sum + size(file), 0), firstSearchBytes: search.firstSearch.bytes, medianMs: search.medianMs };
      })(),
      guideJs: await js(GUIDE),
      endpointJs: await js(ENDPOINT),
      llmsFullLargestBytes: Math.max(...llmsFiles.map(size)),
      llmsFullFiles: llmsFiles.length,
      postmanBytes: size(path.join(buildDir, DOWNLOAD_FILES.postman.path)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  try {
    const ours = path.join(work, 'ours');
    const synthetic = path.join(work, 'synthetic');
    copySite(ours);
    copySite(synthetic);
    const spec = (await loadApiModel()).spec.bundled;
    // The bundled spec has internal references only: one file replaces the root and its parts.
    rmSync(path.join(synthetic, 'examples/api'), { recursive: true });
    writeFileSync(path.join(synthetic, 'examples/api.yaml'), JSON.stringify(synthesizeSpec(spec, OPERATIONS), null, 1));

    const small = await measureSite(ours, countOperations(spec));
    const large = await measureSite(synthetic, OPERATIONS);

    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    const ratio = (a: number, b: number) => `${(b / a).toFixed(2)} ×`;
    const rows: [string, (f: SiteFigures) => number, (n: number) => string][] = [
      ['Build CPU (user + sys)', (f) => f.buildCpuSeconds, (n) => `${n.toFixed(0)} s`],
      ['Build wall time', (f) => f.buildWallSeconds, (n) => `${n.toFixed(0)} s`],
      ['Build peak memory (process tree)', (f) => f.peakRssBytes ?? Number.NaN, mib],
      ['build/ size', (f) => f.buildBytes, mib],
      ['Search index, stored', (f) => f.searchIndex.stored, kibibytes],
      ['Search index, files', (f) => f.searchIndex.files, String],
      ['First search download, gzip', (f) => f.searchIndex.firstSearchBytes, kibibytes],
      ['Search, typed query to results (median)', (f) => f.searchIndex.medianMs, (v) => `${v.toFixed(1)} ms`],
      ['Guide page JS it runs, gzip', (f) => f.guideJs.runGzip, kibibytes],
      ['Guide page JS with prefetches, gzip', (f) => f.guideJs.totalGzip, kibibytes],
      ['Endpoint page JS it runs, gzip', (f) => f.endpointJs.runGzip, kibibytes],
      ['Endpoint page JS with prefetches, gzip', (f) => f.endpointJs.totalGzip, kibibytes],
      ['Largest llms full-text file', (f) => f.llmsFullLargestBytes, kibibytes],
      ['Postman collection', (f) => f.postmanBytes, kibibytes],
    ];
    console.log(`\nThe site at ${small.operations} and at ${large.operations} operations (cold builds on this machine)\n`);
    console.log(
      formatTable(
        rows.map(([name, pick, format]) => ({
          Figure: name,
          [`${small.operations} operations`]: format(pick(small)),
          [`${large.operations} operations`]: format(pick(large)),
          Growth: ratio(pick(small), pick(large)),
        })),
      ),
    );
    console.log(`\nEndpoint page JS it runs at ${large.operations} operations: ${ratio(large.guideJs.runGzip, large.endpointJs.runGzip)} the guide page's.`);
    const out = path.join(repoRoot, 'bench-results', 'bench-scale.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), cpus: os.cpus().length, sites: [small, large] }, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(repoRoot, out)}`);
    rmSync(work, { recursive: true, force: true });
  } catch (error) {
    console.error(`The copies and their build logs are kept in ${work}.`);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

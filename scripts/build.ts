// Usage: tsx scripts/build.ts [docusaurus build arguments] [--csp-hashes-out file]
// Runs `docusaurus build` (without its HTML minifier, with a heap limit) with its output
// streamed, then
// - fails if Docusaurus reported broken anchors (it only warns about them), naming
//   the page and the link;
// - on an undeclared tag (Docusaurus throws), names the file and line;
// - fails if a link in anything the build ships (pages, Markdown twins, llms.txt and its parts,
//   the Atom feed, openapi.{json,yaml}, the Postman collection) leads nowhere in the build,
//   naming the file, the place in it and the link;
// - fails if a shipped file shows a spec description's `<AvailableFrom />` marker unrendered,
//   naming the file and line;
// - writes the CSP hashes of the build's inline scripts and styles for deploy/nginx.conf.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HASHES_FILE, writeHashesInclude } from '../tooling/build-checks/csp-hashes';
import { brokenAnchorsFailure, findBrokenAnchors, hasBrokenAnchorsReport } from '../tooling/build-checks/broken-anchors';
import { findUndeclaredTags, undeclaredTagsFailure } from '../tooling/build-checks/undeclared-tags';
import { brokenLinksFailure, findBrokenShippedLinks } from '../tooling/build-checks/shipped-links';
import { findRawMarkdownLinks, findRawMarkers, rawMarkdownLinksFailure, rawMarkersFailure } from '../tooling/build-checks/raw-markers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const docusaurusCli = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function takeOption(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [, value] = args.splice(index, 2);
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
}

const BUILD_OPTIONS_WITH_VALUE = new Set(['--out-dir', '--config', '--locale', '-l']);

function outDirOf(buildArgs: readonly string[]): string {
  let siteDir = '.';
  for (let index = 0; index < buildArgs.length; index += 1) {
    const arg = buildArgs[index];
    if (arg === '--out-dir') return path.resolve(buildArgs[index + 1]);
    if (BUILD_OPTIONS_WITH_VALUE.has(arg)) index += 1;
    else if (!arg.startsWith('-')) siteDir = arg;
  }
  return path.resolve(siteDir, 'build');
}

/**
 * The build's JavaScript heap limit, in MiB, unless NODE_OPTIONS sets one. V8 lets garbage grow
 * with the limit it is given: with the default (about 4 GiB on a 24 GiB machine) the heap
 * reached 1.1 GiB while the live data stayed under half a gibibyte. At 612 operations the
 * build's peak memory (npm run bench:scale) was 2.5-2.65 GiB; with this limit it is 2.35-2.45
 * GiB, in the same time.
 */
const HEAP_LIMIT_MB = 1536;

const HEAP_LIMIT_OPTION = '--max-old-space-size';
const heapLimitFromEnv = () => process.env.NODE_OPTIONS?.includes(HEAP_LIMIT_OPTION) ?? false;

function runDocusaurusBuild(buildArgs: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const heapLimit = heapLimitFromEnv() ? [] : [`${HEAP_LIMIT_OPTION}=${HEAP_LIMIT_MB}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...heapLimit, docusaurusCli, 'build', ...buildArgs], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Pages are written as React renders them: Docusaurus's HTML minifier took half of the
      // pages' render time (about 10 ms a page) to save 1.6 % of their gzip size, and search
      // reads pages with every end tag in place (plugins/search/records.ts).
      env: { ...process.env, SKIP_HTML_MINIFICATION: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ exitCode: code ?? (signal ? 1 : 0), output }));
  });
}

async function main(): Promise<number> {
  const buildArgs = process.argv.slice(2);
  const hashesOut = takeOption(buildArgs, '--csp-hashes-out') ?? DEFAULT_HASHES_FILE;
  const { exitCode, output } = await runDocusaurusBuild(buildArgs);
  if (exitCode !== 0) {
    if (output.includes('JavaScript heap out of memory')) {
      console.error(
        `Build failed: the build's JavaScript heap reached its limit (${heapLimitFromEnv() ? 'set in NODE_OPTIONS' : `${HEAP_LIMIT_MB} MiB, set in scripts/build.ts`}). A larger API may need more: NODE_OPTIONS=${HEAP_LIMIT_OPTION}=4096 npm run build`,
      );
    }
    const undeclared = findUndeclaredTags(output);
    if (undeclared) {
      const source = await readFile(undeclared.file, 'utf8').catch(() => '');
      console.error(`Build failed: ${undeclaredTagsFailure(undeclared, path.relative(process.cwd(), undeclared.file), source)}`);
    }
    return exitCode;
  }

  if (hasBrokenAnchorsReport(output)) {
    const anchors = findBrokenAnchors(output);
    console.error(
      anchors.length > 0
        ? brokenAnchorsFailure(anchors)
        : 'Build failed: Docusaurus reported broken anchors (see its report above).',
    );
    return 1;
  }

  const buildDir = outDirOf(buildArgs);
  // After the build: the exports and the feed are written in postBuild.
  const brokenLinks = await findBrokenShippedLinks(buildDir);
  if (brokenLinks.length > 0) {
    console.error(brokenLinksFailure(brokenLinks));
    return 1;
  }
  console.log('[links] every internal link of the shipped files leads to a file and anchor of the build');
  const rawMarkers = await findRawMarkers(buildDir);
  if (rawMarkers.length > 0) {
    console.error(rawMarkersFailure(rawMarkers));
    return 1;
  }
  console.log('[markers] no shipped file shows a raw <AvailableFrom /> marker');
  const rawLinks = await findRawMarkdownLinks(buildDir);
  if (rawLinks.length > 0) {
    console.error(rawMarkdownLinksFailure(rawLinks));
    return 1;
  }
  console.log('[markdown] no page shows a Markdown link as text');

  const hashes = await writeHashesInclude(buildDir, hashesOut);
  console.log(`[csp] ${hashes.script.length} inline script and ${hashes.style.length} inline style hash(es) -> ${hashesOut}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const docusaurusCli = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const BUILD_TIMEOUT_MS = 120_000;

interface BuildResult {
  exitCode: number;
  output: string;
}

function buildFixture(fixture: string, outDir: string): Promise<BuildResult> {
  const siteDir = path.join(repoRoot, 'tests/fixtures', fixture);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [docusaurusCli, 'build', siteDir, '--out-dir', outDir],
      { cwd: repoRoot, timeout: BUILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('build rules of the site config', () => {
  describe('a page with a broken link', () => {
    let outDir: string;
    let result: BuildResult;

    beforeAll(async () => {
      outDir = await mkdtemp(path.join(tmpdir(), 'broken-link-build-'));
      result = await buildFixture('broken-link', outDir);
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await rm(outDir, { recursive: true, force: true });
    });

    it('fails the build', () => {
      expect(result.exitCode, result.output).not.toBe(0);
      expect(result.output).toContain('Docusaurus found broken links!');
    });

    it('names the broken link and the page it is on, and nothing else', () => {
      const reported = [...result.output.matchAll(/Broken link on source page path = (\S+):\n\s*((?:-> linking to \S+\n\s*)+)/g)]
        .flatMap(([, page, links]) => [...links.matchAll(/-> linking to (\S+)/g)].map(([, link]) => ({ page, link })));
      expect(reported).toEqual([{ page: '/docs/guides/deposits', link: '/docs/guides/statements' }]);
    });
  });
});

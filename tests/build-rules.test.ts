import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, repoRoot, runNode, type RunResult } from './fixtures/run-node';

const docusaurusCli = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

type BuildResult = RunResult;

function buildFixture(fixture: string, outDir: string): Promise<BuildResult> {
  return runNode([docusaurusCli, 'build', path.join(repoRoot, 'tests/fixtures', fixture), '--out-dir', outDir]);
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

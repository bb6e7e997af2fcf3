import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, repoRoot, runNode } from './fixtures/run-node';

// Bad content fails `npm run build` (scripts/build.ts), which the test command runs.
const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

interface BuildResult {
  exitCode: number;
  output: string;
  hashesWritten: boolean;
}

async function buildFixture(fixture: string, workDir: string): Promise<BuildResult> {
  const hashesFile = path.join(workDir, 'csp-hashes.conf');
  const { exitCode, output } = await runNode([
    tsxCli,
    'scripts/build.ts',
    `tests/fixtures/${fixture}`,
    '--out-dir',
    path.join(workDir, 'build'),
    '--csp-hashes-out',
    hashesFile,
  ]);
  return { exitCode, output, hashesWritten: existsSync(hashesFile) };
}

describe.each([
  {
    fixture: 'broken-anchor',
    message:
      'Build failed: 1 broken anchor(s). Docusaurus only warns about these; this build treats them as errors.\n' +
      '  page /docs/guides/wallets: link /docs/guides/wallets#archive-a-wallet: anchor #archive-a-wallet does not exist on its target page',
  },
  {
    fixture: 'broken-pathname-link',
    message: new RegExp(
      'Build failed: 1 broken link\\(s\\) in the files the site ships\\.\n' +
        '  docs/guides\\.html \\(line \\d+\\): /docs/guides/feed\\.xml: /docs/guides/feed\\.xml is not a file of the build\n',
    ),
  },
  {
    fixture: 'undeclared-tag',
    message:
      'Build failed: tests/fixtures/undeclared-tag/docs/guides/wallets.md:2: tag "savings-goals" is not declared in tags.yml; declare it there or use a declared tag',
  },
])('the build of a site with an $fixture', ({ fixture, message }) => {
  let workDir: string;
  let result: BuildResult;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), `${fixture}-build-`));
    result = await buildFixture(fixture, workDir);
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('fails', () => {
    expect(result.exitCode, result.output).not.toBe(0);
    expect(result.hashesWritten, 'a failed build must not produce deploy files').toBe(false);
  });

  it('says which file or page, where, and which rule', () => {
    expect(result.output).toMatch(message);
  });
});

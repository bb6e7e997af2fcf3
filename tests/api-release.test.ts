import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listReleases } from '../plugins/api-diff';
import { repoRoot, runNode } from './fixtures/run-node';

const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

describe('npm run api:release on bad input', () => {
  it('refuses a date that is not a calendar date, naming the command', async () => {
    const { exitCode, output } = await runNode([tsxCli, 'scripts/api-release.ts', '2026-02-30']);
    expect(exitCode).toBe(1);
    expect(output).toContain('api:release: give the release date, e.g. `npm run api:release -- 2026-11-23` (got 2026-02-30)');
  });

  it('refuses a release older than the latest snapshot, naming it', async () => {
    const { exitCode, output } = await runNode([tsxCli, 'scripts/api-release.ts', '2026-01-01']);
    expect(exitCode).toBe(1);
    // Every release so far is newer than 2026-01-01, and the message names each.
    const newer = listReleases(repoRoot).map((release) => release.file);
    expect(newer.length).toBeGreaterThan(0);
    expect(output).toContain(`api:release: ${newer.join(', ')} are newer than 2026-01-01: releases are kept in date order`);
  });
});

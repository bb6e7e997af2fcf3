import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkSpec } from './check';
import { formatProblem } from './load';
import { apiSpecPath } from './location';

const run = promisify(execFile);
const FIXTURES = 'tests/fixtures/spec';

async function problemsOf(rootFile: string): Promise<string[]> {
  return (await checkSpec(rootFile)).map(formatProblem);
}

/** Runs `redocly lint` as `npm run lint:api` does; returns its exit code and output. */
async function redoclyLint(rootFile: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/redocly', ['lint', rootFile], { env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('check-spec on the API description', { timeout: 30_000 }, () => {
  it('finds no problem with the project conventions', async () => {
    expect(await problemsOf(apiSpecPath())).toEqual([]);
  });
});

describe('check-spec on the fixtures', { timeout: 30_000 }, () => {
  it('passes the valid fixture the others are copies of', async () => {
    expect(await problemsOf(`${FIXTURES}/valid/api.yaml`)).toEqual([]);
  });

  it('reports a broken $ref with the file and JSON pointer where it is written', async () => {
    expect(await problemsOf(`${FIXTURES}/broken-ref/api.yaml`)).toEqual([
      `${FIXTURES}/broken-ref/paths/balance.yaml#/get/responses/200/content/application~1json/schema (line 16): Can't resolve $ref (rule: resolve-refs)`,
    ]);
  });

  it('reports an example that does not match its schema, with the file, pointer and the failing field', async () => {
    expect(await problemsOf(`${FIXTURES}/invalid-example/api.yaml`)).toEqual([
      `${FIXTURES}/invalid-example/paths/balance.yaml#/get/responses/200/content/application~1json/examples/euros (line 19): ` +
        `example does not match schema: /available must be integer ` +
        `[${FIXTURES}/invalid-example/api.yaml#/paths/~1balance/get/responses/200/content/application~1json/examples/euros] (rule: valid-examples)`,
    ]);
  });

  it('reports a tag that is not declared, with the file and pointer of the tag', async () => {
    expect(await problemsOf(`${FIXTURES}/unknown-tag/api.yaml`)).toEqual([
      `${FIXTURES}/unknown-tag/paths/balance.yaml#/get/tags/0 (line 3): tag "Balances" is not declared in the top-level tags (declared: Wallets) ` +
        `[${FIXTURES}/unknown-tag/api.yaml#/paths/~1balance/get/tags/0] (rule: tags-declared)`,
    ]);
  });
});

describe('redocly lint with the project config', { timeout: 30_000 }, () => {
  it('passes the valid fixture', async () => {
    const { code, output } = await redoclyLint(`${FIXTURES}/valid/api.yaml`);
    expect(output).toContain('Your API description is valid');
    expect(code).toBe(0);
  });

  it('fails on the broken $ref, naming the file, line and pointer', async () => {
    const { code, output } = await redoclyLint(`${FIXTURES}/broken-ref/api.yaml`);
    expect(code).not.toBe(0);
    expect(output).toContain(`${FIXTURES}/broken-ref/paths/balance.yaml:16:19 at #/get/responses/200/content/application~1json/schema`);
    expect(output).toContain('no-unresolved-refs');
  });
});

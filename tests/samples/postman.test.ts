import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, SITE_DIR } from '../../plugins/api-model';
import { DOWNLOAD_FILES } from '../../plugins/exports/downloadFiles';
import { POSTMAN_BASE_URL_VARIABLE, POSTMAN_KEY_VARIABLE } from '../../plugins/exports/postman';
import type { MockServer } from './support/mock';
import { buildFile, mockOfBuiltSpec, TEST_API_KEY } from './support/site';
import { run, writeUploadFiles } from './support/toolchains';

// The Postman collection of the build, run with newman against a Prism mock of the built spec:
// every request gets its documented success status and a body that matches its schema.

interface NewmanExecution {
  item: { name: string };
  response?: { code: number };
  requestError?: { message: string };
  assertions?: { assertion: string; error?: { message: string } }[];
}

const NEWMAN = path.join(SITE_DIR, 'node_modules', '.bin', 'newman');
const model = await loadApiModel();
let mock: MockServer;
let executions: NewmanExecution[];

beforeAll(async () => {
  mock = await mockOfBuiltSpec();
  // The working folder holds the files the KYC upload requests send.
  const dir = mkdtempSync(path.join(tmpdir(), 'newman-'));
  writeUploadFiles(dir, readFileSync(buildFile(DOWNLOAD_FILES.postman.path), 'utf8'));
  const report = path.join(dir, 'report.json');
  const result = await run(
    [
      NEWMAN, 'run', buildFile(DOWNLOAD_FILES.postman.path),
      '--env-var', `${POSTMAN_BASE_URL_VARIABLE}=${mock.baseUrl('newman')}`,
      '--env-var', `${POSTMAN_KEY_VARIABLE}=${TEST_API_KEY}`,
      '--working-dir', dir,
      '--reporters', 'json', '--reporter-json-export', report,
    ],
    dir,
    process.env,
    240_000,
  );
  try {
    executions = (JSON.parse(readFileSync(report, 'utf8')) as { run: { executions: NewmanExecution[] } }).run.executions;
  } catch {
    throw new Error(`newman wrote no report (exit ${result.exitCode}): ${result.stderr || result.stdout}`);
  }
});

afterAll(async () => {
  await mock?.stop();
});

describe('the Postman collection, run with newman against a mock of the spec', () => {
  it('sends one request per operation', () => {
    expect(executions.map((e) => e.item.name).sort()).toEqual(model.operations.map((op) => op.summary).sort());
  });

  it('checks the status and the body schema of every response, and every check passes', () => {
    const problems = executions.flatMap((execution) => {
      const name = execution.item.name;
      if (execution.requestError) return [`${name}: ${execution.requestError.message}`];
      const assertions = execution.assertions ?? [];
      const checks = { status: /^Status is \d{3}\b/, body: /^(Body matches the \d{3} response schema|No response body)$/ };
      const missing = Object.entries(checks).filter(([, pattern]) => !assertions.some((a) => pattern.test(a.assertion)));
      return [
        ...missing.map(([check]) => `${name}: no ${check} test`),
        ...assertions.filter((a) => a.error).map((a) => `${name}: ${a.assertion}: ${a.error?.message.split('\n').slice(0, 2).join(' ')}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('sent a new UUID as the Idempotency-Key of every operation that takes one', () => {
    const takers = model.operations.filter((op) => op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'));
    const sent = mock.exchanges('newman').filter((exchange) => exchange.idempotencyKey !== undefined);
    expect(takers.length).toBeGreaterThan(10);
    expect(sent, 'requests that sent an Idempotency-Key').toHaveLength(takers.length);
    expect(sent.filter((e) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(e.idempotencyKey ?? '')).map((e) => `${e.path}: ${e.idempotencyKey}`)).toEqual([]);
    expect(new Set(sent.map((e) => e.idempotencyKey)).size).toBe(sent.length);
  });

  it('was answered 2xx by the mock every time', () => {
    const refused = mock.exchanges('newman').filter((exchange) => exchange.status < 200 || exchange.status > 299);
    expect(refused.map((e) => `${e.status} ${e.method} ${e.path}: ${e.problem}`)).toEqual([]);
    expect(mock.exchanges('newman')).toHaveLength(model.operations.length);
  });
});

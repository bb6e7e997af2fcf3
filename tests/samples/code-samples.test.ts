import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel } from '../../plugins/api-model';
import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { API_KEY_ENV, BASE_URL_ENV } from '../../plugins/api-reference/view/sampleEnv';
import { builtPage, readSamples, type PageSample } from './support/extract';
import type { MockServer } from './support/mock';
import { BUILD_DIR, mockOfBuiltSpec, TEST_API_KEY } from './support/site';
import { firstErrorLine, GO_CACHE, run, runSample, TOOLCHAINS } from './support/toolchains';

// Every code sample of every endpoint page of the build, run as a reader copies it, in its
// real toolchain, against a Prism mock of the built spec. The samples read the key from
// LEDGERLINE_API_KEY and the base URL from LEDGERLINE_BASE_URL, which points at the mock.

const model = await loadApiModel();
const pages = model.operations.map((op) => ({ route: op.route, samples: readSamples(builtPage(BUILD_DIR, op.route)) }));

let mock: MockServer;

beforeAll(async () => {
  const missing = TOOLCHAINS.filter((toolchain) => spawnSync(toolchain.probe[0], toolchain.probe.slice(1), { stdio: 'ignore' }).status !== 0);
  if (missing.length > 0) {
    throw new Error(`missing toolchains: ${missing.map((t) => `${t.id} (${t.probe.join(' ')})`).join(', ')}; .ci/run installs them with apt`);
  }
  // Compile the packages the Go samples import once, before the samples run side by side.
  mkdirSync(GO_CACHE, { recursive: true });
  const warmGo = run(['go', 'build', 'bytes', 'fmt', 'io', 'mime/multipart', 'net/http', 'net/textproto', 'os', 'strings'], BUILD_DIR, { ...process.env, GOCACHE: GO_CACHE }, 240_000).then(
    (result) => {
      if (result.exitCode !== 0) throw new Error(`go build of the standard packages failed: ${result.stderr}`);
    },
  );
  [mock] = await Promise.all([mockOfBuiltSpec(), warmGo]);
});

afterAll(async () => {
  await mock?.stop();
});

describe('the endpoint pages of the build', () => {
  it('are one per operation, each with a sample in every language', () => {
    expect(pages).toHaveLength(model.operations.length);
    for (const page of pages) {
      expect(
        SAMPLE_LANGUAGES.filter((language) => !page.samples.some((sample) => sample.language === language.id)).map((l) => l.label),
        `${page.route}: languages without a sample`,
      ).toEqual([]);
    }
  });
});

let clients = 0;

async function problemOf(sample: PageSample): Promise<string | undefined> {
  const toolchain = TOOLCHAINS.find((candidate) => candidate.id === sample.language);
  if (!toolchain) return `no toolchain runs "${sample.label}" samples`;
  const client = `sample${++clients}`;
  const result = await runSample(toolchain, sample.code, { [API_KEY_ENV]: TEST_API_KEY, [BASE_URL_ENV]: mock.baseUrl(client) }, 150_000);
  if (result.failed) return `${result.failed}: ${firstErrorLine(result)}`;
  const exchanges = mock.exchanges(client);
  if (exchanges.length === 0) return `sent no request to ${BASE_URL_ENV}; output: ${firstErrorLine(result)}`;
  const refused = exchanges.find((exchange) => exchange.status < 200 || exchange.status > 299);
  if (refused) return `the mock answered ${refused.status} to ${refused.method} ${refused.path}: ${refused.problem ?? 'no detail'}`;
  return undefined;
}

describe.concurrent('every code sample runs as copied against a mock of the spec', () => {
  for (const page of pages) {
    for (const sample of page.samples) {
      it(`${page.route} [${sample.label}]`, async () => {
        const problem = await problemOf(sample);
        if (problem) expect.fail(`${page.route} [${sample.label}]: ${problem}`);
      });
    }
  }
});

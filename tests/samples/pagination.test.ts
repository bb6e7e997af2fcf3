import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ENV, BASE_URL_ENV } from '../../plugins/api-reference/view/sampleEnv';
import { expiringCursorList } from './support/expiringCursor';
import type { MockServer } from './support/mock';
import { buildFile, builtSpec, mockOfBuiltSpec, TEST_API_KEY } from './support/site';
import { firstErrorLine, runSample, TOOLCHAINS } from './support/toolchains';

// The conventions page's "read a whole list" samples, as its Markdown twin publishes them, run
// against the mock of the built spec with a cursor that expires on the second page: each must
// start again from the first page and give every object once.

const TWIN = '/docs/api/intro.md';
const SAMPLES = [
  { language: 'javascript', fence: 'js', marker: 'async function* listAll(' },
  { language: 'python', fence: 'python', marker: 'def list_all(' },
];

interface ListExample {
  data: { id: string; customer_code: string }[];
  next_cursor: string;
}
interface ProblemExample {
  errors: { field: string; code: string; message: string }[];
}
type Examples<T> = Record<string, { value: T }>;

function sampleOf(twin: string, fence: string, marker: string): string {
  const block = [...twin.matchAll(/^```(\S+)[^\n]*\n([\s\S]*?)^```$/gm)].find((match) => match[1] === fence && match[2].includes(marker));
  if (!block) throw new Error(`${TWIN}: no \`\`\`${fence} block with ${marker}`);
  return block[2];
}

describe('reading a whole list on the conventions page', () => {
  const twin = readFileSync(buildFile(TWIN), 'utf8');
  const operation = (builtSpec().paths['/customers'] as Record<string, { responses: Record<string, { content: Record<string, { examples: Examples<unknown> }> }> }>).get;
  const [page] = Object.values(operation.responses['200'].content['application/json'].examples as Examples<ListExample>).map((example) => example.value);
  const [invalid] = Object.values(operation.responses['400'].content['application/problem+json'].examples as Examples<ProblemExample>).map((example) => example.value);
  // The list's own 400 example, about `cursor` as the Cursor parameter describes its refusal.
  const expired = { ...invalid, errors: [{ field: 'cursor', code: 'invalid_value', message: 'The cursor has expired.' }] };
  let mock: MockServer;

  beforeAll(async () => {
    mock = await mockOfBuiltSpec();
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it.each(SAMPLES)('$language: starts again from the first page when the cursor is refused, and gives each object once', async ({ language, fence, marker }) => {
    const client = `pagination-${language}`;
    const list = await expiringCursorList(mock.baseUrl(client), expired);
    try {
      const toolchain = TOOLCHAINS.find((candidate) => candidate.id === language)!;
      const result = await runSample(toolchain, sampleOf(twin, fence, marker), { [API_KEY_ENV]: TEST_API_KEY, [BASE_URL_ENV]: list.baseUrl }, 60_000);
      expect(result.failed, `${TWIN} [${language}]: ${firstErrorLine(result)}`).toBeUndefined();
      const first = '?kyc_status=action_required&limit=100';
      expect(list.requests.map(({ query, status }) => `${status} ${new URLSearchParams(query).toString()}`)).toEqual([
        `200 ${new URLSearchParams(first).toString()}`,
        `400 ${new URLSearchParams({ kyc_status: 'action_required', limit: '100', cursor: page.next_cursor }).toString()}`,
        `200 ${new URLSearchParams(first).toString()}`,
      ]);
      // The mock checked every request against the spec, the refused one too.
      expect(mock.exchanges(client).filter((exchange) => exchange.status !== 200)).toEqual([]);
      expect(result.stdout.trim().split('\n')).toEqual(page.data.map((customer) => `${customer.id} ${customer.customer_code}`));
    } finally {
      await list.stop();
    }
  });
});

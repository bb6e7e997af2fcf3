// A coding agent's task replayed from the server's answers alone: create an individual customer,
// attach a KYC document, open a EUR wallet, issue a virtual debit card, verify incoming webhooks.
// Each request is built only from what get_operation, get_webhook_event and read_page answer
// (the fields the KYC review needs, the request examples, the samples' headers), is checked
// against the published spec's request schema, and is sent to a Prism mock of the built spec
// (tests/samples), asking for the response example paired with the request's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../plugins/api-model';
import { ExampleValidator } from '../../plugins/api-model/validate-examples';
import type { MockServer } from '../../tests/samples/support/mock';
import { mockOfBuiltSpec, TEST_API_KEY } from '../../tests/samples/support/site';
import { BUILD_DIR, call, connectStdio, wholeAnswer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const spec = JSON.parse(readFileSync(path.join(BUILD_DIR, 'openapi.json'), 'utf8')) as Json;
const validator = new ExampleValidator(spec as OpenApiDocument);

/** What an agent reads off an operation answer. */
interface Operation {
  answer: string;
  method: string;
  path: string;
  /** Top-level request fields whose description says the KYC review needs them. */
  neededForKyc: string[];
  /** The named request examples the answer offers. */
  examples: string[];
}

async function operation(client: Client, name: string): Promise<Operation> {
  const { text, isError } = await wholeAnswer(client, 'get_operation', { name });
  expect(isError, text).toBe(false);
  const [, method, route] = /^`([A-Z]+) (\S+)` · operationId/m.exec(text)!;
  const body = text.slice(text.indexOf('## Request body'), text.indexOf('## Responses'));
  const neededForKyc = [...body.matchAll(/^- `([a-z_]+)` [^\n]*KYC review needs it/gm)].map((m) => m[1]);
  const examples = [.../request examples: ([^)]*\([^\n]*)\)$/m.exec(text)?.[1].matchAll(/`([A-Za-z]+)` \(/g) ?? []].map((m) => m[1]);
  return { answer: text, method, path: route, neededForKyc, examples };
}

/** The request a curl sample sends: its headers, and its JSON body or form fields. */
interface SampleRequest {
  headers: Record<string, string>;
  json?: Json;
  form?: [string, string][];
}

function curlRequest(answer: string): SampleRequest {
  const code = /## Example request \(curl[^\n]*\n```bash\n([\s\S]*?)\n```/.exec(answer)?.[1];
  if (!code) throw new Error('the answer has no curl sample');
  const headers = Object.fromEntries([...code.matchAll(/--header ['"]([^:'"]+): ([^'"]*)['"]/g)].map((m) => [m[1], m[2]]));
  const data = /--data '([\s\S]*?)'\s*$/m.exec(code)?.[1];
  const form = [...code.matchAll(/--form '([^=]+)=([^']*)'/g)].map((m) => [m[1], m[2]] as [string, string]);
  return { headers, ...(data ? { json: JSON.parse(data) as Json } : {}), ...(form.length > 0 ? { form } : {}) };
}

async function sample(client: Client, name: string, example?: string): Promise<SampleRequest> {
  const { text } = await wholeAnswer(client, 'get_operation', { name, ...(example ? { example } : {}) });
  return curlRequest(text);
}

/** The published request schema of an operation, for the check the agent's request must pass. */
function requestSchema(method: string, route: string, contentType: string): Json {
  const deref = (node: Json): Json => (node?.$ref ? deref(node.$ref.slice(2).split('/').reduce((at: Json, key: string) => at[key], spec)) : node);
  return deref(spec.paths[route][method.toLowerCase()].requestBody).content[contentType].schema;
}

const client = connectStdio();
let mock: MockServer;
beforeAll(async () => {
  mock = await mockOfBuiltSpec();
}, 180_000);
afterAll(async () => {
  await mock?.stop();
});

/** Sends a request to the mock as the agent built it, asking for the response example paired with its request example. */
async function send(method: string, route: string, request: SampleRequest, example?: string): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { ...request.headers, Authorization: `Bearer ${TEST_API_KEY}`, ...(example ? { Prefer: `example=${example}` } : {}) };
  let body: string | FormData | undefined;
  if (request.json) body = JSON.stringify(request.json);
  else if (request.form) {
    delete headers['Content-Type'];
    const form = new FormData();
    for (const [name, value] of request.form) {
      const file = /^@([^;]+);type=(.+)$/.exec(value);
      if (file) form.append(name, new Blob([Buffer.from('%PDF-1.4\n%test\n')], { type: file[2] }), file[1]);
      else form.append(name, value);
    }
    body = form;
  }
  const response = await fetch(`${mock.baseUrl('task')}${route}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the agent task, from the answers alone', () => {
  const state: { customerId?: string; walletId?: string } = {};

  it('creates an individual customer with everything the KYC review needs, and a EUR wallet', async () => {
    const create = await operation(client(), 'create an individual customer');
    // The rule the first-sentence answers lost: without terms_acceptance the review stops at action_required.
    expect(create.neededForKyc).toContain('terms_acceptance');
    expect(create.answer).toMatch(/`wallet_currencies` [^\n]*Defaults to `\["EUR"\]`/);
    // The agent sends the request example that carries every field the review needs.
    let chosen: { example: string; request: SampleRequest } | undefined;
    for (const example of create.examples) {
      const request = await sample(client(), 'create an individual customer', example);
      if (create.neededForKyc.every((field) => request.json?.[field] !== undefined)) {
        chosen = { example, request };
        break;
      }
    }
    expect(chosen, `no request example of ${create.examples.join(', ')} sends ${create.neededForKyc.join(', ')}`).toBeDefined();
    const { example, request } = chosen!;
    expect(request.headers).toHaveProperty('Idempotency-Key');
    expect(validator.validate(requestSchema(create.method, create.path, 'application/json'), request.json!, 'request')).toBeUndefined();
    expect(request.json!.wallet_currencies ?? ['EUR']).toContain('EUR');
    const { status, body } = await send(create.method, create.path, request, example);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.terms_acceptance).not.toBeNull();
    expect(body.kyc_requirements).toEqual([]);
    state.customerId = body.id;
  });

  it('finds the EUR wallet, which becomes active with KYC approval', async () => {
    const list = await operation(client(), 'GET /wallets');
    expect(list.answer).toMatch(/`customer_id` query/);
    const { status, body } = await send('GET', `/wallets?customer_id=${state.customerId}`, { headers: {} });
    expect(status).toBe(200);
    const wallet = (body.data as Json[]).find((candidate) => candidate.currency === 'EUR');
    expect(wallet, JSON.stringify(body)).toBeDefined();
    state.walletId = wallet!.id;
    const get = await operation(client(), 'GET /wallets/{wallet_id}');
    const read = await send(get.method, get.path.replace('{wallet_id}', state.walletId!), { headers: {} });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('active');
  });

  it('attaches a KYC document that the sandbox accepts, which puts the review in pending', async () => {
    const attach = await operation(client(), 'POST /customers/{customer_id}/kyc-documents');
    expect(attach.answer).toMatch(/to\s+`pending`/);
    // In the sandbox the file's name decides the review: the agent uploads one that is accepted.
    const outcomes = [...attach.answer.matchAll(/`(kyc_[a-z_]+)\.(?:pdf|jpg|png)`/g)].map((m) => m[1]);
    expect(outcomes).toContain('kyc_rejected');
    expect(attach.answer).toMatch(/anything else is\s+accepted/);
    const [example] = attach.examples;
    const request = await sample(client(), 'POST /customers/{customer_id}/kyc-documents', example);
    const file = request.form?.find(([, value]) => value.startsWith('@'));
    expect(file).toBeDefined();
    expect(outcomes.some((name) => file![1].startsWith(`@${name}.`))).toBe(false);
    const { status, body } = await send(attach.method, attach.path.replace('{customer_id}', state.customerId!), request, example);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.status).toBe('pending');
  });

  it('issues a virtual debit card on the EUR wallet, without the fields only a physical card needs', async () => {
    const issue = await operation(client(), 'POST /cards/debit');
    expect(issue.answer).toMatch(/`shipping_address` [^\n]*Required when `form` is `physical`/);
    expect(issue.answer).toMatch(/^- `kyc_not_approved` \(422\): /m);
    const example = issue.examples.find((name) => /virtual/i.test(name));
    expect(example).toBeDefined();
    const request = await sample(client(), 'POST /cards/debit', example);
    expect(request.json!.form).toBe('virtual');
    request.json!.wallet_id = state.walletId;
    expect(validator.validate(requestSchema(issue.method, issue.path, 'application/json'), request.json!, 'request')).toBeUndefined();
    const { status, body } = await send(issue.method, issue.path, request, example);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ form: 'virtual', status: 'active' });
  });

  it('verifies incoming webhooks as the answers say, against the test vector', async () => {
    const event = await call(client(), 'get_webhook_event', { type: 'customer.kyc_status_updated' });
    const rule = event.text.slice(event.text.indexOf('## Verify it'));
    const header = /Check the `([A-Za-z-]+)` header/.exec(rule)![1];
    expect(rule).toContain('`t=<unix seconds>,v1=<hex HMAC-SHA256>`');
    expect(rule).toMatch(/over `<t>\.<raw request body>`/);
    const tolerance = Number(/more than (\d+) seconds/.exec(rule)![1]);
    const verify = (signature: string, raw: string, secret: string, now: number) => {
      const parts = signature.split(',').map((part) => part.split('='));
      const t = Number(parts.find(([key]) => key === 't')?.[1]);
      if (!Number.isFinite(t) || Math.abs(now - t) > tolerance) return false;
      const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
      return parts.filter(([key]) => key === 'v1').some(([, value]) => value.length === expected.length * 2 && timingSafeEqual(Buffer.from(value, 'hex'), expected));
    };
    const vector = (await call(client(), 'read_page', { url: 'https://docs.example.com/docs/notifications/webhook-notification-payloads#test-vector' })).text;
    const secret = /Secret: `(whsec_\w+)`/.exec(vector)![1];
    const signature = new RegExp(`${header}: ([^\`]+)\``).exec(vector)![1];
    const raw = /```json[^\n]*\n(\{[^\n]*\})\n```/.exec(vector)![1];
    const at = Number(/t=(\d+)/.exec(signature)![1]);
    expect(verify(signature, raw, secret, at)).toBe(true);
    const [, from, to] = /change\s+`([^`]+)`\s+to\s+`([^`]+)`/.exec(vector)!;
    expect(raw).toContain(from);
    expect(verify(signature, raw.replace(from, to), secret, at)).toBe(false);
    expect(verify(signature, raw, secret, at + tolerance + 1)).toBe(false);
  });
});

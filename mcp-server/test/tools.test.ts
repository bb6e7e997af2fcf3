// The MCP server over stdio against the built site (`--site build`), through the SDK's client:
// every tool on real data, checked against the build's openapi.json and pages.
// cspell:ignore Crad insuficient (misspelt names, as agents paste them)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitsSentencesOf, eventTypesNamedIn, loadApiModel } from '../../plugins/api-model';
import { MCP_RESOURCES, MCP_TOOLS } from '../../plugins/exports/agentAccess';
import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { BUILD_DIR, call, connectStdio, REPO, wholeAnswer } from './support';

// The published spec read as plain JSON: the checks walk it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const spec = JSON.parse(readFileSync(path.join(BUILD_DIR, 'openapi.json'), 'utf8')) as Json;
const deref = (node: Json): Json => (node?.$ref ? deref(node.$ref.slice(2).split('/').reduce((at: Json, key: string) => at[key], spec)) : node);
const operations = Object.entries(spec.paths as Json).flatMap(([route, item]) =>
  Object.entries(item as Json)
    .filter(([, op]) => (op as Json).operationId)
    .map(([method, op]) => ({ route, method, op: op as Json })),
);
/** The events an operation's Emits sentence names, as its endpoint page shows them. */
const emitted = (op: Json) => eventTypesNamedIn(emitsSentencesOf(op.description ?? '').join(' '), new Set(Object.keys(spec.webhooks)));
const htmlIds = (route: string) => new Set([...readFileSync(path.join(BUILD_DIR, `${route}.html`), 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

const client = connectStdio();

describe('the handshake', () => {
  it('names the server and lists the eight read-only tools, each with a description and an input schema', async () => {
    expect(client().getServerVersion()).toMatchObject({ name: 'ledgerline-docs-mcp', version: JSON.parse(readFileSync(path.join(REPO, 'mcp-server/package.json'), 'utf8')).version });
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_error_code', 'get_operation', 'get_schema', 'get_webhook_event', 'list_operations', 'read_page', 'search_docs', 'what_changed']);
    // The "Build with AI tools" page and the discovery files describe the server from agentAccess.ts.
    expect(tools.map((tool) => tool.name).sort()).toEqual(MCP_TOOLS.map((tool) => tool.name).sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
  });

  it('lists llms.txt, openapi.json and every page as resources, and reads them', async () => {
    const { resources } = await client().listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toEqual(expect.arrayContaining(['docs://llms.txt', 'docs://openapi.json', 'docs://page/docs/api/intro', 'docs://page/docs/guides/deposits']));
    const pageCount = [...readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8').matchAll(/^- \[[^\]]+\]\([^)]+\.md\)/gm)].length;
    expect(uris.filter((uri) => uri.startsWith('docs://page/'))).toHaveLength(pageCount);
    const { resourceTemplates } = await client().listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toContain('docs://page/{+path}');
    expect([...uris.filter((uri) => !uri.startsWith('docs://page/')), ...resourceTemplates.map((template) => template.uriTemplate)].sort()).toEqual([...MCP_RESOURCES].sort());
    const openapi = await client().readResource({ uri: 'docs://openapi.json' });
    expect(JSON.parse((openapi.contents[0] as { text: string }).text).paths).toEqual(spec.paths);
    const page = await client().readResource({ uri: 'docs://page/docs/api/intro' });
    expect((page.contents[0] as { text: string }).text).toBe(readFileSync(path.join(BUILD_DIR, 'docs/api/intro.md'), 'utf8'));
  });
});

describe('get_operation', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.route}`, o] as const))('%s: required fields, documented statuses, anchors on its page', async (name, { op }) => {
    const { text, isError, parts } = await wholeAnswer(client(), 'get_operation', { name: op.operationId });
    expect(isError, text).toBe(false);
    expect(text).toContain(`\`${name}\``);
    const body = op.requestBody && deref((Object.values(deref(op.requestBody).content)[0] as Json).schema);
    for (const field of body?.required ?? []) expect(text, `${name}: required request field ${field}`).toMatch(new RegExp(`^- \`${field}\` [^\\n]*, required`, 'm'));
    for (const parameter of (op.parameters ?? []).map(deref).filter((p: Json) => p.required)) {
      expect(text, `${name}: required parameter ${parameter.name}`).toMatch(new RegExp(`^- \`${parameter.name}\` [^\\n]*, required`, 'm'));
    }
    for (const status of Object.keys(op.responses)) expect(text, `${name}: status ${status}`).toMatch(new RegExp(`^### ${status}\\b`, 'm'));
    for (const { code } of op['x-errors'] ?? []) expect(text, `${name}: its own error ${code}`).toMatch(new RegExp(`^- \`${code}\` \\(\\d{3}\\): \\S`, 'm'));
    const route = text.match(/^Page: \S+?(\/docs\/[a-z0-9-]+) /m)![1];
    const ids = htmlIds(route);
    const anchors = [...text.matchAll(/ #([^\s#]+)$/gm)].map((m) => m[1]);
    const request = text.slice(text.indexOf('## Request body'), text.indexOf('## Responses'));
    // Request fields name their anchor where it is not #request-body-<path>.
    anchors.push(...[...request.matchAll(/^- `([^`]+)` (?!.* #\S+$).*$/gm)].map((m) => `request-body-${m[1]}`));
    // So do response fields, where it is not #response-<status>-<path>.
    for (const [, status, fields] of text.matchAll(/^### (\d{3}) [^\n]*\n(?:[^#\n][^\n]*\n)*?Body [^\n]*\n((?:(?:- |\()[^\n]*\n?)*)/gm)) {
      anchors.push(...[...fields.matchAll(/^- `([^`]+)` (?!.* #\S+$).*$/gm)].map((m) => `response-${status}-${m[1]}`));
    }
    expect(anchors.some((anchor) => anchor.startsWith('response-2'))).toBe(op.responses['204'] === undefined);
    expect(anchors.length).toBeGreaterThan(0);
    expect(anchors.filter((anchor) => !ids.has(anchor)), `${name}: anchors missing from ${route}`).toEqual([]);
    for (const bytes of parts) expect(bytes, `${name}: size of a part`).toBeLessThanOrEqual(12_000);
    const events = text.slice(text.indexOf('## Events it emits'));
    expect([...events.matchAll(/^- `([^`]+)`:/gm)].map((m) => m[1]), `${name}: the events of its Emits sentence`).toEqual(emitted(op));
  });

  it('finds an operation by every name a developer pastes', async () => {
    for (const name of ['createCreditCard', 'CardsController_createCreditCard', 'cards-controller-create-credit-card', 'POST /cards/credit', 'post https://api.sandbox.example.com/v1/cards/credit', 'https://docs.example.com/docs/cards-controller-create-credit-card']) {
      const { text, isError } = await call(client(), 'get_operation', { name });
      expect(isError, name).toBe(false);
      expect(text, name).toMatch(/^# Create a credit card/);
    }
    const { text } = await call(client(), 'get_operation', { name: 'PATCH https://api.example.com/v1/cards/crd_1Qa4Ws7Ed2Rf5Tg8/status' });
    expect(text).toContain('operationId `CardsController_updateCardStatus`');
  });

  it('answers every operation in every language in parts of at most 12 KB', async () => {
    for (const { op } of operations) {
      for (const language of SAMPLE_LANGUAGES) {
        const { isError, bytes, text } = await call(client(), 'get_operation', { name: op.operationId, language: language.id });
        expect(isError, `${op.operationId} ${language.id}: ${text}`).toBe(false);
        expect(bytes, `${op.operationId} in ${language.id}`).toBeLessThanOrEqual(12_000);
      }
    }
  });

  it('gives the endpoint page\'s own code sample in every language', async () => {
    for (const language of SAMPLE_LANGUAGES) {
      const { text, isError } = await call(client(), 'get_operation', { name: 'createCreditCard', language: language.label });
      expect(isError, language.label).toBe(false);
      expect(text).toMatch(new RegExp(`^## Example request \\(${language.id}[,;]`, 'm'));
      expect(text).toContain('```' + language.language + '\n');
      expect(text).toContain('LEDGERLINE_API_KEY');
      // The sample's default host is the server its example ids live on, and the answer says which.
      expect(text).toContain('https://api.example.com/v1 (Production, the server the examples are written for: the sample calls it)');
      const sample = /^## Example request[^\n]*\n```[^\n]*\n([\s\S]*?)\n```/m.exec(text)?.[1] ?? '';
      expect(sample, language.label).toContain('https://api.example.com/v1');
      expect(sample, language.label).not.toContain('api.sandbox.example.com');
    }
  });

  it('names the errors of an operation from its x-errors, and its events', async () => {
    const { text } = await wholeAnswer(client(), 'get_operation', { name: 'createCreditCard' });
    expect(text).toMatch(/^### 422 .*for this operation: [^;]*`currency_mismatch`/m);
    expect(text).toMatch(/^- `kyc_not_approved` \(422\): The customer's KYC is not `approved`/m);
    expect(text).toMatch(/^### 403 .*`feature_not_enabled`/m);
    expect(text).toContain('- `card.created`: https://docs.example.com/docs/notifications/webhook-notification-payloads#card.created');
  });

  it('refuses an unknown name with the nearest matches', async () => {
    const { text, isError } = await call(client(), 'get_operation', { name: 'createCreditCrad' });
    expect(isError).toBe(true);
    expect(text).toMatch(/^Operation `createCreditCrad` was not found\. Nearest matches: `createCreditCard`/);
    const sample = await call(client(), 'get_operation', { name: 'createCreditCard', language: 'cobol' });
    expect(sample.isError).toBe(true);
    expect(sample.text).toContain('`curl`');
  });
});

describe('get_error_code, get_webhook_event, get_schema, list_operations', () => {
  it('resolves every error code of the catalogue, with its status, title and a link to its entry', async () => {
    const { errorCodes } = await loadApiModel();
    for (const entry of errorCodes) {
      const { text, isError } = await call(client(), 'get_error_code', { code: entry.code });
      expect(isError, entry.code).toBe(false);
      expect(text, entry.code).toContain(`# \`${entry.code}\` (${entry.status} ${entry.title})`);
      expect(text).toContain(`https://docs.example.com/docs/api/intro#${entry.code}`);
      expect(text).toMatch(/Returned by:\n- /);
    }
    expect(htmlIds('/docs/api/intro').has('insufficient_funds')).toBe(true);
    const { text } = await call(client(), 'get_error_code', { code: 'kyc_not_approved' });
    expect(text).toContain('CardsController_createDebitCard');
    const miss = await call(client(), 'get_error_code', { code: 'insuficient_funds' });
    expect(miss.isError).toBe(true);
    expect(miss.text).toContain('Nearest matches: `insufficient_funds`');
  });

  it('gives a status a meaning for every operation only where it holds on each, and each exception its own', async () => {
    const rateLimited = (await call(client(), 'get_error_code', { code: 'rate_limited' })).text;
    expect(rateLimited).toContain("What a 429 means on most operations: Too many requests in the current window, usually your API key's.");
    expect(rateLimited).toMatch(/Except on these, where it means:\n- `GET \/health` [^\n]*\(HealthCheckController_healthCheck\)[^\n]*: Too many requests from your IP address/);
    expect(rateLimited).not.toMatch(/429 means on every operation/);
    const internal = (await call(client(), 'get_error_code', { code: 'internal_error' })).text;
    expect(internal).toMatch(/What a 500 means on most operations: [^\n]*retry it with the same key/);
    expect(internal).toMatch(/^- `GET \/health` [^\n]*: Something went wrong on our side\. The health check has no side effects/m);
    const forbidden = (await call(client(), 'get_error_code', { code: 'permission_denied' })).text;
    expect(forbidden).toMatch(/\(CardsController_createCreditCard\)[^\n]*: The key is read-only \(this operation changes data\), or credit cards are not enabled/);
    expect(forbidden).toMatch(/\(TransactionsController_initializeBalanceAdjustmentTransaction\)[^\n]*: The key is read-only, or lacks the balance-adjustment permission/);
    const invalid = (await call(client(), 'get_error_code', { code: 'invalid_request' })).text;
    expect(invalid).toContain('What a 400 means on every operation that documents it: The request is malformed or fails validation.');
    // A code any operation can return is said to come from those it applies to: not from an operation that takes no Idempotency-Key.
    const reused = (await call(client(), 'get_error_code', { code: 'idempotency_key_reused' })).text;
    expect(reused).toMatch(/all but: [^\n]*CustomersController_updateCustomer/);
    const update = (await wholeAnswer(client(), 'get_operation', { name: 'CustomersController_updateCustomer' })).text;
    expect(update).toMatch(/^### 409 [^\n]*Codes: for this operation: `customer_code_taken`\./m);
  });

  it('resolves every webhook event type, with its payload fields and how to verify it', async () => {
    const ids = htmlIds('/docs/notifications/webhook-notification-payloads');
    for (const type of Object.keys(spec.webhooks)) {
      const { text, isError, bytes } = await call(client(), 'get_webhook_event', { type });
      expect(isError, type).toBe(false);
      expect(text).toContain(`webhook-notification-payloads#${type}`);
      expect(ids.has(type), type).toBe(true);
      const schema = deref(deref(deref(spec.webhooks[type].post).requestBody).content['application/json'].schema);
      for (const field of schema.required) expect(text, `${type}: ${field}`).toMatch(new RegExp(`^- \`${field}\` [^\\n]*, always present`, 'm'));
      expect(text).toContain('Ledgerline-Signature');
      expect(bytes).toBeLessThan(25_000);
      const emitters = operations.filter(({ op }) => emitted(op).includes(type)).map(({ op }) => op.operationId as string);
      const named = /^Emitted by: (.*)$/m.exec(text)?.[1] ?? '';
      expect([...named.matchAll(/(\w+) \(`/g)].map((m) => m[1]).sort(), `${type}: the operations whose Emits sentence names it`).toEqual(emitters.sort());
    }
    const { text } = await call(client(), 'get_webhook_event', { type: 'card.created' });
    expect(text).toContain('Emitted by: CardsController_createDebitCard');
    // Who emits an event is what an operation's Emits sentence lists, not every description that names it.
    expect((await call(client(), 'get_webhook_event', { type: 'wallet.created' })).text).toMatch(/Emitted by: [^\n]*CustomersController_updateCustomer/);
    expect((await call(client(), 'get_webhook_event', { type: 'wallet.updated' })).text).not.toContain('DigitalWalletsController_archiveWallet');
    for (const type of ['card_payment.authorised', 'deposit.received']) {
      expect((await call(client(), 'get_webhook_event', { type })).text, type).toContain('Emitted by: no operation names it');
    }
    expect((await call(client(), 'get_webhook_event', { type: 'card.create' })).text).toContain('`card.created`');
  });

  it('answers every schema with its required fields', async () => {
    for (const [name, raw] of Object.entries(spec.components.schemas as Json)) {
      const { text, isError, bytes } = await call(client(), 'get_schema', { name });
      expect(isError, name).toBe(false);
      // A request schema's required fields must be sent; any other schema's are always present.
      const presence = name.endsWith('Request') ? 'required' : 'always present';
      for (const field of deref(raw).required ?? []) expect(text, `${name}.${field}`).toMatch(new RegExp(`^- \`${field}\` [^\\n]*, ${presence}`, 'm'));
      expect(bytes, name).toBeLessThan(25_000);
    }
    expect((await call(client(), 'get_schema', { name: 'Crad' })).text).toContain('`Card`');
  });

  it('lists every operation, and one tag\'s', async () => {
    const all = await call(client(), 'list_operations', {});
    for (const { method, route } of operations) expect(all.text).toContain(`\`${method.toUpperCase()} ${route}\``);
    const cards = await call(client(), 'list_operations', { tag: 'cards' });
    expect(cards.text).toMatch(/^7 operations tagged cards/);
    expect((await call(client(), 'list_operations', { tag: 'Card' })).text).toContain('Nearest matches: `Cards`');
  });
});

describe('search_docs', () => {
  it('lands on the explanation, with a URL with its anchor and a short clean snippet', async () => {
    const { text, isError, bytes } = await call(client(), 'search_docs', { query: 'idempotency key retry' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^1\. .*\n {3}https:\/\/docs\.example\.com\/docs\/\S+\n {3}\S/);
    expect(text).not.toMatch(/<\/?mark>|&[a-z]+;|<[a-z]| [.,:;]\s/);
    expect(bytes).toBeLessThan(2_000);
    const field = await call(client(), 'search_docs', { query: 'credit_limit', limit: 1 });
    expect(field.text).toContain('#request-body-credit_limit');
  });

  it('refuses an empty or oversized query', async () => {
    const empty = await call(client(), 'search_docs', { query: '   ' });
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain('The query is empty');
    const long = await call(client(), 'search_docs', { query: 'wallet '.repeat(100) });
    expect(long.isError).toBe(true);
    // The tool's schema bounds it (limits.ts) before the search runs.
    expect(long.text).toContain('at most 300 characters');
  });
});

describe('read_page', () => {
  it('reads a page whole, one section, and the rest of a cut page', async () => {
    const whole = readFileSync(path.join(BUILD_DIR, 'docs/api/intro.md'), 'utf8');
    const first = await call(client(), 'read_page', { url: 'docs/api/intro' });
    expect(first.text).toMatch(/^Source: https:\/\/docs\.example\.com\/docs\/api\/intro\.md\n\n# Conventions/);
    const next = Number(/Next part: read_page with the same url and offset (\d+)/.exec(first.text)![1]);
    expect(first.bytes).toBeLessThan(13_000);
    const second = await call(client(), 'read_page', { url: '/docs/api/intro', offset: next });
    const body = (answer: string) => answer.replace(/^Source: .*\n\n/, '').replace(/\n\n\[Part ends[^\]]*\]$/, '');
    expect(whole.startsWith(body(first.text) + body(second.text))).toBe(true);
    const section = await call(client(), 'read_page', { url: 'https://docs.example.com/docs/api/intro#pagination' });
    expect(section.text).toMatch(/\n\n## Pagination\n/);
    expect(section.text).not.toContain('## Idempotency');
    const byHeading = await call(client(), 'read_page', { url: 'docs/api/intro', section: 'Error codes' });
    expect(byHeading.text).toContain('| `insufficient_funds` | 422 |');
    const field = await call(client(), 'read_page', { url: 'https://docs.example.com/docs/cards-controller-create-credit-card#request-body-credit_limit' });
    expect(field.text).toMatch(/\n\n### Body \(required\)\n/);
  });

  it('refuses paths outside the site and says what is missing', async () => {
    for (const url of ['../../etc/passwd', 'docs/../../package.json', '/etc/passwd', 'C:\\Windows\\win.ini', 'https://evil.example.net/docs/api/intro', '//evil.example.net/x', 'file:///etc/passwd']) {
      const { text, isError } = await call(client(), 'read_page', { url });
      expect(isError, url).toBe(true);
      expect(text, url).toMatch(/is refused/);
    }
    const missing = await call(client(), 'read_page', { url: 'docs/guides/deposit' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('Nearest matches: `/docs/guides/deposits`');
    const noSection = await call(client(), 'read_page', { url: 'docs/api/intro', section: 'Paging' });
    expect(noSection.isError).toBe(true);
    expect(noSection.text).toContain('`Pagination`');
  });
});

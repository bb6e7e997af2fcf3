import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel, type LoadedSpec } from '../api-model';
import { requestExamples, sampleRequest } from '../api-reference/view/operation';
import { openapiJson, openapiYaml, withAbsoluteLinks } from './downloads';
import { POSTMAN_BASE_URL_VARIABLE, postmanCollection, stableId, type PostmanItem } from './postman';
import { POSTMAN_RETRY_VARIABLE } from './postmanIdempotency';

let model: ApiModel;
let spec: LoadedSpec;
beforeAll(async () => {
  model = await loadApiModel();
  spec = model.spec;
}, 30_000);

const SITE = 'https://docs.example.com';

const requests = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));

/** The key a pre-request script leaves in `variable` on two sends, a retry (the retry variable `true`) and a send after it, with a minimal `pm`. */
function sendsOf(script: string, variable: string) {
  const collection = new Map<string, string>([[POSTMAN_RETRY_VARIABLE, 'false']]);
  let uuids = 0;
  const pm = {
    collectionVariables: { get: (key: string) => collection.get(key), set: (key: string, value: string) => void collection.set(key, value) },
    variables: { replaceIn: (text: string) => text.replace('{{$guid}}', () => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`) },
  };
  const send = () => {
    new Function('pm', script)(pm);
    return collection.get(variable) ?? '';
  };
  const first = send();
  const second = send();
  collection.set(POSTMAN_RETRY_VARIABLE, 'true');
  const retry = send();
  collection.set(POSTMAN_RETRY_VARIABLE, 'false');
  return { first, second, retry, afterRetry: send() };
}

describe('downloads', { timeout: 30_000 }, () => {
  it('the Postman base URL dates the examples by the coming release, with additions or without', () => {
    const note = (date: string | undefined) => postmanCollection(model, SITE, { pagePath: '/docs/api/changelog', date, additions: [] }).variable.find((v) => v.key === POSTMAN_BASE_URL_VARIABLE)?.description;
    expect(note('2031-05-01')).toContain('once the coming release of 2031-05-01 ships');
    expect(note(undefined)).not.toContain('coming release');
  });

  it('the Postman collection has one request per operation, the health check without auth, and the same ids every time', () => {
    const first = postmanCollection(model, SITE);
    const again = postmanCollection(model, SITE);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    const all = requests(first.item);
    expect(all).toHaveLength(model.operations.length);
    expect(all.filter((item) => item.request?.auth?.type === 'noauth').map((item) => item.request?.url.path.join('/'))).toEqual(['health']);
    const ids = JSON.stringify(first).match(/"(?:_postman_)?id": ?"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.variable.map((v) => [v.key, v.value])).toEqual([
      ['baseUrl', 'https://api.example.com/v1'],
      ['apiKey', ''],
      [POSTMAN_RETRY_VARIABLE, 'false'],
    ]);
    expect(first.auth.bearer).toEqual([{ key: 'token', value: '{{apiKey}}', type: 'string' }]);
  });

  it("sends the bodies and parameters of the spec's examples, as the code samples do", () => {
    const all = requests(postmanCollection(model, SITE).item);
    for (const op of model.operations) {
      const item = all.find((candidate) => candidate.name === op.summary);
      const sample = sampleRequest(op);
      if (sample.body?.kind === 'json') {
        expect(JSON.parse(item?.request?.body?.mode === 'raw' ? item.request.body.raw : 'null'), op.operationId).toEqual(sample.body.value);
      }
      const url = item?.request?.url;
      const values = Object.fromEntries((url?.variable ?? []).map((variable) => [variable.key, variable.value]));
      const filled = (url?.path ?? []).map((segment) => (segment.startsWith(':') ? values[segment.slice(1)] : segment)).join('/');
      expect(`/${filled}`, op.operationId).toBe(sample.path.split('?')[0]);
      const enabled = (url?.query ?? []).filter((param) => !param.disabled).map((param) => [param.key, param.value]);
      expect(enabled, op.operationId).toEqual([...new URLSearchParams(sample.path.split('?')[1] ?? '')]);
    }
    expect(JSON.stringify(all.map((item) => item.request))).not.toMatch(/<(string|integer|number|boolean)>/);
    const upload = all.find((item) => item.request?.body?.mode === 'formdata');
    // The file the request example names, with the type its extension says: the one the response beside it reports.
    expect(upload?.request?.body).toMatchObject({ formdata: expect.arrayContaining([{ key: 'file', type: 'file', src: 'passport.jpg', contentType: 'image/jpeg' }]) });
  });

  it('sends an Idempotency-Key on every request that takes one: enabled, new on each send, the same on a retry', () => {
    const all = requests(postmanCollection(model, SITE).item);
    const takers = model.operations.filter((op) => op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'));
    expect(takers.length).toBeGreaterThan(10);
    const problems = takers.flatMap((op) => {
      const item = all.find((candidate) => candidate.name === op.summary);
      const where = `Postman request "${op.summary}" (${op.operationId})`;
      const headers = (item?.request?.header ?? []).filter((header) => header.key.toLowerCase() === 'idempotency-key');
      if (headers.length !== 1) return [`${where}: ${headers.length} Idempotency-Key headers, not 1`];
      const [header] = headers;
      if (header.disabled) return [`${where}: its Idempotency-Key header is disabled, so it is sent without a key`];
      const variable = /^\{\{(idempotencyKey_[A-Za-z_]+)\}\}$/.exec(header.value)?.[1];
      if (!variable) return [`${where}: its Idempotency-Key is "${header.value}", not a variable its pre-request script sets`];
      const script = item?.event?.find((event) => event.listen === 'prerequest')?.script.exec.join('\n');
      if (!script) return [`${where}: no pre-request script sets ${variable}`];
      const sends = sendsOf(script, variable);
      const problemsOf = [
        sends.first === sends.second && `two sends carried the same key ${sends.first}`,
        !/^[0-9a-f-]{36}$/.test(sends.first) && `its key "${sends.first}" is not a UUID`,
        sends.retry !== sends.second && `a retry sent ${sends.retry}, not the key ${sends.second} it sent last`,
        sends.afterRetry === sends.retry && 'the send after the retry reused its key',
        !item?.request?.description?.content.includes(`\`${POSTMAN_RETRY_VARIABLE}\``) && `its description does not say how to retry (${POSTMAN_RETRY_VARIABLE})`,
      ];
      return problemsOf.filter((problem): problem is string => typeof problem === 'string').map((problem) => `${where}: ${problem}`);
    });
    expect(problems).toEqual([]);
    const variables = all.flatMap((item) => (item.request?.header ?? []).filter((header) => header.key === 'Idempotency-Key').map((header) => header.value));
    expect(new Set(variables).size, 'each request keeps its key in a variable of its own').toBe(variables.length);
  });

  it("gives no two of the code samples' requests the same Idempotency-Key", () => {
    const keys = model.operations.flatMap((op) => {
      const names = requestExamples(op).map((example) => example.name);
      return (names.length > 0 ? names : [undefined]).flatMap((name) =>
        sampleRequest(op, name).headers.filter(([header]) => header.toLowerCase() === 'idempotency-key').map(([, value]) => value),
      );
    });
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('saves each response with the headers the spec marks always present, and a request id of its own', () => {
    const all = requests(postmanCollection(model, SITE).item);
    const requestIds = new Set<string>();
    let saved = 0;
    for (const op of model.operations) {
      const item = all.find((candidate) => candidate.id === stableId(`request ${op.operationId}`))!;
      for (const response of item.response ?? []) {
        const always = Object.entries(op.responses[String(response.code)].headers ?? {}).filter(([, header]) => header.required);
        const keys = response.header.map((header) => header.key);
        for (const [name] of always) expect(keys, `${op.operationId} ${response.name}: header ${name}`).toContain(name);
        const requestId = response.header.find((header) => header.key === 'X-Request-Id')?.value;
        expect(requestId, `${op.operationId} ${response.name}`).toMatch(/^req_[0-9A-Za-z]{16,32}$/);
        requestIds.add(requestId!);
        saved++;
      }
    }
    expect(requestIds.size, 'one request id per saved response').toBe(saved);
  });

  it('tests every request for its documented success status and its whole response schema', () => {
    for (const item of requests(postmanCollection(model, SITE).item)) {
      const script = item.event?.find((event) => event.listen === 'test')?.script.exec.join('\n') ?? '';
      expect(script, item.name).toMatch(/pm\.response\.to\.have\.status\(20[01]\);/);
      expect(script, item.name).toContain('pm.response.to.have.jsonSchema(schema);');
    }
    const card = requests(postmanCollection(model, SITE).item).find((item) => item.request?.url.raw === '{{baseUrl}}/cards/debit');
    const script = card?.event?.find((event) => event.listen === 'test')?.script.exec.join('\n') ?? '';
    // Nested component schemas are all there, under definitions, however deep.
    expect(script).toContain('"$ref": "#/definitions/Card"');
    expect(script).toMatch(/"definitions": \{[\s\S]*"SpendingLimits": \{[\s\S]*"PostalAddress": \{/);
    expect(script).not.toContain('#/components/');
  });

  it('the published spec links to the docs with absolute URLs, in YAML and JSON alike', () => {
    const published = withAbsoluteLinks(spec.bundled, 'https://docs.example.com');
    const yaml = openapiYaml(published);
    expect(yaml).toContain('](https://docs.example.com/docs/');
    expect(yaml).not.toMatch(/\]\(\/docs\//);
    expect(JSON.parse(openapiJson(published))).toEqual(published);
  });
});

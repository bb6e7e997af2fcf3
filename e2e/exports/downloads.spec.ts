import { parse } from 'yaml';
import { expect, test } from '../fixtures';
import { OPERATIONS } from '../reference/operations';
import { DOWNLOAD_FILES } from '../../plugins/exports/downloadFiles';

const SANDBOX = 'https://api.sandbox.example.com/v1';
/** Where the examples' objects live, and so where the Postman requests go unless the reader sets another base URL. */
const PRODUCTION = 'https://api.example.com/v1';
const DESIGN = OPERATIONS.map((op) => `${op.method} ${op.path} ${op.id}`).sort();

interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const kebab = (operationId: string) => operationId.replace(/_/g, '-').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function operationsOf(spec: OpenApi): string[] {
  return Object.entries(spec.paths)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => `${method.toUpperCase()} ${path} ${kebab(op.operationId ?? '')}`),
    )
    .sort();
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { raw?: string; host?: string[]; path?: string[] }; auth?: { type: string } };
}

const requestsOf = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));

test.describe('spec and Postman downloads', () => {
  test('the OpenAPI YAML and JSON are served with their types and hold the 34 operations of the API', async ({ request }) => {
    const yamlResponse = await request.get(DOWNLOAD_FILES.openapiYaml.path);
    expect(yamlResponse.status()).toBe(200);
    expect(yamlResponse.headers()['content-type']).toBe('application/yaml');
    const fromYaml = parse(await yamlResponse.text()) as OpenApi;

    const jsonResponse = await request.get(DOWNLOAD_FILES.openapiJson.path);
    expect(jsonResponse.status()).toBe(200);
    expect(jsonResponse.headers()['content-type']).toBe('application/json');
    const fromJson = (await jsonResponse.json()) as OpenApi;

    expect(fromJson).toEqual(fromYaml);
    expect(fromYaml.openapi).toMatch(/^3\.1\./);
    expect(fromYaml.servers[0].url).toBe(SANDBOX);
    expect(operationsOf(fromYaml)).toEqual(DESIGN);
    // One self-contained file: only internal references remain.
    expect(await yamlResponse.text()).not.toMatch(/\$ref: ['"]?\.{0,2}\//);
  });

  test('the Postman collection (v2.1) has one request per operation, the base URL of the example objects and bearer auth', async ({ request }) => {
    const response = await request.get(DOWNLOAD_FILES.postman.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json');
    const collection = (await response.json()) as {
      info: { schema: string };
      item: PostmanItem[];
      variable: { key: string; value: string }[];
      auth: { type: string; bearer: { key: string; value: string }[] };
    };
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.variable).toContainEqual(expect.objectContaining({ key: 'baseUrl', value: PRODUCTION, description: expect.stringContaining(`set it to ${SANDBOX}`) }));
    expect(collection.auth.type).toBe('bearer');
    expect(collection.auth.bearer).toContainEqual(expect.objectContaining({ key: 'token', value: '{{apiKey}}' }));
    expect(collection.variable.map((v) => v.key)).toContain('apiKey');

    const requests = requestsOf(collection.item);
    expect(requests).toHaveLength(34);
    const methodsAndPaths = requests
      .map((item) => `${item.request?.method} /${(item.request?.url.path ?? []).join('/').replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(methodsAndPaths).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
    for (const item of requests) expect(item.request?.url.host, item.name).toEqual(['{{baseUrl}}']);
    // The health check is the one operation without a key.
    const health = requests.find((item) => item.request?.url.path?.join('/') === 'health');
    expect(health?.request?.auth?.type).toBe('noauth');
  });
});

test.describe('download links', () => {
  const places = [
    { name: 'the API landing', path: '/docs/api', scope: 'main' },
    { name: 'an endpoint page', path: '/docs/cards-controller-create-credit-card', scope: 'main' },
    { name: 'the footer', path: '/docs/guides', scope: 'footer' },
  ] as const;

  for (const place of places) {
    test(`${place.name} links every download, and each link downloads the file`, async ({ site, request }) => {
      await site.goto(place.path);
      const region = place.scope === 'main' ? site.main : site.footer;
      for (const file of Object.values(DOWNLOAD_FILES)) {
        const link = region.getByRole('link', { name: file.label, exact: true });
        await expect(link).toHaveAttribute('href', file.path);
        await expect(link).toHaveAttribute('download', file.name);
        const response = await request.get(file.path);
        expect(response.status(), file.path).toBe(200);
      }
    });
  }

  test('clicking a download link saves the file under its name', async ({ site, page }) => {
    await site.goto('/docs/api');
    const download = page.waitForEvent('download');
    await site.main.getByRole('link', { name: DOWNLOAD_FILES.postman.label, exact: true }).click();
    expect((await download).suggestedFilename()).toBe(DOWNLOAD_FILES.postman.name);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, type LoadedSpec } from '../../scripts/spec/load-spec';
import { openapiJson, openapiYaml, postmanCollection, withAbsoluteLinks } from './downloads';
import { endpointMarkdown, specOperations } from './endpointMarkdown';

let spec: LoadedSpec;
beforeAll(async () => {
  spec = await loadSpec('examples/api.yaml');
});

interface Item {
  item?: Item[];
  request?: { method: string; url: { path: string[] }; auth?: { type: string } };
}
const requests = (items: Item[]): Item[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));

describe('downloads', () => {
  it('the Postman collection has one request per operation, the health check without auth, and a stable id', async () => {
    const first = await postmanCollection(spec.bundled);
    const again = await postmanCollection(spec.bundled);
    const all = requests(first.item as Item[]);
    expect(all).toHaveLength(34);
    expect(all.filter((item) => item.request?.auth?.type === 'noauth').map((item) => item.request?.url.path.join('/'))).toEqual(['health']);
    expect(first.info._postman_id).toBe(again.info._postman_id);
    expect(first.variable?.map((v) => v.key)).toEqual(['baseUrl', 'bearerToken']);
  }, 30_000); // converts the whole spec twice

  it('the published spec links to the docs with absolute URLs, in YAML and JSON alike', () => {
    const published = withAbsoluteLinks(spec.bundled, 'https://docs.example.com');
    const yaml = openapiYaml(published);
    expect(yaml).toContain('](https://docs.example.com/docs/');
    expect(yaml).not.toMatch(/\]\(\/docs\//);
    expect(JSON.parse(openapiJson(published))).toEqual(published);
  });
});

describe('endpointMarkdown', () => {
  it('covers all 34 operations with method, path, path parameters and a curl sample', () => {
    const operations = specOperations(spec.dereferenced);
    expect(operations).toHaveLength(34);
    for (const op of operations) {
      const markdown = endpointMarkdown(op, 'https://docs.example.com');
      expect(markdown.startsWith(`# ${op.summary}\n\n\`${op.method.toUpperCase()} ${op.path}\``)).toBe(true);
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) expect(markdown, `${op.pageId} ${name}`).toContain(`| \`${name}\` | string | yes |`);
      expect(markdown).toContain(`\`\`\`bash\ncurl --request ${op.method.toUpperCase()}`);
    }
  });

  it('lists request fields with dotted names and skips read-only ones', () => {
    const create = specOperations(spec.dereferenced).find((op) => op.operationId === 'CardsController_createCreditCard');
    const markdown = endpointMarkdown(create!, 'https://docs.example.com');
    const request = markdown.slice(markdown.indexOf('## Request'), markdown.indexOf('## Example request'));
    expect(request).toContain('| `credit_limit.amount` | integer | yes |');
    expect(request).not.toContain('| `id` |');
    expect(markdown).toContain('### 201 Created');
  });
});

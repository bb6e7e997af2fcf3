import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type LoadedSpec } from '../api-model';
import { openapiJson, openapiYaml, postmanCollection, withAbsoluteLinks } from './downloads';

let spec: LoadedSpec;
beforeAll(async () => {
  spec = (await loadApiModel()).spec;
}, 30_000);

interface Item {
  item?: Item[];
  request?: { method: string; url: { path: string[] }; auth?: { type: string } };
}
const requests = (items: Item[]): Item[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));

describe('downloads', { timeout: 30_000 }, () => {
  it('the Postman collection has one request per operation, the health check without auth, and a stable id', async () => {
    const first = await postmanCollection(spec.bundled);
    const again = await postmanCollection(spec.bundled);
    const all = requests(first.item as Item[]);
    expect(all).toHaveLength(34);
    expect(all.filter((item) => item.request?.auth?.type === 'noauth').map((item) => item.request?.url.path.join('/'))).toEqual(['health']);
    expect(first.info._postman_id).toBe(again.info._postman_id);
    expect(first.variable?.map((v) => v.key)).toEqual(['baseUrl', 'bearerToken']);
  });

  it('the published spec links to the docs with absolute URLs, in YAML and JSON alike', () => {
    const published = withAbsoluteLinks(spec.bundled, 'https://docs.example.com');
    const yaml = openapiYaml(published);
    expect(yaml).toContain('](https://docs.example.com/docs/');
    expect(yaml).not.toMatch(/\]\(\/docs\//);
    expect(JSON.parse(openapiJson(published))).toEqual(published);
  });
});

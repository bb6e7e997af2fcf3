import { describe, expect, it } from 'vitest';
import remarkOperationMap, { operationMapTree } from './remarkOperationMap';

const TAGS = [
  { name: 'Cards', pageId: 'cards', route: '/docs/categories-cards', operations: [] },
  { name: 'Virtual accounts', pageId: 'virtual-accounts', route: '/docs/categories-virtual-accounts', operations: [] },
];

describe('the operation map in Markdown', () => {
  it('heads each tag with an h3 that links its page and has the id operations-<tag>, then lists its operations', () => {
    const tree = operationMapTree(TAGS);
    expect(tree).toMatchObject({ type: 'mdxJsxFlowElement', name: 'OperationIndex', attributes: [] });
    expect(tree.children).toEqual([
      {
        type: 'heading',
        depth: 3,
        data: { hProperties: { id: 'operations-cards' } },
        children: [{ type: 'link', url: '/docs/categories-cards', children: [{ type: 'text', value: 'Cards' }] }],
      },
      expect.objectContaining({ name: 'OperationIndex', attributes: [expect.objectContaining({ name: 'tag', value: 'Cards' }), expect.objectContaining({ name: 'bare' })] }),
      expect.objectContaining({ type: 'heading', data: { hProperties: { id: 'operations-virtual-accounts' } } }),
      expect.objectContaining({ name: 'OperationIndex', attributes: [expect.objectContaining({ value: 'Virtual accounts' }), expect.objectContaining({ name: 'bare' })] }),
    ]);
  });

  it("rewrites only the whole map: a tag's list is left as it is, and a page without the map does not load the spec", async () => {
    const tagList = { type: 'mdxJsxFlowElement', name: 'OperationIndex', attributes: [{ type: 'mdxJsxAttribute', name: 'tag', value: 'Cards' }], children: [] };
    const tree = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Hello' }] }, tagList] };
    const before = structuredClone(tree);
    // A spec path that does not exist: loading it would throw.
    await remarkOperationMap({ specPath: 'no/such/api.yaml' })(tree);
    expect(tree).toEqual(before);
  });

  it('writes the map from the site spec where the page has <OperationIndex />', async () => {
    const tree = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'OperationIndex', attributes: [], children: [] }] };
    await remarkOperationMap({ specPath: 'examples/api.yaml' })(tree);
    const ids = (tree.children[0] as { children: { type: string; data?: { hProperties?: { id?: string } } }[] }).children
      .filter((node) => node.type === 'heading')
      .map((node) => node.data?.hProperties?.id);
    expect(ids).toContain('operations-cards');
    expect(ids).toContain('operations-webhooks');
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import rehypeStaticCodeBlocks, { applyMagicComments, parseLineRanges, parseTitle, renderCodeBlock, STATIC_CODE_BLOCK } from './staticCodeBlocks';

const codeNode = (code: string, language: string, metastring?: string) => ({
  type: 'element',
  tagName: 'pre',
  children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`], metastring }, children: [{ type: 'text', value: code }] }],
});

describe('rehypeStaticCodeBlocks', () => {
  it('replaces each fenced block, at any depth, with the static block component holding its highlighted HTML', () => {
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'div', children: [codeNode('{"a": 1}\n', 'json', 'title="A balance" operation="x"')] }] };
    rehypeStaticCodeBlocks()(tree);
    const block = (tree.children[0].children as unknown as { name: string; attributes: { name: string; value: string }[] }[])[0];
    expect(block.name).toBe(STATIC_CODE_BLOCK);
    const html = block.attributes.find((a) => a.name === 'html')?.value ?? '';
    expect(html).toContain('<div class="ref-code-title">A balance</div>');
    expect(html).toContain('<pre class="language-json" tabindex="0"><code>{<span class="token property">"a"</span>');
    expect(html).toContain('data-copy aria-label="Copy code to clipboard"');
  });

  it('leaves inline code alone', () => {
    const inline = { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'wallet_id' }] };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', children: [inline] }] };
    rehypeStaticCodeBlocks()(tree);
    expect(tree.children[0].children[0]).toBe(inline);
  });
});

describe('fence meta', () => {
  it('reads the title in either quote style', () => {
    expect(parseTitle('title="server.js (Express)" event="x"')).toBe('server.js (Express)');
    expect(parseTitle("title='a.py'")).toBe('a.py');
    expect(parseTitle('operation="x"')).toBeUndefined();
  });

  it('reads line ranges', () => {
    expect([...parseLineRanges('title="x" {1,4-6}')]).toEqual([1, 4, 5, 6]);
    expect(parseLineRanges('title="x"').size).toBe(0);
  });
});

describe('line highlighting', () => {
  it('removes the magic comments and marks the lines they name', () => {
    const { code, highlighted } = applyMagicComments('a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n# highlight-end\ne', new Set());
    expect(code).toBe('a\nb\nc\nd\ne');
    expect([...highlighted]).toEqual([2, 3, 4]);
  });

  it('wraps the highlighted lines, keeping the code text exact', () => {
    const html = renderCodeBlock('one\ntwo\nthree\n', 'text', '{2}');
    expect(html).toContain('<code>one\n<span class="ref-line-highlight">two\n</span>three</code>');
  });
});

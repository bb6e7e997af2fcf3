import { codeBlock } from '../../plugins/api-reference/render/html';
import { highlightLines } from '../../plugins/api-reference/render/highlight';

// Fenced code blocks are highlighted when the site is built, with the same highlighter and
// markup as the reference's samples, and reach the page as one HTML string: hydration neither
// tokenises them nor creates their token elements (see theme/MDXComponents). Supported fence
// meta: title="…", line ranges to highlight ({1,4-6}); and Docusaurus's magic comments
// highlight-next-line, highlight-start and highlight-end on lines of their own.

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  name?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
}

/** The MDX component that shows the block; theme/MDXComponents provides it to every page. */
export const STATIC_CODE_BLOCK = 'StaticCodeBlock';

const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/|-->)?\s*$/;

const text = (node: HastNode): string => node.value ?? (node.children ?? []).map(text).join('');

/** Line numbers (1-based) of `{1,4-6}` in a fence's meta. */
export function parseLineRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const range of ranges?.split(',') ?? []) {
    const [from, to = from] = range.trim().split('-').map(Number);
    for (let line = from; line <= to; line += 1) lines.add(line);
  }
  return lines;
}

export const parseTitle = (meta: string) => /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((t) => t !== undefined);

/** Removes magic-comment lines and returns the code with the 1-based numbers of the lines they mark. */
export function applyMagicComments(code: string, marked: Set<number>): { code: string; highlighted: Set<number> } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  code.split('\n').forEach((line, index) => {
    const magic = MAGIC_COMMENT.exec(line)?.[1];
    if (magic === 'highlight-next-line') nextLine = true;
    else if (magic === 'highlight-start') inRange = true;
    else if (magic === 'highlight-end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange || marked.has(index + 1)) highlighted.add(kept.length);
      nextLine = false;
    }
  });
  return { code: kept.join('\n'), highlighted };
}

/** The block's HTML: highlighted lines wrapped so that CSS can mark them. */
export function renderCodeBlock(source: string, language: string, meta: string): string {
  const { code, highlighted } = applyMagicComments(source.replace(/\n$/, ''), parseLineRanges(meta));
  const lines = highlightLines(code, language);
  const body = lines
    .map((line, index) => (highlighted.has(index + 1) ? `<span class="ref-line-highlight">${line}\n</span>` : index < lines.length - 1 ? `${line}\n` : line))
    .join('');
  return codeBlock(body, language, parseTitle(meta));
}

function replaceCodeBlocks(node: HastNode): void {
  node.children?.forEach((child, index) => {
    const code = child.type === 'element' && child.tagName === 'pre' && child.children?.length === 1 ? child.children[0] : undefined;
    if (code?.type === 'element' && code.tagName === 'code') {
      const className = ([code.properties?.className].flat().find((c) => String(c).startsWith('language-')) as string | undefined) ?? 'language-text';
      const meta = String(code.properties?.metastring ?? '');
      const html = renderCodeBlock(text(code), className.slice('language-'.length), meta);
      node.children![index] = { type: 'mdxJsxFlowElement', name: STATIC_CODE_BLOCK, attributes: [{ type: 'mdxJsxAttribute', name: 'html', value: html }], children: [] };
    } else replaceCodeBlocks(child);
  });
}

export default function rehypeStaticCodeBlocks() {
  return (tree: HastNode) => replaceCodeBlocks(tree);
}

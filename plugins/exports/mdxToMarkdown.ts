import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The props of a JSX element as written: strings, or the parsed value of a `{...}` expression when it is JSON. */
export type JsxProps = Record<string, unknown>;

/** Markdown for a JSX component; `children` is the element's content already converted. */
export type ComponentRenderer = (props: JsxProps, children: string) => string;

export interface MdxToMarkdownOptions {
  /** The source file, for messages. */
  file: string;
  /** Turns a link target into the one the Markdown should carry (absolute URLs, file links to routes). */
  resolveLink: (url: string) => string;
  components: Record<string, ComponentRenderer>;
  /** Told about content that has no Markdown rendering and is left out. */
  warn: (message: string) => void;
}

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'];

interface Point {
  line: number;
  offset?: number;
}

interface MdNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: string | { value: string; data?: { estree?: EsNode } } | null }[];
  children?: MdNode[];
  data?: { directiveLabel?: boolean };
  position?: { start: Point; end: Point };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  // `ast: true` keeps comments as nodes, so they can be cut out (its typings predate the option).
  .use(remarkComment, { ast: true } as unknown as { emit?: boolean });

function range(node: MdNode): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

interface EsNode {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EsNode;
  elements?: (EsNode | null)[];
  properties?: { type: string; key: EsNode & { name?: string }; value: EsNode; computed?: boolean }[];
  body?: { expression?: EsNode }[];
}

const NOT_LITERAL = Symbol('not a literal');

/** The value of a literal expression (`"a"`, `3`, `['x', 'y']`, `{ a: 1 }`); NOT_LITERAL for anything else. */
function literal(node: EsNode | null | undefined): unknown {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'UnaryExpression': {
      const value = literal(node.argument);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values = (node.elements ?? []).map(literal);
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : values;
    }
    case 'ObjectExpression': {
      const entries = (node.properties ?? []).map((p) =>
        p.type === 'Property' && !p.computed ? [p.key.name ?? p.key.value, literal(p.value)] : [undefined, NOT_LITERAL],
      );
      return entries.some(([key, value]) => key === undefined || value === NOT_LITERAL) ? NOT_LITERAL : Object.fromEntries(entries);
    }
    default:
      return NOT_LITERAL;
  }
}

/** Props as written: strings, literal values of `{...}` expressions, and the source text of any other expression. */
function propsOf(node: MdNode): JsxProps {
  const props: JsxProps = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const { value } = attribute;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const parsed = literal(value.data?.estree?.body?.[0]?.expression);
      props[attribute.name] = parsed === NOT_LITERAL ? value.value : parsed;
    }
  }
  return props;
}

/** Removes the indentation common to every non-blank line (JSX children are often indented). */
function dedent(text: string): string {
  const indents = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return common === 0 ? text : text.replace(new RegExp(`^[ \\t]{0,${common}}`, 'gm'), '');
}

class Converter {
  constructor(
    private readonly source: string,
    private readonly options: MdxToMarkdownOptions,
  ) {}

  private where(node: MdNode): string {
    return `${this.options.file}:${node.position?.start.line ?? '?'}`;
  }

  /** The source between `start` and `end` with the edits of `nodes` applied. */
  convertRange(start: number, end: number, nodes: MdNode[]): string {
    const edits = nodes.flatMap((node) => this.editsFor(node)).sort((a, b) => a.start - b.start);
    let out = '';
    let cursor = start;
    for (const edit of edits) {
      if (edit.start < cursor || edit.end > end) continue;
      out += this.source.slice(cursor, edit.start) + edit.text;
      cursor = edit.end;
    }
    return out + this.source.slice(cursor, end);
  }

  private childrenText(children: MdNode[]): string {
    const first = children[0] && range(children[0]);
    const last = children.at(-1) && range(children.at(-1) as MdNode);
    if (!first || !last) return '';
    // Start at the beginning of the first child's line, so that dedent sees its indentation too.
    const lineStart = this.source.lastIndexOf('\n', first[0] - 1) + 1;
    const start = this.source.slice(lineStart, first[0]).trim() === '' ? lineStart : first[0];
    return dedent(this.convertRange(start, last[1], children)).trim();
  }

  private editsFor(node: MdNode): Edit[] {
    const span = range(node);
    if (!span) return [];
    const [start, end] = span;
    const children = node.children ?? [];
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'comment':
        return [{ start, end, text: '' }];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')) {
          this.options.warn(`${this.where(node)}: the expression {${node.value}} has no Markdown rendering; left out`);
        }
        return [{ start, end, text: '' }];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return [{ start, end, text: this.element(node, children) }];
      case 'containerDirective':
        if (node.name && ADMONITIONS.includes(node.name)) return [{ start, end, text: this.admonition(node, children) }];
        break;
      case 'link':
      case 'image':
      case 'definition':
        return [...this.urlEdit(node, start, end), ...children.flatMap((child) => this.editsFor(child))];
    }
    return children.flatMap((child) => this.editsFor(child));
  }

  private element(node: MdNode, children: MdNode[]): string {
    const name = node.name ?? '';
    // <head> sets the HTML page's metadata (Docusaurus moves it into the document's head): not content.
    if (name === 'head') return '';
    // Lower-case names are HTML elements, which Markdown keeps as written.
    if (/^[a-z]/.test(name)) {
      const [start, end] = range(node) ?? [0, 0];
      return this.convertRange(start, end, children);
    }
    const content = this.childrenText(children);
    if (name === '') return content;
    const render = this.options.components[name];
    if (render) return render(propsOf(node), content);
    if (content === '') this.options.warn(`${this.where(node)}: <${name} /> has no Markdown rendering; left out`);
    return content;
  }

  private admonition(node: MdNode, children: MdNode[]): string {
    const labelNode = children.find((child) => child.data?.directiveLabel);
    const body = children.filter((child) => child !== labelNode);
    const label = labelNode ? this.childrenText(labelNode.children ?? []) : (node.name ?? '').replace(/^./, (c) => c.toUpperCase());
    const text = `**${label}**\n\n${this.childrenText(body)}`;
    return text
      .split('\n')
      .map((line) => (line === '' ? '>' : `> ${line}`))
      .join('\n');
  }

  private urlEdit(node: MdNode, start: number, end: number): Edit[] {
    const url = node.url ?? '';
    const resolved = this.options.resolveLink(url);
    if (resolved === url) return [];
    const at = this.source.slice(start, end).lastIndexOf(url);
    return at === -1 ? [] : [{ start: start + at, end: start + at + url.length, text: resolved }];
  }
}

/** Docusaurus's own MDX preprocessing (compat comments, heading ids, admonition titles), so the source parses as it does for the page. */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITIONS);
}

/**
 * Converts an MDX page to plain Markdown: front matter, imports and comments go; JSX
 * components become the Markdown their renderer gives (or their content); admonitions
 * become block quotes; heading ids are dropped; links are resolved. Everything else is
 * the source text, unchanged.
 */
export function mdxToMarkdown(mdx: string, options: MdxToMarkdownOptions): string {
  const source = preprocess(mdx);
  let tree: MdNode;
  try {
    tree = processor.runSync(processor.parse(source)) as unknown as MdNode;
  } catch (error) {
    const details = error as { line?: number; reason?: string; message?: string };
    throw new Error(`${options.file}${details.line ? `:${details.line}` : ''}: cannot parse as MDX: ${details.reason ?? details.message}`, { cause: error });
  }
  const converter = new Converter(source, options);
  const markdown = converter.convertRange(0, source.length, tree.children ?? []);
  return `${markdown
    .replace(/[ \t]*\\?\{#[\w.-]+\}[ \t]*$/gm, '')
    .replace(/\n[ \t]+\n/g, '\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

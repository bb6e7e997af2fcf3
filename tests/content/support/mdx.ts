import { parse as parseYaml } from 'yaml';

/** A fenced code block; `line` is the 1-based line of its opening fence. */
export interface CodeBlock {
  lang: string;
  meta: Record<string, string | true>;
  rawMeta: string;
  code: string;
  line: number;
}

/** Consecutive prose lines joined with '\n'; `line` is the 1-based line of the first. */
export interface Paragraph {
  text: string;
  line: number;
  isHeading: boolean;
}

export interface ParsedMdx {
  frontMatter: Record<string, unknown> | null;
  frontMatterError: string | null;
  codeBlocks: CodeBlock[];
  paragraphs: Paragraph[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Parses `key="value"`, `key='value'`, `key=value` and bare `key` tokens of a code fence's meta string. */
export function parseMeta(rawMeta: string): Record<string, string | true> {
  const meta: Record<string, string | true> = {};
  const token = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (const match of rawMeta.matchAll(token)) {
    const [, key, doubleQuoted, singleQuoted, bare] = match;
    meta[key] = doubleQuoted ?? singleQuoted ?? bare ?? true;
  }
  return meta;
}

/** Lines that are MDX code rather than prose: ESM statements and JSX component blocks. */
function startsCodeParagraph(line: string): boolean {
  return /^(import|export)\s/.test(line) || /^<[A-Z]/.test(line) || /^\{/.test(line);
}

export function parseMdx(source: string): ParsedMdx {
  const lines = source.split(/\r?\n/);
  let index = 0;
  let frontMatter: Record<string, unknown> | null = null;
  let frontMatterError: string | null = null;

  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      try {
        const parsed: unknown = parseYaml(lines.slice(1, end).join('\n'));
        frontMatter = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      } catch (error) {
        frontMatterError = (error as Error).message;
      }
      index = end + 1;
    }
  }

  const codeBlocks: CodeBlock[] = [];
  const paragraphs: Paragraph[] = [];
  let current: { lines: string[]; line: number; code: boolean } | null = null;

  const flush = () => {
    if (current && !current.code) {
      paragraphs.push({ text: current.lines.join('\n'), line: current.line, isHeading: false });
    }
    current = null;
  };

  for (; index < lines.length; index++) {
    const line = lines[index];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const [, indent, marker, info] = fence;
      const [lang = '', ...rest] = info.trim().split(/\s+/);
      const rawMeta = rest.join(' ');
      const start = index;
      const body: string[] = [];
      index++;
      while (index < lines.length) {
        const closing = lines[index].trim();
        if (closing.startsWith(marker[0].repeat(marker.length)) && /^[`~]+$/.test(closing)) break;
        body.push(lines[index].startsWith(indent) ? lines[index].slice(indent.length) : lines[index]);
        index++;
      }
      codeBlocks.push({ lang: lang.toLowerCase(), meta: parseMeta(rawMeta), rawMeta, code: body.join('\n'), line: start + 1 });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      flush();
      paragraphs.push({ text: line, line: index + 1, isHeading: true });
      continue;
    }
    if (!current) current = { lines: [], line: index + 1, code: startsCodeParagraph(line) };
    current.lines.push(line);
  }
  flush();
  return { frontMatter, frontMatterError, codeBlocks, paragraphs };
}

/** The 1-based line of character `offset` inside a paragraph that starts at `line`. */
export function lineAt(paragraph: Paragraph, offset: number): number {
  return paragraph.line + (paragraph.text.slice(0, offset).match(/\n/g)?.length ?? 0);
}

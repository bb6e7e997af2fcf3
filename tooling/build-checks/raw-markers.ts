// A spec description may mark a sentence with `<AvailableFrom name="x" />`; every renderer turns
// it into the date. A marker that reaches a shipped file (as written, or HTML-escaped in a page or
// a meta description) means a renderer skipped that step: the reader sees the tag. The same holds
// for a description's `[link](href)`: in a page (not a `.md` twin) it must have become an `<a>`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface RawMarker {
  /** The file, relative to the build directory. */
  file: string;
  line: number;
  /** The marker as it stands in the file. */
  text: string;
}

/** Folders of the build that hold bundles and the search index, not content. */
const UNREAD_DIRS = new Set(['assets', 'pagefind']);
const SHIPPED_FILES = /\.(html|md|txt|json|xml|yaml)$/;
const RAW_MARKER = /(?:<|&lt;|&#60;|&#x3c;|\\u003c)AvailableFrom\b[^\n>]*?(?:>|&gt;|$)/gi;

async function shippedFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return dir === root && UNREAD_DIRS.has(entry.name) ? [] : shippedFiles(full, root);
      return SHIPPED_FILES.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
    }),
  );
  return nested.flat();
}

/** Each match of `pattern` (global) in `text`, with its 1-based line. */
function matchesByLine(text: string, pattern: RegExp): { line: number; text: string }[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(pattern)].map((m) => ({ line: index + 1, text: m[0] })));
}

/** Each raw `<AvailableFrom` of a text, with its 1-based line. */
export const rawMarkersIn = (text: string) => matchesByLine(text, RAW_MARKER);

/** Every raw marker in the files the build ships, by file (sorted) and line. */
export async function findRawMarkers(buildDir: string): Promise<RawMarker[]> {
  const files = (await shippedFiles(buildDir)).sort();
  const found = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(buildDir, file), 'utf8');
      return text.includes('AvailableFrom') ? rawMarkersIn(text).map((m) => ({ file, ...m })) : [];
    }),
  );
  return found.flat();
}

const RAW_MARKDOWN_LINK = /\[[^\]<>\n]+\]\((?:\/|#|https?:)[^)\s]*\)/g;

/** Each Markdown link left as text in an HTML page, with its 1-based line. */
export const rawMarkdownLinksIn = (html: string) => matchesByLine(html, RAW_MARKDOWN_LINK);

/** Every Markdown link the build's HTML pages show as text, by file (sorted) and line. */
export async function findRawMarkdownLinks(buildDir: string): Promise<RawMarker[]> {
  const files = (await shippedFiles(buildDir)).filter((file) => file.endsWith('.html')).sort();
  const found = await Promise.all(files.map(async (file) => rawMarkdownLinksIn(await readFile(path.join(buildDir, file), 'utf8')).map((m) => ({ file, ...m }))));
  return found.flat();
}

export function rawMarkdownLinksFailure(links: RawMarker[]): string {
  return [
    `Build failed: ${links.length} Markdown link(s) shown as text in the pages the site ships.`,
    ...links.map((m) => `  ${m.file}:${m.line}: ${m.text}`),
    'Render the description with inlineMarkdownHtml or withInlineMarkdown (src/utils) where this page is written.',
  ].join('\n');
}

export function rawMarkersFailure(markers: RawMarker[]): string {
  return [
    `Build failed: ${markers.length} raw <AvailableFrom /> marker(s) in the files the site ships.`,
    ...markers.map((m) => `  ${m.file}:${m.line}: ${m.text}`),
    'Render the description with withAvailableFrom (plugins/api-model/coming.ts) where this file is written.',
  ].join('\n');
}

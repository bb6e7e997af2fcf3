import { readFileSync } from 'node:fs';
import type { APIRequestContext, Response } from '@playwright/test';
import { inlineScriptHashes, inlineStyleHashes } from '../../tooling/build-checks/csp-hashes';
import { OPERATIONS } from '../reference/operations';
import { docPagePaths, htmlFileOf, titleOf } from '../server/built-site';

// Checks of what the server sends for one sitemap page, read from the navigation's own
// response: headers and HTML as a crawler or a link preview gets them, before any script runs.
// Each returns the problems it found, as sentences; an empty list means the page passes.

interface HeadMetadata {
  meta: Map<string, string>;
  canonical: string | undefined;
  markdownAlternate: string | undefined;
}

const TAG = /<(meta|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
// The build minifies HTML: attribute values may be unquoted.
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function readHead(html: string): HeadMetadata {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  let markdownAlternate: string | undefined;
  for (const [, tag, source] of head.matchAll(TAG)) {
    const attributes = new Map(
      [...source.matchAll(ATTRIBUTE)].map(([, name, double, single, bare]) => [name.toLowerCase(), decode(double ?? single ?? bare ?? '')]),
    );
    if (tag.toLowerCase() === 'link') {
      if (attributes.get('rel') === 'canonical') canonical = attributes.get('href');
      if (attributes.get('rel') === 'alternate' && attributes.get('type') === 'text/markdown') markdownAlternate = attributes.get('href');
    }
    const key = attributes.get('property') ?? attributes.get('name');
    if (tag.toLowerCase() === 'meta' && key && attributes.has('content')) meta.set(key, attributes.get('content')!);
  }
  return { meta, canonical, markdownAlternate };
}

function cspSources(header: string | undefined, directive: string): string[] {
  const sources = (header ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  return sources?.slice(1) ?? [];
}

/** Each kind of inline code a page may carry, with the CSP directive that must list its hashes. */
const INLINE_CODE = [
  ['script-src', 'script', inlineScriptHashes],
  ['style-src-elem', 'style', inlineStyleHashes],
] as const;

/** Served at its clean URL, without a redirect, as the HTML file the build wrote, with every inline script and style allowed by the CSP. */
export async function servedFileProblems(path: string, response: Response, html: string): Promise<string[]> {
  const problems: string[] = [];
  const redirectedFrom = response.request().redirectedFrom();
  if (redirectedFrom) problems.push(`redirected from ${redirectedFrom.url()}`);
  const headers = await response.allHeaders();
  if (headers['content-type'] !== 'text/html; charset=utf-8') problems.push(`Content-Type is ${headers['content-type']}, expected text/html; charset=utf-8`);
  if (html !== readFileSync(htmlFileOf(path), 'utf8')) problems.push(`the HTML differs from ${htmlFileOf(path)}`);
  const csp = headers['content-security-policy'];
  if (!csp) problems.push('no Content-Security-Policy header');
  for (const [directive, what, hashesOf] of INLINE_CODE) {
    const allowed = cspSources(csp, directive);
    for (const hash of hashesOf(html)) {
      if (!allowed.includes(hash)) problems.push(`the CSP ${directive} does not allow the inline ${what} with hash ${hash}`);
    }
  }
  return problems;
}

/** What search engines and link previews read: a description, Open Graph metadata and a canonical URL. */
export function metadataProblems(url: string, html: string): { problems: string[]; image: string | undefined } {
  const problems: string[] = [];
  const { meta, canonical } = readHead(html);
  const description = meta.get('description') ?? '';
  if (description.length <= 20) problems.push(`<meta name="description"> is "${description}", expected more than 20 characters`);
  if (meta.get('og:description') !== description) problems.push(`og:description is "${meta.get('og:description')}", expected the description`);
  if (!meta.get('og:title')) problems.push('og:title is missing or empty');
  if (meta.get('og:url') !== url) problems.push(`og:url is ${meta.get('og:url')}, expected ${url}`);
  if (canonical !== url) problems.push(`<link rel="canonical"> is ${canonical}, expected ${url}`);
  const image = meta.get('og:image');
  if (!/^https:\/\/.+\.png$/.test(image ?? '')) problems.push(`og:image is ${image}, expected an https URL of a PNG`);
  return { problems, image };
}

/** A link preview image: a PNG of 1200×630, the size link previews expect. */
export async function previewImageProblems(request: APIRequestContext, image: string): Promise<string[]> {
  const response = await request.get(new URL(image).pathname);
  if (response.status() !== 200) return [`og:image ${image} answers ${response.status()}, expected 200`];
  const type = response.headers()['content-type'];
  if (type !== 'image/png') return [`og:image ${image} is ${type}, expected image/png`];
  const png = await response.body();
  const size = [png.readUInt32BE(16), png.readUInt32BE(20)];
  return size[0] === 1200 && size[1] === 630 ? [] : [`og:image ${image} is ${size.join('×')}, expected 1200×630`];
}

const DOC_PAGES = new Set(docPagePaths());

/** A doc page has a Markdown twin at its URL plus .md, plain Markdown with the page title, and its head points to it. */
export async function markdownTwinProblems(request: APIRequestContext, path: string, html: string): Promise<string[]> {
  if (!DOC_PAGES.has(path)) return [];
  const problems: string[] = [];
  const twin = `${path}.md`;
  const { markdownAlternate } = readHead(html);
  if (markdownAlternate !== twin) problems.push(`<link rel="alternate" type="text/markdown"> is ${markdownAlternate}, expected ${twin}`);
  const response = await request.get(twin);
  if (response.status() !== 200) return [...problems, `${twin} answers ${response.status()}, expected 200`];
  const type = response.headers()['content-type'];
  if (type !== 'text/markdown; charset=utf-8') problems.push(`${twin} is ${type}, expected text/markdown; charset=utf-8`);
  const markdown = await response.text();
  const firstLine = markdown.split('\n')[0];
  if (firstLine !== `# ${titleOf(path)}`) problems.push(`${twin} starts with "${firstLine}", expected "# ${titleOf(path)}"`);
  // Plain Markdown: outside code blocks, no MDX imports, no JSX components, no heading ids.
  const prose = markdown.replace(/^(```+).*\n[\s\S]*?^\1$/gm, '');
  const mdx = [
    { pattern: /^import .* from .*$/m, what: 'an MDX import' },
    { pattern: /^\s*<[A-Z]\w*[\s/>].*$/m, what: 'a JSX component' },
    { pattern: /^#+ .*\{#[\w-]+\}$/m, what: 'a heading id' },
  ];
  for (const { pattern, what } of mdx) {
    const found = pattern.exec(prose)?.[0];
    if (found) problems.push(`${twin} has ${what} outside code blocks: ${found.trim()}`);
  }
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An endpoint page shows its method badge and path, and its title, in the HTML before any script runs. */
export function endpointProblems(path: string, html: string): string[] {
  const operation = OPERATIONS.find((op) => path === `/docs/${op.id}`);
  if (!operation) return [];
  const problems: string[] = [];
  if (!new RegExp(`>${operation.method}</span>\\s*<code[^>]*>${escapeRegExp(operation.path)}</code>`).test(html)) {
    problems.push(`the server HTML has no ${operation.method} badge followed by ${operation.path}`);
  }
  if (!html.includes('<h1')) problems.push('the server HTML has no h1');
  return problems;
}

// Every link in everything the build ships must lead somewhere in the build: the pages (where
// Docusaurus's own check misses `pathname://` links), the Markdown twins, llms.txt and its parts,
// the Atom feed, the sitemap, and the descriptions and examples of openapi.{json,yaml} and the
// Postman collection. A link is internal when it is root-relative, relative, `pathname:///…`, or
// absolute on the site's own origin; external links are not fetched. A path must be a file of the
// build as nginx serves it (the file, `.html` or `/index.html` added, a trailing slash dropped),
// and an `#anchor` on a page an id of that page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
// htmlparser2's handler names. cspell:ignore onopentag
import { Parser } from 'htmlparser2';
import { MCP_SERVER } from '../../plugins/exports/agentAccess';

export interface BrokenLink {
  /** The file that holds the link, relative to the build directory. */
  file: string;
  /** Where in the file: `line N`, or a JSON pointer. */
  location: string;
  /** The link as written. */
  link: string;
  /** Why it is broken. */
  reason: string;
}

interface FoundLink {
  location: string;
  link: string;
}

/** Folders of the build that hold bundles and the search index, not content: their links are not read. */
const UNREAD_DIRS = new Set(['assets', 'pagefind']);
const TEXT_FILES = /\.(md|txt|xml|yaml)$/;
const JSON_FILES = /\.json$/;

async function filesOf(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, root) : [path.relative(root, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat();
}

/** A function from a character index of `text` to its 1-based line. */
function lineFinder(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The links of a text file (Markdown, plain text, XML, YAML) or of one string of a JSON file:
 * absolute URLs on the site's origin anywhere, and the targets of Markdown links, `href`, `src`
 * and sitemap `loc`s that are root-relative or `pathname://`.
 */
export function linksInText(text: string, origin: string): { index: number; link: string }[] {
  const found: { index: number; link: string }[] = [];
  const absolute = new RegExp(`${escapeRegExp(origin)}(?:/[^\\s<>"'\`)\\]]*)?`, 'g');
  for (const m of text.matchAll(absolute)) found.push({ index: m.index, link: m[0].replace(/[.,;:!?*_]+$/, '') });
  const targets = /\]\(\s*<?((?:pathname:\/\/)?\/[^\s)>]*)|\b(?:href|src)=["']((?:pathname:\/\/)?\/[^"']*)["']|<loc>(\/[^<]*)<\/loc>/g;
  for (const m of text.matchAll(targets)) {
    const link = m[1] ?? m[2] ?? m[3];
    if (!link.startsWith('//')) found.push({ index: m.index, link });
  }
  return found;
}

function linksInHtml(html: string): FoundLink[] {
  const found: FoundLink[] = [];
  const lineOf = lineFinder(html);
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      const link = name === 'a' || name === 'link' ? attributes.href : name === 'img' ? attributes.src : undefined;
      if (link !== undefined) found.push({ location: `line ${lineOf(parser.startIndex)}`, link });
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

function linksInJson(text: string, origin: string): FoundLink[] {
  const found: FoundLink[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      for (const { link } of linksInText(value, origin)) found.push({ location: pointer || '/', link });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(JSON.parse(text), '');
  return found;
}

/** The ids of an HTML page: what its `#anchors` can point at. */
function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(_name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (attributes.name) ids.add(attributes.name);
    },
  });
  parser.write(html);
  parser.end();
  return ids;
}

/** Paths the deployment serves from something other than the build: the MCP server's endpoint (deploy/nginx-mcp.conf proxies it). */
const SERVED_BESIDE_THE_BUILD = new Set<string>([MCP_SERVER.httpPath]);

/** The URL path a built file is served at (`docs/api.html` -> `/docs/api.html`). */
const urlPathOf = (file: string) => `/${file}`;

export interface ShippedFiles {
  /** Every file of the build, by its URL path. */
  paths: Set<string>;
  /** The ids of each HTML file, by its URL path, read when first needed. */
  ids: (urlPath: string) => Promise<Set<string>>;
}

/** The file nginx serves for a URL path (deploy/nginx.conf: a trailing slash dropped, then `$uri $uri.html $uri/index.html`). */
export function servedFile(urlPath: string, files: Set<string>): string | undefined {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return [trimmed, `${trimmed}.html`, `${trimmed === '/' ? '' : trimmed}/index.html`].find((candidate) => files.has(candidate));
}

async function checkLink(found: FoundLink, file: string, origin: string, shipped: ShippedFiles): Promise<BrokenLink | undefined> {
  const raw = found.link.trim();
  if (raw === '' || /^(?:mailto|tel|data|javascript):/i.test(raw)) return undefined;
  const written = raw.replace(/^pathname:\/\//, '');
  let url: URL;
  try {
    url = new URL(written, `${origin}${urlPathOf(file)}`);
  } catch {
    return { file, location: found.location, link: raw, reason: 'is not a valid URL' };
  }
  if (url.origin !== origin) return undefined; // external: not fetched
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { file, location: found.location, link: raw, reason: 'has a malformed percent-encoding' };
  }
  if (SERVED_BESIDE_THE_BUILD.has(pathname)) return undefined;
  const target = servedFile(pathname, shipped.paths);
  if (!target) return { file, location: found.location, link: raw, reason: `${pathname} is not a file of the build` };
  if (url.hash.length > 1 && target.endsWith('.html')) {
    let anchor: string;
    try {
      anchor = decodeURIComponent(url.hash.slice(1));
    } catch {
      return { file, location: found.location, link: raw, reason: 'has a malformed anchor' };
    }
    if (!(await shipped.ids(target)).has(anchor)) {
      return { file, location: found.location, link: raw, reason: `#${anchor} is not an id on ${target.replace(/(\/index)?\.html$/, '') || '/'}` };
    }
  }
  return undefined;
}

/** The site's origin, as the build's home page names itself (its canonical link). */
export async function siteOriginOf(buildDir: string): Promise<string> {
  const home = await readFile(path.join(buildDir, 'index.html'), 'utf8');
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(home) ?? /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(home);
  if (!canonical) throw new Error(`${path.join(buildDir, 'index.html')}: no <link rel="canonical">, so the site's own URLs cannot be told from external ones`);
  return new URL(canonical[1]).origin;
}

/** Every broken internal link of every file the build ships, in file order. */
export async function findBrokenShippedLinks(buildDir: string): Promise<BrokenLink[]> {
  const origin = await siteOriginOf(buildDir);
  const files = (await filesOf(buildDir)).sort();
  const idCache = new Map<string, Promise<Set<string>>>();
  const shipped: ShippedFiles = {
    paths: new Set(files.map(urlPathOf)),
    ids: (urlPath) => {
      let ids = idCache.get(urlPath);
      if (!ids) {
        ids = readFile(path.join(buildDir, urlPath), 'utf8').then(idsOf);
        idCache.set(urlPath, ids);
      }
      return ids;
    },
  };
  const broken: BrokenLink[] = [];
  for (const file of files.filter((f) => !UNREAD_DIRS.has(f.split('/')[0]))) {
    let links: FoundLink[];
    if (file.endsWith('.html')) {
      links = linksInHtml(await readFile(path.join(buildDir, file), 'utf8'));
    } else if (JSON_FILES.test(file)) {
      links = linksInJson(await readFile(path.join(buildDir, file), 'utf8'), origin);
    } else if (TEXT_FILES.test(file)) {
      const text = await readFile(path.join(buildDir, file), 'utf8');
      const readable = file.endsWith('.xml') ? decodeEntities(text) : text;
      // Entities change the length of the text: XML lines are counted in the decoded text, line by line.
      links = readable.split('\n').flatMap((line, index) => linksInText(line, origin).map(({ link }) => ({ location: `line ${index + 1}`, link })));
    } else {
      continue;
    }
    for (const link of links) {
      const problem = await checkLink(link, file, origin, shipped);
      if (problem) broken.push(problem);
    }
  }
  return broken;
}

export function brokenLinksFailure(broken: readonly BrokenLink[]): string {
  return [
    `Build failed: ${broken.length} broken link(s) in the files the site ships.`,
    ...broken.map(({ file, location, link, reason }) => `  ${file} (${location}): ${link}: ${reason}`),
    'Fix the link, or the page, file or heading it points to.',
  ].join('\n');
}

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ApiModel } from '../../api-model';
import { REFERENCE_DIR } from '../paths';

export interface DocInfo {
  route: string;
  title: string;
}

/**
 * The docs that this build will have, known before Docusaurus loads them: every hand-written
 * page under `docs/` (route and title from its path and front matter) and every generated
 * reference page (from the model). The generator asks it whether a link target exists.
 */
export interface DocIndex {
  /** A doc by id: its path under `docs/` without the extension (`guides/deposits`). */
  find(docId: string): DocInfo | undefined;
  /** Whether a route (`/docs/guides/deposits#steps`) will be a page. */
  exists(route: string): boolean;
}

/**
 * The hand-written pages under `docs/` (paths relative to it, `/`-separated): every `.md` or
 * `.mdx` file but partials (`_…`) and the generated reference.
 */
export function handWrittenDocFiles(docsDir: string, dir = ''): string[] {
  if (!fs.existsSync(path.join(docsDir, dir))) return [];
  return fs.readdirSync(path.join(docsDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return relative === REFERENCE_DIR ? [] : handWrittenDocFiles(docsDir, relative);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [relative] : [];
  });
}

function handWrittenDocs(docsDir: string): Map<string, DocInfo> {
  const found = new Map<string, DocInfo>();
  for (const relative of handWrittenDocFiles(docsDir)) {
    const docId = relative.replace(/\.mdx?$/, '').replace(/\/index$/, '');
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(docsDir, relative), 'utf8'))?.[1];
    const data = (frontMatter ? parse(frontMatter) : {}) as { title?: string; slug?: string; sidebar_label?: string };
    const slug = data.slug ? (data.slug.startsWith('/') ? data.slug : `${path.posix.dirname(docId)}/${data.slug}`) : `/${docId}`;
    found.set(docId, { route: `/docs${slug.replace(/\/index$/, '')}`, title: data.title ?? data.sidebar_label ?? docId });
  }
  return found;
}

export function docIndex(model: ApiModel, docsDir: string): DocIndex {
  const docs = handWrittenDocs(docsDir);
  const routes = new Set([
    ...[...docs.values()].map((doc) => doc.route),
    ...model.operations.map((op) => op.route),
    ...model.tags.map((tag) => tag.route),
  ]);
  return {
    find: (docId) => docs.get(docId),
    exists: (route) => routes.has(route.replace(/#.*$/, '').replace(/\/$/, '')),
  };
}

/** A Markdown link to a docs route: text, route, optional anchor. */
const DOC_LINK = /\[([^\]]+)\]\((\/docs\/[^)\s#]+)(#[^)\s]*)?\)/g;

/**
 * Keeps the text of links to docs that are not written yet (the build fails on broken
 * links); the link comes back on the first build after the doc exists.
 */
export function unlinkMissingDocs(markdown: string, exists: (route: string) => boolean): string {
  return markdown.replace(DOC_LINK, (link, text: string, route: string) => (exists(route) ? link : text));
}

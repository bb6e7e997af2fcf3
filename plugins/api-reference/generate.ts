import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiModel } from '../api-model';
import { NO_COMING, type ComingMarks } from '../api-model/coming';
import { endpointDataFile, endpointPage, referenceSidebar, tagPage } from './pages';
import { referenceDir, referenceDocId, SIDEBAR_FILE } from './paths';
import { docIndex, unlinkMissingDocs } from './view/docs';
import { operationView } from './view/operation';
import { exampleWorld } from './view/ownExamples';

/**
 * Writes the reference into `docs/reference/` (gitignored): one MDX page per operation and per
 * tag, each operation's page data beside its page, and the sidebar slice. Their slugs keep the
 * routes `/docs/{pageId}` and `/docs/categories-{tag}`. Only files whose text changed are written, and files of removed
 * operations are deleted, so the dev server reloads just what the spec change touched. What the
 * coming release adds is marked with its date (`coming`).
 */
export async function generateReference(model: ApiModel, docsDir: string, coming: ComingMarks = NO_COMING): Promise<{ pages: number }> {
  const outDir = referenceDir(docsDir);
  const docs = docIndex(model, docsDir);
  const files = new Map<string, string>();
  const world = exampleWorld(model);
  for (const op of model.operations) {
    const { mdx, data } = endpointPage(operationView(op, docs, { coming, world }));
    files.set(`${op.pageId}.mdx`, mdx);
    files.set(endpointDataFile(op.pageId), JSON.stringify(data));
  }
  for (const tag of model.tags) files.set(`${tag.pageId}.mdx`, tagPage(tag, (markdown) => unlinkMissingDocs(markdown, docs.exists)));
  files.set(SIDEBAR_FILE, `${JSON.stringify(referenceSidebar(model.tags, referenceDocId), null, 2)}\n`);
  await mkdir(outDir, { recursive: true });
  const existing = await readdir(outDir);
  await Promise.all(existing.filter((name) => !files.has(name)).map((name) => rm(path.join(outDir, name), { recursive: true, force: true })));
  await Promise.all(
    [...files].map(async ([name, text]) => {
      const file = path.join(outDir, name);
      const before = existing.includes(name) ? await readFile(file, 'utf8') : undefined;
      if (before !== text) await writeFile(file, text);
    }),
  );
  return { pages: model.operations.length + model.tags.length };
}

import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { loadChangelogWithChanges, type ChangelogFeedOptions } from './index';
import { noticeMarkdown } from './notice';
import { changesAnchor, changesMarkdown, comingSpecMarkdown, releaseSpecPath, releaseSpecsMarkdown, RELEASE_SPECS_ELEMENT } from './releaseChanges';

interface Node {
  type: string;
  name?: string;
  url?: string;
  depth?: number;
  children?: Node[];
  value?: string;
  data?: { id?: string; hProperties?: Record<string, unknown> };
}

const headingId = (node: Node) => (node.data?.hProperties?.id as string | undefined) ?? node.data?.id;

function parse(markdown: string): Node[] {
  return (fromMarkdown(markdown) as Node).children ?? [];
}

/**
 * On the changelog page only: under each entry's text, the spec changes the diff found for its
 * release (the same Markdown as the page's twin and the Atom feed), and under each release date
 * with a snapshot, the links to that spec. Static content: the page runs no code for it.
 */
export default function remarkReleaseChanges(options: Pick<ChangelogFeedOptions, 'source' | 'specPath'> & { siteDir: string }) {
  const changelogFile = path.resolve(options.siteDir, options.source);
  return async (tree: Node, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0];
    if (!filePath || path.resolve(filePath) !== changelogFile) return;
    const changelog = await loadChangelogWithChanges(options.siteDir, options);
    const entries = new Map(changelog.entries.map((entry) => [entry.id, entry]));
    // A past entry's link to the page of an operation removed since points at the release spec that last has it.
    const relink = (node: Node) => {
      const pageId = node.type === 'link' ? /^\/docs\/([a-z0-9-]+)(?:#.*)?$/.exec(node.url ?? '')?.[1] : undefined;
      const spec = pageId && changelog.removedPages.get(pageId);
      if (spec) node.url = `pathname://${spec}`;
      node.children?.forEach(relink);
    };
    relink(tree);
    const children = tree.children ?? [];
    const result: Node[] = [];
    let pending: Node[] = [];
    const flush = () => {
      result.push(...pending);
      pending = [];
    };
    const link = (sitePath: string) => `pathname://${sitePath}`;
    let current: (typeof changelog.entries)[number] | undefined;
    const isNoticeLine = (node: Node) => node.type === 'paragraph' && node.children?.[0]?.type === 'strong' && node.children[0].children?.[0]?.value === 'Notice:';
    for (const node of children) {
      if (current?.noNotice && isNoticeLine(node)) {
        result.push(...parse(noticeMarkdown(current)));
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' && node.name === RELEASE_SPECS_ELEMENT) {
        result.push(...parse(releaseSpecsMarkdown(changelog.releases, changelog.comingSince, link)));
        continue;
      }
      if (node.type === 'heading' && (node.depth ?? 0) <= 3) flush();
      result.push(node);
      const id = node.type === 'heading' ? headingId(node) : undefined;
      if (!id) continue;
      if (node.depth === 2 && changelog.releases.includes(id)) {
        result.push(...parse(`The spec as released on ${id}: [YAML](pathname://${releaseSpecPath(id, 'yaml')}), [JSON](pathname://${releaseSpecPath(id, 'json')}).`));
      }
      if (node.depth === 2 && changelog.comingSince && /^\d{4}-\d{2}-\d{2}$/.test(id) && id > changelog.comingSince) result.push(...parse(comingSpecMarkdown(link, id)));
      const entry = node.depth === 3 ? entries.get(id) : undefined;
      if (node.depth === 3 || node.depth === 2) current = entry;
      if (!entry) continue;
      // Entry headings carry what the "What changed since" filter reads.
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          'data-date': entry.date,
          'data-kind': entry.kind,
          'data-operations': entry.operations.join(' '),
          'data-events': entry.events.join(' '),
          'data-tags': [...new Set(entry.operations.map((op) => changelog.operations.get(op)?.tag ?? ''))].filter(Boolean).join('|'),
        },
      };
      const markdown = changesMarkdown(changelog.changes.get(id) ?? [], changelog.operations);
      if (!markdown) continue;
      const [label, ...rest] = parse(markdown);
      // A heading, so that the build knows its anchor (endpoint pages link it) and the table of contents (h2-h3) leaves it out.
      label.data = { ...label.data, hProperties: { id: changesAnchor(id) } };
      // Search leaves the generated lists to the endpoint pages: a field named in a list is not explained there.
      for (const node of [label, ...rest]) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-pagefind-ignore': '' } };
      pending = [label, ...rest];
    }
    flush();
    tree.children = result;
  };
}

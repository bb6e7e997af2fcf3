import { DOWNLOAD_FILES } from './downloadFiles';
import type { OpenApiDocument } from '../../scripts/spec/load-spec';
import type { SpecOperation } from './endpointMarkdown';
import { absoluteLinks, firstSentence } from './markdownText';
import type { ComponentRenderer } from './mdxToMarkdown';
import type { DocPage, SidebarItem } from './pages';

export interface ComponentContext {
  siteUrl: string;
  spec: OpenApiDocument;
  operations: SpecOperation[];
  /** Absolute URL of a doc by id, when it is built. */
  pageUrl: (docId: string) => string | undefined;
  pageById: (docId: string) => DocPage | undefined;
  /** The sidebar items of the category this page introduces (what DocCardList lists). */
  categoryItems: SidebarItem[];
}

function docLine(context: ComponentContext, docId: string, label?: string): string | undefined {
  const page = context.pageById(docId);
  const url = context.pageUrl(docId);
  if (!page || !url) return undefined;
  const summary = absoluteLinks(firstSentence(page.description), context.siteUrl);
  return `- [${label ?? page.title}](${url})${summary ? `: ${summary}` : ''}`;
}

function cardLines(context: ComponentContext, items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [docLine(context, item.id, item.label)].filter((line): line is string => Boolean(line));
    if (item.type === 'category' && item.link?.type === 'doc' && item.link.id) {
      return [docLine(context, item.link.id, item.label)].filter((line): line is string => Boolean(line));
    }
    if (item.type === 'category') return cardLines(context, item.items ?? []);
    if (item.type === 'link' && item.href) return [`- [${item.label ?? item.href}](${item.href.startsWith('/') ? context.siteUrl + item.href : item.href})`];
    return [];
  });
}

function operationLine(context: ComponentContext, op: SpecOperation): string {
  const url = context.pageUrl(op.pageId) ?? `${context.siteUrl}/docs/${op.pageId}`;
  return `- [${op.summary}](${url}): \`${op.method.toUpperCase()} ${op.path}\``;
}

/** Markdown renderings of the JSX components the docs use; the page's data comes from the spec and the sidebar. */
export function markdownComponents(context: ComponentContext): Record<string, ComponentRenderer> {
  const tagNames = [...new Set([...context.spec.tags.map((tag) => tag.name), ...context.operations.flatMap((op) => op.tags ?? [])])];
  return {
    DocCardList: () => cardLines(context, context.categoryItems).join('\n'),
    OperationIndex: (props) => {
      const only = typeof props.tag === 'string' ? props.tag : undefined;
      const byTag = tagNames
        .filter((name) => !only || name === only)
        .map((name) => ({ name, operations: context.operations.filter((op) => (op.tags?.[0] ?? 'Other') === name) }))
        .filter((group) => group.operations.length > 0);
      if (only) return byTag.flatMap((group) => group.operations.map((op) => operationLine(context, op))).join('\n');
      return byTag.map((group) => [`### ${group.name}`, '', ...group.operations.map((op) => operationLine(context, op))].join('\n')).join('\n\n');
    },
    SpecDownloads: () =>
      Object.values(DOWNLOAD_FILES)
        .map((file) => `- [${file.label}](${context.siteUrl}${file.path}): ${file.about}.`)
        .join('\n'),
    Tabs: (_props, children) => children,
    TabItem: (props, children) => `**${String(props.label ?? props.value ?? '')}**\n\n${children}`,
  };
}

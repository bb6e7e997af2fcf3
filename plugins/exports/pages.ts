import type { ApiModel, OperationModel } from '../api-model';
import { withAvailableFrom, type ComingMarks } from '../api-model/coming';
import { referenceDocId } from '../api-reference/paths';
import { absoluteLinks, firstSentence, oneLine } from '../api-reference/render/markdownText';

/** What the exports need of a doc (a subset of the docs plugin's metadata). */
export interface DocPage {
  id: string;
  title: string;
  description: string;
  /** Route, e.g. `/docs/guides/deposits`. */
  permalink: string;
  /** Absolute path of the source file. */
  sourceFile: string;
}

/** A sidebar item of the docs plugin's loaded content (the parts read here). */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

export interface Section {
  title: string;
  pages: DocPage[];
}

/** Doc ids in the order a reader meets them in the sidebar (category links before their items). */
export function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarOrder(item.items ?? [])];
    return [];
  });
}

/** The items a category page lists (what DocCardList shows): the category whose link is this doc. */
export function categoryItems(items: SidebarItem[], docId: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'doc' && item.link.id === docId) return item.items ?? [];
    const nested = categoryItems(item.items ?? [], docId);
    if (nested) return nested;
  }
  return undefined;
}

/** The one-sentence summary llms.txt gives a page: the description's first sentence (endpoint pages: the operation's, coming names dated). */
export function pageSummary(page: DocPage, operation: OperationModel | undefined, siteUrl: string, coming: ComingMarks): string {
  const description = operation ? withAvailableFrom(operation.description, coming) : (page.description ?? '');
  return absoluteLinks(firstSentence(description), siteUrl) || oneLine(page.title);
}

/**
 * Pages grouped for llms.txt: Guides, API (landing, conventions, overviews), the reference by tag
 * (tag page, then its operations), then everything else; in sidebar order within a group, pages
 * the sidebar leaves out after those it shows.
 */
export function sections(pages: DocPage[], sidebar: SidebarItem[], model: ApiModel): Section[] {
  const order = sidebarOrder(sidebar);
  const rank = (page: DocPage) => {
    const index = order.indexOf(page.id);
    return index === -1 ? order.length : index;
  };
  const sorted = [...pages].sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink));
  const tagOfDoc = new Map([
    ...model.operations.map((op) => [referenceDocId(op.pageId), op.tag] as const),
    ...model.tags.map((tag) => [referenceDocId(tag.pageId), tag.name] as const),
  ]);
  const tagNames = model.tags.map((tag) => tag.name);
  const sectionOf = (page: DocPage): string => {
    const tag = tagOfDoc.get(page.id);
    if (tag) return `API reference: ${tag}`;
    if (page.permalink === '/docs/guides' || page.permalink.startsWith('/docs/guides/')) return 'Guides';
    if (page.permalink === '/docs/api' || page.permalink.startsWith('/docs/api/')) return 'API';
    return 'More';
  };
  const titles = ['Guides', 'API', ...[...new Set(tagNames)].map((name) => `API reference: ${name}`), 'More'];
  const grouped = new Map<string, DocPage[]>();
  for (const page of sorted) {
    const title = sectionOf(page);
    if (!titles.includes(title)) titles.push(title);
    grouped.set(title, [...(grouped.get(title) ?? []), page]);
  }
  return titles.flatMap((title) => {
    const list = grouped.get(title);
    return list?.length ? [{ title, pages: list }] : [];
  });
}

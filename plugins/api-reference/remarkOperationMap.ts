// The operation map (`<OperationIndex />` without a tag) heads each tag with an h3. Docusaurus
// builds a page's table of contents from the Markdown headings of its MDX only, not from what a
// component renders, so this plugin writes those headings into the page's Markdown tree before
// Docusaurus reads it: the map becomes `<OperationIndex>` holding, per tag, a heading (linking the
// tag page, id `operations-<tag page id>`) and that tag's list (`<OperationIndex tag="…" bare />`).
import path from 'node:path';
import { loadCheckedApiModel } from '../api-model';
import { operationIndex } from './operationIndex';
import type { TagSummary } from './view/types';

export interface RemarkOperationMapOptions {
  /** The API description's root file, relative to the site directory (as the plugins take it). */
  specPath: string;
  siteDir?: string;
}

interface MdNode {
  type: string;
  name?: string | null;
  depth?: number;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const COMPONENT = 'OperationIndex';

/** The id of a tag's heading in the map: the anchor the table of contents links to. */
export const operationMapHeadingId = (tag: Pick<TagSummary, 'pageId'>): string => `operations-${tag.pageId}`;

const isWholeMap = (node: MdNode) =>
  node.type === 'mdxJsxFlowElement' && node.name === COMPONENT && !(node.attributes ?? []).some((a) => a.name === 'tag') && (node.children ?? []).length === 0;

/** The map's Markdown: one h3 per tag, linking its page, then its operations. */
export function operationMapTree(tags: TagSummary[]): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [],
    children: tags.flatMap((tag): MdNode[] => [
      {
        type: 'heading',
        depth: 3,
        data: { hProperties: { id: operationMapHeadingId(tag) } },
        children: [{ type: 'link', url: tag.route, children: [{ type: 'text', value: tag.name }] }],
      },
      {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'tag', value: tag.name },
          { type: 'mdxJsxAttribute', name: 'bare', value: null },
        ],
        children: [],
      },
    ]),
  };
}

/** The places of the whole-map elements in the tree: each one's parent and index. */
function findMaps(node: MdNode, found: { parent: MdNode; index: number }[] = []): { parent: MdNode; index: number }[] {
  node.children?.forEach((child, index) => {
    if (isWholeMap(child)) found.push({ parent: node, index });
    else findMaps(child, found);
  });
  return found;
}

export default function remarkOperationMap(options: RemarkOperationMapOptions) {
  const specFile = path.resolve(options.siteDir ?? process.cwd(), options.specPath);
  return async (tree: MdNode) => {
    const maps = findMaps(tree);
    if (maps.length === 0) return;
    const tags = operationIndex(await loadCheckedApiModel(specFile));
    for (const { parent, index } of maps) parent.children![index] = operationMapTree(tags);
  };
}

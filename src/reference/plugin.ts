import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { processOpenapiFiles, readOpenapiFiles } from 'docusaurus-plugin-openapi-docs/lib/openapi';
import type { HttpMethod, OperationSummary, TagSummary } from './model';
import { OPERATIONS_WITHOUT_SIDEBAR_ENTRY } from './sidebar';

export interface ReferencePluginOptions {
  specPath: string;
}

/** The generated-data file the operation map reads (`@generated/api-reference/default/operations.json`). */
export const OPERATIONS_DATA_FILE = 'operations.json';

interface GeneratedItem {
  type: string;
  id: string;
  title: string;
  api?: { method: HttpMethod; path: string; tags?: string[] };
  tag?: { name: string };
}

/** Every operation of the spec grouped by tag, in the spec's tag order, with the same page ids the generator uses. */
export async function loadOperationIndex(specFile: string): Promise<TagSummary[]> {
  const files = await readOpenapiFiles(specFile);
  const sidebarOptions = { groupPathsBy: 'tag', categoryLinkSource: 'tag' } as const;
  const [items, tagLists] = (await processOpenapiFiles(files, { specPath: specFile, outputDir: 'docs', showInfoPage: false }, sidebarOptions)) as unknown as [
    GeneratedItem[],
    { name: string }[][],
  ];
  const operations: OperationSummary[] = items.flatMap((item) =>
    item.type === 'api' && item.api && item.api.method !== ('event' as string)
      ? [
          {
            id: item.id,
            title: item.title,
            method: item.api.method,
            path: item.api.path,
            tag: item.api.tags?.[0] ?? 'Other',
            inSidebar: !OPERATIONS_WITHOUT_SIDEBAR_ENTRY.includes(item.id),
          },
        ]
      : [],
  );
  const tagNames = [...new Set([...tagLists.flat().map((t) => t.name), ...operations.map((o) => o.tag)])];
  return tagNames
    .map((name) => ({
      name,
      pageId: kebabCase(name),
      route: `/docs/categories-${kebabCase(name)}`,
      operations: operations.filter((o) => o.tag === name),
    }))
    .filter((tag) => tag.operations.length > 0);
}

/**
 * Build-time data and bundling for the API reference: the operation index that the tag
 * pages and the API landing render, and one shared `api-reference` chunk for the reference
 * components so that they never land in the `common` chunk every page loads.
 */
export default function referencePlugin(context: LoadContext, options: unknown): Plugin {
  const { specPath } = (options ?? {}) as Partial<ReferencePluginOptions>;
  if (typeof specPath !== 'string' || specPath === '') {
    throw new Error('docusaurus.config.ts: the api-reference plugin needs the option `specPath` (the OpenAPI file, e.g. "examples/api.yaml").');
  }
  const specFile = path.resolve(context.siteDir, specPath);
  return {
    name: 'api-reference',
    getPathsToWatch: () => [path.join(path.dirname(specFile), '**/*.{yaml,yml,json}')],
    loadContent: () => loadOperationIndex(specFile),
    async contentLoaded({ content, actions }) {
      await actions.createData(OPERATIONS_DATA_FILE, JSON.stringify(content));
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Endpoint-page components: only endpoint pages load this chunk. Pages the shell
              // links to (and so prefetches from every page: the API landing, the tag pages)
              // must not import these components.
              apiReference: {
                test: /[\\/]src[\\/]theme[\\/]ApiReference[\\/](?!OperationIndex[\\/]|MethodBadge[\\/])/,
                name: 'api-reference',
                chunks: 'async',
                priority: 45,
                enforce: true,
              },
              // The operation map of the API landing and the tag pages, with its data, loaded once.
              apiIndex: {
                test: /[\\/]src[\\/]theme[\\/]ApiReference[\\/]OperationIndex[\\/]|[\\/]api-reference[\\/]default[\\/]operations\.json$/,
                name: 'api-index',
                chunks: 'async',
                priority: 45,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}

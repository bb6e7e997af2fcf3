import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasedSitePath } from '@docusaurus/utils';
import { forgetApiModels, loadCheckedApiModel } from '../api-model';
import { NO_COMING, type ComingMarks } from '../api-model/coming';
import { generateReference } from './generate';
import { referenceDir } from './paths';
import { LazyReferenceRoutesPlugin } from './routeTable';
import { serverPageDataExternal } from './serverPageData';
import { operationIndex } from './operationIndex';
import type { TagSummary } from './view/types';

export { operationIndex };

export interface ReferencePluginOptions {
  /** The API description's root file, relative to the site directory. */
  specPath: string;
  /**
   * What the coming release adds, where the spec has it, with the changelog page its dates link to
   * (the changelog plugin's `loadComingMarks`): the endpoint pages mark each addition with its date.
   */
  coming?: () => Promise<ComingMarks>;
}

/** The data file the operation map reads (`@generated/api-reference/default/operations.json`). */
export const OPERATIONS_DATA_FILE = 'operations.json';

/**
 * The API reference: generates a page per operation and per tag into `docs/reference/` from the
 * spec model when the site loads (before the docs plugin reads the docs), provides the theme
 * components those pages import, the operation index that the tag pages and the API landing
 * render, and one shared `api-reference` chunk for the components, so that they never land in
 * the `common` chunk every page loads.
 */
export default async function referencePlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const { specPath, coming: loadComing } = (options ?? {}) as Partial<ReferencePluginOptions>;
  if (typeof specPath !== 'string' || specPath === '') {
    throw new Error('docusaurus.config.ts: the api-reference plugin needs the option `specPath` (the API description, from redocly.yaml).');
  }
  const specFile = path.resolve(context.siteDir, specPath);
  const docsDir = path.join(context.siteDir, 'docs');
  // The pages must exist before the docs plugin reads docs/: generate them as the plugin starts.
  let model = await loadCheckedApiModel(specFile);
  const comingMarks = async () => (loadComing ? loadComing() : NO_COMING);
  const { pages } = await generateReference(model, docsDir, await comingMarks());
  console.log(`[api-reference] ${pages} pages from ${specPath}`);
  let loads = 0;
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.join(path.dirname(specFile), '**/*.{yaml,yml,json}')],
    async loadContent() {
      // Later loads come from the dev server after the spec changed: read it again and rewrite
      // the pages it changed (the docs plugin picks those up on its own).
      if (loads++ > 0) {
        forgetApiModels();
        model = await loadCheckedApiModel(specFile);
        await generateReference(model, docsDir, await comingMarks());
      }
      return operationIndex(model);
    },
    async contentLoaded({ content, actions }) {
      await actions.createData(OPERATIONS_DATA_FILE, JSON.stringify(content as TagSummary[]));
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return { externals: [serverPageDataExternal(referenceDir(docsDir))] };
      const lazyRoutes = new LazyReferenceRoutesPlugin({
        generatedFilesDir: context.generatedFilesDir,
        // How Docusaurus's registry names the generated pages' modules: `@site/docs/reference/`.
        referenceModulePrefix: `${aliasedSitePath(referenceDir(docsDir), context.siteDir)}/`,
        NormalModuleReplacementPlugin: currentBundler.instance.NormalModuleReplacementPlugin,
      });
      return {
        // The dev server rewrites the route files as pages change: it keeps Docusaurus's whole table.
        plugins: config.mode === 'production' ? [lazyRoutes] : [],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Endpoint-page components: only endpoint pages load this chunk. Pages the shell
              // links to (and so prefetches from every page: the API landing, the tag pages)
              // must not import these components. StaticHtml stays out: every page's code
              // blocks render with it.
              apiReference: {
                test: /[\\/]plugins[\\/]api-reference[\\/]theme[\\/]ApiReference[\\/](?!OperationIndex[\\/]|MethodBadge[\\/]|StaticHtml[\\/])/,
                name: 'api-reference',
                chunks: 'async',
                priority: 45,
                enforce: true,
              },
              // The operation map of the API landing and the tag pages, with its data, loaded once.
              apiIndex: {
                test: /[\\/]plugins[\\/]api-reference[\\/]theme[\\/]ApiReference[\\/]OperationIndex[\\/]|[\\/]api-reference[\\/]default[\\/]operations\.json$/,
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

import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { inlineStylesheetsInBuild } from './inlineStylesheet';
import { RouteChunksInManifestPlugin } from './routeChunksInManifest';

/** Docusaurus's own chunk prefetch helper, as the bundler resolves it. */
const DOCUSAURUS_PREFETCH = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

/**
 * How pages load in the browser, where Docusaurus's defaults cost a phone main-thread time:
 * route prefetching waits for idle time (client/idlePrefetch.ts) and asks for each chunk once
 * (client/prefetchChunk.ts), and React DOM is a start-up file of its own. The page template
 * (ssrTemplate.ts, set in the site config) requests the start-up files after the first paint,
 * and each built page carries the stylesheet inline (inlineStylesheet.ts), so that the first
 * paint needs nothing but the HTML.
 */
export default function pageLoadingPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-loading',
    async postBuild({ outDir }) {
      const pages = await inlineStylesheetsInBuild(outDir, context.baseUrl);
      console.log(`[page-loading] stylesheet inline in ${pages} pages`);
    },
    getClientModules() {
      return [path.join(__dirname, 'client/idlePrefetch.ts')];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      // Only a production build writes the client manifest; the dev server's pages are not rendered from it.
      const isBuild = config.mode === 'production';
      return {
        plugins: [
          new NormalModuleReplacementPlugin(DOCUSAURUS_PREFETCH, path.join(__dirname, 'client/prefetchChunk.ts')),
          ...(isBuild ? [new RouteChunksInManifestPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))] : []),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // React DOM is a third of the start-up code. As a file of its own it compiles in a
              // task of its own instead of lengthening the one long task that runs main.js.
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                priority: 50,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}

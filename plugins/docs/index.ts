import type { LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';
import { REFERENCE_DIR } from '../api-reference/paths';

interface DocsGlobalData {
  versions: { mainDocId: string; docs: { id: string }[] }[];
}

/**
 * Of a version's docs, global data keeps only the main doc. Global data is in main.js, on every
 * page; the full list (every doc's id, path and sidebar: 640 entries at 612 operations) is read
 * only by the docs navbar items and the version banner, which this site does not use.
 */
export function withMainDocsOnly(data: unknown): unknown {
  const { versions } = data as DocsGlobalData;
  return { ...(data as object), versions: versions.map((version) => ({ ...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId) })) };
}

const isReferenceDoc = (docId: string) => docId.startsWith(`${REFERENCE_DIR}/`);

/**
 * The version's metadata, which every doc page loads with the sidebar, lists every doc with its
 * title and description for doc cards (`DocCardList`). Only hand-written pages show doc cards,
 * so the generated reference pages leave that list: a card naming one would fail the build.
 */
export function withoutReferenceDocCards(route: RouteConfig): RouteConfig {
  const version = (route.props as { version?: { docs?: Record<string, unknown> } } | undefined)?.version;
  const props = version?.docs
    ? { ...route.props, version: { ...version, docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => !isReferenceDoc(id))) } }
    : route.props;
  return { ...route, ...(props ? { props } : {}), ...(route.routes ? { routes: route.routes.map(withoutReferenceDocCards) } : {}) };
}

/**
 * Docusaurus's docs plugin, without the data about every doc that it would otherwise ship to
 * every page: what stays on each page grows with the API only by the sidebar's own links.
 */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Options arrive normalised by the docs plugin's own validateOptions (below).
  const plugin = (await pluginContentDocs(context, options as PluginOptions)) as Plugin;
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) => {
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        setGlobalData: (data) => args.actions.setGlobalData(withMainDocsOnly(data)),
        addRoute: (route) => args.actions.addRoute(withoutReferenceDocCards(route)),
      };
      return contentLoaded({ ...args, actions });
    },
  };
}

// Docusaurus types a plugin's validateOptions generically; the docs plugin's is specific.
docsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

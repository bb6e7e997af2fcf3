import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { forgetApiModels, loadCheckedApiModel } from '../api-model';
import { NO_COMING, type ComingMarks } from '../api-model/coming';
import { contentData, pageData } from './data';

export interface ContentPluginOptions {
  /** The API description's root file, relative to the site directory. */
  specPath: string;
  /**
   * What the coming release adds, with the changelog page its dates link to (the changelog
   * plugin's `loadComingMarks`): the overviews' fields and the payloads say from when.
   */
  coming?: () => Promise<ComingMarks>;
}

/**
 * The spec data that guides and overviews show through MDX components: the error catalogue,
 * the webhook events and their payloads, the fields of the main objects and their lifecycles.
 * It provides the components (`@theme/ErrorCatalogue`, ...) and the data files they import.
 */
export default function contentPlugin(context: LoadContext, options: unknown): Plugin {
  const { specPath, coming } = (options ?? {}) as Partial<ContentPluginOptions>;
  if (typeof specPath !== 'string' || specPath === '') {
    throw new Error('docusaurus.config.ts: the api-content plugin needs the option `specPath` (the API description, from redocly.yaml).');
  }
  const specFile = path.resolve(context.siteDir, specPath);
  let loads = 0;
  return {
    name: 'api-content',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.join(path.dirname(specFile), '**/*.{yaml,yml,json}')],
    async loadContent() {
      // Later loads come from the dev server after the spec changed: read it again.
      if (loads++ > 0) forgetApiModels();
      const marks = coming ? await coming() : NO_COMING;
      return pageData(contentData(await loadCheckedApiModel(specFile), path.join(context.siteDir, 'docs'), marks));
    },
    async contentLoaded({ content, actions }) {
      await Promise.all(Object.entries(content as Record<string, unknown>).map(([file, data]) => actions.createData(file, JSON.stringify(data))));
    },
  };
}

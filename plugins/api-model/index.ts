/**
 * The spec model: the one place that reads the API description. It loads, bundles and
 * validates the file named in redocly.yaml once per process and gives every consumer —
 * the page generator, the site's data, the exports, the checks and the tests — the same
 * typed model.
 */
import path from 'node:path';
import { loadSpec } from './load';
import { apiSpecPath, SITE_DIR } from './location';
import { buildModel, type ApiModel } from './model';

export * from './model';
export { apiSpecPath, SITE_DIR } from './location';
export type { ErrorCodeEntry } from './error-codes';
export type { WebhookEventEntry } from './webhook-events';
export type { HttpMethod, JsonObject, JsonValue, LoadedSpec, OpenApiDocument, SourceLocation, SpecProblem } from './load';

const loaded = new Map<string, Promise<ApiModel>>();

/**
 * The model of the API description at `rootFile` (default: the site's, from redocly.yaml),
 * loaded once per process: every plugin of a build shares one load.
 */
export function loadApiModel(rootFile: string = path.join(SITE_DIR, apiSpecPath())): Promise<ApiModel> {
  const key = path.resolve(rootFile);
  let model = loaded.get(key);
  if (!model) {
    model = loadSpec(path.relative(process.cwd(), key) || key).then(buildModel);
    loaded.set(key, model);
    // A failed load is not cached: the dev server retries after the file is fixed.
    model.catch(() => loaded.delete(key));
  }
  return model;
}

/** Forgets loaded models, so the next `loadApiModel` reads the files again (the dev server's reload). */
export function forgetApiModels(): void {
  loaded.clear();
}

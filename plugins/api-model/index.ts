/**
 * The spec model: the one place that reads the API description. It loads, bundles and
 * validates the file named in redocly.yaml once per process and gives every consumer —
 * the page generator, the site's data, the exports, the checks and the tests — the same
 * typed model.
 */
import path from 'node:path';
import { checkLoadedSpec } from './check';
import { loadSpec, SpecLoadError } from './load';
import { apiSpecPath, SITE_DIR } from './location';
import { buildModel, type ApiModel } from './model';

export * from './model';
export { apiSpecPath, SITE_DIR } from './location';
export { publishedDocument } from './published';
export { examplesServer, EXAMPLES_SERVER_EXTENSION } from './servers';
export { emittedEvents, emitsSentencesOf, eventTypesDeniedIn, eventTypesNamedIn } from './emits';
export type { ErrorCodeEntry } from './error-codes';
export type { OperationErrorModel } from './operation-errors';
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

const checked = new WeakMap<ApiModel, Promise<ApiModel>>();

/**
 * The model, after the project's API rules passed on it (once per model): what the site's
 * plugins build from, so that a broken spec stops `npm start` and `npm run build` with the
 * same `file#pointer (line N): message (rule: id)` lines as `npm run lint:api`.
 */
export function loadCheckedApiModel(rootFile?: string): Promise<ApiModel> {
  return loadApiModel(rootFile).then((model) => {
    let result = checked.get(model);
    if (!result) {
      const problems = checkLoadedSpec(model.spec);
      result = problems.length > 0 ? Promise.reject(new SpecLoadError(problems)) : Promise.resolve(model);
      checked.set(model, result);
    }
    return result;
  });
}

/** Forgets loaded models, so the next `loadApiModel` reads the files again (the dev server's reload). */
export function forgetApiModels(): void {
  loaded.clear();
}

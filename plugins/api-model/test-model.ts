import { beforeAll } from 'vitest';
import { loadApiModel, type ApiModel } from './index';

/**
 * The API model for the tests of the calling suite, loaded once before them; the function returned
 * gives it inside a test. Loading bundles the spec, which can outlast one test's timeout under load.
 */
export function modelBeforeAll(timeoutMs = 60_000): () => ApiModel {
  let model: ApiModel | undefined;
  beforeAll(async () => {
    model = await loadApiModel();
  }, timeoutMs);
  return () => {
    if (!model) throw new Error('the API model is read before it was loaded: read it inside a test');
    return model;
  };
}

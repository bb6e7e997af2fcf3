import { loadApiModel } from '../../../plugins/api-model';
import { SpecIndex } from './spec-index';

let cached: Promise<SpecIndex> | undefined;

/** The index of the API description (from the spec model, loaded once per test file). */
export function specIndex(): Promise<SpecIndex> {
  cached ??= loadApiModel().then((model) => new SpecIndex(model.spec.bundled, model.operations));
  return cached;
}

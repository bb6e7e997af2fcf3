import { loadBundledSpec } from '../../../scripts/spec/bundle-spec';
import { SpecIndex } from './spec-index';

let cached: Promise<SpecIndex> | undefined;

/** The index of the bundled API description (examples/api.yaml and the files it references), built once per test file. */
export function specIndex(): Promise<SpecIndex> {
  cached ??= loadBundledSpec().then((doc) => new SpecIndex(doc));
  return cached;
}

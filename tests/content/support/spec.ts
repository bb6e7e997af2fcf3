import { join } from 'node:path';
import { loadSpec } from '../../../scripts/spec/load-spec';
import { REPO_ROOT } from './repo-files';
import { SpecIndex } from './spec-index';

let cached: Promise<SpecIndex> | undefined;

/** The index of the bundled API description (examples/api.yaml and the files it references), built once per test file. */
export function specIndex(): Promise<SpecIndex> {
  cached ??= loadSpec(join(REPO_ROOT, 'examples/api.yaml')).then(({ bundled }) => new SpecIndex(bundled));
  return cached;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './repo-files';
import { SpecIndex } from './spec-index';

let cached: SpecIndex | undefined;

/** The index of examples/api.yaml, built once per test file. */
export function specIndex(): SpecIndex {
  cached ??= new SpecIndex(parse(readFileSync(join(REPO_ROOT, 'examples/api.yaml'), 'utf8')) as Record<string, unknown>);
  return cached;
}

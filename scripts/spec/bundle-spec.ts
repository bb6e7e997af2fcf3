import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

const REPO_ROOT = path.resolve(__dirname, '../..');
export const SPEC_ROOT_FILE = 'examples/api.yaml';

/**
 * The API description as one document: examples/api.yaml with every file it references merged
 * in, so that only internal `#/...` references remain. Throws naming the file and place of any
 * reference that does not resolve.
 */
export async function loadBundledSpec(rootFile = path.join(REPO_ROOT, SPEC_ROOT_FILE)): Promise<Record<string, unknown>> {
  const config = await createConfig({});
  const result = await bundle({ ref: rootFile, config });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((problem) => {
      const where = problem.location[0];
      const file = where ? path.relative(REPO_ROOT, where.source.absoluteRef) : SPEC_ROOT_FILE;
      const pointer = where && 'pointer' in where ? where.pointer : '';
      return `${file}${pointer ?? ''}: ${problem.message}`;
    });
    throw new Error(`cannot load the API description:\n  ${lines.join('\n  ')}`);
  }
  return result.bundle.parsed as Record<string, unknown>;
}

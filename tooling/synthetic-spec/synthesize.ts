import { HTTP_METHODS, type OpenApiDocument, type PathItem } from '../../plugins/api-model/load';

/**
 * A larger API made from ours, for measuring how the site scales: the bundled spec with every
 * operation cloned under its own tag until there are `operations` of them. A clone keeps its
 * original's parameters, bodies, responses and examples (the `$ref`s stay valid) and gets a
 * new path (`/x{n}` before the original's), operation id (`…X{n}`) and summary (`… (copy n)`).
 * Operations are cloned round-robin, so every tag grows alike.
 */
export function synthesizeSpec(spec: OpenApiDocument, operations: number): OpenApiDocument {
  const originals = Object.entries(spec.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, item })),
  );
  if (operations < originals.length) throw new Error(`synthesizeSpec: ${operations} operations asked, the spec already has ${originals.length}`);

  const paths: Record<string, PathItem> = structuredClone(spec.paths);
  for (let added = 0; added < operations - originals.length; added += 1) {
    const { path, method, item } = originals[added % originals.length];
    const copy = Math.floor(added / originals.length) + 2;
    const clonedPath = `/x${copy}${path}`;
    const operation = structuredClone(item[method]!);
    operation.operationId = `${String(operation.operationId)}X${copy}`;
    operation.summary = `${String(operation.summary)} (copy ${copy})`;
    const pathItem: PathItem = (paths[clonedPath] ??= Object.fromEntries(Object.entries(structuredClone(item)).filter(([key]) => !HTTP_METHODS.includes(key as never))) as PathItem);
    pathItem[method] = operation;
  }
  return { ...structuredClone(spec), paths };
}

export const countOperations = (spec: OpenApiDocument) =>
  Object.values(spec.paths).reduce((sum, item) => sum + HTTP_METHODS.filter((method) => item[method]).length, 0);

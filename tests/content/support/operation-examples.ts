import type { OperationModel } from './spec';
import type { ResponseView, SchemaNode } from '../../../plugins/api-reference/view/types';

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Every scalar (and `null`) the examples hold, by field path (`data[].type`): a table shows the first example's, `null` included. */
function valuesByPath(value: unknown, path: string, into: Map<string, Set<string>>): void {
  if (Array.isArray(value)) {
    value.forEach((item) => valuesByPath(item, `${path}[]`, into));
  } else if (value && typeof value === 'object') {
    Object.entries(value).forEach(([name, field]) => valuesByPath(field, path ? `${path}.${name}` : name, into));
  } else if (isScalar(value) || value === null) {
    into.set(path, (into.get(path) ?? new Set()).add(JSON.stringify(value)));
  }
}

/** Each enumerated field of `node` with its path and the example its table shows. */
function shownExamples(node: SchemaNode, path: string): { path: string; example: string }[] {
  const own = node.enum && node.example !== undefined ? [{ path, example: node.example }] : [];
  const prefix = node.type.startsWith('array') ? `${path}[]` : path;
  return [...own, ...(node.properties ?? []).flatMap((child) => shownExamples(child, prefix ? `${prefix}.${child.name}` : child.name!))];
}

/**
 * Each success response field whose table example is a value the operation's own examples
 * never give that field: list payments returns payments only, so its `data[].type` example
 * cannot be a deposit's `deposit`. Enumerated fields (`type`, `direction`, `status`) say the
 * kind an operation returns, so they are the ones held.
 */
export function operationKindExampleProblems(op: Pick<OperationModel, 'operationId' | 'responses'>, rendered: ResponseView[]): string[] {
  return rendered
    .filter((response) => /^2/.test(response.status))
    .flatMap((response) =>
      response.contents.flatMap((content) => {
        const media = op.responses[response.status]?.content?.[content.contentType];
        const given = new Map<string, Set<string>>();
        Object.values(media?.examples ?? {}).forEach((example) => valuesByPath(example.value, '', given));
        if (media?.example !== undefined) valuesByPath(media.example, '', given);
        if (!content.schema) return [];
        return shownExamples(content.schema, '')
          .filter(({ path, example }) => given.has(path) && !given.get(path)!.has(example))
          .map(({ path, example }) => `${op.operationId} ${response.status} ${path}: the field table's example ${example} is not one the operation's own examples give (${[...given.get(path)!].join(', ')}); show a value of the kind the operation returns (rule: operation-kind-example)`);
      }),
    );
}

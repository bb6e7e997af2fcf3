import type { OperationModel } from './spec';
import { escapePointerSegment } from './spec';
import type { MediaView, ResponseView, SchemaNode } from '../../../plugins/api-reference/view/types';
import { bodyFieldOfHeader } from '../../../plugins/api-reference/view/operation';
import { isRecord } from '../../../plugins/api-model/isRecord';
import { isOf, worldObjectFor, type World } from '../../../plugins/api-reference/view/ownExamples';

const RULE = 'field-table-example';
const isShown = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value);

/** Where a table and the JSON example beside it disagree: the table's field path, what it shows, what the JSON holds. */
export interface Disagreement {
  field: string;
  shown: string;
  given: string;
  /** The value is the spec's example object of this option or object, which the JSON example beside the table does not hold. */
  fromSpec?: boolean;
}

/**
 * Each field of `node` whose shown example differs from the value `value` (the JSON example
 * shown beside the table) gives that field; a list's fields are compared with its first item.
 * A `oneOf`/`anyOf` option is compared with the example's object of that option, else with the
 * first object of that option in `world` (every example of the spec): a GBP account's details
 * show the GBP account, not the EUR one's id.
 */
export function disagreements(node: SchemaNode, value: unknown, world: World, path = '', fromSpec = false): Disagreement[] {
  const out: Disagreement[] = [];
  const item = Array.isArray(value) && node.type.startsWith('array') && (node.properties || node.variants) ? value.find(isRecord) : value;
  if (node.variants) {
    const { discriminator } = node.variants;
    for (const option of node.variants.options) {
      const own = isRecord(item) && isOf(item, option, discriminator) ? item : worldObjectFor(option.schema, world, (candidate) => isOf(candidate, option, discriminator));
      if (own !== undefined) out.push(...disagreements(option.schema, own, world, `${path}(${option.label})`, fromSpec || own !== item));
    }
  }
  const object = node.properties && (isRecord(item) ? item : item === undefined || item === null ? worldObjectFor(node, world) : undefined);
  if (node.properties && object) {
    const prefix = path === '' ? '' : `${path}${node.type.startsWith('array') ? '[]' : ''}.`;
    for (const child of node.properties) {
      if (child.name !== undefined && object[child.name] !== undefined) out.push(...disagreements(child, object[child.name], world, `${prefix}${child.name}`, fromSpec || object !== item));
    }
    return out;
  }
  if (node.example !== undefined && !node.properties && (isShown(value) || isRecord(value)) && JSON.stringify(value) !== node.example) {
    out.push({ field: path, shown: node.example, given: JSON.stringify(value), ...(fromSpec ? { fromSpec } : {}) });
  }
  return out;
}


const message = (where: string, { field, shown, given, fromSpec }: Disagreement, what: string) =>
  fromSpec
    ? `${where} ${field}: the field table shows ${shown}, the spec's example of that object (which the JSON example ${what} does not hold) shows ${given}; a row tells of one object of the examples (rule: ${RULE})`
    : `${where} ${field}: the field table shows ${shown}, the JSON example ${what} shows ${given}; a table beside an example shows that example's values (rule: ${RULE})`;

/** The first example of a media, as the page shows it first, with its JSON pointer. */
function firstExample(op: Pick<OperationModel, 'pointer' | 'responses'>, status: string, contentType: string): { pointer: string; value: unknown } | undefined {
  const media = op.responses[status]?.content?.[contentType];
  const base = `${op.pointer}/responses/${status}/content/${escapePointerSegment(contentType)}`;
  const named = Object.entries(media?.examples ?? {}).find(([, example]) => example.value !== undefined);
  if (named) return { pointer: `${base}/examples/${escapePointerSegment(named[0])}`, value: named[1].value };
  return media?.example === undefined ? undefined : { pointer: `${base}/example`, value: media.example };
}

/**
 * Each response field table (and pointer table, `fieldExamples`) of an operation page whose shown
 * example differs from the response example the page shows first, and each response header whose
 * example differs from the body's copy of it (`X-Request-Id` and `request_id`). Named by the JSON
 * pointer of the example.
 */
export function responseTableProblems(op: Pick<OperationModel, 'pointer' | 'responses'>, rendered: ResponseView[], world: World): string[] {
  const problems: string[] = [];
  for (const response of rendered) {
    const headersOf = rendered.find((other) => other.status === (response.headersSameAs ?? response.status))?.headers ?? response.headers;
    for (const content of response.contents as MediaView[]) {
      const example = firstExample(op, response.status, content.contentType);
      if (!example) continue;
      const found: Disagreement[] = content.schema ? disagreements(content.schema, example.value, world) : [];
      for (const row of content.fieldExamples ?? []) {
        const value = row.field.split('.').reduce<unknown>((at, part) => {
          const list = part.endsWith('[]');
          const next = isRecord(at) ? at[list ? part.slice(0, -2) : part] : undefined;
          return list && Array.isArray(next) ? next.find(isRecord) : next;
        }, example.value);
        if (value !== undefined && isShown(value) && JSON.stringify(value) !== row.example) found.push({ field: row.field, shown: row.example, given: JSON.stringify(value) });
      }
      problems.push(...found.map((d) => message(example.pointer, d, `${response.status}`)));
      if (isRecord(example.value)) {
        for (const header of headersOf) {
          const given = example.value[bodyFieldOfHeader(header.name ?? '')];
          if (header.example !== undefined && typeof given === 'string' && JSON.stringify(given) !== header.example) {
            problems.push(message(example.pointer, { field: `header ${header.name}`, shown: header.example, given: JSON.stringify(given) }, `${response.status} body`));
          }
        }
      }
    }
  }
  return problems;
}

/** A `<ResourceSchema name="…" />` of a page and the JSON example shown above it. */
export interface OverviewTable {
  file: string;
  line: number;
  name: string;
  example: unknown;
}

/** Each object table of an overview page whose shown example differs from the object's JSON example above it, named by file and line. */
export function overviewTableProblems(tables: OverviewTable[], nodes: Record<string, SchemaNode>, world: World): string[] {
  return tables.flatMap(({ file, line, name, example }) =>
    disagreements(nodes[name]!, example, world).map((d) => message(`${file}:${line}: ${name}`, d, 'above it')),
  );
}

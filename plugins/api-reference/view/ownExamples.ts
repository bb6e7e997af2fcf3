import type { OperationModel } from '../../api-model';
import type { SchemaNode, SchemaVariant } from './types';
import { isRecord } from '../../api-model/isRecord';

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Objects the spec's examples hold, at any depth: where a table's object is not in the example beside it, its row shows one of these. */
export type World = Record<string, unknown>[];

/** Every object `value` holds, itself first, at any depth. */
export function objectsOf(value: unknown, into: World = []): World {
  if (Array.isArray(value)) value.forEach((item) => objectsOf(item, into));
  else if (isRecord(value)) {
    into.push(value);
    Object.values(value).forEach((field) => objectsOf(field, into));
  }
  return into;
}

/** The object is one the table describes: it holds every field the table requires and none it lacks. */
const fits = (item: Record<string, unknown>, node: SchemaNode) => {
  const fields = node.properties ?? [];
  return fields.every((field) => !field.required || field.name! in item) && Object.keys(item).every((key) => fields.some((field) => field.name === key));
};

/** How many of the table's own field examples the object agrees with. */
const agreement = (item: Record<string, unknown>, node: SchemaNode) =>
  (node.properties ?? []).filter((field) => field.example !== undefined && field.name! in item && JSON.stringify(item[field.name!]) === field.example).length;

/**
 * The object of the spec's examples (`world`) a table stands for when the example beside it does
 * not hold it (a business customer's `directors` beside an individual, the GBP option of banking
 * details beside a EUR account): of the objects that fit the table (and select the option), the
 * one that agrees with most of the schema's own field examples, so that every row tells of that
 * one object. None when no object agrees with any: the schema's examples stay.
 */
export function worldObjectFor(node: SchemaNode, world: World, selects: (item: Record<string, unknown>) => boolean = () => true): Record<string, unknown> | undefined {
  let best: Record<string, unknown> | undefined;
  let bestScore = 0;
  for (const item of world) {
    if (!selects(item) || !fits(item, node)) continue;
    const score = agreement(item, node);
    if (score > bestScore) [best, bestScore] = [item, score];
  }
  return best;
}

/**
 * The node with each field's example taken from `values`, the operation's own examples (first
 * first): a field shows the value of the first example that holds it, `null` included, as the
 * JSON example the page shows first does. A field no example gives a value keeps the schema's
 * example, or, inside an object the examples do not hold, the value of the `world` object the
 * table stands for (`worldObjectFor`). Each option of a `oneOf`/`anyOf` takes only the examples
 * of that option: a GBP account's `bank_address` shows the London example, not the shared
 * address schema's or the EUR example's.
 */
export function withOwnExamples(node: SchemaNode, values: unknown[], world: World = []): SchemaNode {
  const first = values.find((value) => value !== undefined);
  if (node.example !== undefined && first === null) node = { ...node, example: 'null' };
  const items = values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isRecord);
  if (node.variants) {
    const { discriminator } = node.variants;
    const options = node.variants.options.map((option) => {
      const own = items.filter((item) => isOf(item, option, discriminator));
      const fallback = own.length > 0 ? undefined : worldObjectFor(option.schema, world, (item) => isOf(item, option, discriminator));
      return { ...option, schema: withOwnExamples(option.schema, fallback ? [fallback] : own, world) };
    });
    node = { ...node, variants: { ...node.variants, options } };
  }
  if (node.properties) {
    const fallback = items.length === 0 ? worldObjectFor(node, world) : undefined;
    const from = fallback ? [fallback] : items;
    if (from.length === 0) return node;
    const properties = node.properties.map((child) => (child.name === undefined ? child : withOwnExamples(child, from.map((item) => item[child.name!]), world)));
    // An object row that shows an example shows the operation's own object, as its fields' rows do.
    return { ...node, properties, ...(node.example !== undefined && node.example !== 'null' ? { example: JSON.stringify(from[0]) } : {}) };
  }
  if (node.example === undefined || first === undefined || first === null) return node;
  // A free-form object (`metadata`) shows the example's object as a whole.
  const shown = isScalar(first) || (Array.isArray(first) && first.every(isScalar)) || isRecord(first);
  return shown ? { ...node, example: JSON.stringify(first) } : node;
}

/**
 * The example is of this option: its discriminating property selects it, or (without a
 * discriminator) it holds every field the option requires and no field the option lacks.
 */
export function isOf(item: Record<string, unknown>, option: SchemaVariant, discriminator: string | undefined): boolean {
  if (discriminator !== undefined && option.discriminatorValue !== undefined) return item[discriminator] === option.discriminatorValue;
  const fields = option.schema.properties ?? [];
  const names = new Set(fields.map((field) => field.name));
  return fields.every((field) => !field.required || field.name! in item) && Object.keys(item).every((key) => names.has(key));
}

/**
 * The node with no field's example: an error response the operation has no example of (a `400`
 * on a read) would otherwise show the shared problem schema's example, an error of another
 * status and code.
 */
export function withoutExamples(node: SchemaNode): SchemaNode {
  const rest = { ...node };
  delete rest.example;
  return rest.properties ? { ...rest, properties: rest.properties.map(withoutExamples) } : rest;
}

const worlds = new WeakMap<object, World>();

/** The objects of every response example of the spec's operations (`World`), computed once per model. */
export function exampleWorld(model: { operations: Pick<OperationModel, 'responses'>[] }): World {
  let world = worlds.get(model);
  if (!world) {
    world = model.operations.flatMap((op) =>
      Object.values(op.responses).flatMap((response) =>
        Object.values(response.content ?? {}).flatMap((media) => [...Object.values(media.examples ?? {}).map((example) => example.value), media.example].flatMap((value) => objectsOf(value))),
      ),
    );
    worlds.set(model, world);
  }
  return world;
}

import type { SchemaNode, SchemaVariant } from './types';

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The operation's examples give the field only `null` (a debit card's `credit_limit`): its row shows `null`, not the schema's value. */
const onlyNull = (values: unknown[]) => {
  const given = values.filter((value) => value !== undefined);
  return given.length > 0 && given.every((value) => value === null);
};

/**
 * The node with each field's example taken from `values`, the operation's own examples (first
 * first), where one of them holds a value for it. A schema's example is generic (a
 * Transaction's `type` is `deposit`); an operation that returns one kind of object (list
 * payments) shows its own. A field the examples hold only as `null` shows `null`. A field no
 * example gives a value keeps the schema's example. Each option of a `oneOf`/`anyOf` takes only
 * the examples of that option: a GBP account's `bank_address` shows the London example, not the
 * shared address schema's or the EUR example's.
 */
export function withOwnExamples(node: SchemaNode, values: unknown[]): SchemaNode {
  if (node.example !== undefined && onlyNull(values)) return { ...node, example: 'null' };
  const items = values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isRecord);
  if (node.variants) {
    const { discriminator } = node.variants;
    const options = node.variants.options.map((option) => ({ ...option, schema: withOwnExamples(option.schema, items.filter((item) => isOf(item, option, discriminator))) }));
    node = { ...node, variants: { ...node.variants, options } };
  }
  if (node.properties) {
    if (items.length === 0) return node;
    const properties = node.properties.map((child) => (child.name === undefined ? child : withOwnExamples(child, items.map((item) => item[child.name!]))));
    // An object row that shows an example shows the operation's own object, as its fields' rows do.
    return { ...node, properties, ...(node.example !== undefined ? { example: JSON.stringify(items[0]) } : {}) };
  }
  if (node.example === undefined) return node;
  const own = values.find((value) => isScalar(value) || (Array.isArray(value) && value.length > 0 && value.every(isScalar)));
  return own === undefined ? node : { ...node, example: JSON.stringify(own) };
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

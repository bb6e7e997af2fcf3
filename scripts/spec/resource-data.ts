/**
 * The data the resource overviews and the webhook payloads page render from the spec:
 * object schemas (in the reference's SchemaNode shape, and their fields rendered by the reference's `schemaFields`),
 * the status enums with a description per value, and each event's payload schema and example.
 */
import { toSchemaNode, type JsonSchema } from '../../src/reference/schema';
import type { SchemaNode } from '../../src/reference/model';
import { codeBlock, schemaFields } from '../../src/reference/render';
import { highlight } from '../../src/reference/highlight';

type Json = Record<string, unknown>;

/** The objects the overviews show, by component schema name. */
export const OVERVIEW_SCHEMAS = ['Customer', 'Wallet', 'Balance', 'VirtualAccount', 'BankingDetails', 'Card'] as const;
/** The lifecycles the overviews draw, by component schema name. */
export const LIFECYCLE_ENUMS = ['CustomerStatus', 'KycStatus', 'WalletStatus', 'VirtualAccountStatus', 'CardStatus'] as const;

export interface StateValue {
  value: string;
  /** Plain text with `code` spans, from the enum's "- `value`: ..." description list. */
  description: string;
}

export interface WebhookPayload {
  type: string;
  /** The component schema of the event, e.g. `DepositReceivedEvent`. */
  schemaName: string;
  /** The component schema of the resource in `data.object`, e.g. `Transaction`. */
  objectName: string;
  /** The payload's fields, rendered at build time like the endpoint pages' fields. */
  schemaHtml: string;
  /** Pretty-printed JSON of the schema's first example. */
  example: string;
  /** The example as a highlighted code block with a copy button, rendered at build time. */
  exampleHtml: string;
}

function componentSchemas(doc: Json): Record<string, JsonSchema> {
  return ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
}

function need<T>(value: T | undefined, where: string, rule: string): T {
  if (value === undefined) throw new Error(`examples/api.yaml: ${where}: ${rule}`);
  return value;
}

export function collectSchemas(dereferenced: Json, names: readonly string[] = OVERVIEW_SCHEMAS): Record<string, SchemaNode> {
  const schemas = componentSchemas(dereferenced);
  return Object.fromEntries(
    names.map((name) => [name, toSchemaNode(need(schemas[name], `/components/schemas/${name}`, 'the schema is missing'))]),
  );
}

/** Each overview object's fields as HTML, rendered here so the overview pages ship no renderer or schema trees. */
export function collectSchemaHtml(dereferenced: Json, names: readonly string[] = OVERVIEW_SCHEMAS): Record<string, string> {
  return Object.fromEntries(Object.entries(collectSchemas(dereferenced, names)).map(([name, node]) => [name, schemaFields(node.properties ?? [])]));
}

/** Reads "- `value`: text" items (text may wrap onto indented lines) from an enum's description. */
export function describedValues(description: string): Record<string, string> {
  const found: Record<string, string> = {};
  let current: string | undefined;
  for (const line of description.split('\n')) {
    const item = /^\s*-\s+`([^`]+)`:\s*(.*)$/.exec(line);
    if (item) {
      current = item[1];
      found[current] = item[2].trim();
    } else if (current && /^\s{2,}\S/.test(line)) {
      found[current] = `${found[current]} ${line.trim()}`;
    } else {
      current = undefined;
    }
  }
  return found;
}

export function collectEnums(dereferenced: Json, names: readonly string[] = LIFECYCLE_ENUMS): Record<string, StateValue[]> {
  const schemas = componentSchemas(dereferenced);
  return Object.fromEntries(
    names.map((name) => {
      const where = `/components/schemas/${name}`;
      const schema = need(schemas[name], where, 'the schema is missing');
      const values = need(Array.isArray(schema.enum) ? schema.enum.map(String) : undefined, where, 'the schema has no enum');
      const descriptions = describedValues(String(schema.description ?? ''));
      const states = values.map((value) => ({
        value,
        description: need(descriptions[value], `${where}/description`, `the description has no "- \`${value}\`: ..." item`),
      }));
      return [name, states];
    }),
  );
}

const refName = (schema: Json | undefined) =>
  typeof schema?.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;

/** The component name of an event's `data.object`, e.g. `Transaction`. */
function dataObjectName(bundled: Json, eventSchema: string): string {
  const schemas = componentSchemas(bundled) as Record<string, Json>;
  const where = `/components/schemas/${eventSchema}/properties/data`;
  const dataName = need(refName((schemas[eventSchema].properties as Json | undefined)?.data as Json), where, 'must be a $ref to a component schema');
  const object = (schemas[dataName].properties as Json | undefined)?.object as Json | undefined;
  return need(refName(object), `/components/schemas/${dataName}/properties/object`, 'must be a $ref to a component schema');
}

/**
 * The resource in `data.object` is documented on its own page; inside the event it is shown
 * as one field naming its schema, which keeps 21 events from repeating whole objects.
 */
function withObjectCollapsed(event: SchemaNode, objectName: string): SchemaNode {
  const collapse = (node: SchemaNode): SchemaNode => {
    const collapsed: SchemaNode = { ...node, type: `object (${objectName})` };
    delete collapsed.properties;
    delete collapsed.variants;
    return collapsed;
  };
  return {
    ...event,
    properties: event.properties?.map((field) =>
      field.name === 'data' ? { ...field, properties: field.properties?.map((f) => (f.name === 'object' ? collapse(f) : f)) } : field,
    ),
  };
}

export function collectWebhookPayloads(bundled: Json, dereferenced: Json): WebhookPayload[] {
  const bundledHooks = (bundled.webhooks ?? {}) as Record<string, Json>;
  const hooks = (dereferenced.webhooks ?? {}) as Record<string, Json>;
  return Object.keys(hooks).map((type) => {
      const where = `/webhooks/${type}/post/requestBody/content/application~1json/schema`;
      const ref = (((((bundledHooks[type].post as Json)?.requestBody as Json)?.content as Json)?.['application/json'] as Json)?.schema as Json)?.$ref;
      const schemaName = need(typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined, where, 'must be a $ref to a component schema');
      const schema = need(componentSchemas(dereferenced)[schemaName], where, `${schemaName} is missing`);
      const example = need(Array.isArray(schema.examples) ? schema.examples[0] : schema.example, `/components/schemas/${schemaName}`, 'the event schema has no example');
      const objectName = dataObjectName(bundled, schemaName);
      const node = withObjectCollapsed(toSchemaNode(schema), objectName);
      const json = JSON.stringify(example, null, 2);
      return {
        type,
        schemaName,
        objectName,
        schemaHtml: schemaFields(node.properties ?? []),
        example: json,
        exampleHtml: codeBlock(highlight(json, 'json'), 'json', `${type} example`),
      };
    });
}

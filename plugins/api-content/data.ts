/**
 * The spec data the content components show (error catalogue, webhook events and payloads,
 * resource fields, lifecycles), computed once from the model. The React components read the
 * page-facing part (`pageData`, with fields and examples as build-time HTML); their Markdown
 * (markdown.ts) is written from the same object.
 */
import path from 'node:path';
import { SITE_DIR, type ApiModel, type ErrorCodeEntry, type JsonSchema, type WebhookEventEntry } from '../api-model';
import { codeBlock, schemaFields } from '../api-reference/render/html';
import { highlight } from '../api-reference/render/highlight';
import { docIndex, unlinkMissingDocs } from '../api-reference/view/docs';
import { mapDescriptions, toSchemaNode, withFieldExamplesFrom } from '../api-reference/view/schema';
import { exampleWorld, withOwnExamples } from '../api-reference/view/ownExamples';
import { overviewExamples } from './overviewExamples';
import type { SchemaNode } from '../api-reference/view/types';
import { LIFECYCLES, type LifecycleEnum, type Transition } from '../../src/data/lifecycles';
import type { OperationErrors } from './operationErrorRows';
import { catchUpData, type CatchUpData } from './catchUp';
import { markdownToHtml } from '../api-reference/render/markdownToHtml';
import { NO_COMING, withAvailableFrom, type ComingMarks } from '../api-model/coming';
import { comingPlacement, type PlacedAddition } from '../api-model/comingPlacement';
import { withFieldsDated, withNestedNotes } from './coming';

/** The objects the overviews show, by component schema name. */
export const OVERVIEW_SCHEMAS = ['Customer', 'Wallet', 'Balance', 'VirtualAccount', 'BankingDetails', 'Card', 'Transaction'] as const;
/** The enums whose values an overview lists one by one, each with its anchor (`<ValueList>`), by component schema name. */
export const VALUE_LIST_ENUMS = ['FailureCode'] as const;
/** The lifecycles the overviews draw, by component schema name. */
export const LIFECYCLE_ENUMS = Object.keys(LIFECYCLES) as LifecycleEnum[];

export interface StateValue {
  value: string;
  /** Plain text with `code` spans, from the enum's "- `value`: ..." description list. */
  description: string;
}

/** An enum's description as a list of its values: the paragraphs before the list, each value's item, the paragraphs after it. */
export interface ValueListData {
  intro: string[];
  values: StateValue[];
  after: string[];
}

export interface LifecycleData {
  states: StateValue[];
  initial: string[];
  /** Each transition, with the route of the operation that makes it. */
  transitions: (Omit<Transition, 'via'> & { via?: NonNullable<Transition['via']> & { route: string } })[];
}

export interface WebhookPayload {
  type: string;
  /** The component schema of the event, e.g. `DepositReceivedEvent`. */
  schemaName: string;
  /** The component schema of the resource in `data.object`, e.g. `Transaction`. */
  objectName: string;
  /** The payload's fields, `data.object` collapsed to one field naming its schema. */
  schema: SchemaNode;
  /** Pretty-printed JSON of the schema's first example. */
  example: string;
}

/** An error code of the catalogue with the operations that return it: any operation, or those that list it. */
export type CatalogueEntry = ErrorCodeEntry & { returnedBy: 'any' | { summary: string; route: string }[] };

/** A webhook event with the component schema of the object its payload carries (`Transaction`), so that a list can be "every event of a transaction". */
export type ListedWebhookEvent = WebhookEventEntry & { object?: string };

export interface ContentData {
  errorCodes: CatalogueEntry[];
  /** Each operation's own errors (`x-errors`), by operationId, with its summary and route. */
  operationErrors: Record<string, OperationErrors>;
  webhookEvents: ListedWebhookEvent[];
  webhookPayloads: WebhookPayload[];
  resourceSchemas: Record<string, SchemaNode>;
  lifecycles: Record<string, LifecycleData>;
  valueLists: Record<string, ValueListData>;
  /** What catch-up with `updated_after` recovers, and the events it cannot. */
  catchUp: CatchUpData;
}

function need<T>(model: ApiModel, value: T | undefined, where: string, rule: string): T {
  if (value === undefined) throw new Error(`${model.rootFile}: ${where}: ${rule}`);
  return value;
}

/** An enum's description read as its paragraphs before the "- `value`: text" list, the list's items, and its paragraphs after. */
interface DescribedEnum {
  intro: string[];
  /** Each item's text (wrapped lines joined) and, for a value the coming release adds, its `<AvailableFrom />` marker. */
  items: { value: string; text: string; marker?: string }[];
  after: string[];
}

const paragraphs = (lines: string[]) =>
  lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/**
 * Reads an enum's description. An item's text may wrap onto indented lines; a value the coming
 * release adds carries its marker before the colon ("- `value` <AvailableFrom … />: text").
 */
function describedEnum(description: string): DescribedEnum {
  const lines = description.split('\n');
  const items: DescribedEnum['items'] = [];
  let first = -1;
  let last = -1;
  for (const [at, line] of lines.entries()) {
    const item = /^\s*-\s+`([^`]+)`(\s*<AvailableFrom[^>]*\/>)?:\s*(.*)$/.exec(line);
    if (item) {
      items.push({ value: item[1], text: item[3].trim(), ...(item[2] ? { marker: item[2].trim() } : {}) });
      if (first < 0) first = at;
      last = at;
    } else if (items.length > 0 && last === at - 1 && /^\s{2,}\S/.test(line)) {
      items[items.length - 1].text += ` ${line.trim()}`;
      last = at;
    }
  }
  return first < 0 ? { intro: paragraphs(lines), items, after: [] } : { intro: paragraphs(lines.slice(0, first)), items, after: paragraphs(lines.slice(last + 1)) };
}

/** The "- `value`: text" items of an enum's description, a coming value's marker before its text. */
export function describedValues(description: string): Record<string, string> {
  return Object.fromEntries(describedEnum(description).items.map(({ value, text, marker }) => [value, marker ? `${marker} ${text}` : text]));
}

/** The values of a status enum, each with its description from the enum's description list. */
export function enumStates(model: ApiModel, name: string): StateValue[] {
  const where = `/components/schemas/${name}`;
  const schema = need(model, model.schemas[name], where, 'the schema is missing');
  const values = need(model, Array.isArray(schema.enum) ? schema.enum.map(String) : undefined, where, 'the schema has no enum');
  const descriptions = describedValues(String(schema.description ?? ''));
  return values.map((value) => ({
    value,
    description: need(model, descriptions[value], `${where}/description`, `the description has no "- \`${value}\`: ..." item`),
  }));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An enum's description as the page shows it: each value's text a sentence, a coming value's date before it, each part's Markdown passed through `edit`. */
function valueList(model: ApiModel, name: string, edit: (markdown: string) => string): ValueListData {
  const { intro, items, after } = describedEnum(String(model.schemas[name]?.description ?? ''));
  const byValue = new Map(items.map((item) => [item.value, item]));
  // enumStates fails, naming the schema, on a value the description has no item for.
  const values = enumStates(model, name).map(({ value }) => {
    const { text, marker } = byValue.get(value)!;
    return { value, description: edit([marker, capitalised(text)].filter(Boolean).join(' ')) };
  });
  return { intro: intro.map(edit), values, after: after.map(edit) };
}

function lifecycles(model: ApiModel): Record<string, LifecycleData> {
  const routeOf = (operationId: string) => {
    const op = model.operations.find((candidate) => candidate.operationId === operationId);
    return need(model, op, `src/data/lifecycles.ts: ${operationId}`, 'is not an operationId of the spec').route;
  };
  return Object.fromEntries(
    LIFECYCLE_ENUMS.map((name) => {
      const { initial, transitions } = LIFECYCLES[name];
      return [
        name,
        {
          states: enumStates(model, name),
          initial,
          transitions: transitions.map(({ via, ...t }) => (via ? { ...t, via: { ...via, route: routeOf(via.operation) } } : t)),
        },
      ];
    }),
  );
}

const refName = (schema: unknown) => {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined;
};

/**
 * The resource in `data.object` is documented on its own page; inside the event it is shown
 * as one field naming its schema, which keeps the events from repeating whole objects. What the
 * coming release adds under it (`within`, at paths in the object) is said on that field, with the path of each addition,
 * so that the payload says from when without listing a part of the object as if it were all.
 */
function withObjectCollapsed(event: SchemaNode, objectName: string, within: PlacedAddition[], coming: ComingMarks): SchemaNode {
  const collapse = (node: SchemaNode): SchemaNode => {
    const collapsed: SchemaNode = { ...node, type: `object (${objectName})`, description: withNestedNotes(node.description, coming, within) };
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

function webhookPayloads(model: ApiModel, toNode: (schema: JsonSchema) => SchemaNode, coming: ComingMarks): WebhookPayload[] {
  const bundled = model.spec.bundled;
  const bundledSchemas = (bundled.components.schemas ?? {}) as Record<string, { properties?: Record<string, unknown> }>;
  return Object.entries(bundled.webhooks).map(([type, item]) => {
    const where = `/webhooks/${type}/post/requestBody/content/application~1json/schema`;
    const body = (item.post as { requestBody?: { content?: Record<string, { schema?: unknown }> } } | undefined)?.requestBody;
    const schemaName = need(model, refName(body?.content?.['application/json']?.schema), where, 'must be a $ref to a component schema');
    const schema: JsonSchema = need(model, model.schemas[schemaName], where, `${schemaName} is missing`);
    const example = need(model, Array.isArray(schema.examples) ? schema.examples[0] : schema.example, `/components/schemas/${schemaName}`, 'the event schema has no example');
    const dataName = need(model, refName(bundledSchemas[schemaName]?.properties?.data), `/components/schemas/${schemaName}/properties/data`, 'must be a $ref to a component schema');
    const objectName = need(model, refName(bundledSchemas[dataName]?.properties?.object), `/components/schemas/${dataName}/properties/object`, 'must be a $ref to a component schema');
    const placement = comingPlacement(coming);
    const node = withObjectCollapsed(withFieldsDated(withFieldExamplesFrom(toNode(schema), example), placement.event(type), coming), objectName, placement.eventObject(type), coming);
    return { type, schemaName, objectName, schema: node, example: JSON.stringify(example, null, 2) };
  });
}

const computed = new WeakMap<ApiModel, Map<ComingMarks, ContentData>>();

/**
 * The content components' data for a model, computed once per model and marks; descriptions link
 * only to docs that exist, and what the coming release adds says from when (`coming`).
 */
export function contentData(model: ApiModel, docsDir = path.join(SITE_DIR, 'docs'), coming: ComingMarks = NO_COMING): ContentData {
  const ofModel = computed.get(model) ?? new Map<ComingMarks, ContentData>();
  computed.set(model, ofModel);
  let data = ofModel.get(coming);
  if (!data) {
    const docs = docIndex(model, docsDir);
    const edit = (markdown: string) => unlinkMissingDocs(withAvailableFrom(markdown, coming), docs.exists);
    const toNode = (schema: JsonSchema) => mapDescriptions(toSchemaNode(schema), edit);
    const payloads = webhookPayloads(model, toNode, coming);
    // An overview's object table shows the values of the object's JSON example above it.
    const shown = new Map(overviewExamples(docsDir).map(({ name, example }) => [name, example]));
    const resource = (name: string) =>
      withFieldsDated(
        withOwnExamples(toNode(need(model, model.schemas[name], `/components/schemas/${name}`, 'the schema is missing')), shown.has(name) ? [shown.get(name)] : [], exampleWorld(model)),
        comingPlacement(coming).schema(name, payloads),
        coming,
      );
    data = {
      errorCodes: model.errorCodes.map((entry) => ({
        ...entry,
        returnedBy: model.operations.some((op) => op.generalErrors.some((error) => error.code === entry.code))
          ? ('any' as const)
          : model.operations.filter((op) => op.errors.some((error) => error.code === entry.code)).map((op) => ({ summary: op.summary, route: op.route })),
      })),
      operationErrors: Object.fromEntries(model.operations.map((op) => [op.operationId, { summary: op.summary, route: op.route, errors: op.errors }])),
      webhookEvents: model.webhookEvents.map((event) => ({ ...event, object: payloads.find((payload) => payload.type === event.type)?.objectName })),
      webhookPayloads: payloads,
      catchUp: catchUpData(model, payloads),
      resourceSchemas: Object.fromEntries(OVERVIEW_SCHEMAS.map((name) => [name, resource(name)])),
      lifecycles: lifecycles(model),
      valueLists: Object.fromEntries(VALUE_LIST_ENUMS.map((name) => [name, valueList(model, name, edit)])),
    };
    ofModel.set(coming, data);
  }
  return data;
}

/** The folder of the payloads' bodies, under the plugin's data folder. */
export const WEBHOOK_PAYLOAD_BODIES = 'webhook-payloads';

/** The files the components import (`@generated/api-content/default/<file>`): what the pages show, fields and examples as HTML. */
export function pageData(data: ContentData): Record<string, unknown> {
  return {
    'error-codes.json': data.errorCodes,
    'operation-errors.json': data.operationErrors,
    'webhook-events.json': data.webhookEvents,
    'webhook-payloads.json': data.webhookPayloads.map(({ type, schemaName, objectName }) => ({ type, schemaName, objectName })),
    // One file per event, which the payloads page imports when the reader opens that event's schema or example.
    ...Object.fromEntries(
      data.webhookPayloads.map(({ type, schema, example }) => [
        `${WEBHOOK_PAYLOAD_BODIES}/${type}.json`,
        { schemaHtml: schemaFields(schema.properties ?? []), exampleHtml: codeBlock(highlight(example, 'json'), 'json', `${type} example`) },
      ]),
    ),
    'resource-schemas.json': Object.fromEntries(Object.entries(data.resourceSchemas).map(([name, node]) => [name, schemaFields(node.properties ?? [])])),
    'lifecycles.json': data.lifecycles,
    'value-lists.json': data.valueLists,
    'catch-up.json': data.catchUp.gaps.map(({ events, instead }) => ({ events, insteadHtml: markdownToHtml(instead) ?? '' })),
  };
}

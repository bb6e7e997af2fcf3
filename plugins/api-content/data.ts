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

export interface ContentData {
  errorCodes: CatalogueEntry[];
  /** Each operation's own errors (`x-errors`), by operationId, with its summary and route. */
  operationErrors: Record<string, OperationErrors>;
  webhookEvents: WebhookEventEntry[];
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

/** Reads "- `value`: text" items (text may wrap onto indented lines) from an enum's description. */
export function describedValues(description: string): Record<string, string> {
  const found: Record<string, string> = {};
  // A value the coming release adds carries its marker before the colon ("- `value` <AvailableFrom … />: text"): it starts the item's text, before the sentences that say what holds until that date.
  const markers: Record<string, string> = {};
  let current: string | undefined;
  for (const line of description.split('\n')) {
    const item = /^\s*-\s+`([^`]+)`(\s*<AvailableFrom[^>]*\/>)?:\s*(.*)$/.exec(line);
    if (item) {
      current = item[1];
      found[current] = item[3].trim();
      if (item[2]) markers[current] = item[2].trim();
    } else if (current && /^\s{2,}\S/.test(line)) {
      found[current] = `${found[current]} ${line.trim()}`;
    } else {
      current = undefined;
    }
  }
  for (const [value, marker] of Object.entries(markers)) found[value] = `${marker} ${found[value]}`;
  return found;
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

const ITEM = /^\s*-\s+`[^`]+`/;
const paragraphs = (lines: string[]) =>
  lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/** An enum's description split around its "- `value`: ..." list (`describedValues`), each part's Markdown passed through `edit`. */
function valueList(model: ApiModel, name: string, edit: (markdown: string) => string): ValueListData {
  const lines = String(model.schemas[name]?.description ?? '').split('\n');
  const first = lines.findIndex((line) => ITEM.test(line));
  let last = first;
  for (let at = first + 1; at < lines.length && (ITEM.test(lines[at]) || /^\s{2,}\S/.test(lines[at])); at += 1) last = at;
  return {
    intro: paragraphs(lines.slice(0, first)).map(edit),
    values: enumStates(model, name).map((state) => ({ ...state, description: edit(state.description.replace(/^((?:<AvailableFrom[^>]*\/>\s*)?)([a-z])/, (_, marker: string, letter: string) => `${marker}${letter.toUpperCase()}`)) })),
    after: paragraphs(lines.slice(last + 1)).map(edit),
  };
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
      webhookEvents: model.webhookEvents,
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

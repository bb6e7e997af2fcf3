import { LIFECYCLES, type Lifecycle } from '../../../src/data/lifecycles';
import type { ApiModel, JsonValue, OperationModel } from './spec';

/**
 * The facts of the spec (and the lifecycle data) that pages state in prose, per operation:
 * what a request must carry, the error codes it lists, the events it emits and the states it
 * leaves an object in. The claim checks (claims.ts) compare what a page says with these.
 */

/** Where a name can be sent, and whether it must be: one entry per operation and place. */
export interface Requirement {
  operationId: string;
  /** `header`, `query`, `path` or `body` (a field of the JSON or form body, at any depth). */
  place: string;
  required: boolean;
}

export interface ClaimOperation {
  operationId: string;
  pageId: string;
  method: string;
  path: string;
  /** The operation's tag without spaces and case (`cards`). */
  tag: string;
  pathPattern: RegExp;
  /** Error codes the operation lists: in its `x-errors`, or in its description (`422 wallet_not_active`). */
  errorCodes: Set<string>;
  /**
   * Error code -> the states of the condition the operation gives it: in its `x-errors` (`when`),
   * or in its description, in parentheses right after the code (`422 wallet_not_active` (pending
   * or frozen wallet)) or after it inside them (`422 wallet_not_active` while KYC is pending, …).
   * A state the condition negates ("not `approved`") stands for the other states of its lifecycle.
   */
  errorConditions: Map<string, Set<string>>;
  /** Event types the operation's description names (what it emits). */
  events: Set<string>;
}

export interface StateResults {
  /** The lifecycle (a status enum) and its states. */
  lifecycle: string;
  states: Set<string>;
  /** The states a new object starts in. */
  initial: Set<string>;
  /** The object, as the tags name it without spaces and case: `card` for CardStatus, `wallet` for WalletStatus. */
  resource: string;
  /** Per operation that makes a transition of this lifecycle: the states it can leave an object in. */
  resultsOf: Map<string, Set<string>>;
}

export interface ClaimFacts {
  operations: ClaimOperation[];
  /** Every header, query and path parameter and request field, by name (headers lower-cased). */
  requirements: Map<string, Requirement[]>;
  /** Error codes any operation can return (statuses every operation shares), so no page ties them wrongly. */
  sharedErrorCodes: Set<string>;
  /** Error code -> the states its catalogue entry names (empty when it names none). */
  catalogueStates: Map<string, Set<string>>;
  /** Event type -> operations whose page its description links (a second way to say who emits it). */
  eventOperations: Map<string, Set<string>>;
  lifecycles: StateResults[];
  eventTypes: Set<string>;
  errorCodes: Set<string>;
}

/** Statuses of the responses every operation shares: the codes under them are not tied to any one operation. */
const SHARED_STATUSES = new Set([400, 401, 403, 404, 429, 500, 503]);
/** The codes of a retried or concurrent request with an Idempotency-Key: every creating request can get them. */
const IDEMPOTENCY_CODES = new Set(['idempotency_key_reused', 'request_in_progress']);

type Schema = Record<string, JsonValue>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field of a request schema at any depth: its dotted path, leaf name and whether its parent requires it (in some branch). */
function requestFields(schema: unknown, prefix = '', depth = 0, out: { path: string; required: boolean }[] = []) {
  if (!isObject(schema) || depth > 8) return out;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  for (const [name, sub] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, required: required.has(name) });
    requestFields(sub, path, depth + 1, out);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of Array.isArray(schema[key]) ? schema[key] : []) requestFields(branch, prefix, depth + 1, out);
  }
  if (isObject(schema.items)) requestFields(schema.items, prefix, depth + 1, out);
  // `required` of a branch (e.g. `if`/`then`, or a oneOf branch without properties) still requires the parent's field.
  for (const key of ['then', 'else'] as const) requestFields(schema[key], prefix, depth + 1, out);
  return out;
}

const codesIn = (text: string) => new Set([...text.matchAll(/`[1-5]\d\d ([a-z][a-z0-9_]*)`/g)].map((m) => m[1]));
const quoted = (text: string) => new Set([...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]));

const CONDITION_AFTER_CODE = [/`[1-5]\d\d ([a-z][a-z0-9_]*)`\s*\(([^)]*)\)/g, /\(`[1-5]\d\d ([a-z][a-z0-9_]*)`\s+((?:while|when|for|if|on)\s[^,;)]*)/g];

/** The operation's own errors (`x-errors`: code and when), where the model has them. */
const errorsOf = (op: OperationModel): { code: string; when: string }[] => (op as OperationModel & { errors?: { code: string; when: string }[] }).errors ?? [];

/**
 * The states a condition names, in code spans (`frozen`), or also as plain words when `plain`
 * (the short parentheses after a code in a description); a negated one ("not `approved`")
 * stands for the other states of its lifecycle.
 */
function statesOfCondition(condition: string, lifecycles: StateResults[], plain = false): string[] {
  const all = new Set(lifecycles.flatMap((l) => [...l.states]));
  const pattern = plain ? /(\bnot\s+)?`?\b([a-z_]+)\b`?/g : /(\bnot\s+)?`([a-z_]+)`/g;
  return [...condition.matchAll(pattern)].flatMap(([, negated, word]) => {
    if (!all.has(word)) return [];
    if (!negated) return [word];
    return lifecycles.filter((l) => l.states.has(word)).flatMap((l) => [...l.states].filter((state) => state !== word));
  });
}

function errorConditionsOf(op: OperationModel, lifecycles: StateResults[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (code: string, states: string[]) => {
    if (states.length > 0) found.set(code, new Set([...(found.get(code) ?? []), ...states]));
  };
  for (const error of errorsOf(op)) add(error.code, statesOfCondition(error.when, lifecycles));
  for (const pattern of CONDITION_AFTER_CODE) {
    for (const [, code, condition] of op.description.matchAll(pattern)) add(code, statesOfCondition(condition, lifecycles, true));
  }
  return found;
}

function addRequirement(map: Map<string, Requirement[]>, name: string, entry: Requirement) {
  const list = map.get(name) ?? [];
  list.push(entry);
  map.set(name, list);
}

function lifecycleResults(model: ApiModel, name: string, lifecycle: Lifecycle): StateResults {
  const schema = (model.spec.bundled as unknown as { components?: { schemas?: Record<string, Schema> } }).components?.schemas?.[name];
  const states = new Set((Array.isArray(schema?.enum) ? schema.enum : []).map(String));
  const resultsOf = new Map<string, Set<string>>();
  for (const transition of lifecycle.transitions) {
    if (!transition.via) continue;
    const set = resultsOf.get(transition.via.operation) ?? new Set<string>();
    set.add(transition.to);
    resultsOf.set(transition.via.operation, set);
  }
  return { lifecycle: name, states, initial: new Set(lifecycle.initial), resource: name.replace(/Status$/, '').toLowerCase(), resultsOf };
}

export function claimFacts(model: ApiModel): ClaimFacts {
  const eventTypes = new Set(model.webhookEvents.map((event) => event.type));
  const lifecycles = Object.entries(LIFECYCLES).map(([name, lifecycle]) => lifecycleResults(model, name, lifecycle));
  const requirements = new Map<string, Requirement[]>();
  const operations = model.operations.map((op: OperationModel): ClaimOperation => {
    for (const parameter of op.parameters) {
      const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      addRequirement(requirements, name, { operationId: op.operationId, place: parameter.in, required: Boolean(parameter.required) });
    }
    for (const media of Object.values(op.requestBody?.content ?? {})) {
      for (const field of requestFields(media.schema)) {
        addRequirement(requirements, field.path, { operationId: op.operationId, place: 'body', required: field.required });
        const leaf = field.path.slice(field.path.lastIndexOf('.') + 1);
        if (leaf !== field.path) addRequirement(requirements, leaf, { operationId: op.operationId, place: 'body', required: field.required });
      }
    }
    return {
      operationId: op.operationId,
      pageId: op.pageId,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: op.tag.toLowerCase().replace(/[^a-z0-9]/g, ''),
      pathPattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      errorCodes: new Set([...codesIn(op.description), ...errorsOf(op).map((e) => e.code)]),
      errorConditions: errorConditionsOf(op, lifecycles),
      events: new Set([...quoted(op.description)].filter((name) => eventTypes.has(name))),
    };
  });

  const eventOperations = new Map<string, Set<string>>();
  for (const event of model.webhookEvents) {
    const linked = operations.filter((op) => event.description.includes(`/docs/${op.pageId}`)).map((op) => op.operationId);
    eventOperations.set(event.type, new Set(linked));
  }

  const catalogueStates = new Map<string, Set<string>>();
  for (const entry of model.errorCodes) catalogueStates.set(entry.code, new Set(statesOfCondition(entry.description, lifecycles)));

  return {
    operations,
    requirements,
    sharedErrorCodes: new Set(model.errorCodes.filter((e) => SHARED_STATUSES.has(e.status) || IDEMPOTENCY_CODES.has(e.code)).map((e) => e.code)),
    catalogueStates,
    eventOperations,
    lifecycles,
    eventTypes,
    errorCodes: new Set(model.errorCodes.map((e) => e.code)),
  };
}

// What the published spec says about each operation, sentence by sentence, read from a
// build's openapi.json on its own (not through the view the MCP server answers from): each
// operation's description, its parameters, its request fields at every depth, the headers of
// its responses and when each of its own errors happens. The MCP tests and bench hold the
// server's answers against it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A `$ref` followed in `spec`, its siblings winning (OpenAPI 3.1). */
const derefIn = (spec: Json) => {
  const deref = (node: Json | undefined): Json =>
    node?.$ref
      ? { ...deref(node.$ref.slice(2).split('/').reduce((at: Json, key: string) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec)), ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref')) }
      : (node ?? {});
  return deref;
};

/** One described thing of an operation: where it is (for the failure message) and its description. */
export interface Described {
  operationId: string;
  /** `parameter Idempotency-Key`, `request field terms_acceptance.version`, `201 header X-Request-Id`. */
  where: string;
  /** JSON pointer in openapi.json. */
  pointer: string;
  /** Request fields and parameters are the set the rules-lost figure counts. */
  request: boolean;
  description: string;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A schema's fields at every depth (through allOf, oneOf, anyOf and array items), with their descriptions. */
function fields(deref: (node: Json | undefined) => Json, schema: Json, prefix: string, pointer: string, seen: Set<Json>, visit: (name: string, pointer: string, node: Json) => void): void {
  const node = deref(schema);
  if (seen.has(node)) return;
  const inner = new Set(seen).add(node);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) (node[key] ?? []).forEach((part: Json, i: number) => fields(deref, part, prefix, `${pointer}/${key}/${i}`, inner, visit));
  if (node.items) fields(deref, node.items, prefix, `${pointer}/items`, inner, visit);
  for (const [name, raw] of Object.entries((node.properties ?? {}) as Json)) {
    const child = deref(raw as Json);
    if (child.readOnly) continue;
    const at = `${pointer}/properties/${escapePointer(name)}`;
    visit(`${prefix}${name}`, at, { ...child, description: (raw as Json).description ?? child.description });
    fields(deref, raw as Json, `${prefix}${name}.`, at, inner, visit);
  }
}

/** The operations of a spec, each with its path item and pointer. */
export const operationsOf = (spec: Json) =>
  Object.entries(spec.paths as Json).flatMap(([route, item]) =>
    Object.entries(item as Json)
      .filter(([, op]) => (op as Json).operationId)
      .map(([method, op]) => ({ route, method, op: op as Json, item: item as Json, pointer: `/paths/${escapePointer(route)}/${method}` })),
  );

/** Every description of every operation of `spec` that an answer about it must carry. */
export function describedThings(spec: Json): Described[] {
  const deref = derefIn(spec);
  const found: Described[] = [];
  for (const { op, item, pointer } of operationsOf(spec)) {
    const add = (where: string, at: string, request: boolean, description: unknown) => {
      if (typeof description === 'string' && description.trim()) found.push({ operationId: op.operationId, where, pointer: at, request, description });
    };
    add('description', `${pointer}/description`, false, op.description);
    [...(item.parameters ?? []), ...(op.parameters ?? [])].forEach((raw: Json, i: number) => {
      const parameter = deref(raw);
      add(`parameter ${parameter.name}`, `${pointer}/parameters/${i}`, true, parameter.description ?? deref(parameter.schema).description);
    });
    const body = deref(op.requestBody);
    for (const [type, media] of Object.entries((body.content ?? {}) as Json)) {
      const at = `${pointer}/requestBody/content/${escapePointer(type)}/schema`;
      fields(deref, (media as Json).schema, '', at, new Set(), (name, fieldPointer, node) => add(`request field ${name}`, fieldPointer, true, node.description));
    }
    for (const [status, raw] of Object.entries((op.responses ?? {}) as Json)) {
      for (const [name, header] of Object.entries((deref(raw as Json).headers ?? {}) as Json)) {
        add(`${status} header ${name}`, `${pointer}/responses/${status}/headers/${escapePointer(name)}`, false, deref(header as Json).description);
      }
    }
    (op['x-errors'] ?? []).forEach((error: Json, i: number) => add(`error ${error.code}`, `${pointer}/x-errors/${i}/when`, false, error.when));
  }
  return found;
}

/** Markdown as text to compare: link targets, code marks, emphasis and list markers dropped, spaces collapsed. */
export const normalised = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*/g, '')
    .replace(/(^|\s)- /g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** A description's sentences (list items count as sentences). */
export const sentences = (description: string) =>
  normalised(description)
    .split(/(?<=[.!?:;])\s+(?=[A-Z(0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/**
 * A sentence that states a rule: what must or may be sent, a limit, a default, a consequence
 * or an error. "Given name(s)." does not; "The customer must be at least 18." does.
 */
export const RULE_WORDS =
  /\b(must|required?|requires|needs?|only|at (?:least|most)|no more than|up to|minimum|maximum|cannot|never|always|unless|otherwise|defaults?|omit|omitted|without|leave it out|refused?|rejects?|rejected|returns?|within|before|after|expires?|until|once|not in the future|reuse|retry)\b|\b[1-5]\d\d\b|[a-z]+_[a-z_]+/i;

export const isRule = (sentence: string) => RULE_WORDS.test(sentence);

/** The sentences of each described thing that the answer lacks. */
export function missingSentences(things: Described[], answer: string, onlyRules = false): { thing: Described; sentence: string }[] {
  const text = normalised(answer);
  return things.flatMap((thing) =>
    sentences(thing.description)
      .filter((sentence) => (!onlyRules || isRule(sentence)) && !text.includes(sentence))
      .map((sentence) => ({ thing, sentence })),
  );
}

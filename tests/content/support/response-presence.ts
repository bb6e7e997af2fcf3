import type { JsonValue } from './spec';

/**
 * A response field the reference marks optional can be absent (the conventions page). So a
 * field whose description promises it is always there, or there as `null`, must be `required`
 * by its parent, and an object whose description says responses always include its fields
 * must require each of them. Response schemas are those of every operation's responses and of
 * every webhook's payload (which the API sends like a response).
 */

type Schema = Record<string, JsonValue>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "always present", "always included", "`null` when ...", "otherwise `null`": the field is there. */
const SAYS_PRESENT = /\balways (?:present|included|include[sd]?|returned|set|there)\b|`null` (?:when|if|for|until|while|unless|as long as|otherwise)\b|\botherwise `null`|\bor `null`(?=[.;,)]|$)/i;
/** An object's own "responses always include all (three) fields". */
const SAYS_ALL_PRESENT = /\balways include[sd]? (?:all|every)\b/i;

export interface PresenceProblem {
  /** JSON pointer (in the bundled spec) of the field that is not required. */
  pointer: string;
  message: string;
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function resolve(doc: JsonValue, ref: string): JsonValue | undefined {
  let node: JsonValue | undefined = doc;
  for (const raw of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
  }
  return node;
}

/** Every schema a response or webhook payload of the bundled spec uses, with its pointer. */
function responseRoots(doc: Schema): [string, JsonValue][] {
  const roots: [string, JsonValue][] = [];
  const media = (base: string, content: JsonValue | undefined) => {
    if (!isObject(content)) return;
    for (const [type, value] of Object.entries(content)) {
      if (isObject(value) && value.schema !== undefined) roots.push([`${base}/content/${escape(type)}/schema`, value.schema]);
    }
  };
  for (const [section, responsesKey] of [['paths', 'responses'], ['webhooks', 'requestBody']] as const) {
    const items = doc[section];
    if (!isObject(items)) continue;
    for (const [route, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op)) continue;
        const base = `/${section}/${escape(route)}/${method}`;
        if (responsesKey === 'requestBody') {
          if (isObject(op.requestBody)) media(`${base}/requestBody`, op.requestBody.content);
          continue;
        }
        if (!isObject(op.responses)) continue;
        for (const [status, response] of Object.entries(op.responses)) {
          const target = isObject(response) && typeof response.$ref === 'string' ? resolve(doc, response.$ref) : response;
          const where = isObject(response) && typeof response.$ref === 'string' ? response.$ref.replace(/^#/, '') : `${base}/responses/${status}`;
          if (isObject(target)) media(where, target.content);
        }
      }
    }
  }
  return roots;
}

export function responsePresenceProblems(bundled: JsonValue): PresenceProblem[] {
  if (!isObject(bundled)) return [];
  const problems = new Map<string, PresenceProblem>();
  const seen = new Set<string>();
  const visit = (pointer: string, schema: JsonValue | undefined, depth: number) => {
    if (!isObject(schema) || depth > 12 || seen.has(pointer)) return;
    seen.add(pointer);
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) visit(schema.$ref.slice(1), resolve(bundled, schema.$ref), depth + 1);
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const all = typeof schema.description === 'string' && SAYS_ALL_PRESENT.test(schema.description);
    for (const [name, field] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      const at = `${pointer}/properties/${escape(name)}`;
      const description = isObject(field) && typeof field.description === 'string' ? field.description : '';
      const promise = SAYS_PRESENT.exec(description)?.[0];
      if (!required.has(name) && (all || promise)) {
        const why = promise ? `its description says "${promise}"` : 'its object says responses always include every field';
        problems.set(at, { pointer: at, message: `response field \`${name}\` is not required, but ${why}: make it \`required\` (nullable if it can be \`null\`) or say that it can be absent` });
      }
      visit(at, field, depth + 1);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (Array.isArray(branches)) branches.forEach((branch, index) => visit(`${pointer}/${key}/${index}`, branch, depth + 1));
    }
    if (schema.items !== undefined) visit(`${pointer}/items`, schema.items, depth + 1);
  };
  for (const [pointer, schema] of responseRoots(bundled)) visit(pointer, schema, 0);
  return [...problems.values()];
}

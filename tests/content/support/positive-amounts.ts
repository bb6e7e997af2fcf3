import type { JsonValue } from './spec';

/**
 * positive-amount: a field whose description says its amount is never zero ("always positive",
 * "greater than zero", "at least 1 minor unit", "no ... moves zero") has a schema that agrees: its
 * amount (the field itself, or the `amount` of a money object) has `minimum` 1 or more, or an
 * `exclusiveMinimum` of 0 or more. Otherwise a client validating against the spec accepts what the
 * prose rules out.
 */
type Node = Record<string, JsonValue>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export const NEVER_ZERO = /always positive|greater than zero|more than zero|never zero|at least 1 minor unit|moves zero/i;

export interface PositiveAmountProblem {
  pointer: string;
  message: string;
}

function resolve(doc: JsonValue, node: JsonValue | undefined): JsonValue | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#') && hops < 20; hops += 1) {
    let target: JsonValue | undefined = doc;
    for (const raw of current.$ref.slice(2).split('/')) target = isObject(target) ? target[raw.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    current = target;
  }
  return current;
}

/** The lowest amount the schema allows, as the words of a message, or null when it allows no zero. */
function zeroAllowed(doc: JsonValue, field: Node): string | null {
  const own = resolve(doc, field);
  const amount = isObject(own) && isObject(own.properties) && own.properties.amount ? resolve(doc, own.properties.amount) : own;
  if (!isObject(amount)) return 'no minimum';
  const min = typeof field.minimum === 'number' ? field.minimum : amount.minimum;
  const exclusive = amount.exclusiveMinimum;
  if (typeof min === 'number' && min >= 1) return null;
  if (typeof exclusive === 'number' && exclusive >= 0) return null;
  return typeof min === 'number' ? `minimum ${min}` : 'no minimum';
}

export function positiveAmountProblems(doc: JsonValue): PositiveAmountProblem[] {
  const problems: PositiveAmountProblem[] = [];
  const walk = (node: JsonValue | undefined, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, field] of Object.entries(node.properties)) {
        if (!isObject(field) || typeof field.description !== 'string') continue;
        const said = NEVER_ZERO.exec(field.description);
        const allowed = said ? zeroAllowed(doc, field) : null;
        if (said && allowed) {
          problems.push({ pointer: `${pointer}/properties/${escape(name)}`, message: `\`${name}\` is described as "${said[0]}", but its schema allows 0 (${allowed}); give it \`minimum: 1\` or drop the claim` });
        }
      }
    }
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escape(key)}`);
  };
  walk(doc, '');
  return problems;
}

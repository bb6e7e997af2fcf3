import type { JsonValue, OpenApiDocument } from '../load';
import { allSchemas, deref, isObject, operationsOf } from '../walk';
import { objectShape, typesOf } from './schema-utils';
import type { Finding, Rule } from './types';

/** Names of fields that hold an amount of money in minor units. */
const AMOUNT_FIELDS = ['amount', 'available', 'pending', 'current', 'balance'];

/** Every amount is an integer number of minor units with a `currency` beside it; nothing is a float. */
export const integerMoney: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const { schema, pointer } of allSchemas(doc)) {
    const types = typesOf(doc, schema);
    if (types.includes('number')) {
      findings.push({ pointer, rule: 'integer-money', message: 'uses type number; amounts are integers in minor units and the API has no floats' });
    }
    if (!isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!AMOUNT_FIELDS.includes(name)) continue;
      const propertyTypes = typesOf(doc, property);
      if (propertyTypes.includes('object')) continue; // a Money object: its own `amount` is checked where it is defined
      const at = `${pointer}/properties/${name}`;
      if (!propertyTypes.includes('integer') || propertyTypes.some((type) => type !== 'integer' && type !== 'null')) {
        findings.push({ pointer: at, rule: 'integer-money', message: `\`${name}\` must be an integer amount in minor units (found ${propertyTypes.join(' | ') || 'no type'})` });
      }
      if (!('currency' in schema.properties)) {
        findings.push({ pointer: at, rule: 'integer-money', message: `\`${name}\` needs a \`currency\` property beside it` });
      }
    }
  }
  return findings;
};

/** Whether a schema holds money anywhere inside it (an object with an integer `amount` and a `currency`). */
function carriesMoney(doc: OpenApiDocument, schema: JsonValue | undefined, seen = new Set<string>()): boolean {
  if (isObject(schema) && typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return false;
    seen.add(schema.$ref);
  }
  const target = deref(doc, schema, '').node;
  if (!isObject(target)) return false;
  const { properties } = objectShape(doc, target);
  if ('amount' in properties && 'currency' in properties) return true;
  const nested = [...Object.values(properties), target.items, ...[target.oneOf, target.anyOf].flatMap((list) => (Array.isArray(list) ? list : []))];
  return nested.some((sub) => sub !== undefined && carriesMoney(doc, sub, seen));
}

/** Every POST that creates a resource (answers 201) or moves money (sends an amount) accepts `Idempotency-Key`. */
export const idempotencyKey: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths' || entry.method !== 'post') continue;
    const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
    const creates = '201' in responses;
    const body = deref(doc, entry.operation.requestBody, '').node;
    const content = isObject(body) && isObject(body.content) ? Object.values(body.content) : [];
    const movesMoney = content.some((media) => isObject(media) && carriesMoney(doc, media.schema));
    if (!creates && !movesMoney) continue;
    const hasKey = entry.parameters.some((parameter) => {
      const target = deref(doc, parameter, '').node;
      return isObject(target) && target.in === 'header' && target.name === 'Idempotency-Key';
    });
    if (!hasKey) {
      const why = creates ? 'creates a resource' : 'moves money';
      findings.push({ pointer: `${entry.pointer}/parameters`, rule: 'idempotency-key', message: `POST ${entry.name} ${why} but does not accept the Idempotency-Key header` });
    }
  }
  return findings;
};

import { deref, isObject, operationsOf } from '../walk';
import type { Finding, Rule } from './types';

/** Every event type has a webhook entry (and the reverse), and every delivery documents the signature header. */
export const webhookEvents: Rule = (doc) => {
  const findings: Finding[] = [];
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  const eventType = schemas.EventType;
  const types = isObject(eventType) && Array.isArray(eventType.enum) ? eventType.enum.map(String) : [];
  const webhooks = Object.keys(doc.webhooks);
  for (const type of types) {
    if (!webhooks.includes(type)) findings.push({ pointer: '/components/schemas/EventType', rule: 'webhook-events', message: `event type ${type} has no entry under webhooks` });
  }
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'webhooks') continue;
    if (!types.includes(entry.name)) findings.push({ pointer: `/webhooks/${entry.name}`, rule: 'webhook-events', message: `webhook ${entry.name} is not a value of EventType` });
    const signed = entry.parameters.some((parameter) => {
      const target = deref(doc, parameter, '').node;
      return isObject(target) && target.in === 'header' && target.name === 'Ledgerline-Signature' && target.required === true;
    });
    if (!signed) findings.push({ pointer: entry.pointer, rule: 'webhook-events', message: `webhook ${entry.name} does not document the required Ledgerline-Signature header` });
  }
  return findings;
};

/** The schema name a kind written in prose names: "a KYC document" is `KycDocument`, "a transaction" `Transaction`. */
function schemaOfKind(kind: string): string {
  return kind
    .trim()
    .replace(/^(a|an|the)\s+/i, '')
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** The schema `data.object` of an event type's payload refers to, or undefined when the payload does not say. */
function payloadObjectSchema(doc: Parameters<Rule>[0], type: string): string | undefined {
  const item = doc.webhooks[type];
  if (!isObject(item)) return undefined;
  const operation = isObject(item.post) ? item.post : undefined;
  const body = deref(doc, operation?.requestBody, '').node;
  const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
  const envelope = isObject(content) ? deref(doc, content.schema, '').node : undefined;
  const data = isObject(envelope) && isObject(envelope.properties) ? deref(doc, envelope.properties.data, '').node : undefined;
  const object = isObject(data) && isObject(data.properties) ? data.properties.object : undefined;
  return isObject(object) && typeof object.$ref === 'string' ? object.$ref.split('/').pop() : undefined;
}

/**
 * Where the spec lists event types by prefix (`EventType`, `EventWildcard`), each prefix states what its events carry
 * as `data.object`, with any exception named, and that agrees with every listed event's payload schema: a prefix is
 * not an object, so a list that leaves the kind out lets a reader guess it from the name.
 */
export const eventObjectKinds: Rule = (doc) => {
  const findings: Finding[] = [];
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const name of ['EventType', 'EventWildcard']) {
    const schema = schemas[name];
    if (!isObject(schema) || typeof schema.description !== 'string') continue;
    const pointer = `/components/schemas/${name}/description`;
    // One item per bullet: a "- " line and the indented lines that continue it.
    const items = schema.description.split(/\n(?=- )/).filter((item) => /^- `[a-z_]+\.\*`/.test(item));
    for (const item of items) {
      const text = item.replace(/\s+/g, ' ');
      const match = /^- `([a-z_]+)\.\*`(?: \(([^)]*)\))?:(.*)$/.exec(text);
      if (!match) continue;
      const [, prefix, stated, rest] = match;
      if (!stated) {
        findings.push({ pointer, rule: 'event-object-kinds', message: `\`${prefix}.*\` does not say what its events carry as data.object: write "\`${prefix}.*\` (a <kind>; \`<type>\`: a <kind>)"` });
        continue;
      }
      const [usual, ...exceptions] = stated.split(';');
      const expected = new Map<string, string>();
      for (const exception of exceptions) {
        const named = /`([a-z_]+\.[a-z_]+)`\s*:\s*(.+)/.exec(exception.trim());
        if (named) expected.set(named[1], schemaOfKind(named[2]));
      }
      for (const [, type] of rest.matchAll(/`([a-z_]+\.[a-z_]+)`/g)) {
        const want = expected.get(type) ?? schemaOfKind(usual);
        const actual = payloadObjectSchema(doc, type);
        if (actual !== undefined && actual !== want) {
          findings.push({ pointer, rule: 'event-object-kinds', message: `${type} is listed under \`${prefix}.*\` as carrying a ${want}, but its payload's data.object is a ${actual}` });
        }
      }
    }
  }
  return findings;
};

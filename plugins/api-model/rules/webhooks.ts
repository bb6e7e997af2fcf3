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

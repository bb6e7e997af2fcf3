import { AnchorSet } from '../../plugins/api-reference/view/anchors';
import { NotFoundError } from './failures';
import { describedOperations } from './operationIndex';
import type { Site } from './site';
import { deref, fieldLine, fieldsOf, loadSpec, type Json, type OpenApi } from './spec';
import { nearest } from './text';

export const EVENTS_PAGE_PATH = '/docs/notifications/webhook-notification-payloads';

export interface WebhookEvent {
  type: string;
  operation: Json;
}

export function webhookEvents(spec: OpenApi): WebhookEvent[] {
  return Object.entries(spec.webhooks ?? {})
    .map(([type, item]) => ({ type, operation: (item.post ?? Object.values(item)[0]) as Json }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** The event types an operation's description says it emits (each named in backticks). */
export function eventsNamedIn(spec: OpenApi, text: string): string[] {
  const types = new Set(Object.keys(spec.webhooks ?? {}));
  return [...new Set([...text.matchAll(/`([a-z_]+\.[a-z_*]+)`/g)].map((m) => m[1]).filter((type) => types.has(type)))];
}

export async function webhookEventAnswer(site: Site, wanted: string): Promise<string> {
  const spec = await loadSpec(site);
  const events = webhookEvents(spec);
  const key = wanted.trim().replace(/^.*#/, '').toLowerCase();
  const event = events.find((candidate) => candidate.type === key);
  if (!event) throw new NotFoundError(`Webhook event \`${wanted}\``, nearest(key, events.map((e) => e.type)), `Every event: ${site.link(EVENTS_PAGE_PATH)}#event-types`);
  const body = deref(spec, event.operation.requestBody).node;
  const media = ((body.content as Json | undefined)?.['application/json'] ?? {}) as Json;
  const { name: schemaName } = deref(spec, media.schema);
  const fields = fieldsOf(spec, media.schema, 'payload', new AnchorSet());
  const example = exampleOf(spec, media, deref(spec, media.schema).node);
  const emittedBy = describedOperations(spec).filter((operation) => eventsNamedIn(spec, String(operation.operation.description ?? '')).includes(event.type));
  const signature = (event.operation.parameters as unknown[] | undefined)?.map((parameter) => deref(spec, parameter).node).find((parameter) => parameter.in === 'header');
  const lines = [
    `# \`${event.type}\` webhook event`,
    `Payload and example on the site: ${site.link(EVENTS_PAGE_PATH)}#${event.type}`,
    '',
    String(event.operation.description ?? '').trim(),
    '',
    `Emitted by: ${emittedBy.length > 0 ? emittedBy.map((operation) => `${operation.operationId} (\`${operation.method.toUpperCase()} ${operation.path}\`)`).join(', ') : 'no operation names it (it follows an outside event, such as money arriving or a card payment)'}.`,
    '',
    `## Payload${schemaName ? ` (${schemaName})` : ''}: a POST to your endpoint, \`application/json\``,
    ...fields.filter((field) => field.path.split('.').length <= 3).map((field) => fieldLine(field, false)),
  ];
  if (example !== undefined) lines.push('', '## Example', '```json', JSON.stringify(example, null, 2), '```');
  lines.push(
    '',
    '## Verify it',
    signature
      ? `Check the \`${String(signature.name)}\` header before trusting the body: ${String(signature.description ?? '').replace(/\s+/g, ' ').trim()}`
      : 'Check the signature header before trusting the body.',
    `How, with code: ${site.link(EVENTS_PAGE_PATH)}#verify-the-signature. Acknowledge with any 2xx within 10 seconds; deliveries are at least once and unordered (deduplicate on \`id\`).`,
  );
  return lines.join('\n');
}

function exampleOf(spec: OpenApi, media: Json, schema: Json): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values((media.examples as Json | undefined) ?? {})[0];
  if (first !== undefined) return deref(spec, first).node.value;
  return schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
}

import { NotFoundError } from './failures';
import { fieldLines } from './render';
import type { Site } from './site';
import { nearest } from './text';
import { currentIndex, readJson, type PublishedEvent } from './view';

export const EVENTS_PAGE_PATH = '/docs/notifications/webhook-notification-payloads';

export async function webhookEventAnswer(site: Site, wanted: string): Promise<string> {
  const index = await currentIndex(site);
  const key = wanted.trim().replace(/^.*#/, '').toLowerCase();
  const found = index.events.find((candidate) => candidate.type === key);
  if (!found) throw new NotFoundError(`Webhook event \`${wanted}\``, nearest(key, index.events.map((e) => e.type)), `Every event: ${site.link(EVENTS_PAGE_PATH)}#event-types`);
  const event = await readJson<PublishedEvent>(site, found.file);
  const lines = [
    `# \`${event.type}\` webhook event`,
    `Payload and example on the site: ${event.url}`,
    '',
    event.description,
    '',
    `Emitted by: ${event.emittedBy.length > 0 ? event.emittedBy.map((operation) => `${operation.operationId} (\`${operation.method.toUpperCase()} ${operation.path}\`)`).join(', ') : 'no operation names it (it follows an outside event, such as money arriving or a card payment)'}.`,
    '',
    `## Payload (${event.schemaName}): a POST to your endpoint, \`application/json\`; \`data.object\` is a ${event.objectName} (get_schema ${event.objectName} for its fields)`,
    ...fieldLines(event.payload, { direction: 'response', anchors: false }),
    '',
    '## Example',
    '```json',
    event.example,
    '```',
    '',
    '## Verify it',
    event.signature
      ? `Check the \`${event.signature.name}\` header before trusting the body: ${event.signature.description.replace(/\s+/g, ' ')}`
      : 'Check the signature header before trusting the body.',
    `How, with code: ${site.link(EVENTS_PAGE_PATH)}#verify-the-signature. Acknowledge with any 2xx within 10 seconds; deliveries are at least once and unordered (deduplicate on \`id\`).`,
  ];
  return lines.join('\n');
}

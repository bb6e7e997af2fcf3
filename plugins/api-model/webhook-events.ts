/** The webhook events of the spec's `webhooks` section: their type and when they fire. */

type Json = Record<string, unknown>;

export interface WebhookEventEntry {
  type: string;
  description: string;
}

/** The first paragraph of a description, without its closing "See <guide>." pointer and with links reduced to their text. */
function firstParagraph(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\s*See [^.]+\.$/, '')
    .trim();
}

export function collectWebhookEvents(doc: Json): WebhookEventEntry[] {
  const problems: string[] = [];
  const events = Object.entries((doc.webhooks ?? {}) as Record<string, Json>).map(([type, item]) => {
    const operation = (item.post ?? Object.values(item)[0]) as Json | undefined;
    const description = firstParagraph(String(operation?.description ?? ''));
    if (!description) problems.push(`/webhooks/${type}: the event has no description`);
    return { type, description };
  });
  if (problems.length > 0) throw new Error(`webhook events:\n  ${problems.join('\n  ')}`);
  return events.sort((a, b) => a.type.localeCompare(b.type));
}

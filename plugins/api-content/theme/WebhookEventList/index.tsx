import webhookEvents from '@generated/api-content/default/webhook-events.json';
import KeyedTable from '../KeyedTable';
import { inlineMarkdownHtml } from '@site/src/utils/html';

import { PAYLOADS_PAGE, payloadAnchor } from '../../payloads';

interface Props {
  /**
   * Only these event types, in this order, each linking to its payload on the events page
   * (for a resource's overview). Omitted: every event of the spec, each row its own anchor.
   */
  types?: string[];
  /** Instead of `types`: every event whose payload carries this object (`Transaction`), in the spec's order. */
  object?: string;
}

/** Webhook events with when each is sent, from the spec's `webhooks` section (from the spec, by the api-content plugin). */
export default function WebhookEventList({ types, object }: Props) {
  const all = webhookEvents;
  const byType = new Map(all.map((event) => [event.type, event]));
  const unknown = (types ?? []).filter((type) => !byType.has(type));
  if (unknown.length > 0) throw new Error(`WebhookEventList: ${unknown.join(', ')} is not an event type of the spec`);
  const events = types ? types.map((type) => byType.get(type)!) : object ? all.filter((event) => event.object === object) : all;
  if (object && events.length === 0) throw new Error(`WebhookEventList: no event of the spec carries a ${object}`);
  const chosen = Boolean(types ?? object);
  return (
    <KeyedTable
      anchored={!chosen}
      headers={['Event type', 'When it is sent']}
      rows={events.map(({ type, description }) => ({
        key: type,
        href: chosen ? `${PAYLOADS_PAGE}#${payloadAnchor(type)}` : `#${type}`,
        cells: [inlineMarkdownHtml(description)],
      }))}
    />
  );
}

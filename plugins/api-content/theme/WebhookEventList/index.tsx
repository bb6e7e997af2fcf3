import webhookEvents from '@generated/api-content/default/webhook-events.json';
import KeyedTable from '../KeyedTable';
import { inlineMarkdownHtml } from '@site/src/utils/html';

export interface WebhookEvent {
  type: string;
  description: string;
}

const PAYLOADS_PAGE = '/docs/notifications/webhook-notification-payloads';

interface Props {
  /**
   * Only these event types, in this order, each linking to its payload on the events page
   * (for a resource's overview). Omitted: every event of the spec, each row its own anchor.
   */
  types?: string[];
}

/** Webhook events with when each is sent, from the spec's `webhooks` section (from the spec, by the api-content plugin). */
export default function WebhookEventList({ types }: Props) {
  const all = webhookEvents as WebhookEvent[];
  const byType = new Map(all.map((event) => [event.type, event]));
  const unknown = (types ?? []).filter((type) => !byType.has(type));
  if (unknown.length > 0) throw new Error(`WebhookEventList: ${unknown.join(', ')} is not an event type of the spec`);
  const events = types ? types.map((type) => byType.get(type)!) : all;
  return (
    <KeyedTable
      anchored={!types}
      headers={['Event type', 'When it is sent']}
      rows={events.map(({ type, description }) => ({
        key: type,
        href: types ? `${PAYLOADS_PAGE}#payload-${type}` : `#${type}`,
        cells: [inlineMarkdownHtml(description)],
      }))}
    />
  );
}

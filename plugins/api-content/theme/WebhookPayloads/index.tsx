import Heading from '@theme/Heading';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import payloads from '@generated/api-content/default/webhook-payloads.json';
import events from '@generated/api-content/default/webhook-events.json';
import { escapeHtml, inlineMarkdownHtml } from '@site/src/utils/html';
import { payloadAnchor } from '../../payloads';
import PayloadDisclosure from './PayloadDisclosure';
import styles from './styles.module.css';


/** The page that documents each kind of object an event can carry in `data.object`. */
const OBJECT_PAGES: Record<string, string> = {
  Customer: '/docs/api/customers',
  Wallet: '/docs/api/wallets',
  VirtualAccount: '/docs/api/virtual-accounts',
  Card: '/docs/api/cards',
};


interface Props {
  /**
   * One event type: its section without a heading, for a page that writes the event's heading
   * itself (so that the table of contents lists it). Omitted: every event, each with its h3.
   */
  type?: string;
}

/** When the event is sent, and what `data.object` carries: text and links, HTML that hydration does not walk. */
function introHtml(when: string, object: string): string {
  const objectPage = OBJECT_PAGES[object];
  const objectHtml = objectPage ? `<a href="${objectPage}">${escapeHtml(object)}</a>` : `<code>${escapeHtml(object)}</code>`;
  return [
    `<p>${inlineMarkdownHtml(when)}</p>`,
    object && `<p class="${styles.object}"><code>data.object</code>: ${objectHtml}, as the API returned it when the event happened.</p>`,
  ].join('');
}

/** Events of the spec's `webhooks` section: when each is sent, its payload fields and its example. */
export default function WebhookPayloads({ type }: Props) {
  const when = new Map(events.map((e) => [e.type, e.description]));
  const shown = type === undefined ? payloads : payloads.filter((payload) => payload.type === type);
  if (shown.length === 0) throw new Error(`WebhookPayloads: ${type} is not an event type of the spec`);
  return (
    <div className={type === undefined ? styles.catalogue : undefined}>
      {shown.map(({ type: eventType, schemaName, objectName: object }) => {
        return (
          <section key={eventType} className={type === undefined ? styles.event : undefined} data-event-type={eventType}>
            {type === undefined && (
              <Heading as="h3" id={payloadAnchor(eventType)}>
                <code>{eventType}</code>
              </Heading>
            )}
            <StaticHtml html={introHtml(when.get(eventType) ?? '', object)} />
            <PayloadDisclosure
              type={eventType}
              part="schemaHtml"
              summary={
                <>
                  Payload schema <code>{schemaName}</code>
                </>
              }
            />
            <PayloadDisclosure type={eventType} part="exampleHtml" summary="Example payload" />
          </section>
        );
      })}
    </div>
  );
}

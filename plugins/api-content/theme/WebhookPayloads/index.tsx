import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import payloads from '@generated/api-content/default/webhook-payloads.json';
import events from '@generated/api-content/default/webhook-events.json';
import { withInlineCode } from '@site/src/utils/inlineCode';
import styles from './styles.module.css';

interface Payload {
  type: string;
  schemaName: string;
  objectName: string;
  schemaHtml: string;
  exampleHtml: string;
}

/** The page that documents each kind of object an event can carry in `data.object`. */
const OBJECT_PAGES: Record<string, string> = {
  Customer: '/docs/api/customers',
  Wallet: '/docs/api/wallets',
  VirtualAccount: '/docs/api/virtual-accounts',
  Card: '/docs/api/cards',
};

/** Anchor of an event's payload section, e.g. `payload-deposit.received`. */
export const payloadAnchor = (type: string) => `payload-${type}`;

/** Every event of the spec's `webhooks` section: when it is sent, its payload fields and its example. */
export default function WebhookPayloads() {
  const when = new Map(events.map((e) => [e.type, e.description]));
  return (
    <div className={styles.catalogue}>
      {(payloads as Payload[]).map(({ type, schemaName, objectName: object, schemaHtml, exampleHtml }) => {
        return (
          <section key={type} className={styles.event} data-event-type={type}>
            <Heading as="h3" id={payloadAnchor(type)}>
              <code>{type}</code>
            </Heading>
            <p>{withInlineCode(when.get(type) ?? '')}</p>
            {object && (
              <p className={styles.object}>
                <code>data.object</code>:{' '}
                {OBJECT_PAGES[object] ? <Link to={OBJECT_PAGES[object]}>{object}</Link> : <code>{object}</code>}, as the API
                returned it when the event happened.
              </p>
            )}
            <details className={styles.schema}>
              <summary>
                Payload schema <code>{schemaName}</code>
              </summary>
              <StaticHtml html={schemaHtml} />
            </details>
            <details className={styles.schema}>
              <summary>Example payload</summary>
              <StaticHtml html={exampleHtml} />
            </details>
          </section>
        );
      })}
    </div>
  );
}

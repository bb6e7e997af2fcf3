import Link from '@docusaurus/Link';
import events from '@site/src/data/generated/webhook-events.json';
import { withInlineCode } from '@site/src/utils/inlineCode';
import styles from './styles.module.css';

interface Props {
  /** Event types of the spec's `webhooks` section, in the order to show them. */
  types: string[];
}

const PAYLOADS_PAGE = '/docs/notifications/webhook-notification-payloads';

/** The webhook events about one resource, each linking to its payload, described from the spec. */
export default function RelatedEvents({ types }: Props) {
  const byType = new Map(events.map((e) => [e.type, e.description]));
  const unknown = types.filter((type) => !byType.has(type));
  if (unknown.length > 0) throw new Error(`RelatedEvents: ${unknown.join(', ')} is not an event type of the spec`);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Sent when</th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => (
          <tr key={type}>
            <th scope="row" className={styles.type}>
              <Link to={`${PAYLOADS_PAGE}#payload-${type}`}>
                <code>{type}</code>
              </Link>
            </th>
            <td>{withInlineCode(byType.get(type) ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

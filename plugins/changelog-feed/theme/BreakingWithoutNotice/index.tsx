import Link from '@docusaurus/Link';
import data from '@generated/changelog-feed/default/breaking-without-notice.json';
import { withoutNoticeLead } from '../../notice';

/** `v1` as inline code in the lead sentence. */
function Lead({ text }: { text: string }) {
  return <>{text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part))}</>;
}

/**
 * The Breaking changelog entries that shipped without the notice the versioning rules promise
 * (`**Notice:** none`), read from the changelog: the rules name them without counting them in prose.
 */
export default function BreakingWithoutNotice() {
  return (
    <>
      <p>
        <Lead text={withoutNoticeLead(data)} />
      </p>
      {data.entries.length > 0 ? (
        <ul>
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.date}>{entry.date}</time>:{' '}
              <Link to={`${data.pagePath}#${entry.id}`}>{entry.title.charAt(0).toUpperCase() + entry.title.slice(1)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

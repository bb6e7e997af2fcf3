import Link from '@docusaurus/Link';
import data from '@generated/changelog-feed/default/breaking-without-notice.json';
import { withoutNoticeLead } from '../../notice';
import CodeSpans from '../CodeSpans';

/**
 * The Breaking changelog entries that shipped without the notice the versioning rules promise
 * (`**Notice:** none`), read from the changelog: the rules name them without counting them in prose.
 */
export default function BreakingWithoutNotice() {
  return (
    <>
      <p>
        <CodeSpans text={withoutNoticeLead(data)} />
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

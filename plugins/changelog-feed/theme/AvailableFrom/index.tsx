import Link from '@docusaurus/Link';
import data from '@generated/changelog-feed/default/coming-release.json';

/**
 * Beside a parameter, field, value, error code or event that the coming release adds: the date it
 * is available from, the release's date in the changelog, linking the entry. Nothing once the
 * name is released (then the content tests ask for the marker to go).
 */
export default function AvailableFrom({ name }: { name: string }) {
  const found = data.names[name] as (typeof data.names)[string] | undefined;
  if (!found) return null;
  return (
    <>
      (available from{' '}
      <Link to={`${data.pagePath}#${found.id}`}>
        <time dateTime={found.date}>{found.date}</time>
      </Link>
      )
    </>
  );
}

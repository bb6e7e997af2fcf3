import Link from '@docusaurus/Link';
import changes from '@generated/changelog-feed/default/changes-by-operation.json';
import ChangeLabel from '../ChangeLabel';
import styles from './styles.module.css';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The changelog entries that touch one operation, each linking to its entry on the changelog page. */
export default function EndpointChanges({ operationId }: { operationId: string }) {
  const entries = changes.operations[operationId];
  if (!entries?.length) return null;
  return (
    <aside className={styles.changes} aria-labelledby={`changes-${operationId}`}>
      <p id={`changes-${operationId}`} className={styles.title}>
        Changes to this endpoint
      </p>
      <ul className={styles.list}>
        {entries.map((change) => (
          <li key={change.id}>
            <time dateTime={change.date}>{change.date}</time>{' '}
            <ChangeLabel kind={change.kind} />{' '}
            <Link to={`${changes.pagePath}#${change.id}`}>{sentenceCase(change.title)}</Link>
            {change.specChanges ? (
              <>
                {' · '}
                <Link to={`${changes.pagePath}#${change.specChangesAnchor}`}>
                  {change.specChanges} {change.specChanges === 1 ? 'change' : 'changes'} in the spec
                </Link>
                {change.breakingSpecChanges ? <strong className={styles.breakingCount}>, {change.breakingSpecChanges} breaking</strong> : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}

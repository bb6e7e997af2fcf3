import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import tags from '@generated/api-reference/default/operations.json';
import MethodBadge from '../MethodBadge';
import styles from './styles.module.css';

interface Props {
  /** Only this tag's operations, without a heading; all tags with headings when omitted. */
  tag?: string;
  headingLevel?: 'h2' | 'h3';
}

/** Every operation of the spec (sidebar or not), grouped by tag, built from the spec at build time. */
export default function OperationIndex({ tag, headingLevel = 'h3' }: Props) {
  const shown = tag ? tags.filter((t) => t.name === tag) : tags;
  return (
    <nav className={styles.index} aria-label={tag ? `${tag} operations` : 'All operations by tag'}>
      {shown.map((group) => (
        <section key={group.name}>
          {!tag && (
            <Heading as={headingLevel} id={`operations-${group.pageId}`}>
              <Link to={group.route}>{group.name}</Link>
            </Heading>
          )}
          <ul className={styles.list}>
            {group.operations.map((operation) => (
              <li key={operation.id} className={styles.item}>
                <MethodBadge method={operation.method} className={styles.badge} />
                <span className={styles.text}>
                  <Link to={`/docs/${operation.id}`}>{operation.title}</Link>
                  <code className={styles.path}>{operation.path}</code>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

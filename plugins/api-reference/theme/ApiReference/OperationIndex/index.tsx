import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import tags from '@generated/api-reference/default/operations.json';
import MethodBadge from '../MethodBadge';
import styles from './styles.module.css';

interface Props {
  /** Only this tag's operations, without a heading; all tags with headings when omitted. */
  tag?: string;
  headingLevel?: 'h2' | 'h3';
  /** The list alone, inside the map (the map is the navigation landmark). */
  bare?: boolean;
  /**
   * The map's content as the docs' Markdown wrote it (plugins/api-reference/remarkOperationMap.ts):
   * each tag's heading, a Markdown heading so that the table of contents lists it, then its list.
   */
  children?: ReactNode;
}

const MAP_LABEL = 'All operations by tag';

type Group = (typeof tags)[number];

function OperationList({ group }: { group: Group }) {
  return (
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
  );
}

/** Every operation of the spec (sidebar or not), grouped by tag, built from the spec at build time. */
export default function OperationIndex({ tag, headingLevel = 'h3', bare = false, children }: Props) {
  if (children) {
    return (
      <nav className={styles.index} aria-label={MAP_LABEL}>
        {children}
      </nav>
    );
  }
  const shown = tag ? tags.filter((t) => t.name === tag) : tags;
  if (bare) return <>{shown.map((group) => <OperationList key={group.name} group={group} />)}</>;
  return (
    <nav className={styles.index} aria-label={tag ? `${tag} operations` : MAP_LABEL}>
      {shown.map((group) => (
        <section key={group.name}>
          {!tag && (
            <Heading as={headingLevel} id={`operations-${group.pageId}`}>
              <Link to={group.route}>{group.name}</Link>
            </Heading>
          )}
          <OperationList group={group} />
        </section>
      ))}
    </nav>
  );
}

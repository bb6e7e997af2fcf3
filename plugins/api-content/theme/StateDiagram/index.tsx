import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { withInlineMarkdown } from '@site/src/utils/inlineMarkdown';
import lifecycles from '@generated/api-content/default/lifecycles.json';
import { rankStates } from './rankStates';
import styles from './styles.module.css';

interface Props {
  /** Accessible name of the diagram, e.g. "Card status". */
  title: string;
  /** Prefix of the state anchors, e.g. `card-status` gives `#card-status-frozen`. */
  idPrefix: string;
  /** The status enum of the spec, e.g. `CardStatus` (its transitions: src/data/lifecycles.ts). */
  lifecycle: string;
}

/** The spec writes "- `value`: text" items; on their own they read as sentences. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Badge({ children, kind }: { children: ReactNode; kind: 'start' | 'end' }) {
  return <span className={kind === 'start' ? styles.badgeStart : styles.badgeEnd}>{children}</span>;
}

/** A lifecycle as rows of state boxes, each listing where it can go next and why. */
export default function StateDiagram({ title, idPrefix, lifecycle }: Props) {
  const brokenLinks = useBrokenLinks();
  const data = lifecycles[lifecycle];
  if (!data) throw new Error(`StateDiagram: "${lifecycle}" is not a lifecycle of src/data/lifecycles.ts (${Object.keys(lifecycles).join(', ')})`);
  const { states, initial, transitions } = data;
  const rows = rankStates(states, initial, transitions);
  const byName = new Map(states.map((s) => [s.value, s]));
  const anchor = (name: string) => `${idPrefix}-${name}`;
  return (
    <figure className={styles.diagram} aria-label={`${title} lifecycle`} data-state-diagram={idPrefix}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {rows.map((row, index) => (
        <div key={row.join()} className={styles.rowWrap}>
          {index > 0 && <div className={styles.flowArrow} aria-hidden="true" />}
          <ul className={styles.row} aria-label={index === 0 ? 'Start states' : index === rows.length - 1 && !row.some((n) => transitions.some((t) => t.from === n)) ? 'End states' : 'Next states'}>
            {row.map((name) => {
              const outgoing = transitions.filter((t) => t.from === name);
              brokenLinks.collectAnchor(anchor(name));
              return (
                <li key={name} id={anchor(name)} className={styles.state} data-state={name}>
                  <div className={styles.stateHead}>
                    <code className={styles.stateName}>{name}</code>
                    {initial.includes(name) && <Badge kind="start">start</Badge>}
                    {outgoing.length === 0 && <Badge kind="end">terminal</Badge>}
                  </div>
                  <p className={styles.stateDescription}>{withInlineMarkdown(sentence(byName.get(name)?.description ?? ''))}</p>
                  {outgoing.length > 0 && (
                    <ul className={styles.transitions} aria-label={`From ${name}`}>
                      {outgoing.map((t) => (
                        <li key={t.to} className={styles.transition}>
                          <span aria-hidden="true" className={styles.arrow}>→</span>
                          <a href={`#${anchor(t.to)}`} className={styles.target}>
                            <span className={styles.srOnly}>to </span>
                            <code>{t.to}</code>
                          </a>
                          <span className={styles.reason}>
                            {t.via && <Link to={t.via.route}>{t.via.text}</Link>}
                            {t.via && t.label ? ' ' : ''}
                            {t.label}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </figure>
  );
}

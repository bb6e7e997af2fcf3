import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { withInlineCode } from '@site/src/utils/inlineCode';
import type { Transition } from '@site/src/data/lifecycles';
import { operationPageId } from './pageId';
import { rankStates, type State } from './rankStates';
import styles from './styles.module.css';

interface Props {
  /** Accessible name of the diagram, e.g. "Card status". */
  title: string;
  /** Prefix of the state anchors, e.g. `card-status` gives `#card-status-frozen`. */
  idPrefix: string;
  /** Every value of the status enum, in spec order. */
  states: State[];
  /** The states a new object starts in. */
  initial: string[];
  transitions: Transition[];
}

/** The spec writes "- `value`: text" items; on their own they read as sentences. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Badge({ children, kind }: { children: ReactNode; kind: 'start' | 'end' }) {
  return <span className={kind === 'start' ? styles.badgeStart : styles.badgeEnd}>{children}</span>;
}

/** A lifecycle as rows of state boxes, each listing where it can go next and why. */
export default function StateDiagram({ title, idPrefix, states, initial, transitions }: Props) {
  const brokenLinks = useBrokenLinks();
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
                  <p className={styles.stateDescription}>{withInlineCode(sentence(byName.get(name)?.description ?? ''))}</p>
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
                            {t.via && <Link to={`/docs/${operationPageId(t.via.operation)}`}>{t.via.text}</Link>}
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

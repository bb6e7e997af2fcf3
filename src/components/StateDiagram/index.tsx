import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { withInlineCode } from '@site/src/utils/inlineCode';
import type { Transition } from '@site/src/data/lifecycles';
import styles from './styles.module.css';

export interface State {
  value: string;
  description: string;
}

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

/**
 * Lays the states out in rows: the start states first, then each row holds the states
 * first reached from the row above, and the terminal states (no way out) come last.
 */
export function rankStates(states: State[], initial: string[], transitions: Transition[]): string[][] {
  const names = states.map((s) => s.value);
  const unknown = [...initial, ...transitions.flatMap((t) => [t.from, t.to])].filter((n) => !names.includes(n));
  if (unknown.length > 0) {
    throw new Error(`StateDiagram: ${[...new Set(unknown)].join(', ')} not among the states (${names.join(', ')})`);
  }
  const terminal = names.filter((n) => !transitions.some((t) => t.from === n));
  const rank = new Map<string, number>(initial.filter((n) => !terminal.includes(n)).map((n) => [n, 0]));
  const queue = [...rank.keys()];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const { to } of transitions.filter((t) => t.from === current)) {
      if (rank.has(to) || terminal.includes(to)) continue;
      rank.set(to, (rank.get(current) ?? 0) + 1);
      queue.push(to);
    }
  }
  const rows: string[][] = [];
  for (const name of names.filter((n) => rank.has(n))) (rows[rank.get(name) ?? 0] ??= []).push(name);
  const last = names.filter((n) => !rank.has(n));
  return [...rows.filter(Boolean), ...(last.length > 0 ? [last] : [])];
}

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
                  <p className={styles.stateDescription}>{withInlineCode(byName.get(name)?.description ?? '')}</p>
                  {outgoing.length > 0 && (
                    <ul className={styles.transitions} aria-label={`From ${name}`}>
                      {outgoing.map((t) => (
                        <li key={t.to} className={styles.transition}>
                          <span aria-hidden="true" className={styles.arrow}>→</span>
                          <a href={`#${anchor(t.to)}`} className={styles.target}>
                            <span className={styles.srOnly}>to </span>
                            <code>{t.to}</code>
                          </a>
                          <span className={styles.reason}>{t.label}</span>
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

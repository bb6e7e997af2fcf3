import type { Transition } from '@site/src/data/lifecycles';

export interface State {
  value: string;
  description: string;
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

import type { World, WorldProblem } from './world';
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

/** A wallet's balance as one example shows it. */
export interface BalanceSnapshot {
  walletId: string;
  asOf: string;
  figures: string;
  current: unknown;
  where: string;
}

/** Every `balance` object in the examples. */
export function balanceSnapshots(sources: ExampleSource[]): BalanceSnapshot[] {
  const snapshots: BalanceSnapshot[] = [];
  const visit = (node: unknown, path: Path, source: ExampleSource) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    if (node.object === 'balance' && typeof node.wallet_id === 'string' && typeof node.as_of === 'string') {
      snapshots.push({ walletId: node.wallet_id, asOf: node.as_of, figures: JSON.stringify([node.available, node.pending, node.current]), current: node.current, where: source.where(path) });
    }
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return snapshots;
}

const SIGN: Record<string, number> = { credit: 1, debit: -1 };

/**
 * Rule `balance-follows-transactions`: between two snapshots of one wallet, the transactions the
 * examples show being created or completed on it change its balance, so the two snapshots can be
 * equal only if those transactions net to zero.
 */
export function balancesIgnoringTransactions(snapshots: BalanceSnapshot[], world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const sorted = [...snapshots].sort((a, b) => Date.parse(a.asOf) - Date.parse(b.asOf));
  const reported = new Set<string>();
  for (const [index, later] of sorted.entries()) {
    const earlier = sorted.slice(0, index).reverse().find((other) => other.walletId === later.walletId && other.asOf !== later.asOf);
    if (!earlier || earlier.figures !== later.figures || reported.has(later.where)) continue;
    const [from, to] = [Date.parse(earlier.asOf), Date.parse(later.asOf)];
    const between = new Map<string, number>();
    for (const entity of world.entities) {
      if (entity.fields.get('object') !== 'transaction' || entity.fields.get('wallet_id') !== later.walletId) continue;
      const moved = ['created_at', 'completed_at'].some((field) => {
        const at = Date.parse(String(entity.fields.get(field)));
        return at > from && at <= to;
      });
      const amount = (entity.fields.get('amount') as { amount?: unknown } | undefined)?.amount;
      if (moved && typeof amount === 'number') between.set(entity.id, (SIGN[String(entity.fields.get('direction'))] ?? 0) * amount);
    }
    const net = [...between.values()].reduce((sum, amount) => sum + amount, 0);
    if (between.size === 0 || net === 0) continue;
    reported.add(later.where);
    problems.push({
      rule: 'balance-follows-transactions',
      message: `the balance of ${later.walletId} as of ${later.asOf} equals its balance as of ${earlier.asOf} (${earlier.where}), but ${[...between.keys()].join(', ')} move ${net} on it in between; a snapshot after them must show them`,
      places: [later.where],
    });
  }
  return problems;
}

/** The net of the transactions on a wallet that complete after `from` and at or before `to`, by id. */
function completedBetween(world: World, walletId: string, from: number, to: number): Map<string, number> {
  const net = new Map<string, number>();
  for (const entity of world.entities) {
    if (entity.fields.get('object') !== 'transaction' || entity.fields.get('wallet_id') !== walletId) continue;
    const at = Date.parse(String(entity.fields.get('completed_at')));
    const amount = (entity.fields.get('amount') as { amount?: unknown } | undefined)?.amount;
    if (at > from && at <= to && typeof amount === 'number') net.set(entity.id, (SIGN[String(entity.fields.get('direction'))] ?? 0) * amount);
  }
  return net;
}

/**
 * Rule `current-adds-up`: a wallet's `current` (completed credits minus completed debits) as of one
 * moment is its `current` at its previous snapshot plus the transactions the examples show completing
 * on it in between, and nothing else.
 */
export function currentNotAddingUp(snapshots: BalanceSnapshot[], world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const sorted = [...snapshots].sort((a, b) => Date.parse(a.asOf) - Date.parse(b.asOf));
  for (const [index, later] of sorted.entries()) {
    const earlier = sorted.slice(0, index).reverse().find((other) => other.walletId === later.walletId && other.asOf !== later.asOf);
    if (!earlier || typeof earlier.current !== 'number' || typeof later.current !== 'number') continue;
    const between = completedBetween(world, later.walletId, Date.parse(earlier.asOf), Date.parse(later.asOf));
    const expected = earlier.current + [...between.values()].reduce((sum, amount) => sum + amount, 0);
    if (later.current === expected) continue;
    const moves = between.size === 0 ? 'no transaction completes on it in between' : `${[...between.entries()].map(([id, amount]) => `${id} ${amount}`).join(', ')} complete on it in between`;
    problems.push({
      rule: 'current-adds-up',
      message: `the \`current\` of ${later.walletId} as of ${later.asOf} is ${later.current}, but as of ${earlier.asOf} it is ${earlier.current} (${earlier.where}) and ${moves}, so it must be ${expected}`,
      places: [later.where],
    });
  }
  return problems;
}

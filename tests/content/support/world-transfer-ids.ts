/**
 * Rule `internal-transfer-matching-id`: make an internal transfer says no field links the debit
 * and the credit it books, so each transfer sends the integration's own id in `metadata`, which
 * both sides carry. Every example of the operation's request (the spec's, a page's request block
 * or curl body, a Postman request) therefore sends a `metadata` with at least one key, and every
 * `internal_transfer` transaction an example shows carries one; the two sides of one transfer
 * (same amount and time, each the other's `counterparty.wallet_id`) carry the same.
 */
import type { WorldProblem } from './world';
import type { ExampleSource, Path } from './world-sources';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasKeys = (value: unknown) => isObject(value) && Object.keys(value).length > 0;

/** Every object inside a value, with its path. */
function objectsIn(value: unknown, path: Path = []): { node: Json; path: Path }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, [...path, index]));
  if (!isObject(value)) return [];
  return [{ node: value, path }, ...Object.entries(value).flatMap(([name, child]) => objectsIn(child, [...path, name]))];
}

const isTransferRequest = (node: Json) => 'source_wallet_id' in node && 'destination_wallet_id' in node && 'amount' in node;
const isTransferSide = (node: Json) => node.object === 'transaction' && node.type === 'internal_transfer';
const RULE = 'internal-transfer-matching-id';

export function transfersWithoutMatchingId(sources: ExampleSource[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const sides: { node: Json; where: string }[] = [];
  for (const source of sources) {
    for (const { node, path } of objectsIn(source.value)) {
      if (isTransferRequest(node) && !hasKeys(node.metadata)) {
        problems.push({ rule: RULE, message: 'this internal transfer request sends no `metadata`; no field links the debit and the credit it books, so send your own id for the transfer there (as make an internal transfer says), which both sides carry', places: [source.where(path)] });
      }
      if (!isTransferSide(node)) continue;
      const where = source.where([...path, 'metadata']);
      if (!hasKeys(node.metadata)) problems.push({ rule: RULE, message: `${String(node.id)} is an internal transfer with an empty \`metadata\`; the request that booked it sends the id both sides are matched on there`, places: [where] });
      else sides.push({ node, where });
    }
  }
  const key = (node: Json) => JSON.stringify([(node.amount as Json | undefined)?.amount, (node.amount as Json | undefined)?.currency, node.created_at]);
  for (const debit of sides.filter((side) => side.node.direction === 'debit')) {
    const credits = sides.filter((side) => side.node.direction === 'credit' && key(side.node) === key(debit.node) && side.node.wallet_id === (debit.node.counterparty as Json | undefined)?.wallet_id && (side.node.counterparty as Json | undefined)?.wallet_id === debit.node.wallet_id);
    for (const credit of credits) {
      if (JSON.stringify(credit.node.metadata) === JSON.stringify(debit.node.metadata)) continue;
      problems.push({ rule: RULE, message: `${String(credit.node.id)} is the credit side of ${String(debit.node.id)} but carries \`metadata\` ${JSON.stringify(credit.node.metadata)}, not ${JSON.stringify(debit.node.metadata)} (${debit.where}); both sides carry the request's \`metadata\``, places: [credit.where] });
    }
  }
  return problems;
}

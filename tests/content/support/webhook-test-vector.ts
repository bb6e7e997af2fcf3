/**
 * The webhook page's test vector against the rest of the examples:
 * - `signed-event-named`: the spec's `Ledgerline-Signature` example is the vector's signature, so its
 *   description names, in backticks, the one event the vector's body is (and no other event type);
 * - `vector-secret-in-force`: the vector is a delivery to the endpoint of the page's secret roll, sent
 *   after that roll; once the roll's grace period (`previous_secret_expires_at`) is over only the new
 *   secret signs, so the vector's secret is the roll's `secret`.
 */

export const signedEventRule =
  'rule signed-event-named: the Ledgerline-Signature description names, in backticks, the event whose body the example signature signs (the test vector\'s), and no other event';
export const secretRule =
  'rule vector-secret-in-force: the test vector is signed with the secret its subscription holds at its timestamp (after a roll\'s grace period, only the new secret)';

/** The event types a description names in backticks (`card_payment.refunded`, `card_payment.*`). */
export function signedEventsNamed(description: string): string[] {
  return [...description.matchAll(/`([a-z_]+\.(?:[a-z_]+|\*))`/g)].map((match) => match[1]);
}

interface Vector {
  secret: string;
  timestamp: number;
}

type Json = Record<string, unknown>;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Problems of rule `vector-secret-in-force` on a page's source (its `PAGE:line` named in each). */
export function secretProblems(source: string, vector: Vector, file = 'docs/notifications/webhook-notification-payloads.mdx'): string[] {
  const http = /```http\n([\s\S]*?)```/.exec(source)?.[1] ?? '';
  const host = /^Host: (\S+)/m.exec(http)?.[1];
  const path = /^POST (\S+)/m.exec(http)?.[1];
  const endpoint = host && path ? `https://${host}${path}` : undefined;
  const rolls: Array<{ subscription: Json; line: number }> = [];
  for (const block of source.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
    let value: unknown;
    try {
      value = JSON.parse(block[1]);
    } catch {
      continue;
    }
    const subscription = value as Json;
    if (typeof subscription?.secret !== 'string' || typeof subscription.previous_secret_expires_at !== 'string') continue;
    if (endpoint !== undefined && subscription.url !== endpoint) continue;
    if (Date.parse(String(subscription.updated_at)) / 1000 > vector.timestamp) continue;
    rolls.push({ subscription, line: lineOf(source, block.index ?? 0) });
  }
  const last = rolls.sort((a, b) => Date.parse(String(a.subscription.updated_at)) - Date.parse(String(b.subscription.updated_at))).at(-1);
  if (!last) return [];
  const expires = Date.parse(String(last.subscription.previous_secret_expires_at)) / 1000;
  if (expires > vector.timestamp || vector.secret === last.subscription.secret) return [];
  const secretLine = lineOf(source, Math.max(0, source.indexOf(`Secret: \`${vector.secret}\``)));
  return [
    `${file}:${secretLine}: the test vector (t=${vector.timestamp}) is signed with ${vector.secret}, but the roll at line ${last.line} ended its grace period at ${String(last.subscription.previous_secret_expires_at)}, before it; sign it with ${String(last.subscription.secret)} (${secretRule})`,
  ];
}

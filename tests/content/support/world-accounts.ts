import type { Entity, World, WorldProblem } from './world';

/** Failure codes that say the receiving account is gone (`account_closed`) or never was (`invalid_account`). */
const DEAD_ACCOUNT_CODES = new Set(['account_closed', 'invalid_account']);

const ibanOf = (entity: Entity) => entity.fields.get('counterparty.bank_account.iban');
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * Rule `dead-account-stays-dead`: once a payment or withdrawal to an IBAN fails or comes back with
 * `account_closed` or `invalid_account` (at its `updated_at`), no later transaction to that IBAN is
 * created or completes; the customer is asked for another account.
 */
export function deadAccountsRevived(world: World): WorldProblem[] {
  const deaths = new Map<string, { at: number; entity: Entity; code: string }>();
  for (const entity of world.entities) {
    const [iban, code, at] = [ibanOf(entity), entity.fields.get('failure_code'), time(entity.fields.get('updated_at'))];
    if (typeof iban !== 'string' || !DEAD_ACCOUNT_CODES.has(String(code)) || Number.isNaN(at)) continue;
    const known = deaths.get(iban);
    if (!known || at < known.at) deaths.set(iban, { at, entity, code: String(code) });
  }
  const problems: WorldProblem[] = [];
  const reported = new Set<string>();
  for (const entity of world.entities) {
    const iban = ibanOf(entity);
    const death = typeof iban === 'string' ? deaths.get(iban) : undefined;
    if (!death || entity.id === death.entity.id || reported.has(entity.id)) continue;
    const later = [['created', entity.fields.get('created_at')], ['completed', entity.fields.get('completed_at')]].find(([, value]) => time(value) > death.at);
    if (!later) continue;
    reported.add(entity.id);
    problems.push({
      rule: 'dead-account-stays-dead',
      message: `${entity.id} is ${later[0]} at ${String(later[1])} to ${String(iban)}, but ${death.entity.id} to that IBAN ended with \`${death.code}\` at ${new Date(death.at).toISOString().replace('.000', '')} (${death.entity.where}); an account that is closed or does not exist receives nothing later`,
      places: [entity.where],
    });
  }
  return problems;
}

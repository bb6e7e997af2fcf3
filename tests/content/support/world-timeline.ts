/**
 * The examples' objects along one timeline: an object has one status at a time, and nothing
 * happens to an object after it reaches a state it never leaves (a blocked card authorises
 * nothing, an archived wallet books nothing).
 */
import { LIFECYCLES, type LifecycleEnum } from '../../../src/data/lifecycles';
import { alternativesOfOneResponse, type Entity, type World, type WorldProblem } from './world';
import { isRecord } from '../../../plugins/api-model/isRecord';

/** The lifecycle each kind of object (by its id's prefix) follows. */
const LIFECYCLE_OF: Record<string, LifecycleEnum> = { cus: 'CustomerStatus', wal: 'WalletStatus', vac: 'VirtualAccountStatus', crd: 'CardStatus' };

/** The states of a lifecycle no transition leaves. */
export function terminalStates(lifecycle: LifecycleEnum): string[] {
  const { transitions } = LIFECYCLES[lifecycle];
  const states = new Set(transitions.flatMap((t) => [t.from, t.to]));
  return [...states].filter((state) => !transitions.some((t) => t.from === state));
}

/** Fields by which another object names the one it happens to (a card payment's card, a transaction's wallet). */
const REFERENCES: Record<string, string> = { card_id: 'crd', wallet_id: 'wal', virtual_account_id: 'vac', customer_id: 'cus' };

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
/** One thing an example says about an object's status at a moment. */
interface Sighting {
  id: string;
  status: string;
  at: string;
  where: string;
  /** How the example says it, when not by the object's own `status`. */
  how?: string;
}

/**
 * Every status an example gives an object at its `updated_at`, and the statuses one object gives
 * another: a KYC requirement naming a document to replace says that document is `rejected` at the
 * customer's `updated_at`.
 */
export function statusSightings(world: World): Sighting[] {
  const sightings: Sighting[] = [];
  for (const entity of world.entities) {
    const [status, at] = [entity.fields.get('status'), entity.fields.get('updated_at')];
    if (typeof status === 'string' && typeof at === 'string') sightings.push({ id: entity.id, status, at, where: entity.where });
    const requirements = entity.value.kyc_requirements;
    if (!Array.isArray(requirements) || typeof at !== 'string') continue;
    for (const requirement of requirements) {
      // An expired document is replaced whatever its review said, so only other codes tell that it was rejected.
      if (isRecord(requirement) && typeof requirement.kyc_document_id === 'string' && requirement.code !== 'document_expired') {
        sightings.push({ id: requirement.kyc_document_id, status: 'rejected', at, where: entity.where, how: `${entity.id}'s requirement \`${String(requirement.code)}\` names it as the rejected document to replace` });
      }
    }
  }
  return sightings;
}

/** Rule `one-status-at-a-time`: two examples that give one object two statuses at the same moment (the alternative examples of one response are each their own story). */
export function statusesAtOneTime(sightings: Sighting[]): WorldProblem[] {
  const first = new Map<string, Sighting>();
  const problems: WorldProblem[] = [];
  for (const sighting of sightings) {
    const moment = `${sighting.id}@${sighting.at}`;
    const earlier = first.get(moment);
    if (!earlier) first.set(moment, sighting);
    else if (earlier.status !== sighting.status && !alternativesOfOneResponse(earlier.where, sighting.where) && !problems.some((p) => p.message.startsWith(`${sighting.id} is`) && p.message.includes(sighting.at))) {
      const said = (s: Sighting) => `\`${s.status}\`${s.how ? ` (${s.how})` : ''}`;
      problems.push({
        rule: 'one-status-at-a-time',
        message: `${sighting.id} is ${said(sighting)} here at ${sighting.at}, but ${said(earlier)} at the same moment at ${earlier.where}; an object has one status at a time`,
        places: [sighting.where],
      });
    }
  }
  return problems;
}

/**
 * Rule `nothing-after-terminal`: once an object reaches a state its lifecycle never leaves
 * (`src/data/lifecycles.ts`: a card `blocked`, `cancelled` or `expired`, a wallet `archived`, a
 * virtual account or customer `closed`), no later example shows it in another status, and nothing
 * that names it (a card payment, a transaction on the wallet) is created after that moment.
 */
export function activityAfterTerminal(world: World, sightings: Sighting[]): WorldProblem[] {
  const ends = new Map<string, Sighting>();
  for (const sighting of sightings) {
    const lifecycle = LIFECYCLE_OF[sighting.id.split('_')[0]];
    if (!lifecycle || !terminalStates(lifecycle).includes(sighting.status)) continue;
    const known = ends.get(sighting.id);
    if (!known || time(sighting.at) < time(known.at)) ends.set(sighting.id, sighting);
  }
  const problems: WorldProblem[] = [];
  const report = (entity: Entity, end: Sighting, what: string) =>
    problems.push({ rule: 'nothing-after-terminal', message: `${what}, after ${end.id} became \`${end.status}\` at ${end.at} (${end.where}), a state it never leaves`, places: [entity.where] });
  for (const entity of world.entities) {
    const end = ends.get(entity.id);
    const updated = entity.fields.get('updated_at');
    if (end && time(updated) > time(end.at) && entity.fields.get('status') !== end.status) report(entity, end, `${entity.id} is \`${String(entity.fields.get('status'))}\` at ${String(updated)}`);
    if (entity.id.startsWith('evt_')) continue;
    const created = entity.fields.get('created_at');
    for (const [field, value] of entity.fields) {
      const prefix = REFERENCES[field.split('.').at(-1)!];
      const named = typeof value === 'string' && value !== entity.id && value.startsWith(`${prefix}_`) ? ends.get(value) : undefined;
      if (named && time(created) > time(named.at)) report(entity, named, `${entity.id} names ${named.id} in \`${field}\` and is created at ${String(created)}`);
    }
  }
  return problems;
}

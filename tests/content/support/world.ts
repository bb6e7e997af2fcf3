/**
 * The examples of the site as one world: every object an example shows, by its id, must carry the
 * same data that cannot change wherever it appears, and the objects must fit together (a wallet's
 * owner and currency, a customer's one wallet per currency).
 */
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

export interface WorldProblem {
  rule: string;
  message: string;
  /** Every place the problem is about, `file:line` or `file#pointer (line N)`. */
  places: string[];
}

export const formatWorldProblem = (problem: WorldProblem): string => `${problem.places[0]}: ${problem.message}${problem.places.length > 1 ? ` (also ${problem.places.slice(1).join('; ')})` : ''} (rule: ${problem.rule})`;

const ID = /^(cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}$/;

/**
 * Fields an object keeps from its creation: by name wherever they appear in it, nested objects
 * included (`counterparty.bank_account.iban`). A field that is `null` until it is set once
 * (`completed_at`) is compared only where it is set.
 */
const IMMUTABLE = new Set([
  'object', 'type', 'form', 'brand', 'last4', 'exp_month', 'exp_year', 'currency', 'direction', 'amount',
  'customer_id', 'wallet_id', 'portfolio_id', 'virtual_account_id', 'card_id', 'created_at', 'completed_at',
  'replaces', 'iban', 'bic', 'account_number', 'sort_code', 'scheme', 'date_of_birth', 'about',
]);

const key = (value: unknown) => JSON.stringify(value);

interface Fact {
  id: string;
  field: string;
  value: string;
  where: string;
}

/** An object with an id, where it was written, and its fields (nested objects without an id flattened to dotted names). */
export interface Entity {
  id: string;
  where: string;
  fields: Map<string, unknown>;
  value: Record<string, unknown>;
}

function flatten(value: Record<string, unknown>, prefix: string, into: Map<string, unknown>) {
  for (const [name, field] of Object.entries(value)) {
    const dotted = prefix ? `${prefix}.${name}` : name;
    if (isRecord(field) && typeof field.id === 'string') continue; // an object of its own
    if (isRecord(field) && name !== 'amount' && name !== 'metadata') flatten(field, dotted, into);
    else into.set(dotted, field);
  }
}

/** Every object with an id in the examples. */
export function entitiesOf(sources: ExampleSource[]): Entity[] {
  const entities: Entity[] = [];
  const visit = (node: unknown, path: Path, source: ExampleSource) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    if (typeof node.id === 'string' && ID.test(node.id)) {
      const fields = new Map<string, unknown>();
      flatten(node, '', fields);
      if (node.object === 'event' && isRecord(node.data) && isRecord(node.data.object) && typeof node.data.object.id === 'string') fields.set('about', node.data.object.id);
      entities.push({ id: node.id, where: source.where(path), fields, value: node });
    }
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return entities;
}

/** What each example says about an object it names: its own fields, and an owner or currency another object gives it. */
function factsOf(entities: Entity[]): Fact[] {
  const facts: Fact[] = [];
  for (const entity of entities) {
    for (const [field, value] of entity.fields) {
      if (value === null || value === undefined || !IMMUTABLE.has(field.split('.').at(-1)!)) continue;
      facts.push({ id: entity.id, field, value: key(value), where: entity.where });
    }
    const walletId = entity.fields.get('wallet_id');
    if (typeof walletId === 'string' && !entity.id.startsWith('wal_')) {
      const owner = entity.fields.get('customer_id');
      if (typeof owner === 'string') facts.push({ id: walletId, field: 'customer_id', value: key(owner), where: `${entity.where} (the owner of ${entity.id}'s wallet)` });
      const amount = entity.fields.get('amount');
      const currency = entity.fields.get('currency') ?? (isRecord(amount) ? amount.currency : undefined);
      if (typeof currency === 'string') facts.push({ id: walletId, field: 'currency', value: key(currency), where: `${entity.where} (the currency of ${entity.id}'s wallet)` });
    }
  }
  return facts;
}

/** The facts about each id, grouped by field, most often written value first. */
function factsById(entities: Entity[]): Map<string, Map<string, Fact[][]>> {
  const byId = new Map<string, Map<string, Fact[][]>>();
  for (const fact of factsOf(entities)) {
    const fields = byId.get(fact.id) ?? new Map<string, Fact[][]>();
    byId.set(fact.id, fields);
    const groups = fields.get(fact.field) ?? [];
    fields.set(fact.field, groups);
    const group = groups.find((g) => g[0].value === fact.value);
    if (group) group.push(fact);
    else groups.push([fact]);
  }
  for (const fields of byId.values()) for (const groups of fields.values()) groups.sort((a, b) => b.length - a.length);
  return byId;
}

/** What the examples agree an id's field holds (its most written value), if any example says. */
export class World {
  private readonly facts: Map<string, Map<string, Fact[][]>>;

  constructor(readonly entities: Entity[]) {
    this.facts = factsById(entities);
  }

  get(id: string, field: string): unknown {
    const value = this.facts.get(id)?.get(field)?.[0]?.[0]?.value;
    return value === undefined ? undefined : JSON.parse(value);
  }

  /** Rule `same-id-same-data`: one id, one set of data that cannot change. */
  conflicts(): WorldProblem[] {
    const problems: WorldProblem[] = [];
    for (const [id, fields] of this.facts) {
      for (const [field, groups] of fields) {
        const [usual, ...others] = groups;
        for (const other of others) {
          problems.push({
            rule: 'same-id-same-data',
            message: `${id} has \`${field}\` ${other[0].value} here, but ${usual[0].value} at ${usual[0].where}${usual.length > 1 ? ` and ${usual.length - 1} more` : ''}; it never changes, so every example of ${id} must agree`,
            places: [...new Set(other.map((fact) => fact.where))],
          });
        }
      }
    }
    return problems;
  }
}

const entityAt = (entity: Entity): string => entity.where;
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * Rule `world-order`: nothing exists before what it belongs to. An object is created no earlier
 * than its customer and its wallet; an event no earlier than the object it carries.
 */
export function outOfOrder(world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const created = time(entity.fields.get('created_at'));
    if (Number.isNaN(created)) continue;
    const owners = ['customer_id', 'wallet_id', 'about'].map((field) => entity.fields.get(field)).filter((id): id is string => typeof id === 'string' && id !== entity.id);
    for (const owner of owners) {
      const ownerCreated = time(world.get(owner, 'created_at'));
      if (ownerCreated > created) {
        problems.push({
          rule: 'world-order',
          message: `${entity.id} is created at ${String(entity.fields.get('created_at'))}, before ${owner} (created ${String(world.get(owner, 'created_at'))}), which it ${entity.id.startsWith('evt_') ? 'is about' : 'belongs to'}`,
          places: [entityAt(entity)],
        });
      }
    }
  }
  return problems;
}

/**
 * Rule `one-wallet-per-currency`: a customer's wallets each hold a different currency (which is
 * why a customer cannot transfer between their own wallets).
 */
export function walletsPerCurrency(world: World): WorldProblem[] {
  const byOwnerCurrency = new Map<string, Set<string>>();
  for (const entity of world.entities) {
    if (!entity.id.startsWith('wal_')) continue;
    const slot = `${String(world.get(entity.id, 'customer_id'))} ${String(world.get(entity.id, 'currency'))}`;
    byOwnerCurrency.set(slot, (byOwnerCurrency.get(slot) ?? new Set()).add(entity.id));
  }
  const problems: WorldProblem[] = [];
  for (const [slot, wallets] of byOwnerCurrency) {
    if (wallets.size < 2) continue;
    const [customer, currency] = slot.split(' ');
    const places = [...wallets].map((id) => world.entities.find((e) => e.id === id)!.where);
    problems.push({ rule: 'one-wallet-per-currency', message: `${customer} has ${wallets.size} ${currency} wallets (${[...wallets].join(', ')}); a customer holds one wallet per currency`, places });
  }
  return problems;
}

/**
 * Rule `transfer-between-customers`: an internal transfer moves money between two customers'
 * wallets of the amount's currency (there is no conversion, and a customer's own wallets each
 * hold another currency).
 */
export function transfersWithinOneCustomer(world: World, sources: { value: unknown; where: (path: (string | number)[]) => string }[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const check = (from: unknown, to: unknown, amount: unknown, where: string) => {
    if (typeof from !== 'string' || typeof to !== 'string') return;
    const [ownerFrom, ownerTo] = [world.get(from, 'customer_id'), world.get(to, 'customer_id')];
    if (ownerFrom !== undefined && ownerFrom === ownerTo) {
      problems.push({ rule: 'transfer-between-customers', message: `an internal transfer between ${from} and ${to}, two wallets of ${String(ownerFrom)}: a customer's own wallets hold different currencies and cannot transfer to each other`, places: [where] });
    }
    const currency = isRecord(amount) ? amount.currency : undefined;
    for (const wallet of [from, to]) {
      const held = world.get(wallet, 'currency');
      if (held !== undefined && currency !== undefined && held !== currency) {
        problems.push({ rule: 'transfer-between-customers', message: `an internal transfer of ${String(currency)} involves ${wallet}, a ${String(held)} wallet: both wallets hold the amount's currency`, places: [where] });
      }
    }
  };
  for (const entity of world.entities) {
    if (entity.fields.get('type') === 'internal_transfer') check(entity.fields.get('wallet_id'), entity.fields.get('counterparty.wallet_id'), entity.fields.get('amount'), entity.where);
  }
  const visit = (node: unknown, path: (string | number)[], source: (typeof sources)[number]) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    if ('source_wallet_id' in node) check(node.source_wallet_id, node.destination_wallet_id, node.amount, source.where(path));
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return problems;
}

/** How many characters differ between two strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/**
 * Rule `one-spelling`: an id or BIC written one or two characters away from another one the
 * examples use is a misspelling of it (two spellings of one bank's BIC, an id with a typo).
 */
export function misspellings(tokens: { text: string; where: string }[]): WorldProblem[] {
  const byText = new Map<string, string[]>();
  for (const token of tokens) byText.set(token.text, [...(byText.get(token.text) ?? []), token.where]);
  const texts = [...byText.keys()].sort((a, b) => byText.get(b)!.length - byText.get(a)!.length);
  const problems: WorldProblem[] = [];
  texts.forEach((text, index) => {
    const usual = texts.slice(0, index).find((other) => other.length === text.length && other.slice(0, 4) !== '' && editDistance(other, text) <= 2 && sameKind(other, text));
    if (usual) problems.push({ rule: 'one-spelling', message: `${text} is written once here and ${usual} elsewhere (${byText.get(usual)![0]}): one of them is misspelt`, places: byText.get(text)! });
  });
  return problems;
}

const sameKind = (a: string, b: string) => (a.includes('_') ? a.split('_')[0] === b.split('_')[0] : !b.includes('_'));

export const ID_OR_BIC = /\b(?:(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}|[A-Z]{4}(?:DE|GB|US|FR|NL|IE|AT|ES|IT|BE)[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/g;

/** A `Ledgerline-Signature` value written on a page or in the spec, with the events and subscriptions written around it. */
export interface SignatureSighting {
  t: number;
  signatures: number;
  where: string;
  /** The event the text says it signs: the nearest event example in the same file, if any. */
  event?: Entity;
  /** For a header with two signatures: the nearest subscription example above it that is rolling its secret. */
  rotation?: Entity;
}

/**
 * Rule `signature-time`: a signature's `t` is when that delivery attempt was sent: at or after its
 * event's `created_at` and within the retry period; a header signed with two secrets is sent
 * during a rotation's grace period, between the rotation and `previous_secret_expires_at`.
 */
export function signatureTimes(sightings: SignatureSighting[], events: Entity[], retrySeconds: number): WorldProblem[] {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  const problems: WorldProblem[] = [];
  for (const sighting of sightings) {
    if (sighting.signatures > 1) {
      const rotation = sighting.rotation;
      const from = time(rotation?.fields.get('updated_at')) / 1000;
      const until = time(rotation?.fields.get('previous_secret_expires_at')) / 1000;
      if (!rotation || !(sighting.t >= from && sighting.t <= until)) {
        problems.push({
          rule: 'signature-time',
          message: rotation
            ? `t=${sighting.t} (${iso(sighting.t)}) is signed with two secrets, so it is sent during the rotation's grace period, from ${String(rotation.fields.get('updated_at'))} to ${String(rotation.fields.get('previous_secret_expires_at'))} (${rotation.where})`
            : `t=${sighting.t} is signed with two secrets, but no example above it rolls a subscription's secret`,
          places: [sighting.where],
        });
      }
      continue;
    }
    const candidates = sighting.event ? [sighting.event] : events;
    const fits = candidates.some((event) => {
      const created = time(event.fields.get('created_at')) / 1000;
      return sighting.t >= created && sighting.t <= created + retrySeconds;
    });
    if (!fits) {
      const about = sighting.event ? `its event ${sighting.event.id}, created ${String(sighting.event.fields.get('created_at'))} (${sighting.event.where})` : 'any event of the examples';
      problems.push({ rule: 'signature-time', message: `t=${sighting.t} (${iso(sighting.t)}) is not at or after the creation of ${about} within the retry period`, places: [sighting.where] });
    }
  }
  return problems;
}

/** What a reissued card keeps from the card it replaces. */
const KEPT_ON_REISSUE = ['form', 'type', 'currency', 'wallet_id', 'customer_id'];

/**
 * Rule `reissue-keeps-card`: a replacement card (`replaces` set) has its old card's form, type,
 * currency and wallet, and a card is replaced once, so only one card names it in `replaces`.
 */
export function reissuesOutOfLine(world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const replacements = new Map<string, Set<string>>();
  for (const entity of world.entities) {
    const old = entity.fields.get('replaces');
    if (typeof old !== 'string' || !entity.id.startsWith('crd_')) continue;
    replacements.set(old, (replacements.get(old) ?? new Set()).add(entity.id));
    for (const field of KEPT_ON_REISSUE) {
      const [kept, had] = [entity.fields.get(field), world.get(old, field)];
      if (kept !== undefined && had !== undefined && key(kept) !== key(had)) {
        problems.push({ rule: 'reissue-keeps-card', message: `${entity.id} replaces ${old} but has \`${field}\` ${key(kept)} where ${old} has ${key(had)}; a reissued card keeps its old card's ${field}`, places: [entity.where] });
      }
    }
  }
  for (const [old, cards] of replacements) {
    if (cards.size < 2) continue;
    const places = [...cards].map((id) => world.entities.find((e) => e.id === id && e.fields.get('replaces') === old)!.where);
    problems.push({ rule: 'reissue-keeps-card', message: `${old} is replaced by ${cards.size} cards (${[...cards].join(', ')}); a card can be replaced once`, places });
  }
  return problems;
}

/** Whether an IBAN's two check digits fit the rest of it (ISO 13616: the number mod 97 is 1). */
export function ibanChecks(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.toUpperCase();
  let rest = 0;
  for (const char of moved) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Rule `iban-check-digits`: every `iban` an example shows passes the IBAN check, as a payer's bank would test it. */
export function badIbans(sources: { value: unknown; where: (path: (string | number)[]) => string }[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const visit = (node: unknown, path: (string | number)[], source: (typeof sources)[number]) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    if (typeof node.iban === 'string' && !ibanChecks(node.iban)) {
      problems.push({ rule: 'iban-check-digits', message: `the IBAN ${node.iban} fails its check digits (mod 97); a bank would refuse it`, places: [source.where([...path, 'iban'])] });
    }
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return problems;
}

/** Statuses no one object can have both of in its life: each pair's first ends the object's life before the second could happen. */
const EXCLUSIVE_OUTCOMES: [string, string][] = [
  ['failed', 'completed'],
  ['failed', 'reversed'],
  ['rejected', 'accepted'],
];

/**
 * Rule `one-outcome`: an object that ends one way never ends another: a `failed` transaction is
 * never `completed` or `reversed`, a `rejected` KYC document never `accepted`.
 */
export function mixedOutcomes(world: World): WorldProblem[] {
  const statuses = new Map<string, Map<string, string>>();
  for (const entity of world.entities) {
    const status = entity.fields.get('status');
    if (typeof status !== 'string') continue;
    const seen = statuses.get(entity.id) ?? new Map<string, string>();
    statuses.set(entity.id, seen);
    if (!seen.has(status)) seen.set(status, entity.where);
  }
  const problems: WorldProblem[] = [];
  for (const [id, seen] of statuses) {
    for (const [ending, other] of EXCLUSIVE_OUTCOMES) {
      if (seen.has(ending) && seen.has(other)) {
        problems.push({ rule: 'one-outcome', message: `${id} is \`${ending}\` here and \`${other}\` at ${seen.get(other)!}; one object cannot end both ways, so give the other outcome another id`, places: [seen.get(ending)!] });
      }
    }
  }
  return problems;
}

/** Two examples of one response (`.../examples/freeze` and `.../examples/rename`): alternatives, each its own story. */
export const alternativesOfOneResponse = (a: string, b: string) => (a.includes('/examples/') && a.split('/examples/')[0] === b.split('/examples/')[0]) || [a, b].some((where) => where.startsWith('Postman collection:'));

/** One example's picture of an object at one moment: its `updated_at`, or, for an object without one, the time of the event that carries it. */
interface Snapshot {
  id: string;
  at: string;
  by: 'updated_at' | 'event';
  fields: Map<string, unknown>;
  where: string;
}

function snapshotsOf(world: World): Snapshot[] {
  const snapshots: Snapshot[] = [];
  for (const entity of world.entities) {
    const updated = entity.fields.get('updated_at');
    if (typeof updated === 'string') snapshots.push({ id: entity.id, at: updated, by: 'updated_at', fields: entity.fields, where: entity.where });
    const carried = isRecord(entity.value.data) ? entity.value.data.object : undefined;
    const created = entity.fields.get('created_at');
    if (entity.value.object !== 'event' || !isRecord(carried) || typeof carried.id !== 'string' || 'updated_at' in carried || typeof created !== 'string') continue;
    const fields = new Map<string, unknown>();
    flatten(carried, '', fields);
    snapshots.push({ id: carried.id, at: created, by: 'event', fields, where: entity.where });
  }
  return snapshots;
}

/**
 * Rule `same-version-same-data`: two examples of one object at the same `updated_at` (or, for an
 * object without one, carried by events at the same moment) show the same version of it, so
 * every field agrees, in the alternative examples of one response too: a later state has a later
 * `updated_at` (a field one of them leaves out is not compared).
 */
export function versionConflicts(world: World): WorldProblem[] {
  const versions = new Map<string, Snapshot>();
  const problems: WorldProblem[] = [];
  for (const snapshot of snapshotsOf(world)) {
    const version = `${snapshot.id}@${snapshot.at}`;
    const first = versions.get(version);
    if (!first) {
      versions.set(version, snapshot);
      continue;
    }
    const when = snapshot.by === 'updated_at' ? `at updated_at ${snapshot.at}` : `in an event at ${snapshot.at}`;
    for (const [field, value] of snapshot.fields) {
      if (!first.fields.has(field) || key(first.fields.get(field)) === key(value)) continue;
      problems.push({ rule: 'same-version-same-data', message: `${snapshot.id} ${when} has \`${field}\` ${key(value)} here, but ${key(first.fields.get(field))} at ${first.where}; one version of an object has one set of data`, places: [snapshot.where] });
    }
  }
  return problems;
}

/**
 * Rule `card-expiry`: a card expires in the month it was issued (`created_at`), `validYears`
 * later (the spec's `exp_month`), so its `exp_month` and `exp_year` follow from its `created_at`.
 */
export function cardExpiries(world: World, validYears: number): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const [month, year, created] = [entity.fields.get('exp_month'), entity.fields.get('exp_year'), entity.fields.get('created_at')];
    if (!entity.id.startsWith('crd_') || typeof month !== 'number' || typeof year !== 'number' || typeof created !== 'string') continue;
    const issued = new Date(created);
    const expected = { month: issued.getUTCMonth() + 1, year: issued.getUTCFullYear() + validYears };
    if (month === expected.month && year === expected.year) continue;
    problems.push({
      rule: 'card-expiry',
      message: `${entity.id} was issued ${created.slice(0, 10)} and expires ${month}/${year}; a card is valid for ${validYears} years, so it expires ${expected.month}/${expected.year}`,
      places: [entity.where],
    });
  }
  return problems;
}

/**
 * What identifies one object in the world and no other: bank details and a customer code belong
 * to one object, a bank has one address, one creation has one id, and a wallet has one owner,
 * whose name is the one the examples and the prose give it.
 */
import { sectionsOf } from './sections';
import type { Entity, World, WorldProblem } from './world';
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

const show = (value: unknown) => JSON.stringify(value);

/** Every object in the examples (with or without an id), with where it was written. */
function objectsOf(sources: ExampleSource[]): { node: Record<string, unknown>; where: string; whereOf: (field: string) => string }[] {
  const found: { node: Record<string, unknown>; where: string; whereOf: (field: string) => string }[] = [];
  const visit = (node: unknown, path: Path, source: ExampleSource) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    found.push({ node, where: source.where(path), whereOf: (field) => source.where([...path, field]) });
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return found;
}

/** Values that name one thing: each must be written with one owner (or one form) everywhere. */
function oneOwnerEach(rule: string, what: string, sightings: { key: string; owner: string; where: string }[]): WorldProblem[] {
  const byKey = new Map<string, Map<string, string>>();
  for (const { key, owner, where } of sightings) {
    const owners = byKey.get(key) ?? new Map<string, string>();
    byKey.set(key, owners);
    if (!owners.has(owner)) owners.set(owner, where);
  }
  const problems: WorldProblem[] = [];
  for (const [key, owners] of byKey) {
    if (owners.size < 2) continue;
    const [[firstOwner, firstWhere], ...others] = [...owners];
    for (const [owner, where] of others) {
      problems.push({ rule, message: `${what} ${key} belongs to ${owner} here, but to ${firstOwner} at ${firstWhere}; it identifies one`, places: [where] });
    }
  }
  return problems;
}

const CODE_TAKEN = /customer code (\S+?) is already used by (cus_[0-9A-Za-z]+)/i;

/**
 * Rule `unique-identifiers`: the bank details of a virtual account (IBAN, or account number with
 * sort code or routing number) are its own; a bank name has one address; a customer code is one
 * customer's (including the customer an error message says holds it).
 */
export function sharedIdentifiers(sources: ExampleSource[]): WorldProblem[] {
  const details: { key: string; owner: string; where: string }[] = [];
  const addresses: { key: string; owner: string; where: string }[] = [];
  const codes: { key: string; owner: string; where: string }[] = [];
  for (const { node, where, whereOf } of objectsOf(sources)) {
    const account = typeof node.virtual_account_id === 'string' && node.object === 'banking_details' ? node.virtual_account_id : typeof node.id === 'string' && node.id.startsWith('vac_') ? node.id : undefined;
    if (account) {
      if (typeof node.iban === 'string') details.push({ key: `IBAN ${node.iban}`, owner: account, where });
      const branch = node.sort_code ?? node.routing_number;
      if (typeof node.account_number === 'string' && typeof branch === 'string') details.push({ key: `${node.account_number} / ${branch}`, owner: account, where });
    }
    if (typeof node.bank_name === 'string' && isRecord(node.bank_address)) addresses.push({ key: node.bank_name, owner: show(node.bank_address), where });
    if (typeof node.customer_code === 'string' && typeof node.id === 'string' && node.id.startsWith('cus_')) codes.push({ key: node.customer_code, owner: node.id, where });
    for (const [field, value] of Object.entries(node)) {
      const taken = typeof value === 'string' ? CODE_TAKEN.exec(value) : null;
      if (taken) codes.push({ key: taken[1], owner: taken[2], where: whereOf(field) });
    }
  }
  return [
    ...oneOwnerEach('unique-identifiers', 'the bank details', details),
    ...oneOwnerEach('unique-identifiers', 'the address of', addresses).map((p) => ({ ...p, message: p.message.replace(/belongs to (.*) here, but to (.*) at (.*); it identifies one$/, 'is $1 here, but $2 at $3; one bank has one address') })),
    ...oneOwnerEach('unique-identifiers', 'the customer code', codes),
  ];
}

/** One sighting of a request id: the response it names, as far as the example shows it. */
interface RequestSighting {
  id: string;
  status?: number;
  problem?: string;
  where: string;
}

/** The `X-Request-Id` of each raw HTTP response a page shows (an `http` block), with its status. */
function httpResponseIds(file: string, source: string): RequestSighting[] {
  const sightings: RequestSighting[] = [];
  let status: number | undefined;
  source.split('\n').forEach((line, index) => {
    const statusLine = /^HTTP\/[\d.]+ (\d{3})/.exec(line);
    if (statusLine) status = Number(statusLine[1]);
    const header = /^X-Request-Id: (req_[0-9A-Za-z]+)/i.exec(line);
    if (header) sightings.push({ id: header[1], status, where: `${file}:${index + 1}` });
    if (line.startsWith('```')) status = undefined;
  });
  return sightings;
}

/**
 * Rule `one-request-one-id`: a request id names one request, so every example that carries it
 * (a problem body's `request_id`, a raw response's `X-Request-Id`) shows the one response that
 * request got: one status, and one `code` and `detail`. The same problem quoted on two pages is
 * one request; two problems are two requests, with two ids.
 */
export function requestsUnderOneId(sources: ExampleSource[], pages: { file: string; source: string }[]): WorldProblem[] {
  const sightings: RequestSighting[] = [];
  for (const { node, whereOf } of objectsOf(sources)) {
    if (typeof node.request_id !== 'string' || typeof node.status !== 'number') continue;
    sightings.push({ id: node.request_id, status: node.status, problem: `${String(node.code)} (${show(node.detail)})`, where: whereOf('request_id') });
  }
  sightings.push(...pages.flatMap((page) => httpResponseIds(page.file, page.source)));
  const first = new Map<string, RequestSighting>();
  const problems: WorldProblem[] = [];
  for (const sighting of sightings) {
    const earlier = first.get(sighting.id);
    if (!earlier) {
      first.set(sighting.id, sighting);
      continue;
    }
    const otherStatus = earlier.status !== undefined && sighting.status !== undefined && earlier.status !== sighting.status;
    const otherProblem = earlier.problem !== undefined && sighting.problem !== undefined && earlier.problem !== sighting.problem;
    if (!otherStatus && !otherProblem) continue;
    const shown = (s: RequestSighting) => `${s.status ?? 'a response'}${s.problem ? ` ${s.problem}` : ''}`;
    problems.push({ rule: 'one-request-one-id', message: `${sighting.id} names a ${shown(sighting)} here, but a ${shown(earlier)} at ${earlier.where}; one request id names one request, so give each response its own`, places: [sighting.where] });
  }
  return problems;
}

/** What a create request sets that tells two creations apart. */
const CREATION = ['object', 'customer_id', 'wallet_id', 'portfolio_id', 'person_id', 'type', 'form', 'side', 'currency', 'amount', 'scheme', 'direction', 'replaces'];

/**
 * Rule `one-creation-one-id`: two objects of one kind created at the same second for the same
 * parent with the same request data are one creation, so they have one id.
 */
export function creationsUnderTwoIds(world: World): WorldProblem[] {
  const byCreation = new Map<string, Entity[]>();
  for (const entity of world.entities) {
    const created = entity.fields.get('created_at');
    if (typeof created !== 'string' || entity.id.startsWith('evt_')) continue;
    const creation = show([entity.id.split('_')[0], created, ...CREATION.map((field) => world.get(entity.id, field) ?? entity.fields.get(field) ?? null)]);
    const same = byCreation.get(creation) ?? [];
    byCreation.set(creation, same);
    if (!same.some((other) => other.id === entity.id)) same.push(entity);
  }
  const problems: WorldProblem[] = [];
  for (const same of byCreation.values()) {
    if (same.length < 2) continue;
    const [first, ...others] = same;
    for (const other of others) {
      problems.push({
        rule: 'one-creation-one-id',
        message: `${other.id} is created at ${String(other.fields.get('created_at'))} with the same parent and request data as ${first.id} (${first.where}); one creation has one id`,
        places: [other.where],
      });
    }
  }
  return problems;
}

/**
 * Rule `one-event-one-id`: two events of one type about one object in one state (its `status` at
 * its `updated_at`, or at the event's time for an object without one) are one event, and every
 * delivery of an event carries its id, so they have one id. Two ids would make a handler that
 * deduplicates on the id process the event twice.
 */
export function eventsUnderTwoIds(world: World): WorldProblem[] {
  const byOccurrence = new Map<string, Entity>();
  const problems: WorldProblem[] = [];
  for (const entity of world.entities) {
    const carried = isRecord(entity.value.data) ? entity.value.data.object : undefined;
    if (entity.value.object !== 'event' || !isRecord(carried) || typeof carried.id !== 'string') continue;
    const at = carried.updated_at ?? entity.value.created_at;
    const occurrence = show([entity.value.type, carried.id, carried.status ?? null, at]);
    const state = typeof carried.status === 'string' ? `\`${carried.status}\` at ${String(at)}` : `at ${String(at)}`;
    const first = byOccurrence.get(occurrence);
    if (!first) byOccurrence.set(occurrence, entity);
    else if (first.id !== entity.id) {
      problems.push({
        rule: 'one-event-one-id',
        message: `${entity.id} is the ${String(entity.value.type)} event of ${carried.id} (${state}), which ${first.id} is at ${first.where}; one event has one id, shared by all its deliveries`,
        places: [entity.where],
      });
    }
  }
  return problems;
}

/** The name of each customer (an individual's first and last name, a business's legal name). */
function customerNames(world: World): Map<string, { name: string; where: string }> {
  const names = new Map<string, { name: string; where: string }>();
  for (const entity of world.entities) {
    if (!entity.id.startsWith('cus_') || names.has(entity.id)) continue;
    const [first, last, legal] = ['individual.first_name', 'individual.last_name', 'business.legal_name'].map((field) => entity.fields.get(field));
    const name = typeof legal === 'string' ? legal : typeof first === 'string' && typeof last === 'string' ? `${first} ${last}` : undefined;
    if (name) names.set(entity.id, { name, where: entity.where });
  }
  return names;
}

/** The name each wallet's holder goes by: its owner's name, or the name a counterparty gives it. */
export function walletHolders(world: World): { wallet: string; name: string; where: string; owner: boolean }[] {
  const names = customerNames(world);
  const holders: { wallet: string; name: string; where: string; owner: boolean }[] = [];
  const wallets = new Set(world.entities.flatMap((entity) => [entity.id, entity.fields.get('wallet_id'), entity.fields.get('counterparty.wallet_id')]).filter((id): id is string => typeof id === 'string' && id.startsWith('wal_')));
  for (const wallet of wallets) {
    const owner = names.get(String(world.get(wallet, 'customer_id')));
    if (owner) holders.push({ wallet, name: owner.name, where: `${owner.where} (the owner, ${String(world.get(wallet, 'customer_id'))})`, owner: true });
  }
  for (const entity of world.entities) {
    const [wallet, name] = [entity.fields.get('counterparty.wallet_id'), entity.fields.get('counterparty.name')];
    if (typeof wallet === 'string' && typeof name === 'string') holders.push({ wallet, name, where: entity.where, owner: false });
  }
  return holders;
}

/** Rule `one-owner-name`: the examples give a wallet's holder one name (a counterparty's `name` is the owner's). */
export function holderNameConflicts(world: World): WorldProblem[] {
  return oneOwnerEach('one-owner-name', 'the wallet', walletHolders(world).map(({ wallet, name, where }) => ({ key: wallet, owner: name, where }))).map((p) => ({
    ...p,
    message: p.message.replace(/^the wallet (\S+) belongs to (.*) here, but to (.*) at (.*); it identifies one$/, "$1's holder is $2 here, but $3 at $4; a wallet has one owner"),
  }));
}

const OWNED_WALLET = /\b((?:[A-Z][\w.-]*\s)*[A-Z][\w.-]*)'s (EUR|GBP|USD) wallet\b/g;
const WALLET_ID = /\bwal_[0-9A-Za-z]{16,32}\b/g;

/**
 * Rule `one-owner-name` in prose: "<Name>'s <currency> wallet" on a page names the holder of the
 * wallet of that currency the examples of its `##` section (else of its page) use; the world must
 * give one of those wallets that holder.
 */
export function proseOwnerConflicts(world: World, pages: { file: string; source: string }[]): WorldProblem[] {
  const holders = walletHolders(world);
  const problems: WorldProblem[] = [];
  for (const { file, source } of pages) {
    const lines = source.split('\n');
    const starts = sectionsOf(source).filter((section) => section.level <= 2).map((section) => section.line - 1);
    lines.forEach((text, index) => {
      for (const match of text.matchAll(OWNED_WALLET)) {
        const [, name, currency] = match;
        const from = Math.max(0, ...starts.filter((start) => start <= index));
        const to = Math.min(lines.length, ...starts.filter((start) => start > index));
        const inScope = (scope: string) => [...new Set(scope.match(WALLET_ID) ?? [])].filter((wallet) => world.get(wallet, 'currency') === currency);
        const section = inScope(lines.slice(from, to).join('\n'));
        const wallets = section.length > 0 ? section : inScope(source);
        // The owner's own name decides; a counterparty's name only stands in for an owner the examples do not name.
        const namesOf = (wallet: string) => {
          const named = holders.filter((h) => h.wallet === wallet);
          const owners = named.filter((h) => h.owner);
          return [...new Set((owners.length > 0 ? owners : named).map((h) => h.name))];
        };
        if (wallets.length === 0 || wallets.some((wallet) => namesOf(wallet).includes(name))) continue;
        const known = wallets.map((wallet) => `${wallet} is ${namesOf(wallet).join(' / ') || 'an unnamed holder'}'s`).join(', ');
        problems.push({ rule: 'one-owner-name', message: `"${match[0]}" names ${name}, but the ${currency} wallets of this ${section.length > 0 ? 'section' : 'page'} are others' (${known})`, places: [`${file}:${index + 1}`] });
      }
    });
  }
  return problems;
}

/**
 * Rule `delivery-url`: a webhook delivery written out as HTTP (`POST <path> HTTP/1.1` and its
 * `Host:`) goes to the URL of a subscription the examples show.
 */
export function deliveriesToNoSubscription(world: World, pages: { file: string; source: string }[]): WorldProblem[] {
  const urls = new Set(world.entities.filter((entity) => entity.id.startsWith('whk_')).map((entity) => entity.fields.get('url')).filter((url): url is string => typeof url === 'string'));
  const problems: WorldProblem[] = [];
  for (const { file, source } of pages) {
    const lines = source.split('\n');
    lines.forEach((line, index) => {
      const request = /^POST (\/\S*) HTTP\/1\.1$/.exec(line.trim());
      const host = request && lines.slice(index + 1, index + 4).map((next) => /^Host: (\S+)$/i.exec(next.trim())?.[1]).find(Boolean);
      if (!request || !host || urls.size === 0) return;
      const url = `https://${host}${request[1]}`;
      if (!urls.has(url)) problems.push({ rule: 'delivery-url', message: `a delivery to ${url}, which is no subscription's url (${[...urls].join(', ')})`, places: [`${file}:${index + 1}`] });
    });
  }
  return problems;
}

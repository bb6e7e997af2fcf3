/**
 * The two environments of the examples: what a page sends to a server (a curl command's URL and
 * body, a Postman request) and what it shows coming back (the JSON blocks below that command, up
 * to the next heading or command) belong to that server's environment. An id lives in one
 * environment, and an object of the sandbox behaves as the sandbox says it does.
 */
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import type { Entity, World, WorldProblem } from './world';
import { isRecord } from '../../../plugins/api-model/isRecord';

export type Environment = 'sandbox' | 'production';

/** A server of the spec and its environment, from its description ("Sandbox (...)" or "Production"). */
export interface Server {
  url: string;
  environment: Environment;
}

export function serversOf(servers: { url: string; description?: string }[]): Server[] {
  return servers.map((server) => ({ url: server.url, environment: /^sandbox\b/i.test(server.description ?? '') ? 'sandbox' : 'production' }));
}

/** One id written in an example sent to, or served from, one environment. */
export interface IdSighting {
  id: string;
  environment: Environment;
  where: string;
}

const ID = /\b(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}\b/g;
const idsIn = (text: string) => [...new Set(text.match(ID) ?? [])];

/** The environment of a URL, by the longest server URL it starts with. */
export function environmentOf(url: string, servers: Server[]): Environment | undefined {
  return [...servers].sort((a, b) => b.url.length - a.url.length).find((server) => url.startsWith(server.url))?.environment;
}

/**
 * Every id a page sends to a server or shows coming back from it: a curl command's URL and body,
 * and the JSON blocks after it until the next heading or the next command.
 */
export function pageSightings(file: string, source: string, servers: Server[]): IdSighting[] {
  const sightings: IdSighting[] = [];
  const headings = source.split('\n').flatMap((text, index) => (/^#{1,6}\s/.test(text) ? [index + 1] : []));
  let served: { environment: Environment; line: number } | undefined;
  for (const block of parseMdx(source).codeBlocks) {
    const start = block.line + 1;
    if (served && headings.some((line) => line > served!.line && line < start)) served = undefined;
    if (['bash', 'sh', 'shell', ''].includes(block.lang)) {
      for (const curl of findCurlCommands(block.code)) {
        const environment = environmentOf(curl.url, servers);
        const line = start + curl.lineOffset;
        served = environment ? { environment, line } : undefined;
        if (!environment) continue;
        for (const id of idsIn(`${curl.url} ${curl.body ?? ''}`)) sightings.push({ id, environment, where: `${file}:${line}` });
      }
    } else if (block.lang === 'json' && served) {
      const lines = block.code.split('\n');
      for (const id of idsIn(block.code)) sightings.push({ id, environment: served.environment, where: `${file}:${start + 1 + Math.max(lines.findIndex((text) => text.includes(id)), 0)}` });
    }
  }
  return sightings;
}

/** The ids of the requests a Postman collection sends to its base URL's environment. */
export function postmanSightings(requests: { name: string; url: string; body?: string }[], environment: Environment): IdSighting[] {
  return requests.flatMap((request) => idsIn(`${request.url} ${request.body ?? ''}`).map((id) => ({ id, environment, where: `Postman collection: ${request.name} (request)` })));
}

/**
 * Rule `one-environment-per-id`: an object lives in the sandbox or in production, never both:
 * sandbox objects do not exist in production, and production creates its own with their own ids.
 */
export function idsInTwoEnvironments(sightings: IdSighting[]): WorldProblem[] {
  const first = new Map<string, IdSighting>();
  const reported = new Set<string>();
  const problems: WorldProblem[] = [];
  for (const sighting of sightings) {
    const earlier = first.get(sighting.id);
    if (!earlier) first.set(sighting.id, sighting);
    else if (earlier.environment !== sighting.environment && !reported.has(sighting.id)) {
      reported.add(sighting.id);
      problems.push({
        rule: 'one-environment-per-id',
        message: `${sighting.id} is used in ${sighting.environment} here, but in ${earlier.environment} at ${earlier.where}; an object exists in one environment, so the other needs an id of its own`,
        places: [sighting.where],
      });
    }
  }
  return problems;
}

/** The ids of the sandbox, and the objects of the sandbox: their own id is, or for a card payment its card's. */
export function sandboxEntities(world: World, sightings: IdSighting[]): Entity[] {
  const sandbox = new Set(sightings.filter((s) => s.environment === 'sandbox').map((s) => s.id));
  return world.entities.filter((entity) => {
    if (sandbox.has(entity.id)) return true;
    const card = entity.fields.get('card_payment.card_id');
    return typeof card === 'string' && sandbox.has(card);
  });
}

/** The merchant that charges sandbox cards, as the cards' `metadata` description names it. */
export function testMerchant(cardsSchemas: string): string {
  const match = /makes the test\s+merchant (.+?)\s+charge the card/.exec(cardsSchemas);
  if (!match) throw new Error('examples/api/components/schemas/cards.yaml no longer names the test merchant as "makes the test merchant <name> charge the card"');
  return match[1].replace(/\s+/g, ' ');
}

const seconds = (from: unknown, to: unknown) => (typeof from === 'string' && typeof to === 'string' ? (Date.parse(to) - Date.parse(from)) / 1000 : Number.NaN);
const MOVES = new Set(['payment', 'withdrawal']);

/**
 * Rule `sandbox-times`: a sandbox payment or withdrawal ends about `stated` seconds after it is
 * created (the spec's one statement of it): it completes or fails between half and twice that,
 * and no example shows it still `pending` later than that.
 */
export function sandboxTimes(entities: Entity[], stated: number): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const about = `about ${stated} seconds after it is created (examples/api.yaml, info.description)`;
  for (const entity of entities) {
    if (!MOVES.has(String(entity.fields.get('type'))) || entity.fields.get('object') !== 'transaction') continue;
    const created = entity.fields.get('created_at');
    const status = entity.fields.get('status');
    const completed = seconds(created, entity.fields.get('completed_at'));
    const updated = seconds(created, entity.fields.get('updated_at'));
    const ended = !Number.isNaN(completed) ? completed : status === 'failed' ? updated : Number.NaN;
    if (ended < stated / 2 || ended > stated * 2) {
      problems.push({ rule: 'sandbox-times', message: `${entity.id} is a sandbox ${String(entity.fields.get('type'))} that ${status === 'failed' ? 'fails' : 'completes'} ${ended} seconds after its created_at ${String(created)}; the sandbox ends one ${about}`, places: [entity.where] });
    }
    if (status === 'pending' && updated > stated * 2) {
      problems.push({ rule: 'sandbox-times', message: `${entity.id} is a sandbox ${String(entity.fields.get('type'))} still \`pending\` ${updated} seconds after its created_at ${String(created)}; the sandbox ends one ${about}`, places: [entity.where] });
    }
  }
  return problems;
}

/**
 * Rule `sandbox-card-payments`: no card network reaches the sandbox, so a sandbox card is charged
 * only by the test merchant, once, with the amount of its `sandbox_card_payment` metadata.
 */
export function sandboxCardPayments(world: World, entities: Entity[], merchant: string): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const charges = new Map<string, Set<string>>();
  for (const entity of entities) {
    const card = entity.fields.get('card_payment.card_id');
    if (typeof card !== 'string' || entity.fields.get('direction') !== 'debit') continue;
    const name = entity.fields.get('card_payment.merchant_name') ?? entity.fields.get('counterparty.name');
    if (name !== merchant) {
      problems.push({ rule: 'sandbox-card-payments', message: `${entity.id} charges sandbox card ${card} at "${String(name)}"; no card network reaches the sandbox, only "${merchant}" charges its cards`, places: [entity.where] });
    }
    const shown = world.entities.filter((other) => other.id === card && isRecord(other.value.metadata)).map((other) => (other.value.metadata as Record<string, unknown>).sandbox_card_payment);
    const planned = shown.find((value) => value !== undefined);
    const amount = entity.fields.get('amount') as { amount?: unknown } | undefined;
    // A card no example shows with its metadata may carry any amount; one shown without the key carries none.
    if (shown.length > 0 && (planned === undefined || String(amount?.amount) !== String(planned))) {
      problems.push({ rule: 'sandbox-card-payments', message: `${entity.id} charges sandbox card ${card} ${String(amount?.amount)}, but the card's \`sandbox_card_payment\` metadata is ${planned === undefined ? 'not set' : String(planned)}; the test merchant charges that amount and no other`, places: [entity.where] });
    }
    charges.set(card, (charges.get(card) ?? new Set()).add(entity.id));
  }
  for (const [card, payments] of charges) {
    if (payments.size < 2) continue;
    const places = [...payments].map((id) => entities.find((e) => e.id === id)!.where);
    problems.push({ rule: 'sandbox-card-payments', message: `sandbox card ${card} is charged ${payments.size} times (${[...payments].join(', ')}); the test merchant charges a card once`, places });
  }
  return problems;
}

/**
 * A request that names an object in its path, and the response example under it: the code
 * samples' request of each request example (page, twin, MCP answer and Postman send the same
 * one) against the success example that answers it.
 *
 * - `path-names-response`: every id the path sends is the object the example is about (its
 *   `id`, or `replaces` for a replacement), or its parent (the example's field of the
 *   parameter's name; on a list, every item's, on the item or in its details).
 * - `path-state-accepted`: the object is, where the examples can tell, in a state the operation
 *   accepts: its last status before the response (`updated_at`) leads to the response's status
 *   by a transition of this operation (`src/data/lifecycles.ts`), a status the request sets is
 *   not the one it already has, and a wallet archived holds no money in a balance example
 *   (`wallet_not_empty`).
 */
import { LIFECYCLES } from '../../../src/data/lifecycles';
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import type { ApiModel, OperationModel } from './spec';
import { statusSightings } from './world-timeline';
import type { World, WorldProblem } from './world';
import { pathValuesOf, placeOf } from './world-pairs';
import type { ExampleSource } from './world-sources';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value);
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** One request a page shows with a path id, and the success example shown as its answer. */
export interface PathRequest {
  op: OperationModel;
  /** The request example whose samples these are, if the operation names several. */
  request?: string;
  body?: unknown;
  /** The parameters the path sends. */
  sent: Record<string, string>;
  response: string;
  value: unknown;
  where: (path: (string | number)[]) => string;
}

const examplesOf = (media: { examples?: Record<string, { value?: unknown }> } | undefined) =>
  Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined);

/** The code samples' request of each request example of each operation with a path parameter, with its answer. */
export function samplePathRequests(model: ApiModel): PathRequest[] {
  const requests: PathRequest[] = [];
  for (const op of model.operations) {
    if (!op.parameters.some((p) => p.in === 'path')) continue;
    const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code));
    const responses = status === undefined ? [] : examplesOf(op.responses[status].content?.['application/json']);
    if (responses.length === 0) continue;
    const bodies = examplesOf(Object.values(op.requestBody?.content ?? {})[0]);
    for (const [request, body] of bodies.length > 0 ? bodies : [[undefined, undefined] as const]) {
      const [response, example] = responses.find(([name]) => name === request) ?? responses[0];
      const sent = pathValuesOf(op.path, sampleRequest(op, request).path.split('?')[0]) ?? {};
      const where = (path: (string | number)[]) => placeOf(model, op.pointer, ['responses', status!, 'content', 'application/json', 'examples', response, 'value', ...path]);
      requests.push({ op, ...(request ? { request } : {}), body: body?.value, sent, response, value: example.value, where });
    }
  }
  return requests;
}

const label = (request: PathRequest) => `${request.op.operationId}${request.request ? ` request "${request.request}"` : ''}: the code samples send`;

/** The id `id` sent as `name` is named by the object `object` as itself, the object it replaces, or its parent. */
function names(object: Json, name: string, id: string): boolean | undefined {
  const own = [object[name], ...Object.values(object).filter(isObject).map((detail) => detail[name])].find((value) => value !== undefined);
  if (own !== undefined) return own === id;
  if (object.id === id || object.replaces === id) return true;
  return typeof object.id === 'string' && object.id.split('_')[0] === id.split('_')[0] ? false : undefined;
}

/** Rule `path-names-response`. */
export function pathsNamingResponses(requests: PathRequest[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const request of requests) {
    const list = isObject(request.value) && request.value.object === 'list' && Array.isArray(request.value.data);
    const objects: [Json, (string | number)[]][] = list
      ? ((request.value as Json).data as unknown[]).flatMap((item, index) => (isObject(item) ? [[item, ['data', index]] as [Json, (string | number)[]]] : []))
      : isObject(request.value) ? [[request.value, []]] : [];
    for (const [name, id] of Object.entries(request.sent)) {
      for (const [object, path] of objects) {
        if (names(object, name, id) !== false) continue;
        const about = typeof object.id === 'string' ? object.id : `this ${String(object.object)}`;
        problems.push({
          rule: 'path-names-response',
          message: `${label(request)} \`${name}\` ${id}, but the response "${request.response}" shown with them is about ${about}${object[name] !== undefined ? ` (its \`${name}\` is ${show(object[name])})` : ''}`,
          places: [request.where(path)],
        });
      }
    }
  }
  return problems;
}

/** The balance examples of each wallet, with where they are written. */
function balancesOf(sources: ExampleSource[]): Map<string, { value: Json; where: string }[]> {
  const balances = new Map<string, { value: Json; where: string }[]>();
  const visit = (node: unknown, path: (string | number)[], source: ExampleSource) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isObject(node)) return;
    if (node.object === 'balance' && typeof node.wallet_id === 'string') balances.set(node.wallet_id, [...(balances.get(node.wallet_id) ?? []), { value: node, where: source.where(path) }]);
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return balances;
}

const LIFECYCLE_OF: Record<string, keyof typeof LIFECYCLES> = { cus: 'CustomerStatus', wal: 'WalletStatus', vac: 'VirtualAccountStatus', crd: 'CardStatus' };

/** Rule `path-state-accepted`. */
export function pathStatesAccepted(requests: PathRequest[], world: World, sources: ExampleSource[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const sightings = statusSightings(world);
  const balances = balancesOf(sources);
  for (const request of requests) {
    const answer = request.value;
    if (!isObject(answer) || typeof answer.id !== 'string') continue;
    const id = Object.values(request.sent).find((sent) => sent === answer.id || sent === answer.replaces);
    if (!id) continue;
    const report = (message: string) => problems.push({ rule: 'path-state-accepted', message: `${label(request)} ${id}, ${message}`, places: [request.where([])] });
    const at = time(answer.updated_at ?? answer.created_at);
    const before = sightings
      .filter((sighting) => sighting.id === id && time(sighting.at) < at)
      .sort((a, b) => time(a.at) - time(b.at))
      .at(-1);
    const lifecycle = LIFECYCLES[LIFECYCLE_OF[id.split('_')[0]]];
    const viaThis = lifecycle?.transitions.filter((t) => t.via?.operation === request.op.operationId) ?? [];
    const asked = isObject(request.body) ? request.body.status : undefined;
    if (before && typeof asked === 'string' && asked === before.status && viaThis.some((t) => t.to === asked)) {
      report(`which is already \`${before.status}\` at ${before.at} (${before.where}), to make it \`${asked}\``);
    } else if (before && id === answer.id && typeof answer.status === 'string' && before.status !== answer.status && viaThis.length > 0 && !viaThis.some((t) => t.from === before.status && t.to === answer.status)) {
      report(`which is \`${before.status}\` at ${before.at} (${before.where}); this operation does not take a ${before.status} object to \`${answer.status}\``);
    }
    if (request.op.operationId === 'DigitalWalletsController_archiveWallet') {
      for (const balance of balances.get(id) ?? []) {
        const held = ['available', 'pending', 'current'].filter((field) => typeof balance.value[field] === 'number' && balance.value[field] !== 0);
        if (held.length > 0) report(`whose balance at ${balance.where} holds money (${held.map((field) => `\`${field}\` ${show(balance.value[field])}`).join(', ')}); archiving it returns \`422 wallet_not_empty\``);
      }
    }
  }
  return problems;
}

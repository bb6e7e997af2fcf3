/**
 * A list request and the page that answers it: the spec's list examples against the request the
 * code samples send (page, twin, MCP answer and Postman send the same one), the docs' list
 * examples against the curl above them.
 *
 * - `list-filter-kept`: every item satisfies every filter the request sends: `<field>_after` by
 *   its `<field>_at` (at or after), `<field>_before` (before, not at), any other filter by the
 *   item's field of that name, on the item or in its details (`card_payment.card_id`).
 * - `list-page-size`: the page holds at most `limit` items (the parameter's default when the
 *   request sends none), and exactly `limit` when it says more follow (`has_more`).
 * - `list-cursor`: a `cursor` the request sends, the page's `next_cursor`, and the `cursor`
 *   example of the operation's parameter table, decode to an id of the kind the list holds, and
 *   of an object under the request's path (a customer's cards: that customer's); a
 *   `next_cursor` decodes to the page's last object, after which the next page starts.
 */
import { operationParameterExample, sampleRequest } from '../../../plugins/api-reference/view/operation';
import type { ApiModel, OperationModel } from './spec';
import type { World, WorldProblem } from './world';
import { pathValuesOf, placeOf, type DocList } from './world-pairs';

type Json = Record<string, unknown>;

const SAMPLES = "the code samples' request";

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value);
const kindOf = (id: unknown) => (typeof id === 'string' ? /^([a-z]+)_/.exec(id)?.[1] : undefined);

/** A list page and the request it answers. */
export interface ListRequest {
  op: OperationModel;
  /** The path and query the request sends. */
  url: string;
  /** The request, for the message: "the code samples' request", "the curl above it". */
  sender: string;
  /** The page, for the message: `example "page"`, or nothing where the place says it. */
  page: string;
  value: Json;
  /** Where a part of the page (by its path inside the page) is written. */
  where: (path: (string | number)[]) => string;
}

/** Every spec list example, with the request the operation's code samples send. */
export function sampleListRequests(model: ApiModel): ListRequest[] {
  const lists: ListRequest[] = [];
  for (const op of model.operations) {
    const url = sampleRequest(op).path;
    for (const [status, response] of Object.entries(op.responses)) {
      if (!/^2\d\d$/.test(status)) continue;
      for (const [name, example] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
        if (!isObject(example.value) || example.value.object !== 'list') continue;
        const where = (path: (string | number)[]) => placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name, 'value', ...path]);
        lists.push({ op, url, sender: SAMPLES, page: ` example "${name}"`, value: example.value, where });
      }
    }
  }
  return lists;
}

/** The docs' list examples that follow a curl calling their operation. */
export function docListRequests(model: ApiModel, docLists: DocList[]): ListRequest[] {
  return docLists.flatMap((list) => {
    const op = model.operations.find((candidate) => candidate.operationId === list.operationId);
    if (!op || !list.url || !isObject(list.value) || list.value.object !== 'list') return [];
    return [{ op, url: list.url, sender: 'the curl above it', page: '', value: list.value, where: () => list.where }];
  });
}

/** The item's field `name`, on the item or in one of its detail objects (`card_payment.card_id`). */
function fieldOf(item: Json, name: string): { found: boolean; path: string; value?: unknown } {
  if (name in item) return { found: true, path: name, value: item[name] };
  for (const [key, child] of Object.entries(item)) {
    if (isObject(child) && name in child) return { found: true, path: `${key}.${name}`, value: child[name] };
  }
  return { found: false, path: name };
}

function decodeCursor(cursor: string): string | undefined {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  return /^[a-z]+_[0-9A-Za-z]+$/.test(decoded) ? decoded : undefined;
}

function filterProblems(list: ListRequest, query: URLSearchParams): WorldProblem[] {
  const { op, sender, page, value, where } = list;
  const problems: WorldProblem[] = [];
  const items = Array.isArray(value.data) ? (value.data as unknown[]) : [];
  for (const [name, wanted] of query) {
    if (name === 'limit' || name === 'cursor' || !op.parameters.some((p) => p.in === 'query' && p.name === name)) continue;
    const range = /^(.+)_(after|before)$/.exec(name);
    items.forEach((item, index) => {
      if (!isObject(item)) return;
      const report = (message: string) =>
        problems.push({ rule: 'list-filter-kept', message: `${op.operationId}${page}: ${String(item.id)} ${message}, but ${sender} sends \`${name}=${wanted}\``, places: [where(['data', index])] });
      if (range) {
        const field = `${range[1]}_at`;
        const at = Date.parse(String(item[field]));
        const bound = Date.parse(wanted);
        if (range[2] === 'after' ? !(at >= bound) : !(at < bound)) report(`has \`${field}\` ${show(item[field])}, ${range[2] === 'after' ? 'before' : 'at or after'} ${wanted}`);
        return;
      }
      const field = fieldOf(item, name);
      if (!field.found) report(`has no \`${name}\``);
      else if (String(field.value) !== wanted) report(`has \`${field.path}\` ${show(field.value)}`);
    });
  }
  return problems;
}

function pageSizeProblems(list: ListRequest, query: URLSearchParams): WorldProblem[] {
  const { op, sender, page, value, where } = list;
  const items = Array.isArray(value.data) ? value.data.length : 0;
  const limitParam = op.parameters.find((p) => p.in === 'query' && p.name === 'limit');
  const sent = query.get('limit');
  const limit = Number(sent ?? limitParam?.schema?.default);
  if (!limitParam || Number.isNaN(limit)) return [];
  const asked = sent === null ? `asks for the default page of ${limit}` : `sends \`limit=${sent}\``;
  const held = `${items} ${items === 1 ? 'item' : 'items'}`;
  const report = (message: string) => [{ rule: 'list-page-size', message: `${op.operationId}${page}: ${sender} ${asked}, ${message}`, places: [where(['has_more'])] }];
  if (items > limit) return report(`but the page holds ${held}`);
  if (value.has_more === true && items < limit) return report(`but the page holds ${held} and says more follow (\`has_more: true\`): a page is full when more follow`);
  return [];
}

function cursorProblems(list: ListRequest, query: URLSearchParams, world?: World): WorldProblem[] {
  const { op, sender, page, value, where, url } = list;
  const items = Array.isArray(value.data) ? (value.data as unknown[]).filter(isObject) : [];
  const kind = kindOf(items[0]?.id);
  if (!kind) return [];
  const pathValues = pathValuesOf(op.path, url.split('?')[0]) ?? {};
  const problems: WorldProblem[] = [];
  const lastId = items[items.length - 1]?.id;
  const check = (cursor: unknown, what: string, place: string, isNext = false) => {
    if (typeof cursor !== 'string') return;
    const id = decodeCursor(cursor);
    if (!id) return;
    const report = (message: string) => problems.push({ rule: 'list-cursor', message: `${op.operationId}${page}: ${what} ${cursor} decodes to ${id}, ${message}`, places: [place] });
    if (kindOf(id) !== kind) return report(`not an id of the ${kind}_ objects this list holds`);
    for (const [name, owner] of Object.entries(pathValues)) {
      const its = world?.get(id, name);
      if (its !== undefined && its !== owner) return report(`which has \`${name}\` ${show(its)}, not ${owner} of the request's path`);
    }
    if (isNext && id !== lastId) report(`not ${show(lastId)}, the last object of this page, after which the next page starts`);
  };
  check(query.get('cursor') ?? undefined, `the cursor ${sender} sends,`, where([]));
  const cursorParam = op.parameters.find((p) => p.in === 'query' && p.name === 'cursor');
  if (cursorParam && sender === SAMPLES) check(operationParameterExample(op, cursorParam), "the parameter table's `cursor` example", where([]));
  check(value.next_cursor, 'its `next_cursor`', where(['next_cursor']), true);
  return problems;
}

/** The problems of each list page with the request it answers (rules above). */
export function listRequestProblems(lists: ListRequest[], world?: World): WorldProblem[] {
  return lists.flatMap((list) => {
    const query = new URLSearchParams(list.url.split('?')[1] ?? '');
    return [...filterProblems(list, query), ...pageSizeProblems(list, query), ...cursorProblems(list, query, world)];
  });
}

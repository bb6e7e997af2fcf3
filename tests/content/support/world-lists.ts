/**
 * Rule `complete-list`: a list example that says it is the whole list (`has_more: false`) holds
 * every object of the world its request selects that exists by then, those the world implies
 * included (every customer's opening wallet).
 */
import type { ApiModel, OperationModel } from './spec';
import type { World, WorldProblem } from './world';
import { exampleUrlOf, listCriteria, placeOf, type DocList } from './world-pairs';
import { worldObjects } from './world-list-order';

type Json = Record<string, unknown>;
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** One list example: what it answers and where it is written. */
interface ListExample {
  op: OperationModel;
  value: Json;
  url: string;
  where: string;
}

/** The spec's list examples (each answering its path's parameter examples) and the docs' (each answering the curl above it). */
export function listExamples(model: ApiModel, docLists: DocList[]): ListExample[] {
  const lists: ListExample[] = [];
  for (const op of model.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (!/^2\d\d$/.test(status)) continue;
      for (const [name, example] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
        const value = example.value as Json | undefined;
        if (value?.object === 'list') lists.push({ op, value, url: exampleUrlOf(op), where: placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name, 'value', 'data']) });
      }
    }
  }
  for (const list of docLists) {
    const op = model.operations.find((candidate) => candidate.operationId === list.operationId);
    if (op && list.url && (list.value as Json)?.object === 'list') lists.push({ op, value: list.value as Json, url: list.url, where: list.where });
  }
  return lists;
}

/**
 * `environmentOf` names the environment an id is sent to or served from, if any: a list holds
 * only objects of its own environment (that of the objects it shows).
 */
export function incompleteLists(world: World, lists: ListExample[], model: ApiModel, environmentOf: (id: string) => string | undefined = () => undefined): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const { op, value, url, where } of lists) {
    const items = Array.isArray(value.data) ? (value.data as Json[]) : [];
    if (value.has_more !== false || items.length === 0) continue;
    const kind = String(items[0].id).split('_')[0];
    const criteria = listCriteria(model, op, url);
    // A filter on a field that changes (a status) selects by the moment's value, which the world does not fix.
    if (criteria.some(([field]) => world.get(String(items[0].id), field) === undefined && field in items[0])) continue;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const [after, before] = [time(query.get('created_after')), time(query.get('created_before'))];
    const asOf = Math.max(...items.flatMap((item) => [time(item.created_at), time(item.updated_at)]).filter((t) => !Number.isNaN(t)));
    const listed = new Set(items.map((item) => item.id));
    const environment = items.map((item) => environmentOf(String(item.id))).find((known) => known !== undefined);
    const missing = worldObjects(world, kind).filter((object) => {
      if (listed.has(object.id)) return false;
      const home = environmentOf(object.id.replace(/^the opening wallet of /, ''));
      if (environment !== undefined && home !== undefined && home !== environment) return false;
      if (Number.isNaN(object.created) || object.created > asOf || object.created < after || object.created >= before) return false;
      return criteria.every(([field, wanted]) => object.fields(field) !== undefined && String(object.fields(field)) === String(wanted));
    });
    if (missing.length === 0) continue;
    problems.push({
      rule: 'complete-list',
      message: `${op.operationId} (${url}): the list says \`has_more: false\` but leaves out ${missing.map((object) => `${object.id} (created ${object.createdAt}, ${object.where})`).join(', ')}, which its request selects`,
      places: [where],
    });
  }
  return problems;
}

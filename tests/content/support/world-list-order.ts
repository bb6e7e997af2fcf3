/**
 * A list example against the world between its items: the items come newest first, and no object
 * the request selects was created between two of them and left out.
 */
import type { ApiModel, OperationModel } from './spec';
import type { World, WorldProblem } from './world';
import { listCriteria } from './world-pairs';

type Json = Record<string, unknown>;
/** A list example: what it answers and where it is written (`listExamples` in world-lists.ts). */
interface ListExample {
  op: OperationModel;
  value: Json;
  url: string;
  where: string;
}
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** An object the world holds, or one it implies without showing it (a customer's opening wallet). */
export interface WorldObject {
  id: string;
  created: number;
  createdAt: string;
  fields: (field: string) => unknown;
  where: string;
}

/**
 * The objects of one kind the world holds, with those it implies: every customer opens with a
 * wallet at its own `created_at`, so a customer no example shows a wallet of that moment for
 * still owns one (named here "the opening wallet of cus_…").
 */
export function worldObjects(world: World, kind: string): WorldObject[] {
  const firstWhere = (id: string) => world.entities.find((entity) => entity.id === id)!.where;
  const ids = [...new Set(world.entities.map((entity) => entity.id))];
  const shown: WorldObject[] = ids
    .filter((id) => id.startsWith(`${kind}_`))
    .map((id) => ({ id, created: time(world.get(id, 'created_at')), createdAt: String(world.get(id, 'created_at')), fields: (field: string) => world.get(id, field), where: firstWhere(id) }));
  if (kind !== 'wal') return shown;
  const implied = ids
    .filter((id) => id.startsWith('cus_') && !Number.isNaN(time(world.get(id, 'created_at'))))
    .filter((id) => !shown.some((wallet) => wallet.fields('customer_id') === id && wallet.created === time(world.get(id, 'created_at'))))
    .map((id) => ({ id: `the opening wallet of ${id}`, created: time(world.get(id, 'created_at')), createdAt: String(world.get(id, 'created_at')), fields: (field: string) => (field === 'customer_id' ? id : undefined), where: firstWhere(id) }));
  return [...shown, ...implied];
}

/** Whether an object meets every criterion of a list's request (an unknown field: it may not). */
const selected = (object: WorldObject, criteria: [string, unknown, string][]) => criteria.every(([field, wanted]) => object.fields(field) !== undefined && String(object.fields(field)) === String(wanted));

/**
 * Rules `list-order` and `list-skips-object`: a list's items are newest `created_at` first, as
 * every list documents; and no object of the world its request selects (same environment, same
 * owner or other filter) was created between two neighbouring items and left out.
 */
export function listsSkippingObjects(world: World, lists: ListExample[], model: ApiModel, environmentOf: (id: string) => string | undefined = () => undefined): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const { op, value, url, where } of lists) {
    const items = Array.isArray(value.data) ? (value.data as Json[]) : [];
    if (items.length < 2) continue;
    const kind = String(items[0].id).split('_')[0];
    items.slice(1).forEach((item, index) => {
      const newer = items[index];
      if (time(item.created_at) > time(newer.created_at)) {
        problems.push({ rule: 'list-order', message: `${op.operationId} (${url}): ${String(item.id)} (created ${String(item.created_at)}) comes after ${String(newer.id)} (created ${String(newer.created_at)}); a list is newest first`, places: [where] });
      }
    });
    const criteria = listCriteria(model, op, url);
    // A filter on a field that changes (a status) selects by the moment's value, which the world does not fix.
    if (criteria.some(([field]) => world.get(String(items[0].id), field) === undefined && field in items[0])) continue;
    const listed = new Set(items.map((item) => item.id));
    const environment = items.map((item) => environmentOf(String(item.id))).find((known) => known !== undefined);
    const [newest, oldest] = [time(items[0].created_at), time(items.at(-1)!.created_at)];
    const skipped = worldObjects(world, kind).filter((object) => {
      if (listed.has(object.id) || !(object.created > oldest && object.created < newest)) return false;
      const home = environmentOf(object.id.replace(/^the opening wallet of /, ''));
      if (environment !== undefined && home !== undefined && home !== environment) return false;
      return selected(object, criteria);
    });
    if (skipped.length === 0) continue;
    problems.push({
      rule: 'list-skips-object',
      message: `${op.operationId} (${url}): the list goes from ${String(items[0].created_at)} to ${String(items.at(-1)!.created_at)} but skips ${skipped.map((object) => `${object.id} (created ${object.createdAt}, ${object.where})`).join(', ')}, which its request selects`,
      places: [where],
    });
  }
  return problems;
}

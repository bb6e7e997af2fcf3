/**
 * Update examples against the world, and each saved response against the request that produced
 * it: an update changes what its request sent and keeps the rest of the object as it was.
 */
import type { PostmanItem } from '../../../plugins/exports/postman';
import type { ApiModel, OperationModel } from './spec';
import type { World, WorldProblem } from './world';
import { placeOf, propertiesOf } from './world-pairs';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value);
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

const requestExamples = (op: OperationModel) => Object.entries(op.requestBody?.content?.['application/json']?.examples ?? {}).filter(([, example]) => example.value !== undefined);
const successExamples = (op: OperationModel) =>
  Object.entries(op.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([status, response]) => Object.entries(response.content?.['application/json']?.examples ?? {}).filter(([, example]) => example.value !== undefined).map(([name, example]) => ({ status, name, summary: example.summary, value: example.value })));

/** The request example a response example answers: the one of the same name, or the only one. */
export function requestOf(op: OperationModel, responseName: string): { name: string; value: unknown } | undefined {
  const requests = requestExamples(op);
  const named = requests.find(([name]) => name === responseName) ?? (requests.length === 1 ? requests[0] : undefined);
  return named && { name: named[0], value: named[1].value };
}

/** Rule `response-has-its-request`: when an operation has several request examples, each success example answers one of them by name. */
export function responsesWithoutRequest(model: ApiModel): WorldProblem[] {
  return model.operations.flatMap((op) =>
    requestExamples(op).length < 2
      ? []
      : successExamples(op)
          .filter(({ name }) => !requestOf(op, name))
          .map(({ status, name }) => ({
            rule: 'response-has-its-request',
            message: `${op.operationId}: the response example "${name}" has no request example of its name (${requestExamples(op).map(([n]) => `"${n}"`).join(', ')}), so no one can tell which request produces it`,
            places: [placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name])],
          })),
  );
}

/** A field whose values include some the request cannot set (a subscription `failing`): the platform changes it too. */
function movedByThePlatform(requestField: Json, responseField: Json | undefined): boolean {
  const values = (schema: Json | undefined) => (schema?.enum as unknown[] | undefined) ?? [];
  return values(responseField).some((value) => !values(requestField).includes(value));
}

/**
 * Rule `update-keeps-rest`: the response to an update (`PATCH`) shows every field the request
 * could have sent but did not as the latest earlier example of the same object shows it; and an
 * entry sent without an `id` (a new person) gets an id no earlier version of the object has.
 */
export function updatesChangingTheRest(model: ApiModel, world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations.filter((candidate) => candidate.method === 'patch')) {
    const schema = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
    for (const { status, name, value } of successExamples(op)) {
      const request = requestOf(op, name);
      const response = value as Json;
      if (!request || !isObject(response) || typeof response.id !== 'string') continue;
      const previous = world.entities
        .filter((entity) => entity.id === response.id && time(entity.fields.get('updated_at')) < time(response.updated_at))
        .sort((a, b) => time(b.fields.get('updated_at')) - time(a.fields.get('updated_at')))[0];
      if (!previous) continue;
      const where = (path: (string | number)[]) => placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name, 'value', ...path]);
      const compare = (sent: unknown, shown: unknown, before: unknown, fields: Json | undefined, path: (string | number)[], shownFields: Json | undefined) => {
        if (Array.isArray(sent) && Array.isArray(shown)) {
          const earlierIds = new Set(Array.isArray(before) ? before.filter(isObject).map((item) => item.id) : []);
          sent.forEach((item, index) => {
            const got = shown[index];
            if (isObject(item) && !('id' in item) && isObject(got) && earlierIds.has(got.id)) {
              problems.push({ rule: 'update-keeps-rest', message: `${op.operationId} "${name}": \`${path.join('.')}[${index}]\` is sent without an \`id\`, so it is new, but the response gives it ${String(got.id)}, which ${previous.id} already had (${previous.where})`, places: [where([...path, index, 'id'])] });
            }
          });
          return;
        }
        if (!isObject(sent) || !isObject(shown) || !isObject(before)) return;
        const properties = propertiesOf(fields);
        const shownProperties = propertiesOf(shownFields);
        for (const field of Object.keys(properties)) {
          if (!(field in shown) || !(field in before) || movedByThePlatform(properties[field] as Json, shownProperties[field] as Json | undefined)) continue;
          if (field in sent) compare(sent[field], shown[field], before[field], properties[field] as Json, [...path, field], shownProperties[field] as Json | undefined);
          else if (show(shown[field]) !== show(before[field])) {
            problems.push({
              rule: 'update-keeps-rest',
              message: `${op.operationId} "${name}": \`${[...path, field].join('.')}\` is ${show(shown[field])}, but the request did not send it and ${previous.id} had ${show(before[field])} (${previous.where}); a field left out keeps its value`,
              places: [where([...path, field])],
            });
          }
        }
      };
      compare(request.value, response, previous.value, schema, [], op.responses[status].content?.['application/json']?.schema as Json | undefined);
    }
  }
  return problems;
}

/** Rule `saved-response-request`: each Postman saved response keeps the request that produced it as its `originalRequest`. */
export function savedResponsesOffRequest(model: ApiModel, collection: { item: PostmanItem[] }): WorldProblem[] {
  const items = collection.item.flatMap((folder) => folder.item ?? []);
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    const item = items.find((candidate) => candidate.name === op.summary);
    for (const { status, name, summary } of successExamples(op)) {
      const request = requestOf(op, name);
      const saved = item?.response?.find((response) => response.name === `${status} ${summary ?? name}`);
      const raw = saved?.originalRequest.body && 'raw' in saved.originalRequest.body ? saved.originalRequest.body.raw : undefined;
      if (!request || raw === undefined || show(JSON.parse(raw)) === show(request.value)) continue;
      problems.push({
        rule: 'saved-response-request',
        message: `the saved response "${saved!.name}" of "${op.summary}" has the request body ${raw.replace(/\s+/g, ' ')} as its original request, but it answers the request example "${request.name}"`,
        places: [`Postman collection: ${op.summary} (saved response "${saved!.name}")`],
      });
    }
  }
  return problems;
}

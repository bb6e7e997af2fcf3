/**
 * Rule `problem-names-request-object`: an error example on an endpoint page answers the request the
 * page shows, so an id its `detail` names is, for each kind of id the request is about, one of the
 * request's: an id it sends (in its path, as the code samples send it, or in its body) or the id
 * of that kind in the success example shown with it (a reissued card's wallet). A shared problem
 * example (`components/responses.yaml`) shows on every page that can return its error, so it names
 * an object every such page's request is about, or the page gets an example of its own. An id
 * whose object is, somewhere in the examples, in the state the error's code names (`wallet_archived`
 * naming a wallet an example shows `archived`) is one any page can name for that error. A `404`
 * names an id no example uses (rule `not-found-names-no-object`), and a value already taken names
 * the other object that holds it (rule `taken-names-other-holder`), so both are left out here.
 */
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import type { ApiModel, OperationModel } from './spec';
import type { World, WorldProblem } from './world';
import { pathValuesOf, placeOf } from './world-pairs';
import { isTaken } from './world-taken-holder';

type Json = Record<string, unknown>;

const ID = /\b(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}\b/g;
const PROBLEM = 'application/problem+json';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const prefixOf = (id: string) => id.split('_')[0];
const namedExamples = (media: { examples?: Record<string, { value?: unknown }> } | undefined) =>
  Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined);

/** Every id in a value, at any depth. */
function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.match(ID) ?? [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (isObject(value)) return Object.values(value).flatMap(idsIn);
  return [];
}

/** The ids one request of `op` is about: what its samples send (path and body), and the ids the success example shown with it holds in its own fields. */
function requestIds(op: OperationModel, name: string | undefined, body: unknown): Set<string> {
  const sent = pathValuesOf(op.path, sampleRequest(op, name).path.split('?')[0]) ?? {};
  const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code));
  const answers = status === undefined ? [] : namedExamples(op.responses[status].content?.['application/json']);
  const answer = (answers.find(([answerName]) => answerName === name) ?? answers[0])?.[1].value;
  const own = isObject(answer) ? Object.values(answer).filter((field): field is string => typeof field === 'string').flatMap((field) => field.match(ID) ?? []) : [];
  return new Set([...Object.values(sent), ...idsIn(body), ...own]);
}

/** Whether an example shows `id` in the state `code` names: `<object>_<status>`, as `wallet_archived`. */
const inStateOfError = (world: World | undefined, id: string, code: unknown) =>
  world?.entities.some((entity) => entity.id === id && `${String(entity.fields.get('object'))}_${String(entity.fields.get('status'))}` === code) ?? false;

/** Rule `problem-names-request-object` over every operation's problem examples; `world` holds the states the examples show. */
export function problemsNamingOtherObjects(model: ApiModel, world?: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    const bodies = namedExamples(Object.values(op.requestBody?.content ?? {})[0]);
    const requests = (bodies.length > 0 ? bodies : [[undefined, undefined] as const]).map(([name, example]) => ({ name, ids: requestIds(op, name, example?.value) }));
    for (const [status, response] of Object.entries(op.responses)) {
      for (const [exampleName, example] of namedExamples(response.content?.[PROBLEM])) {
        const problem = example.value;
        if (!isObject(problem) || problem.code === 'resource_not_found' || isTaken(problem) || typeof problem.detail !== 'string') continue;
        // A problem example named like a request example answers that request; another answers any of them.
        const answered = requests.filter((request) => request.name === exampleName);
        const about = new Set((answered.length > 0 ? answered : requests).flatMap((request) => [...request.ids]));
        for (const id of new Set(problem.detail.match(ID) ?? [])) {
          const ofKind = [...about].filter((candidate) => prefixOf(candidate) === prefixOf(id));
          if (ofKind.length === 0 || ofKind.includes(id) || inStateOfError(world, id, problem.code)) continue;
          problems.push({
            rule: 'problem-names-request-object',
            message: `${op.operationId}: the ${status} example "${exampleName}" names ${id}, but ${answered.length > 0 ? `the request "${exampleName}" it answers is` : "this page's requests are"} about ${ofKind.join(', ')}; name the page's own ${prefixOf(id)}_ object or one an example shows in the state \`${String(problem.code)}\` names, or give the page an example of its own`,
            places: [placeOf(model, op.pointer, ['responses', status, 'content', PROBLEM, 'examples', exampleName, 'value', 'detail'])],
          });
        }
      }
    }
  }
  return problems;
}

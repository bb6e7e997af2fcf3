/**
 * Rule `taken-names-other-holder`: a conflict example saying a value is already taken
 * (`customer_code_taken`, an `errors` entry with the code `taken`) names the object that holds it.
 * That holder is another object than the one the request is about: not the id in the request's
 * path (an update sending its own code back) and not the object the request creates or returns
 * (its success example's `id`), or the example reads as if sending an object's own value conflicts.
 * Checked on the spec's operations (the endpoint pages, `openapi.json` and Postman follow them)
 * and on the pages' problem blocks (`operation="..." status="409"`), against the nearest curl above
 * that calls the same operation and the success response shown for it.
 */
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import type { ApiModel, OperationModel } from './spec';
import type { WorldProblem } from './world';
import { pathValuesOf, placeOf } from './world-pairs';

type Json = Record<string, unknown>;

const ID = /\b(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}\b/g;
const PROBLEM = 'application/problem+json';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const namedExamples = (media: { examples?: Record<string, { value?: unknown }> } | undefined) =>
  Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined);

/** Whether a problem body says a value is already taken by another object. */
export function isTaken(problem: unknown): boolean {
  if (!isObject(problem)) return false;
  const entries = Array.isArray(problem.errors) ? problem.errors.filter(isObject) : [];
  return /_taken$/.test(String(problem.code)) || entries.some((entry) => entry.code === 'taken');
}

/** The ids a taken problem names as holders, with the path of the text that names each. */
function holdersIn(problem: Json): { id: string; path: (string | number)[] }[] {
  const texts: { text: unknown; path: (string | number)[] }[] = [{ text: problem.detail, path: ['detail'] }];
  if (Array.isArray(problem.errors)) problem.errors.forEach((entry, index) => isObject(entry) && texts.push({ text: entry.message, path: ['errors', index, 'message'] }));
  return texts.flatMap(({ text, path }) => (typeof text === 'string' ? [...new Set(text.match(ID) ?? [])].map((id) => ({ id, path })) : []));
}

const message = (where: string, id: string, own: string) =>
  `${where} names ${id} as the holder of the value, but ${id} is ${own}; a value the object already holds is not taken: name another object of the examples that holds it`;

/** The request's own objects of `op` as its page shows them: the ids its code samples send in the path, and each success example's `id`. */
function ownIds(op: OperationModel): Map<string, string> {
  const own = new Map<string, string>();
  for (const id of Object.values(pathValuesOf(op.path, sampleRequest(op).path.split('?')[0]) ?? {})) own.set(id, 'the object the request is sent to (its path)');
  for (const [status, response] of Object.entries(op.responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    for (const [, example] of namedExamples(response.content?.['application/json'])) {
      const id = isObject(example.value) ? example.value.id : undefined;
      if (typeof id === 'string' && !own.has(id)) own.set(id, `the object the request returns (its ${status} example)`);
    }
  }
  return own;
}

/** Rule `taken-names-other-holder` over every operation's problem examples in the spec. */
export function takenHoldersInSpec(model: ApiModel): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const op of model.operations) {
    const own = ownIds(op);
    for (const [status, response] of Object.entries(op.responses)) {
      for (const [name, example] of namedExamples(response.content?.[PROBLEM])) {
        if (!isTaken(example.value)) continue;
        for (const { id, path } of holdersIn(example.value as Json)) {
          const what = own.get(id);
          if (what === undefined) continue;
          problems.push({
            rule: 'taken-names-other-holder',
            message: message(`${op.operationId}: the ${status} example "${name}"`, id, what),
            places: [placeOf(model, op.pointer, ['responses', status, 'content', PROBLEM, 'examples', name, 'value', ...path])],
          });
        }
      }
    }
  }
  return problems;
}

/** Rule `taken-names-other-holder` over a page's problem blocks, against the request and response shown above each for the same operation. */
export function takenHoldersOnPage(model: ApiModel, file: string, source: string): WorldProblem[] {
  const bases = model.servers.map((server) => server.url.replace(/\/$/, ''));
  const own = new Map<string, Map<string, string>>();
  const problems: WorldProblem[] = [];
  for (const block of parseMdx(source).codeBlocks) {
    for (const curl of findCurlCommands(block.code)) {
      const base = bases.find((candidate) => curl.url.startsWith(`${candidate}/`));
      const path = base === undefined ? undefined : curl.url.slice(base.length).split('?')[0];
      const op = path === undefined ? undefined : model.operations.find((candidate) => candidate.method === curl.method.toLowerCase() && pathValuesOf(candidate.path, path));
      if (!op || path === undefined) continue;
      // Each call starts the request its responses below answer.
      own.set(op.operationId, new Map(Object.values(pathValuesOf(op.path, path) ?? {}).map((id) => [id, `the object the request above is sent to (${file}:${block.line + 1 + curl.lineOffset})`])));
    }
    const operationId = block.meta.operation;
    if (block.lang !== 'json' || typeof operationId !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue;
    }
    const ids = own.get(operationId) ?? new Map<string, string>();
    if (/^2\d\d$/.test(String(block.meta.status)) && isObject(value) && typeof value.id === 'string') {
      if (!ids.has(value.id)) ids.set(value.id, `the object the request returns (${file}:${block.line})`);
      own.set(operationId, ids);
      continue;
    }
    if (!isTaken(value)) continue;
    for (const { id } of holdersIn(value as Json)) {
      const what = ids.get(id);
      if (what === undefined) continue;
      const line = block.code.split('\n').findIndex((text) => text.includes(id));
      problems.push({ rule: 'taken-names-other-holder', message: message(`the ${String(block.meta.status)} example of ${operationId}`, id, what), places: [`${file}:${block.line + 1 + Math.max(line, 0)}`] });
    }
  }
  return problems;
}

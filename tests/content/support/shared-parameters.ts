/**
 * Rule `shared-parameter-names`: a shared parameter (`components.parameters`, referenced by several
 * operations) has one description shown on every operation that uses it, so a parameter it names
 * in backticks must be one that every such operation takes.
 */
import type { SourceLocation } from '../../../plugins/api-model/load';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const REF = '#/components/parameters/';

export interface SharedParameterProblem {
  where: string;
  message: string;
}

export const formatSharedParameterProblem = (problem: SharedParameterProblem) => `${problem.where}: ${problem.message} (rule: shared-parameter-names)`;

interface UsingOperation {
  name: string;
  shared: Set<string>;
  names: Set<string>;
}

/** Every operation and webhook, with the shared parameters it references and the names of all it takes. */
function operationsOf(document: Json): UsingOperation[] {
  const shared = isObject(document.components) && isObject(document.components.parameters) ? document.components.parameters : {};
  const nameOf = (parameter: unknown) => {
    const ref = isObject(parameter) && typeof parameter.$ref === 'string' ? parameter.$ref : undefined;
    const resolved = ref?.startsWith(REF) ? shared[ref.slice(REF.length)] : parameter;
    return isObject(resolved) && typeof resolved.name === 'string' ? resolved.name : undefined;
  };
  const items = [...Object.entries(isObject(document.paths) ? document.paths : {}), ...Object.entries(isObject(document.webhooks) ? document.webhooks : {})];
  return items.flatMap(([key, item]) => {
    if (!isObject(item)) return [];
    const common = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.filter((method) => isObject(item[method])).map((method) => {
      const operation = item[method] as Json;
      const parameters = [...common, ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
      const refs = parameters.flatMap((parameter) => (isObject(parameter) && typeof parameter.$ref === 'string' && parameter.$ref.startsWith(REF) ? [parameter.$ref.slice(REF.length)] : []));
      const name = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${key}`;
      return { name, shared: new Set(refs), names: new Set(parameters.map(nameOf).filter((found): found is string => found !== undefined)) };
    });
  });
}

export function sharedParameterProblems(document: Json, locate: (pointer: string) => SourceLocation): SharedParameterProblem[] {
  const shared = isObject(document.components) && isObject(document.components.parameters) ? document.components.parameters : {};
  const operations = operationsOf(document);
  const everyName = new Set(operations.flatMap((operation) => [...operation.names]));
  return Object.entries(shared).flatMap(([key, parameter]) => {
    if (!isObject(parameter) || typeof parameter.description !== 'string') return [];
    const users = operations.filter((operation) => operation.shared.has(key));
    const named = [...new Set([...parameter.description.matchAll(/`([A-Za-z][\w-]*)`/g)].map((match) => match[1]))].filter((name) => name !== parameter.name && everyName.has(name));
    return named.flatMap((name) => {
      const without = users.filter((operation) => !operation.names.has(name)).map((operation) => operation.name);
      if (without.length === 0) return [];
      const place = locate(`/components/parameters/${key}/description`);
      return [{
        where: `${place.file}#${place.pointer}${place.line === undefined ? '' : ` (line ${place.line})`}`,
        message: `the shared parameter \`${String(parameter.name)}\` names \`${name}\` in its description, which ${without.join(', ')} ${without.length === 1 ? 'does' : 'do'} not take; its description shows on every operation that uses it, so name only what all of them take`,
      }];
    });
  });
}

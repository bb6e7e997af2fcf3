import { deref, isObject, operationsOf } from '../walk';
import { objectShape, typesOf } from './schema-utils';
import type { Finding, Rule } from './types';

const RULE = 'list-envelope';

/** Every list operation returns `{object: "list", data, has_more, next_cursor}` and takes `limit` and `cursor`. */
export const listEnvelope: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths' || entry.method !== 'get') continue;
    const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
    const ok = deref(doc, responses['200'], `${entry.pointer}/responses/200`);
    const media = isObject(ok.node) && isObject(ok.node.content) ? ok.node.content['application/json'] : undefined;
    const schema = isObject(media) ? media.schema : undefined;
    const schemaPointer = `${ok.pointer}/content/application~1json/schema`;
    const parameters = new Map<string, ReturnType<typeof deref>['node']>();
    for (const parameter of entry.parameters) {
      const target = deref(doc, parameter, '').node;
      if (isObject(target) && target.in === 'query' && typeof target.name === 'string') parameters.set(target.name, target.schema);
    }
    if (typesOf(doc, schema).includes('array')) {
      findings.push({ pointer: schemaPointer, rule: RULE, message: `GET ${entry.name} returns a bare array; wrap it in the list envelope` });
      continue;
    }
    const { properties, required } = objectShape(doc, schema);
    const paginated = parameters.has('limit') || parameters.has('cursor');
    if (!('data' in properties) && !paginated) continue;

    const problems: string[] = [];
    const object = deref(doc, properties.object, '').node;
    if (!isObject(object) || object.const !== 'list') problems.push('`object` must be the constant "list"');
    if (!typesOf(doc, properties.data).includes('array')) problems.push('`data` must be an array');
    if (!typesOf(doc, properties.has_more).includes('boolean')) problems.push('`has_more` must be a boolean');
    const cursorTypes = typesOf(doc, properties.next_cursor);
    if (!cursorTypes.includes('string') || !cursorTypes.includes('null')) problems.push('`next_cursor` must be a string or null');
    for (const name of ['object', 'data', 'has_more', 'next_cursor']) if (!required.has(name)) problems.push(`\`${name}\` must be required`);
    for (const problem of problems) findings.push({ pointer: schemaPointer, rule: RULE, message: `GET ${entry.name} lists objects: ${problem}` });

    const limit = deref(doc, parameters.get('limit'), '').node;
    if (!isObject(limit) || limit.type !== 'integer' || limit.minimum !== 1 || limit.maximum !== 100 || limit.default !== 20) {
      findings.push({ pointer: `${entry.pointer}/parameters`, rule: RULE, message: `GET ${entry.name} lists objects: needs the query parameter \`limit\` (integer, 1-100, default 20)` });
    }
    if (!typesOf(doc, parameters.get('cursor')).includes('string')) {
      findings.push({ pointer: `${entry.pointer}/parameters`, rule: RULE, message: `GET ${entry.name} lists objects: needs the query parameter \`cursor\` (string)` });
    }
  }
  return findings;
};

import type { JsonObject } from '../load';
import { deref, isObject, operationsOf } from '../walk';
import type { Finding, Rule } from './types';

const RULE = 'paired-examples';

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The names of the named examples of a content map's first media type, and where they are. */
function namedExamples(content: JsonObject | undefined, pointer: string): { names: string[]; pointer: string } | undefined {
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  if (!type || !isObject(media) || !isObject(media.examples)) return undefined;
  return { names: Object.keys(media.examples), pointer: `${pointer}/content/${escapeSegment(type)}/examples` };
}

/**
 * Request and response examples are paired by name: the endpoint page shows, beside the request
 * example the reader picks, the response examples with the same name. So, where a request has
 * several named examples, the success response has one example per request example, named
 * alike; and any response that names one request example names them all (an error response
 * whose examples are named otherwise answers every request alike).
 */
export const pairedExamples: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const body = deref(doc, entry.operation.requestBody, `${entry.pointer}/requestBody`);
    const request = isObject(body.node) && isObject(body.node.content) ? namedExamples(body.node.content, body.pointer) : undefined;
    if (!request || request.names.length < 2) continue;
    const requestNames = new Set(request.names);
    const label = `${entry.method.toUpperCase()} ${entry.name}`;
    const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
    for (const [status, value] of Object.entries(responses)) {
      const response = deref(doc, value, `${entry.pointer}/responses/${status}`);
      if (!isObject(response.node) || !isObject(response.node.content)) continue;
      const examples = namedExamples(response.node.content, response.pointer);
      const names = new Set(examples?.names ?? []);
      const paired = [...names].filter((name) => requestNames.has(name));
      if (!/^2/.test(status) && paired.length === 0) continue;
      const missing = request.names.filter((name) => !names.has(name));
      for (const name of missing) {
        findings.push({
          pointer: examples?.pointer ?? `${response.pointer}/content`,
          rule: RULE,
          message: `${label}: the ${status} response has no example named "${name}": name each response example after the request example it answers`,
        });
      }
    }
  }
  return findings;
};

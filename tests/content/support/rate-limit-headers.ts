import type { JsonValue } from './spec';

/**
 * The headers of one rate-limited response tell one story, and a header a response tells you to
 * read is always there:
 * - retry-after-required: a response whose description says to wait `Retry-After` seconds
 *   declares the header `required`;
 * - rate-limit-example: on a response that says to wait `Retry-After` seconds, the window is spent
 *   (`RateLimit-Remaining` is `0`), it ends when the wait does (`RateLimit-Reset` equals
 *   `Retry-After`), and a body that says "Retry after N seconds" gives the same N;
 * - rate-limit-limit: every response of an operation shows, in its `RateLimit-Limit` example (and a
 *   `RateLimit-Remaining` example no larger) and in
 *   a `429` body's "N requests per ...", the limit of that operation: the per-IP limit its
 *   description states ("N requests per 60-second window for each IP address"), else the key's,
 *   as the `RateLimit-Limit` header component states it ("N in the sandbox").
 */

type Node = Record<string, JsonValue>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export interface HeaderProblem {
  /** JSON pointer (in the bundled spec) of the header or example that disagrees. */
  pointer: string;
  rule: 'retry-after-required' | 'rate-limit-example' | 'rate-limit-limit';
  message: string;
}

function resolve(doc: JsonValue, node: JsonValue | undefined): JsonValue | undefined {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return node;
  let target: JsonValue | undefined = doc;
  for (const raw of node.$ref.slice(2).split('/')) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isObject(target) ? target[segment] : undefined;
  }
  return target;
}

/** Every response object of the document (an object with a `description` and `headers`), with its pointer. */
function responses(doc: JsonValue): [string, Node][] {
  const found: [string, Node][] = [];
  const walk = (node: JsonValue | undefined, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!isObject(node)) return;
    if (typeof node.description === 'string' && isObject(node.headers)) found.push([pointer, node]);
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escape(key)}`);
  };
  walk(doc, '');
  return found;
}

export function rateLimitHeaderProblems(doc: JsonValue): HeaderProblem[] {
  const problems: HeaderProblem[] = [];
  for (const [pointer, response] of responses(doc)) {
    const headers = response.headers as Node;
    const header = (name: string) => resolve(doc, headers[name]) as Node | undefined;
    const retryAfter = header('Retry-After');
    const at = (name: string) => `${pointer}/headers/${escape(name)}`;
    if (!/`Retry-After`/.test(String(response.description))) continue;
    if (retryAfter?.required !== true) {
      problems.push({ pointer: retryAfter ? at('Retry-After') : `${pointer}/headers`, rule: 'retry-after-required', message: 'the response says to wait `Retry-After` seconds, but the header is not `required`' });
    }
    const wait = retryAfter?.example;
    const remaining = header('RateLimit-Remaining')?.example;
    const reset = header('RateLimit-Reset')?.example;
    if (remaining !== undefined && remaining !== 0) {
      problems.push({ pointer: at('RateLimit-Remaining'), rule: 'rate-limit-example', message: `\`RateLimit-Remaining\` example is ${String(remaining)} on a response that says to wait \`Retry-After\` seconds; the window is spent, so it is 0` });
    }
    if (reset !== undefined && reset !== wait) {
      problems.push({ pointer: at('RateLimit-Reset'), rule: 'rate-limit-example', message: `\`RateLimit-Reset\` example is ${String(reset)}, \`Retry-After\` example is ${String(wait)}; the wait ends when the window does, so they are equal` });
    }
    for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
      for (const [name, example] of Object.entries(isObject(media) && isObject(media.examples) ? media.examples : {})) {
        const value = resolve(doc, example) as Node | undefined;
        const detail = isObject(value) && isObject(value.value) ? String(value.value.detail ?? '') : '';
        const said = /Retry after (\d+) seconds?/i.exec(detail);
        if (said && Number(said[1]) !== wait) {
          problems.push({ pointer: `${pointer}/content/${escape(type)}/examples/${escape(name)}/value/detail`, rule: 'rate-limit-example', message: `the body says "Retry after ${said[1]} seconds", \`Retry-After\` example is ${String(wait)}` });
        }
      }
    }
  }
  return problems;
}

/** The pointer a `$ref` leads to, or the node's own. */
const targetOf = (node: JsonValue | undefined, pointer: string) => (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') ? node.$ref.slice(1) : pointer);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Each operation's responses that show a limit another than the operation's own. */
export function rateLimitLimitProblems(doc: JsonValue): HeaderProblem[] {
  const root = isObject(doc) ? doc : {};
  const components = isObject(root.components) ? root.components : {};
  const keyHeader = isObject(components.headers) ? components.headers['RateLimit-Limit'] : undefined;
  const keyLimit = /(\d+) in the sandbox/.exec(isObject(keyHeader) ? String(keyHeader.description ?? '') : '')?.[1];
  const problems: HeaderProblem[] = [];
  for (const [path, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    for (const method of METHODS.filter((m) => isObject(item) && isObject(item[m]))) {
      const op = (item as Node)[method] as Node;
      const perIp = /(\d+) requests per \d+-second\s+window for each IP address/.exec(String(op.description ?? ''))?.[1];
      const operationLimit = perIp ?? keyLimit;
      if (operationLimit === undefined) continue;
      const operationWhose = perIp ? `${String(op.operationId)}, which allows ${operationLimit} requests per window per IP address (its description)` : `${String(op.operationId)}, which allows a key ${operationLimit} requests per window in the sandbox (the \`RateLimit-Limit\` header)`;
      for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const responsePointer = targetOf(raw, `/paths/${escape(path)}/${method}/responses/${status}`);
        const response = resolve(doc, raw);
        if (!isObject(response)) continue;
        // A response counted against the IP address rather than the key (a `401`) states its own limit.
        const responsePerIp = /(\d+)\s+requests per \d+-second\s+window for each IP address/.exec(String(response.description ?? ''))?.[1];
        const limit = responsePerIp ?? operationLimit;
        const whose = responsePerIp ? `${String(op.operationId)}, whose ${status} counts ${limit} requests per window per IP address (the response's description)` : operationWhose;
        const headers = isObject(response.headers) ? response.headers : {};
        const header = resolve(doc, headers['RateLimit-Limit']);
        const shown = isObject(header) ? header.example : undefined;
        if (shown !== undefined && String(shown) !== limit) {
          problems.push({ pointer: `${responsePointer}/headers/RateLimit-Limit`, rule: 'rate-limit-limit', message: `\`RateLimit-Limit\` example is ${String(shown)} on ${status} of ${whose}; the example shows the operation's limit` });
        }
        const remaining = resolve(doc, headers['RateLimit-Remaining']);
        const left = isObject(remaining) ? remaining.example : undefined;
        if (typeof left === 'number' && left > Number(limit)) {
          problems.push({ pointer: `${responsePointer}/headers/RateLimit-Remaining`, rule: 'rate-limit-limit', message: `\`RateLimit-Remaining\` example is ${left} on ${status} of ${whose}; no more than the limit can be left` });
        }
        for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
          for (const [name, example] of Object.entries(isObject(media) && isObject(media.examples) ? media.examples : {})) {
            const value = resolve(doc, example);
            const said = /^(\d+) requests per/.exec(isObject(value) && isObject(value.value) ? String(value.value.detail ?? '') : '');
            if (said && said[1] !== limit) {
              problems.push({ pointer: `${targetOf(example, `${responsePointer}/content/${escape(type)}/examples/${escape(name)}`)}/value/detail`, rule: 'rate-limit-limit', message: `the body says "${said[0]}" on ${status} of ${whose}` });
            }
          }
        }
      }
    }
  }
  return problems;
}

/** Each ```http block of a page that shows a `429` whose headers disagree, as `file:line: ... (rule: rate-limit-example)`. */
export function rateLimitBlockProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const block of text.matchAll(/^```http\n(HTTP\/\S+ 429[^]*?)^```/gm)) {
    const line = text.slice(0, block.index).split('\n').length + 1;
    const value = (name: string) => new RegExp(`^${name}: (\\d+)$`, 'm').exec(block[1])?.[1];
    const [remaining, reset, wait] = [value('RateLimit-Remaining'), value('RateLimit-Reset'), value('Retry-After')];
    if (wait === undefined) problems.push(`${file}:${line}: a \`429\` shown without \`Retry-After\`, which every \`429\` carries (rule: retry-after-required)`);
    if (remaining !== undefined && remaining !== '0') problems.push(`${file}:${line}: a \`429\` with \`RateLimit-Remaining: ${remaining}\`; the window is spent, so it is 0 (rule: rate-limit-example)`);
    if (reset !== undefined && wait !== undefined && reset !== wait) problems.push(`${file}:${line}: a \`429\` with \`RateLimit-Reset: ${reset}\` and \`Retry-After: ${wait}\`; the wait ends when the window does, so they are equal (rule: rate-limit-example)`);
  }
  return problems;
}

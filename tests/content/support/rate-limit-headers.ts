import type { JsonValue } from './spec';

/**
 * The headers of one rate-limited response tell one story, and a header a response tells you to
 * read is always there:
 * - retry-after-required: a response whose description says to wait `Retry-After` seconds
 *   declares the header `required`;
 * - rate-limit-example: on a response that says to wait `Retry-After` seconds, the window is spent
 *   (`RateLimit-Remaining` is `0`), it ends when the wait does (`RateLimit-Reset` equals
 *   `Retry-After`), and a body that says "Retry after N seconds" gives the same N.
 */

type Node = Record<string, JsonValue>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export interface HeaderProblem {
  /** JSON pointer (in the bundled spec) of the header or example that disagrees. */
  pointer: string;
  rule: 'retry-after-required' | 'rate-limit-example';
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

/**
 * Which problems carry an `errors` array is stated once, in the `Problem` schema's `errors`
 * description (`scope-facts.ts` reads it; `errors-presence` holds every example and every
 * "absent otherwise" sentence to it). Held here against the rest of the spec:
 * - a code a request field's own `x-errors` carries is about that field, so the description
 *   names it among the codes that carry `errors`;
 * - each code it names has an example that shows its `errors`.
 */
import type { ExampleSource } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

const ALWAYS = 'invalid_request';
const OPERATION_LEVEL = /^\/paths\/[^/]+\/(?:get|put|post|patch|delete)\/x-errors$/;

export interface WrittenErrors {
  /** The codes the description names as carrying `errors`, and where it is written. */
  carriers: Set<string>;
  carriersAt: string;
  /** Every `x-errors` entry of the spec: its code, the bundled pointer of its list and where that is written. */
  xErrors: { code: string; pointer: string; where: string }[];
  examples: ExampleSource[];
}

export function fieldTiedErrorProblems(written: WrittenErrors): string[] {
  const problems: string[] = [];
  for (const entry of written.xErrors) {
    if (entry.code === ALWAYS || OPERATION_LEVEL.test(entry.pointer) || written.carriers.has(entry.code)) continue;
    problems.push(`${entry.where}: \`${entry.code}\` is in a request field's x-errors, so its problem is about that field, but ${written.carriersAt} does not name it among the errors that carry \`errors\` (rule: field-tied-errors)`);
  }
  const shown = new Set(written.examples.map((source) => source.value).filter((value) => isRecord(value) && typeof value.code === 'string' && Array.isArray(value.errors)).map((value) => String((value as { code: string }).code)));
  for (const code of written.carriers) {
    if (code !== ALWAYS && !shown.has(code)) problems.push(`${written.carriersAt}: names \`${code}\` among the errors that carry \`errors\`, but no example shows it with them (rule: field-tied-errors)`);
  }
  return problems;
}

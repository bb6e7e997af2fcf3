/**
 * A field error's `code` must be the one whose definition fits what its `message` says: a message
 * stating a maximum is `too_long`, one stating a minimum is `too_short`, and the reverse.
 */
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

const STATES_MAXIMUM = /\b(?:at most|longer than|larger than|no more than|up to)\b/i;
const STATES_MINIMUM = /\b(?:at least|shorter than|smaller than)\b/i;
/** The codes about the value itself; `taken`, `insufficient_funds` and the rest have their own wording. */
const VALUE_CODES = new Set(['invalid_type', 'invalid_format', 'too_short', 'too_long', 'invalid_value']);

function expectedCode(message: string): string | undefined {
  if (STATES_MAXIMUM.test(message)) return 'too_long';
  if (STATES_MINIMUM.test(message)) return 'too_short';
  return undefined;
}

export function fieldErrorCodeProblems(sources: ExampleSource[]): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: Path, source: ExampleSource) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], source));
    if (!isRecord(node)) return;
    const { field, code, message } = node;
    if (typeof field === 'string' && typeof code === 'string' && typeof message === 'string' && VALUE_CODES.has(code)) {
      const expected = expectedCode(message);
      const bound = code === 'too_long' || code === 'too_short';
      if (expected && expected !== code) {
        problems.push(`${source.where([...path, 'message'])}: field error on \`${field}\` says "${message}" but has code \`${code}\`; a value over or under a bound is \`${expected}\` (rule: field-error-code)`);
      } else if (bound && !expected) {
        problems.push(`${source.where([...path, 'message'])}: field error on \`${field}\` has code \`${code}\` but its message "${message}" states no bound (rule: field-error-code)`);
      }
    }
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source);
  };
  for (const source of sources) visit(source.value, [], source);
  return problems;
}

import { describe, expect, it } from 'vitest';
import { fieldErrorCodeProblems } from './support/field-error-codes';
import { loadApiModel } from './support/spec';
import { docExamples, docExamplesOf, specExamples } from './support/world-sources';

const PAGE = 'docs/guides/planted.mdx';
const page = (...errors: object[]) =>
  `Some prose.\n\n\`\`\`json\n${JSON.stringify({ code: 'invalid_request', errors }, null, 2)}\n\`\`\`\n`;

describe('field-error codes fit their messages', () => {
  it('every example in the spec and on the pages uses the code its message describes', async () => {
    const sources = [...specExamples(await loadApiModel()), ...docExamples()];
    expect(fieldErrorCodeProblems(sources)).toEqual([]);
  });

  it('catches a length error coded invalid_format and a too_long with no bound, naming file:line and rule', () => {
    const sources = docExamplesOf(PAGE, page(
      { field: 'customer_code', code: 'invalid_format', message: 'Must be at most 64 characters.' },
      { field: 'email', code: 'too_long', message: 'Must be an email address.' },
    ));
    expect(fieldErrorCodeProblems(sources)).toEqual([
      `${PAGE}:10: field error on \`customer_code\` says "Must be at most 64 characters." but has code \`invalid_format\`; a value over or under a bound is \`too_long\` (rule: field-error-code)`,
      `${PAGE}:15: field error on \`email\` has code \`too_long\` but its message "Must be an email address." states no bound (rule: field-error-code)`,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldTiedErrorProblems, type WrittenErrors } from './support/field-tied-errors';
import { scopeFacts } from './support/scope-facts';
import { escapePointerSegment, loadApiModel, type ApiModel, type JsonValue } from './support/spec';
import { docExamples, specExamples } from './support/world-sources';

const isObject = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

function xErrorsOf(model: ApiModel): WrittenErrors['xErrors'] {
  const found: WrittenErrors['xErrors'] = [];
  const visit = (node: JsonValue, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${pointer}/${index}`));
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const at = `${pointer}/${escapePointerSegment(key)}`;
      if (key === 'x-errors' && Array.isArray(child)) {
        const place = model.spec.locate(at);
        for (const entry of child) if (isObject(entry) && typeof entry.code === 'string') found.push({ code: entry.code, pointer: at, where: `${place.file}#${place.pointer}${place.line === undefined ? '' : ` (line ${place.line})`}` });
      } else visit(child, at);
    }
  };
  visit(model.spec.bundled as unknown as JsonValue, '');
  return found;
}

async function written(): Promise<WrittenErrors> {
  const model = await loadApiModel();
  const facts = scopeFacts(model);
  return { carriers: facts.errorsCarriers, carriersAt: facts.errorsSource, xErrors: xErrorsOf(model), examples: [...specExamples(model), ...docExamples()] };
}

describe('the errors tied to one field carry an errors array', () => {
  it('every code a request field\'s x-errors carries is named by Problem.errors, and each it names has an example with errors', async () => {
    const spec = await written();
    expect(spec.carriers).toContain('credit_limit_exceeded');
    expect(fieldTiedErrorProblems(spec)).toEqual([]);
  });

  it('catches a field code the description leaves out and a named code no example shows, naming file, place and rule', async () => {
    const spec = await written();
    const carriers = new Set([...spec.carriers].filter((code) => code !== 'credit_limit_exceeded'));
    carriers.add('wallet_archived');
    expect(fieldTiedErrorProblems({ ...spec, carriers })).toEqual([
      expect.stringMatching(/^examples\/api\/components\/schemas\/cards\.yaml#\/CreateCreditCardRequest\/properties\/credit_limit\/x-errors \(line \d+\): `credit_limit_exceeded` is in a request field's x-errors, so its problem is about that field, but examples\/api\/components\/schemas\/errors\.yaml#\/Problem\/properties\/errors does not name it among the errors that carry `errors` \(rule: field-tied-errors\)$/),
      `${spec.carriersAt}: names \`wallet_archived\` among the errors that carry \`errors\`, but no example shows it with them (rule: field-tied-errors)`,
    ]);
  });
});

// Planted mistakes: a 404 example that names an object of the example world fails, naming the place.
import { describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from './support/spec';
import { formatWorldProblem } from './support/world';
import { notFoundsNamingObjects } from './support/world-not-found';
import { docExamplesOf, specExamples } from './support/world-sources';

const PAGE = 'docs/guides/planted.mdx';
const MARIA = 'cus_4f9Kq2LmN8pR7sT1';
const block = (value: unknown) => `Some prose.\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
const notFound = (id: string) => ({ type: 'https://docs.example.com/docs/api/intro#resource_not_found', title: 'Resource not found', status: 404, detail: `No customer with id ${id} exists in this environment.`, code: 'resource_not_found', request_id: 'req_8Tg5Rf2Ed9Ws6Qa3' });
const customer = { id: MARIA, object: 'customer', type: 'individual', created_at: '2026-11-02T10:15:00Z' };

/** The model whose shared customer-not-found example names `id` instead of its own unknown id. */
function withNotFoundNaming(model: ApiModel, id: string): ApiModel {
  const bundled = structuredClone(model.spec.bundled);
  const planted: ApiModel = { ...model, spec: { ...model.spec, bundled, locate: (pointer) => model.spec.locate(pointer) } };
  const example = specExamples(planted).find((source) => /No customer with id/.test(String((source.value as { detail?: unknown }).detail)));
  (example!.value as { detail: string }).detail = `No customer with id ${id} exists in this environment.`;
  return planted;
}

describe('not-found-names-no-object on planted mistakes', () => {
  it('a guide\'s 404 that names the customer its other example shows fails at the detail\'s line; an unknown id passes', () => {
    const page = (id: string) => block(customer) + block(notFound(id));
    expect(notFoundsNamingObjects(docExamplesOf(PAGE, page('cus_0Nw6Ka3Jd8Ge1Hs4')))).toEqual([]);
    expect(notFoundsNamingObjects(docExamplesOf(PAGE, page(MARIA))).map(formatWorldProblem)).toEqual([
      `${PAGE}:18: this 404 example says ${MARIA} does not exist, but the examples show it (${PAGE}:5) on the server the samples call; name an id no example uses, well-formed for its prefix (rule: not-found-names-no-object)`,
    ]);
  });

  it('the spec\'s shared customer-not-found example naming Maria fails at its pointer', async () => {
    const model = await loadApiModel();
    expect(notFoundsNamingObjects(specExamples(model))).toEqual([]);
    const problems = notFoundsNamingObjects(specExamples(withNotFoundNaming(model, MARIA))).map(formatWorldProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/NotFound\/content\/application~1problem\+json\/examples\/customerNotFound\/value\/detail \(line \d+\): this 404 example says cus_4f9Kq2LmN8pR7sT1 does not exist, but the examples show it \(examples\/api\/paths\/customers\.yaml#\/get\/responses\/200\/\S+ \(line \d+\)\) on the server the samples call; .* \(rule: not-found-names-no-object\)$/),
    ]);
  }, 60_000);
});

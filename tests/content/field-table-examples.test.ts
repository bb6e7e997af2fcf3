import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelBeforeAll } from '../../plugins/api-model/test-model';
import { SITE_DIR } from '../../plugins/api-model';
import { responses } from '../../plugins/api-reference/view/operation';
import { toSchemaNode } from '../../plugins/api-reference/view/schema';
import { contentData } from '../../plugins/api-content/data';
import { overviewExamples } from '../../plugins/api-content/overviewExamples';
import type { SchemaNode } from '../../plugins/api-reference/view/types';
import { exampleWorld } from '../../plugins/api-reference/view/ownExamples';
import { overviewTableProblems, responseTableProblems } from './support/field-table-examples';

describe("a field table shows the values of the JSON example beside it", () => {
  const loaded = modelBeforeAll();
  const world = () => exampleWorld(loaded());
  const docsDir = path.join(SITE_DIR, 'docs');

  it("every operation's response tables and headers show its first response example's values", () => {
    const all = world();
    expect(loaded().operations.flatMap((op) => responseTableProblems(op, responses(op, all), all))).toEqual([]);
  });

  it('every overview object table shows the values of the object example above it', () => {
    const nodes = contentData(loaded(), docsDir).resourceSchemas as Record<string, SchemaNode>;
    expect(overviewTableProblems(overviewExamples(docsDir), nodes, world())).toEqual([]);
  });

  it("fails the schema's own examples in place of the examples beside them", () => {
    // The planted mistake: the card overview table as the schema alone would show it.
    const model = loaded();
    const card = overviewExamples(docsDir).find((table) => table.name === 'Card')!;
    const schemaOnly = { Card: toSchemaNode(model.schemas.Card) };
    expect(overviewTableProblems([{ ...card, example: { ...(card.example as object), exp_month: 7 } }], schemaOnly, [])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/api\/cards\.mdx:\d+: Card exp_month: the field table shows \d+, the JSON example above it shows 7; a table beside an example shows that example's values \(rule: field-table-example\)$/),
      ]),
    );
    // And a response table whose header example is not the body's request_id.
    const op = model.operations.find((candidate) => candidate.operationId === 'CustomersController_createIndividualCustomer')!;
    const planted = responses(op).map((response) =>
      response.status === '429' ? { ...response, headersSameAs: undefined, headers: [{ name: 'X-Request-Id', type: 'string', example: '"req_planted00000000"' } as SchemaNode] } : response,
    );
    expect(responseTableProblems(op, planted, [])).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/responses\/429\/content\/application~1problem\+json\/examples\/[^ ]+ header X-Request-Id: the field table shows "req_planted00000000", .*\(rule: field-table-example\)$/)]),
    );
  });
});

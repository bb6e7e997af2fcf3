import { describe, expect, it } from 'vitest';
import { modelBeforeAll } from '../../plugins/api-model/test-model';
import { responses } from '../../plugins/api-reference/view/operation';
import { toSchemaNode } from '../../plugins/api-reference/view/schema';
import { operationKindExampleProblems } from './support/operation-examples';

describe("a field table's examples fit the kind of object its operation returns", () => {
  const loaded = modelBeforeAll();

  it('every operation shows, for each enumerated field, a value its own examples give', () => {
    expect(loaded().operations.flatMap((op) => operationKindExampleProblems(op, responses(op)))).toEqual([]);
  });

  it("fails the schema's generic examples on the operations that return payments and card payments only", () => {
    // The planted mistake: the tables as the schema alone would show them, without the operation's examples.
    const schemaOnly = (operationId: string) => {
      const op = loaded().operations.find((candidate) => candidate.operationId === operationId)!;
      const rendered = responses(op).map((response) => ({
        ...response,
        contents: response.contents.map((content) => ({ ...content, schema: toSchemaNode(op.responses[response.status]?.content?.[content.contentType]?.schema) })),
      }));
      return operationKindExampleProblems(op, rendered);
    };
    const rule = (path: string, shown: string, given: string) =>
      `${path}: the field table's example ${shown} is not one the operation's own examples give (${given}); show a value of the kind the operation returns (rule: operation-kind-example)`;
    expect(schemaOnly('TransactionsController_payments')).toEqual(expect.arrayContaining([rule('TransactionsController_payments 200 data[].type', '"deposit"', '"payment"'), rule('TransactionsController_payments 200 data[].direction', '"credit"', '"debit"')]));
    expect(schemaOnly('CardsController_payments')).toEqual(expect.arrayContaining([rule('CardsController_payments 200 data[].type', '"deposit"', '"card_payment"')]));
    expect(schemaOnly('TransactionsController_payment')).toEqual(expect.arrayContaining([rule('TransactionsController_payment 201 type', '"deposit"', '"payment"')]));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from '../../api-model';
import { docIndex } from '../view/docs';
import { operationView } from '../view/operation';
import { exampleWorld } from '../view/ownExamples';
import { operationMarkdown } from './markdown';

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel();
}, 30_000);

const markdownOf = (operationId: string) => {
  const op = model.operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return operationMarkdown(operationView(op, docIndex(model, 'docs'), { world: exampleWorld(model) }), 'https://docs.example.com');
};

describe('operationMarkdown', () => {
  it('covers all 34 operations with method, path, path parameters and a curl sample', () => {
    expect(model.operations).toHaveLength(34);
    for (const op of model.operations) {
      const markdown = markdownOf(op.operationId);
      expect(markdown.startsWith(`# ${op.summary}\n\n\`${op.method.toUpperCase()} ${op.path}\``)).toBe(true);
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
        expect(markdown, `${op.pageId} ${name}`).toContain(`| [\`${name}\`](https://docs.example.com${op.route}#request-path-${name}) | string | yes |`);
      }
      expect(markdown).toContain(`\`\`\`bash\ncurl --request ${op.method.toUpperCase()}`);
    }
  });

  it('shows every request and response example of every operation, as its page does', () => {
    const world = exampleWorld(model);
    for (const op of model.operations) {
      const view = operationView(op, docIndex(model, 'docs'), { world });
      const markdown = operationMarkdown(view, 'https://docs.example.com');
      const media = [...(view.requestBody?.contents ?? []), ...view.responses.flatMap((response) => response.contents)];
      for (const example of media.flatMap((content) => content.examples)) {
        expect(markdown, `${op.operationId}: example "${example.label ?? example.name}"`).toContain(`\n${example.code}\n`);
      }
    }
  });

  it('lists request fields with dotted names linking to their anchors, and skips read-only ones', () => {
    const markdown = markdownOf('CardsController_createCreditCard');
    const request = markdown.slice(markdown.indexOf('## Request'), markdown.indexOf('## Example request'));
    expect(request).toContain(
      '| [`credit_limit.amount`](https://docs.example.com/docs/cards-controller-create-credit-card#request-body-credit_limit.amount) | integer | yes |',
    );
    expect(request).not.toContain('`id`');
    expect(markdown).toContain('### 201 Created');
  });

  it('says whether a response field is always present or optional, and nullable in its type', () => {
    const markdown = markdownOf('CardsController_createCreditCard');
    const response = markdown.slice(markdown.indexOf('### 201 Created'));
    expect(response).toContain('| Name | Type | Presence | Description |');
    expect(response).toMatch(/\| \[`credit_limit`\]\(https:\/\/docs\.example\.com\/docs\/cards-controller-create-credit-card#response-201-credit_limit\) \| object \(\w+\), nullable \| always present \|/);
  });

  it('shows a oneOf-or-null field as its object, nullable, with each alternative named by its discriminator value', () => {
    const markdown = markdownOf('TransactionsController_payment');
    const response = markdown.slice(markdown.indexOf('### 201 Created'));
    expect(response).toMatch(/\| \[`counterparty\.bank_account`\]\([^)]*#response-201-counterparty\.bank_account\) \| object \(BankAccount\), nullable \| always present \|/);
    expect(response).toMatch(/\| \[`counterparty\.bank_account\.iban`\]\([^)]*#response-201-counterparty\.bank_account\.iban\) \| string \| always present \| \(SepaBankAccount, `scheme` = `sepa`\)/);
  });

  it('shows the response examples that answer the first request example', () => {
    const markdown = markdownOf('TransactionsController_payment');
    const unprocessable = markdown.slice(markdown.indexOf('### 422'), markdown.indexOf('### 429'));
    expect(unprocessable).toContain('"code": "insufficient_funds"');
    expect(unprocessable).not.toContain('invalid_status_transition');
  });

  it("gives a response that points to an earlier one's fields its own example of each field", () => {
    const markdown = markdownOf('TransactionsController_payment');
    const unprocessable = markdown.slice(markdown.indexOf('### 422'), markdown.indexOf('### 429'));
    expect(unprocessable).toMatch(/the same fields as 4\d\d\./);
    expect(unprocessable).toContain('| `detail` | `"The wallet\'s available balance (12000 EUR minor units) is lower than the amount (120000)."` |');
    expect(unprocessable).toContain('| `errors[].field` | `"amount.amount"` |');
  });
});

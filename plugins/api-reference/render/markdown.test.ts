import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from '../../api-model';
import { docIndex } from '../view/docs';
import { operationView } from '../view/operation';
import { operationMarkdown } from './markdown';

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel();
}, 30_000);

const markdownOf = (operationId: string) => {
  const op = model.operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return operationMarkdown(operationView(op, docIndex(model, 'docs')), 'https://docs.example.com');
};

describe('operationMarkdown', () => {
  it('covers all 34 operations with method, path, path parameters and a curl sample', () => {
    expect(model.operations).toHaveLength(34);
    for (const op of model.operations) {
      const markdown = markdownOf(op.operationId);
      expect(markdown.startsWith(`# ${op.summary}\n\n\`${op.method.toUpperCase()} ${op.path}\``)).toBe(true);
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) expect(markdown, `${op.pageId} ${name}`).toContain(`| \`${name}\` | string | yes |`);
      expect(markdown).toContain(`\`\`\`bash\ncurl --request ${op.method.toUpperCase()}`);
    }
  });

  it('lists request fields with dotted names and skips read-only ones', () => {
    const markdown = markdownOf('CardsController_createCreditCard');
    const request = markdown.slice(markdown.indexOf('## Request'), markdown.indexOf('## Example request'));
    expect(request).toContain('| `credit_limit.amount` | integer | yes |');
    expect(request).not.toContain('| `id` |');
    expect(markdown).toContain('### 201 Created');
  });
});

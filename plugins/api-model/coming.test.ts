import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, publishedDocument, type ApiModel, type JsonObject } from './index';
import { markComing, type ComingMarks } from './coming';

const LIST = '/paths/~1customers/get';
const coming: ComingMarks = {
  pagePath: '/docs/api/changelog',
  additions: [
    { name: 'updated_after', subject: 'parameter', entry: '2026-12-01-updated-after', date: '2026-12-01', operationId: 'CustomersController_listCustomers', in: 'query', pointer: `${LIST}/parameters/8` },
    {
      name: 'address_missing',
      subject: 'enum-value',
      entry: '2026-12-01-address-missing',
      date: '2026-12-01',
      operationId: 'CustomersController_listCustomers',
      field: 'data.kyc_requirements.code',
      status: '200',
      pointer: `${LIST}/responses/200/content/application~1json/schema/properties/data/items/properties/kyc_requirements/items/properties/code/enum`,
    },
  ],
};

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel();
});

const get = (doc: unknown, path: string[]) => path.reduce<unknown>((node, key) => (node as JsonObject)[key], doc) as JsonObject;

describe('the published spec of a coming release', () => {
  it("says from when in the description beside the added parameter's $ref, leaving the shared component's words to the places that have it", () => {
    const doc = markComing(publishedDocument(model), coming);
    const parameter = get(doc, ['paths', '/customers', 'get', 'parameters', '8']);
    expect(parameter.$ref).toBe('#/components/parameters/UpdatedAfter');
    expect(parameter.description).toMatch(/^\*\*Available from \[2026-12-01\]\(\/docs\/api\/changelog#2026-12-01-updated-after\)\.\*\* Return only objects/);
    expect(get(doc, ['components', 'parameters', 'UpdatedAfter']).description).not.toMatch(/Available from/);
  });

  it('marks the field whose value is new, through allOf and $refs, and reads every description marker as the date', () => {
    const doc = markComing(publishedDocument(model), coming);
    const code = get(doc, ['components', 'schemas', 'KycRequirement', 'properties', 'code']);
    expect(code.$ref).toBe('#/components/schemas/KycRequirementCode');
    expect(code.description).toMatch(/^\*\*The value `address_missing` is available from \[2026-12-01\]/);
    expect(JSON.stringify(doc)).not.toContain('<AvailableFrom');
    expect(get(doc, ['paths', '/customers', 'get']).description).toContain('`updated_after` (available from [2026-12-01](/docs/api/changelog#2026-12-01-updated-after)) finds');
  });

  it('fails, naming the pointer, on an addition the spec does not have', () => {
    const astray: ComingMarks = { ...coming, additions: [{ ...coming.additions[0], pointer: `${LIST}/parameters/99` }] };
    expect(() => markComing(publishedDocument(model), astray)).toThrow(`markComing: ${LIST}/parameters/99 (updated_after, coming on 2026-12-01) is not in the spec`);
  });
});

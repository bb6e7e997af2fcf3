import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from '../api-model';
import { withAvailableFromText, type ComingMarks } from '../api-model/coming';
import type { SchemaNode } from '../api-reference/view/types';
import { contentData } from './data';

const coming: ComingMarks = {
  pagePath: '/docs/api/changelog',
  additions: ['virtual_account.created', 'virtual_account.closed'].map((event) => ({
    name: 'metadata',
    subject: 'field' as const,
    entry: '2026-12-01-virtual-account-metadata',
    date: '2026-12-01',
    event,
    field: 'data.object.metadata',
    pointer: `/webhooks/${event}/post/requestBody/content/application~1json/schema/properties/data/properties/object/properties/metadata`,
  })),
};
const NOTE = '**Available from [2026-12-01](/docs/api/changelog#2026-12-01-virtual-account-metadata).**';

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel();
});

const field = (node: SchemaNode | undefined, path: string): SchemaNode | undefined =>
  path.split('.').reduce<SchemaNode | undefined>((at, name) => at?.properties?.find((child) => child.name === name), node);

describe('what the coming release adds to payloads and objects', () => {
  it('keeps data.object collapsed on the payloads page and says on it what the coming release adds, never a part of the object', () => {
    const payloads = contentData(model, undefined, coming).webhookPayloads;
    const today = contentData(model).webhookPayloads;
    for (const type of ['virtual_account.created', 'virtual_account.closed']) {
      const object = field(payloads.find((p) => p.type === type)?.schema, 'data.object');
      expect(object?.type, type).toBe('object (VirtualAccount)');
      expect(object?.properties, `${type}: data.object lists only some of its fields`).toBeUndefined();
      const before = field(today.find((p) => p.type === type)?.schema, 'data.object')?.description;
      expect(object?.description, type).toBe(`**\`metadata\` is available from [2026-12-01](/docs/api/changelog#2026-12-01-virtual-account-metadata).** ${before}`);
    }
  });

  it('names the field of a coming value under the collapsed object', () => {
    const marks: ComingMarks = {
      pagePath: '/docs/api/changelog',
      additions: [{ name: 'address_missing', subject: 'enum-value', entry: '2026-12-01-address-missing', date: '2026-12-01', event: 'customer.updated', field: 'data.object.kyc_requirements.code', pointer: '' }],
    };
    const object = field(contentData(model, undefined, marks).webhookPayloads.find((p) => p.type === 'customer.updated')?.schema, 'data.object');
    expect(object?.properties, 'customer.updated: data.object lists only some of its fields').toBeUndefined();
    expect(object?.description).toMatch(/^\*\*The value `address_missing` of `kyc_requirements\.code` is available from \[2026-12-01\]\(\/docs\/api\/changelog#2026-12-01-address-missing\)\.\*\* \S/);
  });

  it('dates the field on the object the events carry, and nowhere without a coming release', () => {
    expect(field(contentData(model, undefined, coming).resourceSchemas.VirtualAccount, 'metadata')?.description?.startsWith(NOTE)).toBe(true);
    const today = contentData(model);
    expect(field(today.resourceSchemas.VirtualAccount, 'metadata')?.description).not.toMatch(/Available from/);
    expect(field(today.webhookPayloads.find((p) => p.type === 'virtual_account.created')?.schema, 'data.object')?.properties).toBeUndefined();
  });

  it('renders the description marker in the overviews, linked, and in plain text where text is plain', () => {
    const marks: ComingMarks = { pagePath: '/docs/api/changelog', additions: [{ name: 'address_missing', subject: 'enum-value', entry: '2026-12-01-address-missing', date: '2026-12-01', pointer: '' }] };
    const code = field(contentData(model, undefined, marks).resourceSchemas.Customer, 'kyc_requirements.code');
    expect(JSON.stringify(code)).not.toContain('<AvailableFrom');
    expect(JSON.stringify(code)).toContain('`address_missing` (available from [2026-12-01](/docs/api/changelog#2026-12-01-address-missing))');
    expect(withAvailableFromText('`updated_after` <AvailableFrom name="address_missing" /> finds', marks)).toBe('`updated_after` (available from 2026-12-01) finds');
  });
});

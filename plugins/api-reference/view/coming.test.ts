import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type ApiModel } from '../../api-model';
import type { ComingMarks } from '../../api-model/coming';
import { endpointPage } from '../pages';
import { operationMarkdown } from '../render/markdown';
import type { DocIndex } from './docs';
import { operationView } from './operation';
import { exampleWorld } from './ownExamples';

const docs: DocIndex = { find: () => undefined, exists: () => true };
const LIST = 'CustomersController_listCustomers';

/** A coming release as the changelog plugin places it: a new parameter and a new value of a response field. */
const coming: ComingMarks = {
  pagePath: '/docs/api/changelog',
  additions: [
    { name: 'updated_after', subject: 'parameter', entry: '2026-12-01-updated-after', date: '2026-12-01', operationId: LIST, in: 'query', pointer: '' },
    { name: 'address_missing', subject: 'enum-value', entry: '2026-12-01-address-missing', date: '2026-12-01', operationId: LIST, field: 'data.kyc_requirements.code', status: '200', pointer: '' },
  ],
};

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel();
});

const list = () => model.operations.find((op) => op.operationId === LIST)!;

describe('the endpoint page of an operation the coming release changes', () => {
  it('shows each added parameter and value with the date it is available from, linking its changelog entry (page and twin)', () => {
    const view = operationView(list(), docs, { coming, world: exampleWorld(model) });
    const { data } = endpointPage(view);
    const page = JSON.stringify(data);
    expect(page).toContain('<strong>Available from <a href=\\"/docs/api/changelog#2026-12-01-updated-after\\">2026-12-01</a>.</strong>');
    expect(page).toContain('<strong>The value <code>address_missing</code> is available from <a href=\\"/docs/api/changelog#2026-12-01-address-missing\\">2026-12-01</a>.</strong>');
    const twin = operationMarkdown(view, 'https://docs.example.com');
    const row = twin.split('\n').find((line) => line.includes('#request-query-updated_after'));
    expect(row).toContain('**Available from [2026-12-01](https://docs.example.com/docs/api/changelog#2026-12-01-updated-after).**');
  });

  it('dates an error the coming release adds to the operation in its row of the error table', () => {
    const code = list().errors[0].code;
    const withError: ComingMarks = { ...coming, additions: [{ name: code, subject: 'error-code', entry: 'e', date: '2026-12-01', operationId: LIST, pointer: '' }] };
    const row = operationView(list(), docs, { coming: withError, world: exampleWorld(model) }).description.split('\n').find((line) => line.startsWith('|') && line.includes(`#${code})`));
    expect(row).toMatch(/\| \*\*Available from \[2026-12-01\]\(\/docs\/api\/changelog#e\)\.\*\* \S/);
  });

  it('reads the marker of a description as the date, and shows nothing of the kind without a coming release', () => {
    const marked = operationView(list(), docs, { coming, world: exampleWorld(model) }).description;
    expect(marked).toContain('`updated_after` (available from [2026-12-01](/docs/api/changelog#2026-12-01-updated-after)) finds');
    const released = operationView(list(), docs, { world: exampleWorld(model) });
    expect(released.description).not.toMatch(/AvailableFrom|available from/);
    expect(JSON.stringify(endpointPage(released).data)).not.toMatch(/available from/i);
  });
});

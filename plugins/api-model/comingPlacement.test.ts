import { describe, expect, it } from 'vitest';
import type { ComingAddition, ComingMarks } from './comingMarks';
import { additionsAt, comingPlacement } from './comingPlacement';

const base = { entry: '2026-12-01-x', date: '2026-12-01', pointer: '' };
const metadata = (event: string): ComingAddition => ({ ...base, name: 'metadata', subject: 'field', event, field: 'data.object.metadata' });
const coming: ComingMarks = {
  pagePath: '/docs/api/changelog',
  additions: [
    metadata('virtual_account.created'),
    metadata('virtual_account.created'),
    metadata('virtual_account.closed'),
    { ...base, name: 'updated_after', subject: 'parameter', operationId: 'listCards', in: 'query' },
    { ...base, name: 'address_missing', subject: 'enum-value', operationId: 'getCustomer', status: '200', field: 'kyc_requirements.code' },
    { ...base, name: 'address_missing', subject: 'error-code', operationId: 'getCustomer' },
    { ...base, name: 'address_missing', subject: 'error-code', operationId: 'getCustomer', entry: 'later' },
  ],
};
const events = [
  { type: 'virtual_account.created', schemaName: 'VirtualAccountCreatedEvent', objectName: 'VirtualAccount' },
  { type: 'virtual_account.closed', schemaName: 'VirtualAccountClosedEvent', objectName: 'VirtualAccount' },
];

describe('where the coming release is marked', () => {
  const placement = comingPlacement(coming);

  it('places each payload field once, at its path in the event and in the object the event carries', () => {
    expect(placement.event('virtual_account.created').map((p) => p.path)).toEqual(['data.object.metadata']);
    expect(placement.eventObject('virtual_account.created').map((p) => p.path)).toEqual(['metadata']);
    expect(placement.schema('VirtualAccount', events).map((p) => p.path)).toEqual(['metadata']);
    expect(placement.schema('VirtualAccountClosedEvent', events).map((p) => p.path)).toEqual(['data.object.metadata']);
    expect(placement.schema('Card', events)).toEqual([]);
  });

  it("places an operation's parameters by location, its response fields by status and each error code once", () => {
    expect(additionsAt(placement.operation('listCards')?.parameters.get('query'), 'updated_after')).toHaveLength(1);
    expect(additionsAt(placement.operation('listCards')?.parameters.get('path'), 'updated_after')).toEqual([]);
    expect(additionsAt(placement.operation('getCustomer')?.responses.get('200'), 'kyc_requirements.code').map((a) => a.name)).toEqual(['address_missing']);
    expect(placement.operation('getCustomer')?.errors.get('address_missing')?.entry).toBe('2026-12-01-x');
    expect(placement.operation('createCard')).toBeUndefined();
  });

  it('computes the placement once per set of marks', () => {
    expect(comingPlacement(coming)).toBe(placement);
  });
});

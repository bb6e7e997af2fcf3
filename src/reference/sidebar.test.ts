import { describe, expect, it } from 'vitest';
import { OPERATIONS_WITHOUT_SIDEBAR_ENTRY, withoutHiddenOperations } from './sidebar';

describe('withoutHiddenOperations', () => {
  it('drops the four operations from their categories and keeps the rest and the category links', () => {
    const sidebar = withoutHiddenOperations([
      {
        type: 'category',
        label: 'Health check',
        link: { type: 'doc', id: 'health-check' },
        items: [{ type: 'doc', id: 'health-check-controller-health-check' }],
      },
      {
        type: 'category',
        label: 'Wallets',
        link: { type: 'doc', id: 'wallets' },
        items: [
          { type: 'doc', id: 'digital-wallets-controller-get-wallet' },
          { type: 'doc', id: 'digital-wallets-controller-archive-wallet' },
        ],
      },
      'customers-controller-attach-kyc-document',
    ]);
    expect(sidebar).toEqual([
      { type: 'category', label: 'Health check', link: { type: 'doc', id: 'health-check' }, items: [] },
      {
        type: 'category',
        label: 'Wallets',
        link: { type: 'doc', id: 'wallets' },
        items: [{ type: 'doc', id: 'digital-wallets-controller-get-wallet' }],
      },
    ]);
  });

  it('names exactly the four pages of the site spec', () => {
    expect([...OPERATIONS_WITHOUT_SIDEBAR_ENTRY].sort()).toEqual([
      'customers-controller-attach-kyc-document',
      'digital-wallets-controller-archive-wallet',
      'health-check-controller-health-check',
      'transactions-controller-initialize-balance-adjustment-transaction',
    ]);
  });
});

describe('webhook events', () => {
  it('drops the generated event pages from the sidebar', () => {
    expect(
      withoutHiddenOperations([
        { type: 'doc', id: 'events-card-created', className: 'api-method event' },
        { type: 'doc', id: 'webhooks-controller-get-webhook', className: 'api-method get' },
      ]),
    ).toEqual([{ type: 'doc', id: 'webhooks-controller-get-webhook', className: 'api-method get' }]);
  });
});

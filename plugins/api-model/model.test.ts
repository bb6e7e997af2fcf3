import { describe, expect, it } from 'vitest';
import { loadApiModel, loadCheckedApiModel } from './index';
import { modelBeforeAll } from './test-model';

/** The operations of the API design: operationId, method and path, exactly as decided. */
const OPERATIONS = [
  ['CardsController_createCreditCard', 'post', '/cards/credit'],
  ['CardsController_createDebitCard', 'post', '/cards/debit'],
  ['CardsController_listCustomerCards', 'get', '/customers/{customer_id}/cards'],
  ['CardsController_listWalletCards', 'get', '/wallets/{wallet_id}/cards'],
  ['CardsController_payments', 'get', '/cards/{card_id}/payments'],
  ['CardsController_reissueCard', 'post', '/cards/{card_id}/reissue'],
  ['CardsController_updateCardStatus', 'patch', '/cards/{card_id}/status'],
  ['CustomersController_attachKycDocument', 'post', '/customers/{customer_id}/kyc-documents'],
  ['CustomersController_createAddress', 'post', '/customers/{customer_id}/addresses'],
  ['CustomersController_createBusinessCustomer', 'post', '/customers/business'],
  ['CustomersController_createIndividualCustomer', 'post', '/customers/individual'],
  ['CustomersController_getCustomer', 'get', '/customers/{customer_id}'],
  ['CustomersController_getCustomerTransactions', 'get', '/customers/{customer_id}/transactions'],
  ['CustomersController_listAddresses', 'get', '/customers/{customer_id}/addresses'],
  ['CustomersController_listCustomers', 'get', '/customers'],
  ['CustomersController_updateCustomer', 'patch', '/customers/{customer_id}'],
  ['DigitalWalletsController_archiveWallet', 'post', '/wallets/{wallet_id}/archive'],
  ['DigitalWalletsController_getWallet', 'get', '/wallets/{wallet_id}'],
  ['DigitalWalletsController_getWalletBalance', 'get', '/wallets/{wallet_id}/balance'],
  ['DigitalWalletsController_listDigitalWallets', 'get', '/wallets'],
  ['DigitalWalletsController_refillWallet', 'post', '/wallets/{wallet_id}/refill'],
  ['DigitalWalletsController_updateWallet', 'patch', '/wallets/{wallet_id}'],
  ['HealthCheckController_healthCheck', 'get', '/health'],
  ['TransactionsController_initializeBalanceAdjustmentTransaction', 'post', '/transactions/balance-adjustments'],
  ['TransactionsController_initializeInternalTransaction', 'post', '/transactions/internal-transfers'],
  ['TransactionsController_initializeWithdrawal', 'post', '/transactions/withdrawals'],
  ['TransactionsController_payment', 'post', '/transactions/payments'],
  ['TransactionsController_payments', 'get', '/transactions/payments'],
  ['VirtualAccountsController_createVirtualAccountForWallet', 'post', '/wallets/{wallet_id}/virtual-accounts'],
  ['VirtualAccountsController_getBankingDetails', 'get', '/virtual-accounts/{virtual_account_id}/banking-details'],
  ['WebhooksController_createWebhook', 'post', '/webhooks'],
  ['WebhooksController_getWebhook', 'get', '/webhooks/{webhook_id}'],
  ['WebhooksController_listWebhooks', 'get', '/webhooks'],
  ['WebhooksController_updateWebhook', 'patch', '/webhooks/{webhook_id}'],
] as const;

/** The endpoint pages the site spec lists, at /docs/{page id}. */
const PAGE_IDS = [
  'cards-controller-create-credit-card',
  'cards-controller-create-debit-card',
  'cards-controller-list-customer-cards',
  'cards-controller-list-wallet-cards',
  'cards-controller-payments',
  'cards-controller-reissue-card',
  'cards-controller-update-card-status',
  'customers-controller-attach-kyc-document',
  'customers-controller-create-address',
  'customers-controller-create-business-customer',
  'customers-controller-create-individual-customer',
  'customers-controller-get-customer',
  'customers-controller-get-customer-transactions',
  'customers-controller-list-addresses',
  'customers-controller-list-customers',
  'customers-controller-update-customer',
  'digital-wallets-controller-archive-wallet',
  'digital-wallets-controller-get-wallet',
  'digital-wallets-controller-get-wallet-balance',
  'digital-wallets-controller-list-digital-wallets',
  'digital-wallets-controller-refill-wallet',
  'digital-wallets-controller-update-wallet',
  'health-check-controller-health-check',
  'transactions-controller-initialize-balance-adjustment-transaction',
  'transactions-controller-initialize-internal-transaction',
  'transactions-controller-initialize-withdrawal',
  'transactions-controller-payment',
  'transactions-controller-payments',
  'virtual-accounts-controller-create-virtual-account-for-wallet',
  'virtual-accounts-controller-get-banking-details',
  'webhooks-controller-create-webhook',
  'webhooks-controller-get-webhook',
  'webhooks-controller-list-webhooks',
  'webhooks-controller-update-webhook',
];

const TAGS = ['Cards', 'Customers', 'Wallets', 'Health check', 'Transactions', 'Virtual accounts', 'Webhooks'];

describe('the model of the API description', { timeout: 30_000 }, () => {
  const model = modelBeforeAll();

  it('has exactly the 34 operations of the design, with their methods and paths', () => {
    const actual = model().operations.map((op) => [op.operationId, op.method, op.path]);
    expect(actual).toHaveLength(34);
    expect(new Set(actual.map(([id]) => id)).size).toBe(34);
    expect(actual.sort()).toEqual(OPERATIONS.map((operation) => [...operation]).sort());
  });

  it('gives them exactly the endpoint page ids and routes the site spec lists', () => {
    expect(model().operations.map((op) => op.pageId).sort()).toEqual([...PAGE_IDS].sort());
    for (const op of model().operations) expect(op.route).toBe(`/docs/${op.pageId}`);
  });

  it('groups them under the seven declared tags, each described, with a category page each', () => {
    expect(model().tags.map((tag) => tag.name)).toEqual(TAGS);
    for (const tag of model().tags) expect(tag.description, tag.name).toMatch(/\w{3,}/);
    expect(model().tags.map((tag) => tag.route)).toContain('/docs/categories-webhooks');
    expect(model().tags.flatMap((tag) => tag.operations)).toHaveLength(34);
  });

  it('leaves exactly the four operations of the site spec out of the sidebar', () => {
    expect(model().operations.filter((op) => !op.inSidebar).map((op) => op.pageId).sort()).toEqual([
      'customers-controller-attach-kyc-document',
      'digital-wallets-controller-archive-wallet',
      'health-check-controller-health-check',
      'transactions-controller-initialize-balance-adjustment-transaction',
    ]);
  });

  it('loads once per process: every consumer shares the same model', async () => {
    expect(await loadApiModel()).toBe(model());
  });
});

describe('the model the site builds from', { timeout: 30_000 }, () => {
  it('is the same model once the project rules pass', async () => {
    expect(await loadCheckedApiModel()).toBe(await loadApiModel());
  });

  it('stops a build on a spec that breaks a rule, naming the file, line, pointer and rule', async () => {
    await expect(loadCheckedApiModel('tests/fixtures/spec/invalid-example/api.yaml')).rejects.toThrow(
      'tests/fixtures/spec/invalid-example/paths/balance.yaml#/get/responses/200/content/application~1json/examples/euros (line 19): example does not match schema: /available must be integer',
    );
  });
});

/** The 34 operations of the API design: page id, method and path. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  tag: string;
}

const op = (tag: string, id: string, method: Operation['method'], path: string): Operation => ({ id, method, path, tag });

export const OPERATIONS: Operation[] = [
  op('Cards', 'cards-controller-create-credit-card', 'POST', '/cards/credit'),
  op('Cards', 'cards-controller-create-debit-card', 'POST', '/cards/debit'),
  op('Cards', 'cards-controller-list-customer-cards', 'GET', '/customers/{customer_id}/cards'),
  op('Cards', 'cards-controller-list-wallet-cards', 'GET', '/wallets/{wallet_id}/cards'),
  op('Cards', 'cards-controller-payments', 'GET', '/cards/{card_id}/payments'),
  op('Cards', 'cards-controller-reissue-card', 'POST', '/cards/{card_id}/reissue'),
  op('Cards', 'cards-controller-update-card-status', 'PATCH', '/cards/{card_id}/status'),
  op('Customers', 'customers-controller-attach-kyc-document', 'POST', '/customers/{customer_id}/kyc-documents'),
  op('Customers', 'customers-controller-create-address', 'POST', '/customers/{customer_id}/addresses'),
  op('Customers', 'customers-controller-create-business-customer', 'POST', '/customers/business'),
  op('Customers', 'customers-controller-create-individual-customer', 'POST', '/customers/individual'),
  op('Customers', 'customers-controller-get-customer', 'GET', '/customers/{customer_id}'),
  op('Customers', 'customers-controller-get-customer-transactions', 'GET', '/customers/{customer_id}/transactions'),
  op('Customers', 'customers-controller-list-addresses', 'GET', '/customers/{customer_id}/addresses'),
  op('Customers', 'customers-controller-list-customers', 'GET', '/customers'),
  op('Customers', 'customers-controller-update-customer', 'PATCH', '/customers/{customer_id}'),
  op('Wallets', 'digital-wallets-controller-archive-wallet', 'POST', '/wallets/{wallet_id}/archive'),
  op('Wallets', 'digital-wallets-controller-get-wallet', 'GET', '/wallets/{wallet_id}'),
  op('Wallets', 'digital-wallets-controller-get-wallet-balance', 'GET', '/wallets/{wallet_id}/balance'),
  op('Wallets', 'digital-wallets-controller-list-digital-wallets', 'GET', '/wallets'),
  op('Wallets', 'digital-wallets-controller-refill-wallet', 'POST', '/wallets/{wallet_id}/refill'),
  op('Wallets', 'digital-wallets-controller-update-wallet', 'PATCH', '/wallets/{wallet_id}'),
  op('Health check', 'health-check-controller-health-check', 'GET', '/health'),
  op('Transactions', 'transactions-controller-initialize-balance-adjustment-transaction', 'POST', '/transactions/balance-adjustments'),
  op('Transactions', 'transactions-controller-initialize-internal-transaction', 'POST', '/transactions/internal-transfers'),
  op('Transactions', 'transactions-controller-initialize-withdrawal', 'POST', '/transactions/withdrawals'),
  op('Transactions', 'transactions-controller-payment', 'POST', '/transactions/payments'),
  op('Transactions', 'transactions-controller-payments', 'GET', '/transactions/payments'),
  op('Virtual accounts', 'virtual-accounts-controller-create-virtual-account-for-wallet', 'POST', '/wallets/{wallet_id}/virtual-accounts'),
  op('Virtual accounts', 'virtual-accounts-controller-get-banking-details', 'GET', '/virtual-accounts/{virtual_account_id}/banking-details'),
  op('Webhooks', 'webhooks-controller-create-webhook', 'POST', '/webhooks'),
  op('Webhooks', 'webhooks-controller-get-webhook', 'GET', '/webhooks/{webhook_id}'),
  op('Webhooks', 'webhooks-controller-list-webhooks', 'GET', '/webhooks'),
  op('Webhooks', 'webhooks-controller-update-webhook', 'PATCH', '/webhooks/{webhook_id}'),
];

/** The pages the site spec gives no sidebar entry. */
export const WITHOUT_SIDEBAR_ENTRY = [
  'customers-controller-attach-kyc-document',
  'digital-wallets-controller-archive-wallet',
  'health-check-controller-health-check',
  'transactions-controller-initialize-balance-adjustment-transaction',
];

/** The tag's category page, e.g. `/docs/categories-webhooks`. */
export const categoryRoute = (tag: string) => `/docs/categories-${tag.toLowerCase().replace(/\s+/g, '-')}`;

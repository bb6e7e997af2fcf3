import type { DocIndex } from './docs';
import type { RelatedLink } from './types';

/**
 * Which hand-written docs each endpoint page links to, by spec tag, with per-operation
 * additions. Doc ids are paths under `docs/` without the extension. A link appears only
 * once its doc exists, so pages written later start being linked on the next build.
 */
export const RELATED_BY_TAG: Record<string, { overview?: string; guides: string[] }> = {
  Cards: { overview: 'api/cards', guides: ['guides/cards'] },
  Customers: { overview: 'api/customers', guides: ['guides/customers-and-portfolios'] },
  Wallets: { overview: 'api/wallets', guides: ['guides/wallets'] },
  'Virtual accounts': { overview: 'api/virtual-accounts', guides: ['guides/virtual-accounts', 'guides/deposits'] },
  Transactions: { overview: 'api/transactions', guides: [] },
  Webhooks: { overview: 'notifications/webhook-notification-payloads', guides: [] },
  'Health check': { overview: 'api/intro', guides: [] },
};

export const RELATED_BY_OPERATION: Record<string, string[]> = {
  CustomersController_createBusinessCustomer: ['guides/counterparty-sectors', 'guides/customer-codes'],
  CustomersController_createIndividualCustomer: ['guides/customer-codes'],
  CustomersController_listCustomers: ['guides/customer-codes'],
  CustomersController_updateCustomer: ['guides/counterparty-sectors'],
  TransactionsController_initializeInternalTransaction: ['guides/internal-transfers'],
  TransactionsController_initializeWithdrawal: ['guides/withdrawals'],
  TransactionsController_initializeBalanceAdjustmentTransaction: ['guides/wallets'],
  TransactionsController_payment: ['guides/payments', 'guides/withdrawals'],
  TransactionsController_payments: ['guides/payments'],
  CardsController_payments: ['guides/payments'],
  DigitalWalletsController_refillWallet: ['guides/wallets'],
};

export function relatedLinks(docs: DocIndex, operationId: string, tags: string[]): RelatedLink[] {
  const links: RelatedLink[] = [];
  const seen = new Set<string>();
  const add = (docId: string | undefined, kind: 'overview' | 'guide') => {
    if (!docId || seen.has(docId)) return;
    seen.add(docId);
    const doc = docs.find(docId);
    if (doc) links.push({ kind, label: doc.title, to: doc.route });
  };
  for (const tag of tags) add(RELATED_BY_TAG[tag]?.overview, 'overview');
  for (const docId of RELATED_BY_OPERATION[operationId] ?? []) add(docId, 'guide');
  for (const tag of tags) for (const docId of RELATED_BY_TAG[tag]?.guides ?? []) add(docId, 'guide');
  return links;
}

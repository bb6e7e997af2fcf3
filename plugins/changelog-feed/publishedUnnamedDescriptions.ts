import type { AcceptedUnnamed } from './describedChanges';

/**
 * Description changes of published releases that no entry of their release links
 * (`described-change-not-named`), each with why it stays so. These releases shipped before the
 * rule; linking them now would edit published entries for wording that changed no behaviour.
 * Never the coming release: its entries link every description it changes.
 */
export const PUBLISHED_UNNAMED_DESCRIPTIONS: readonly AcceptedUnnamed[] = [
  {
    release: '2026-11-26',
    targets: [
      'CustomersController_createIndividualCustomer',
      'CustomersController_createBusinessCustomer',
      'CustomersController_createAddress',
      'CardsController_updateCardStatus',
      'TransactionsController_payment',
      'TransactionsController_initializeWithdrawal',
    ],
    reason: 'The description stopped listing refusals; the same codes stay in the operation\'s error table of that release, so what the call returns did not change.',
  },
  {
    release: '2026-11-26',
    targets: ['CardsController_listCustomerCards', 'CardsController_listWalletCards', 'CardsController_payments', 'TransactionsController_payments', 'event:payment.created', 'event:payment.completed', 'event:payment.failed', 'event:payment.returned'],
    reason: 'Only the guide the description links changed (cards or payments instead of wallets or withdrawals).',
  },
  {
    release: '2026-11-26',
    targets: ['DigitalWalletsController_getWalletBalance', 'VirtualAccountsController_createVirtualAccountForWallet', 'TransactionsController_initializeBalanceAdjustmentTransaction'],
    reason:
      'The description added what the call already did and never offered: no balance history, no operation listing virtual accounts, adjustments on frozen wallets; the refusals it dropped stay in the error table. No integration saw a different answer.',
  },
];

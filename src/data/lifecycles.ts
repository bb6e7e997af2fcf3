/**
 * The transitions of each lifecycle the overviews draw. The states themselves come from the
 * spec's enums (read by plugins/api-content/data.ts); a unit test checks that every
 * state named here is a value of its enum and that every value can be reached.
 */

export interface Transition {
  from: string;
  to: string;
  /** The operation that makes the transition, when it is one: linked to its page. */
  via?: { operation: string; text: string };
  /** What causes the transition (after `via` when both are given): the platform, or time. */
  label: string;
}

export interface Lifecycle {
  /** The states a new object starts in. */
  initial: string[];
  transitions: Transition[];
}

export type LifecycleEnum = 'CustomerStatus' | 'KycStatus' | 'WalletStatus' | 'VirtualAccountStatus' | 'CardStatus' | 'TransactionStatus';

export const LIFECYCLES: Record<LifecycleEnum, Lifecycle> = {
  CustomerStatus: {
    initial: ['active'],
    transitions: [
      { from: 'active', to: 'suspended', via: { operation: 'CustomersController_updateCustomer', text: 'Update a customer' }, label: '(or compliance)' },
      { from: 'suspended', to: 'active', via: { operation: 'CustomersController_updateCustomer', text: 'Update a customer' }, label: '(only a suspension you set; only compliance lifts its own)' },
      { from: 'active', to: 'closed', via: { operation: 'CustomersController_updateCustomer', text: 'Update a customer' }, label: '(once every wallet is archived)' },
      { from: 'suspended', to: 'closed', via: { operation: 'CustomersController_updateCustomer', text: 'Update a customer' }, label: '(once every wallet is archived)' },
    ],
  },
  KycStatus: {
    initial: ['not_started'],
    transitions: [
      { from: 'not_started', to: 'pending', via: { operation: 'CustomersController_attachKycDocument', text: 'Attach a KYC document' }, label: '' },
      { from: 'pending', to: 'approved', label: 'Review passed' },
      { from: 'pending', to: 'rejected', label: 'Review failed' },
      { from: 'pending', to: 'action_required', label: 'More or better documents needed' },
      { from: 'action_required', to: 'pending', via: { operation: 'CustomersController_attachKycDocument', text: 'Attach a KYC document' }, label: '(or send a missing field, or add the missing address)' },
      { from: 'approved', to: 'pending', via: { operation: 'CustomersController_updateCustomer', text: 'Update a customer' }, label: '(identity details)' },
      { from: 'rejected', to: 'pending', label: 'Ledgerline support reopens the review' },
    ],
  },
  WalletStatus: {
    // `active` when the customer's KYC has been approved before (a currency added later).
    initial: ['pending', 'active'],
    transitions: [
      { from: 'pending', to: 'active', label: "Customer's KYC approved" },
      { from: 'pending', to: 'archived', via: { operation: 'DigitalWalletsController_archiveWallet', text: 'Archive a wallet' }, label: '(never held money)' },
      { from: 'active', to: 'frozen', via: { operation: 'DigitalWalletsController_updateWallet', text: 'Update a wallet' }, label: '' },
      { from: 'frozen', to: 'active', via: { operation: 'DigitalWalletsController_updateWallet', text: 'Update a wallet' }, label: '' },
      { from: 'active', to: 'archived', via: { operation: 'DigitalWalletsController_archiveWallet', text: 'Archive a wallet' }, label: '(zero balances, nothing pending)' },
      { from: 'frozen', to: 'archived', via: { operation: 'DigitalWalletsController_archiveWallet', text: 'Archive a wallet' }, label: '(zero balances, nothing pending)' },
    ],
  },
  VirtualAccountStatus: {
    initial: ['active'],
    transitions: [{ from: 'active', to: 'closed', via: { operation: 'DigitalWalletsController_archiveWallet', text: 'Archive a wallet' }, label: '(the one it belongs to)' }],
  },
  CardStatus: {
    initial: ['inactive', 'active'],
    transitions: [
      { from: 'inactive', to: 'active', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(activate)' },
      { from: 'active', to: 'frozen', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '' },
      { from: 'frozen', to: 'active', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '' },
      { from: 'inactive', to: 'blocked', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(lost, stolen, fraud)' },
      { from: 'active', to: 'blocked', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(lost, stolen, fraud)' },
      { from: 'frozen', to: 'blocked', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(lost, stolen, fraud)' },
      { from: 'inactive', to: 'cancelled', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(or reissuing the card, or archiving its wallet)' },
      { from: 'active', to: 'cancelled', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(or reissuing the card, or archiving its wallet)' },
      { from: 'frozen', to: 'cancelled', via: { operation: 'CardsController_updateCardStatus', text: "Update a card's status" }, label: '(or reissuing the card, or archiving its wallet)' },
      { from: 'inactive', to: 'expired', label: 'Expiry date passed' },
      { from: 'active', to: 'expired', label: 'Expiry date passed' },
      { from: 'frozen', to: 'expired', label: 'Expiry date passed' },
    ],
  },
  TransactionStatus: {
    // Booked `completed` when it settles at once (an internal transfer, a refill), `failed` when a card authorisation is declined.
    initial: ['pending', 'completed', 'failed'],
    transitions: [
      { from: 'pending', to: 'completed', label: 'The scheme completes it, or the merchant settles the card authorisation' },
      { from: 'pending', to: 'failed', label: 'The scheme, the receiving bank or Ledgerline (screening, a limit, the balance) fails the payment or withdrawal' },
      { from: 'pending', to: 'reversed', label: "The merchant reverses the card authorisation or it expires; the sender's bank recalls the deposit or never settles it" },
      { from: 'completed', to: 'reversed', label: "The receiving bank returns the payment or withdrawal; the sender's bank recalls the deposit" },
    ],
  },
};

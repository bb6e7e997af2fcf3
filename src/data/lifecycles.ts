/**
 * The transitions of each lifecycle the overviews draw. The states themselves come from the
 * spec's enums (src/data/generated/lifecycle-states.json); a unit test checks that every
 * state named here is a value of its enum and that every value can be reached.
 */

export interface Transition {
  from: string;
  to: string;
  /** What causes the transition: an operation, an event of the platform, or time. */
  label: string;
}

export interface Lifecycle {
  /** The states a new object starts in. */
  initial: string[];
  transitions: Transition[];
}

export type LifecycleEnum = 'CustomerStatus' | 'KycStatus' | 'WalletStatus' | 'VirtualAccountStatus' | 'CardStatus';

export const LIFECYCLES: Record<LifecycleEnum, Lifecycle> = {
  CustomerStatus: {
    initial: ['active'],
    transitions: [
      { from: 'active', to: 'suspended', label: 'Suspended by you (update customer) or by compliance' },
      { from: 'suspended', to: 'active', label: 'Reactivated with update customer' },
      { from: 'active', to: 'closed', label: 'Closed with update customer, once every wallet is archived' },
      { from: 'suspended', to: 'closed', label: 'Closed with update customer, once every wallet is archived' },
    ],
  },
  KycStatus: {
    initial: ['not_started'],
    transitions: [
      { from: 'not_started', to: 'pending', label: 'First KYC document attached' },
      { from: 'pending', to: 'approved', label: 'Review passed' },
      { from: 'pending', to: 'rejected', label: 'Review failed for good' },
      { from: 'pending', to: 'action_required', label: 'More or better documents needed' },
      { from: 'action_required', to: 'pending', label: 'Requested documents attached' },
      { from: 'approved', to: 'pending', label: 'Identity details changed with update customer' },
    ],
  },
  WalletStatus: {
    initial: ['pending'],
    transitions: [
      { from: 'pending', to: 'active', label: "Customer's KYC approved" },
      { from: 'active', to: 'frozen', label: 'Update wallet' },
      { from: 'frozen', to: 'active', label: 'Update wallet' },
      { from: 'active', to: 'archived', label: 'Archive wallet (zero balance)' },
      { from: 'frozen', to: 'archived', label: 'Archive wallet (zero balance)' },
    ],
  },
  VirtualAccountStatus: {
    initial: ['active'],
    transitions: [{ from: 'active', to: 'closed', label: 'Its wallet is archived' }],
  },
  CardStatus: {
    initial: ['inactive', 'active'],
    transitions: [
      { from: 'inactive', to: 'active', label: 'Physical card activated' },
      { from: 'active', to: 'frozen', label: 'Update card status' },
      { from: 'frozen', to: 'active', label: 'Update card status' },
      { from: 'inactive', to: 'blocked', label: 'Reported lost or stolen, or fraud' },
      { from: 'active', to: 'blocked', label: 'Reported lost or stolen, or fraud' },
      { from: 'frozen', to: 'blocked', label: 'Reported lost or stolen, or fraud' },
      { from: 'inactive', to: 'cancelled', label: 'Cancelled, reissued or wallet archived' },
      { from: 'active', to: 'cancelled', label: 'Cancelled, reissued or wallet archived' },
      { from: 'frozen', to: 'cancelled', label: 'Cancelled, reissued or wallet archived' },
      { from: 'active', to: 'expired', label: 'Expiry date passed' },
      { from: 'frozen', to: 'expired', label: 'Expiry date passed' },
    ],
  },
};

/**
 * The `reason` values update a card's status takes with each status you can set. Any other
 * pairing, and `blocked` without a reason, is refused with `400 invalid_request` (`errors` names
 * `reason`). The spec's `UpdateCardStatusRequest` says the same in prose; a content test holds
 * its `status` and `reason` descriptions, and every example request, to this table.
 */
export interface CardStatusReasons {
  /** Whether the status needs a `reason`. */
  required: boolean;
  reasons: string[];
}

export const CARD_STATUS_REASONS: Record<string, CardStatusReasons> = {
  active: { required: false, reasons: ['customer_request'] },
  frozen: { required: false, reasons: ['customer_request', 'fraud_suspected'] },
  blocked: { required: true, reasons: ['lost', 'stolen', 'fraud_suspected'] },
  cancelled: { required: false, reasons: ['customer_request', 'damaged'] },
};

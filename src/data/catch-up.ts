/**
 * What to do instead of listing with `updated_after`, for each object that no list returns
 * (by component schema name). Which objects those are comes from the spec
 * (plugins/api-content/catchUp.ts); the build fails when an object here is not one of them,
 * or when one of them has no entry here.
 */
export const CATCH_UP_INSTEAD: Record<string, string> = {
  KycDocument:
    'No operation returns a KYC document after you attach it, so a missed review result cannot be read back. ' +
    'What the review still needs is on the customer: [retrieve the customer](/docs/customers-controller-get-customer) ' +
    'and read `kyc_status` and `kyc_requirements`, whose `kyc_document_id` names a document to replace (rejected, or expired for `document_expired`). ' +
    'A document\'s `rejection_reason` is only in its `kyc_document.rejected` event.',
  VirtualAccount:
    'A virtual account is closed only when its wallet is archived: list wallets with `updated_after` and treat every ' +
    'virtual account of an `archived` wallet as closed, or [retrieve its banking details](/docs/virtual-accounts-controller-get-banking-details), ' +
    'whose `status` says `closed`. A virtual account is opened only by your own request, whose response is the account; ' +
    'when that response was lost, see [a create you cannot retry within the day](/docs/guides/going-live#after-the-key-expired).',
};

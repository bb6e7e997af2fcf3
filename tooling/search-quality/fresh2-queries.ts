// cspell:ignore chargback reconcilation beneficail adress exceded idempotentcy debitcard instnat freez curency
import type { SearchQuery } from './queries';

const payloads = '/docs/notifications/webhook-notification-payloads';
const intro = '/docs/api/intro';

/**
 * A third query set, written on 2026-11-27 by an engineer who had not read the ranking code nor
 * run the search while writing it: each query is typed the way a developer types into a docs
 * search box (tasks and rule questions in their own words, pasted identifiers and paths, error
 * codes and HTTP statuses, event names in several spellings, typos, short keywords), and its
 * answers were found by reading the built pages, best first, the page path with `#anchor` when
 * only that section answers.
 *
 * Every third query, by position, is held out (`heldOut`): its results are not looked at while
 * the ranking is tuned, and the held-out part is measured once, after tuning, so that its score
 * says how search does on queries nobody tuned it for.
 */
export const FRESH2_QUERIES: SearchQuery[] = [
  // --- Tasks and rule questions, in a developer's words ---
  { query: "do you charge a fee on withdrawals", answers: ["/docs/api/limitations#fees"] },
  { query: "card used abroad in dollars, what amount shows on the transaction", answers: ["/docs/guides/cards#foreign-currency"] },
  { query: "cardholder says they never made this purchase", answers: ["/docs/guides/cards#disputes"], heldOut: true },
  { query: "how many days does a cardholder have to contest a charge", answers: ["/docs/guides/cards#disputes"] },
  { query: "can I cancel a payment that is still pending?", answers: ["/docs/guides/payments#pending", "/docs/api/limitations#money"] },
  { query: "when will a SEPA payment arrive", answers: ["/docs/guides/payments#timing"], heldOut: true },
  { query: "how long until a withdrawal hits the customer's bank", answers: ["/docs/guides/withdrawals#timing"] },
  { query: "deposit sent friday evening, when does it show up", answers: ["/docs/guides/deposits#timing"] },
  { query: "biggest amount I can send in one payment", answers: ["/docs/guides/payments#limits"], heldOut: true },
  { query: "do api keys expire", answers: [`${intro}#api-keys`] },
  { query: "can i lock our api key to our server's IP", answers: [`${intro}#api-keys`, "/docs/api/limitations#requests"] },
  { query: "read only key for a reporting service", answers: [`${intro}#api-keys`, "/docs/guides/going-live#keys"], heldOut: true },
  { query: "retried with the new api key and the transfer went through twice", answers: [`${intro}#idempotency-scope`, `${intro}#api-keys`] },
  { query: "two workers update the same customer at the same time, which one wins", answers: [`${intro}#updates`] },
  { query: "how many metadata keys can I store", answers: [`${intro}#metadata`], heldOut: true },
  { query: "customer wants all their data deleted (GDPR)", answers: ["/docs/guides/customers-and-portfolios#data-deletion", "/docs/guides/going-live#customer-data", "/docs/api/limitations#customers"] },
  { query: "webhook server was down for 6 hours how do we get the missed events", answers: ["/docs/guides/going-live#catch-up"] },
  { query: "how much notice before a field is removed", answers: [`${intro}#deprecation`], heldOut: true },
  { query: "merchant took more than was authorised, e.g. a tip", answers: ["/docs/guides/cards#over-authorisation"] },
  { query: "where does the customer get the PIN for a plastic card", answers: ["/docs/guides/cards#pin"] },
  { query: "how long does it take to deliver a physical card", answers: ["/docs/guides/cards#shipping"], heldOut: true },
  { query: "card expires next month what do we do", answers: ["/docs/guides/cards#expiry"] },
  { query: "can an archived wallet be reopened", answers: ["/docs/guides/wallets#reopen-currency", "/docs/api/limitations#wallets"] },
  { query: "someone paid GBP into a EUR virtual account", answers: ["/docs/guides/deposits#another-currency"], heldOut: true },
  { query: "money sent to a frozen wallet", answers: ["/docs/guides/deposits#frozen-wallet"] },
  { query: "customer is being re-reviewed for KYC, does their card still work", answers: ["/docs/guides/customers-and-portfolios#re-verification"] },
  { query: "compliance suspended one of our customers, what stops working", answers: ["/docs/guides/customers-and-portfolios#suspend-and-close", "/docs/guides/customers-and-portfolios#compliance-suspension", "/docs/api/customers#customer-status-suspended"], heldOut: true },
  { query: "credit the cardholder while the chargeback is still open", answers: ["/docs/guides/cards#provisional-credit"] },
  { query: "merchant captured the payment after the hold dropped off", answers: ["/docs/guides/cards#late-capture"] },
  { query: "can i see the exact fx fee on a card payment", answers: ["/docs/api/limitations#fees", "/docs/guides/cards#foreign-currency"], heldOut: true },
  { query: "how do I test a refill that fails", answers: ["/docs/guides/sandbox#refills"] },
  { query: "get payments for all customers at once, not one by one", answers: ["/docs/transactions-controller-payments", "/docs/guides/going-live#catch-up-transactions"] },
  { query: "difference between debit and credit cards here", answers: ["/docs/guides/cards#debit-or-credit"], heldOut: true },
  { query: "is there a way to convert currency between wallets", answers: ["/docs/guides/internal-transfers#different-currencies", "/docs/api/limitations#money"] },
  { query: "what changed in the API recently", answers: ["/docs/api/changelog"] },
  { query: "deposit was pending for days and never arrived", answers: ["/docs/guides/deposits#pending-never-settles"], heldOut: true },
  { query: "what does a customer with a rejected KYC still have access to", answers: ["/docs/api/customers#kyc-status-rejected"] },
  // --- Pasted identifiers: fields, values, prefixes, operation ids, paths, JSON ---
  { query: "exp_month exp_year", answers: ["/docs/guides/cards#expiry"] },
  { query: "previous_secret_expires_at", answers: [`${payloads}#roll-the-secret`, "/docs/webhooks-controller-update-webhook"], heldOut: true },
  { query: "refunded_transaction_id", answers: ["/docs/guides/cards#4-follow-card-payments", "/docs/guides/cards#disputes"] },
  { query: "merchant_category_code", answers: ["/docs/cards-controller-payments#response-200-data.card_payment.merchant_category_code"] },
  { query: "ownership_percent", answers: ["/docs/customers-controller-create-business-customer#request-body-business.beneficial_owners.ownership_percent"], heldOut: true },
  { query: "wallet_currencies", answers: ["/docs/guides/wallets#how-wallets-come-to-exist", "/docs/guides/wallets#1-open-a-wallet-in-a-new-currency", "/docs/customers-controller-update-customer#request-body-wallet_currencies"] },
  { query: "kyd_", answers: [`${intro}#ids`] },
  { query: "ptf_ id", answers: [`${intro}#ids`, "/docs/glossary#portfolio"], heldOut: true },
  { query: "POST /v1/wallets/{wallet_id}/refill", answers: ["/docs/digital-wallets-controller-refill-wallet"] },
  { query: "POST /v1/cards/{card_id}/reissue", answers: ["/docs/cards-controller-reissue-card"] },
  { query: "GET /v1/transactions/payments", answers: ["/docs/transactions-controller-payments"], heldOut: true },
  { query: "WebhooksController_listWebhooks", answers: ["/docs/webhooks-controller-list-webhooks"] },
  { query: "listWalletCards", answers: ["/docs/cards-controller-list-wallet-cards"] },
  { query: '"scheme": "faster_payments"', answers: ["/docs/guides/withdrawals#1-collect-the-customers-bank-account", "/docs/transactions-controller-payment#request-body-beneficiary.bank_account.scheme~faster_payments"], heldOut: true },
  { query: '"kyc_status": "action_required"', answers: ["/docs/api/customers#kyc-status-action_required", "/docs/guides/customers-and-portfolios#when-the-review-needs-more"] },
  { query: "fraud_suspected", answers: ["/docs/cards-controller-update-card-status#request-body-reason", "/docs/guides/cards#disputes"] },
  // --- Error codes and HTTP statuses ---
  { query: "422 wallet_archived", answers: [`${intro}#wallet_archived`, "/docs/guides/wallets#archived-wallet"], heldOut: true },
  { query: "got a 409 creating a customer", answers: [`${intro}#customer_code_taken`, "/docs/guides/customer-codes#customer-code-taken", `${intro}#idempotency_key_reused`] },
  { query: "what is 403", answers: [`${intro}#permission_denied`, `${intro}#feature_not_enabled`] },
  { query: "credit_limit_exceeded", answers: [`${intro}#credit_limit_exceeded`], heldOut: true },
  { query: "virtual_account_limit_reached", answers: [`${intro}#virtual_account_limit_reached`] },
  { query: "422 customer_not_active", answers: [`${intro}#customer_not_active`] },
  { query: "unsupported_country", answers: [`${intro}#unsupported_country`], heldOut: true },
  { query: "401 invalid_api_key in production", answers: [`${intro}#invalid_api_key`, "/docs/guides/going-live#keys"] },
  { query: "wallet_not_empty when archiving", answers: ["/docs/guides/wallets#wallet-not-empty", `${intro}#wallet_not_empty`, "/docs/digital-wallets-controller-archive-wallet#response-422"] },
  { query: "currency_mismatch on refill", answers: [`${intro}#currency_mismatch`, "/docs/guides/wallets#wrong-currency-or-amount"], heldOut: true },
  { query: "400 with an errors array", answers: [`${intro}#invalid_request`, `${intro}#errors`] },
  { query: "missing_api_key", answers: [`${intro}#missing_api_key`] },
  // --- Event names, in several spellings and as questions ---
  { query: "card_payment.settled", answers: [`${payloads}#payload-card_payment.settled`], heldOut: true },
  { query: "kyc_document.accepted webhook", answers: [`${payloads}#payload-kyc_document.accepted`] },
  { query: "which event says an outgoing payment went through", answers: [`${payloads}#payload-payment.completed`] },
  { query: "customer created event payload", answers: [`${payloads}#payload-customer.created`], heldOut: true },
  { query: "wallet.updated", answers: [`${payloads}#payload-wallet.updated`] },
  { query: "withdrawal completed webhook", answers: [`${payloads}#payload-withdrawal.completed`] },
  { query: "which event tells me a card was frozen", answers: [`${payloads}#payload-card.status_updated`], heldOut: true },
  { query: "card_payment.authorized", answers: [`${payloads}#payload-card_payment.authorised`] },
  { query: "deposit.created vs deposit.received", answers: ["/docs/guides/deposits#how-a-deposit-arrives", `${payloads}#payload-deposit.created`, `${payloads}#payload-deposit.received`] },
  { query: "CARD_PAYMENT_REFUNDED", answers: [`${payloads}#payload-card_payment.refunded`], heldOut: true },
  // --- Typos ---
  { query: "chargback", answers: ["/docs/guides/cards#disputes"] },
  { query: "reconcilation deposits", answers: ["/docs/guides/deposits#3-find-the-deposit-in-the-customers-transactions"] },
  { query: "beneficail owner", answers: ["/docs/glossary#beneficial-owner", "/docs/guides/customers-and-portfolios#business-customer"], heldOut: true },
  { query: "adress change", answers: ["/docs/guides/customers-and-portfolios#address-change"] },
  { query: "ratelimit exceded", answers: [`${intro}#rate_limited`, `${intro}#rate-limits`] },
  { query: "idempotentcy key expiry", answers: [`${intro}#idempotency-scope`], heldOut: true },
  { query: "webhook retires", answers: [`${payloads}#retries`, "/docs/guides/going-live#retries-schedule"] },
  { query: "debitcard limits", answers: ["/docs/guides/cards#change-limits"] },
  { query: "sepa instnat", answers: ["/docs/guides/payments#timing", "/docs/guides/deposits#timing"], heldOut: true },
  { query: "freez wallet", answers: ["/docs/guides/wallets#6-freeze-and-unfreeze", "/docs/digital-wallets-controller-update-wallet"] },
  { query: "multi curency wallet", answers: ["/docs/guides/wallets#how-wallets-come-to-exist", "/docs/guides/wallets#1-open-a-wallet-in-a-new-currency"] },
  // --- Short keywords ---
  { query: "card expiry", answers: ["/docs/guides/cards#expiry"], heldOut: true },
  { query: "fx fees", answers: ["/docs/guides/cards#foreign-currency", "/docs/api/limitations#fees"] },
  { query: "provisional credit", answers: ["/docs/guides/cards#provisional-credit"] },
  { query: "signature test vector", answers: [`${payloads}#test-vector`], heldOut: true },
  { query: "cursor mcp setup", answers: ["/docs/api/build-with-ai-tools#cursor"] },
  { query: "customer suspension", answers: ["/docs/guides/customers-and-portfolios#suspend-and-close", "/docs/api/customers#customer-status-suspended", "/docs/guides/customers-and-portfolios#compliance-suspension"] },
  { query: "etag concurrency", answers: [`${intro}#updates`], heldOut: true },
  { query: "ach cutoff", answers: ["/docs/guides/payments#timing", "/docs/guides/withdrawals#timing"] },
];

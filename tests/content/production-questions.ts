/**
 * Questions a developer asks once an integration is live, written from the developer's side
 * before the pages that answer them, each with the section that answers it and the names the
 * answer cannot do without. `production-questions.test.ts` holds the docs to it: the anchor
 * exists, every name exists in the spec, and the section names it. This is the list of what
 * the docs promise to answer; add a question when support gets one the docs could have answered.
 */
export interface ProductionQuestion {
  question: string;
  /** The section that answers it: a doc route and the heading's anchor. */
  answer: `/${string}#${string}`;
  /** operationIds whose endpoint page the section links. */
  operations?: string[];
  /** Fields, parameters and headers (a name or a dotted path), each named in the section as code. */
  fields?: string[];
  /** Webhook event types the section names. */
  events?: string[];
  /** Error codes (`ErrorCode`) the section names. */
  errors?: string[];
  /** Enum values (a status, a failure or requirement code) the section names. */
  values?: string[];
  /** Words the section must contain as written, for answers that are not names of the spec. */
  phrases?: string[];
}

export const PRODUCTION_QUESTIONS: ProductionQuestion[] = [
  {
    question: 'A create of a virtual account (or a KYC document upload) timed out two days ago and the key has expired. Did it run?',
    answer: '/docs/guides/going-live#after-the-key-expired',
    operations: ['CustomersController_getCustomer', 'CustomersController_attachKycDocument'],
    fields: ['kyc_status', 'wallet_id', 'description', 'kyc_requirements'],
    events: ['virtual_account.created', 'kyc_document.attached'],
    errors: ['virtual_account_limit_reached'],
    values: ['not_started', 'action_required', 'pending', 'approved', 'rejected'],
  },
  {
    question: "An approved customer's passport has expired. Does that start a review, and what do we do?",
    answer: '/docs/guides/customers-and-portfolios#documents-after-review',
    operations: ['CustomersController_attachKycDocument'],
    values: ['approved', 'document_expired'],
    phrases: ['never starts a review on its own'],
  },
  {
    question: 'Can we open a virtual account for a suspended customer?',
    answer: '/docs/guides/customers-and-portfolios#suspend-and-close',
    values: ['active'],
    phrases: ['new virtual accounts'],
  },
  {
    question: 'What `issuing_country` do we send with a selfie?',
    answer: '/docs/guides/customers-and-portfolios#3-attach-kyc-documents',
    fields: ['issuing_country'],
    values: ['selfie'],
    phrases: ['matched against'],
  },
  {
    question: 'The review stopped at action_required and no requirement names the missing address. What moves it back to pending?',
    answer: '/docs/guides/customers-and-portfolios#when-the-review-needs-more',
    operations: ['CustomersController_createAddress'],
    values: ['action_required', 'pending'],
    phrases: ['no requirement names'],
  },
  {
    question: "How long after a deposit is credited can the payer's bank still take it back, and what does the API do then?",
    answer: '/docs/guides/deposits#recalled-deposit',
    fields: ['completed_at', 'failure_code', 'available', 'current'],
    events: ['deposit.recalled'],
    values: ['recalled', 'reversed'],
    phrases: ['10 business days', '13 months'],
  },
  {
    question: 'Our webhook endpoint was down for hours. How do we find everything that changed meanwhile, including old objects?',
    answer: '/docs/guides/going-live#catch-up',
    operations: ['TransactionsController_payments', 'CustomersController_getCustomerTransactions', 'CustomersController_listCustomers'],
    fields: ['updated_after', 'updated_at', 'created_after'],
  },
  {
    question: 'How do I page through every customer or transaction for an export?',
    answer: '/docs/api/intro#pagination',
    fields: ['limit', 'cursor', 'next_cursor', 'has_more'],
  },
  {
    question: 'How do I reconcile a wallet and work out its balance at the end of last month?',
    answer: '/docs/guides/wallets#past-balance',
    operations: ['CustomersController_getCustomerTransactions'],
    fields: ['current', 'completed_at', 'wallet_id'],
  },
  {
    question: 'Which failed requests should we retry, and which not?',
    answer: '/docs/guides/going-live#retries',
    fields: ['Idempotent-Replayed'],
    errors: ['rate_limited', 'request_in_progress', 'idempotency_key_reused', 'internal_error'],
  },
  {
    question: 'We got 429s in a batch job. How do we back off?',
    answer: '/docs/api/intro#rate-limits',
    fields: ['Retry-After', 'RateLimit-Remaining', 'RateLimit-Limit'],
    errors: ['rate_limited'],
  },
  {
    question: 'How long does a EUR payment take to arrive, and what is the cut-off?',
    answer: '/docs/guides/payments#timing',
    fields: ['completed_at'],
    events: ['payment.returned'],
    values: ['pending', 'completed'],
  },
  {
    question: 'Can we send an instant payment, or choose between instant and standard?',
    answer: '/docs/guides/payments#timing',
    operations: ['TransactionsController_payment'],
  },
  {
    question: 'How long does a withdrawal to the customer\'s own account take?',
    answer: '/docs/guides/withdrawals#timing',
    values: ['limit_exceeded'],
  },
  {
    question: 'What is the most we can send in one payment, and per day? Where do we see our limits?',
    answer: '/docs/guides/payments#limits',
    errors: ['invalid_request'],
    events: ['payment.failed'],
    values: ['limit_exceeded'],
  },
  {
    question: 'A card payment was declined with limit_exceeded. Can we raise the card\'s limit?',
    answer: '/docs/guides/cards#change-limits',
    operations: ['CardsController_updateCardStatus', 'CardsController_reissueCard'],
    fields: ['spending_limits', 'credit_limit'],
  },
  {
    question: 'How does a merchant refund show up, and how do we link it to the payment?',
    answer: '/docs/guides/cards#4-follow-card-payments',
    fields: ['card_payment.refunded_transaction_id'],
    events: ['card_payment.refunded'],
  },
  {
    question: 'A customer paid in dollars abroad with a euro card. Which rate was used, what was the fee, and where do we see them?',
    answer: '/docs/guides/cards#foreign-currency',
    fields: ['card_payment.original_amount', 'amount'],
  },
  {
    question: 'A debit card settled for more than it authorised and the wallet is negative. How?',
    answer: '/docs/guides/cards#over-authorisation',
    fields: ['amount', 'available'],
    values: ['insufficient_funds'],
  },
  {
    question: 'A card authorisation expired and was reversed, then the merchant captured it anyway. What happens to the wallet?',
    answer: '/docs/guides/cards#late-capture',
    fields: ['card_payment.authorisation_code', 'available', 'current'],
    events: ['card_payment.settled'],
    values: ['authorisation_expired', 'reversed', 'completed', 'settlement'],
  },
  {
    question: 'A merchant cancelled a card authorisation before the 7 days were up. What status, failure code and event do we get, and when is the hold released?',
    answer: '/docs/guides/cards#4-follow-card-payments',
    fields: ['available'],
    events: ['card_payment.reversed'],
    values: ['reversed', 'authorisation_reversed', 'authorisation_expired'],
  },
  {
    question: 'A late capture hit a card of an archived wallet and our funding account does not hold enough. Is it refused, and how do we find out?',
    answer: '/docs/guides/wallets#after-archiving',
    errors: ['insufficient_funds'],
    phrases: ['below zero', 'No event or error tells you'],
  },
  {
    question: 'A cardholder does not recognise a payment. How do we dispute it, and how does a chargeback come back?',
    answer: '/docs/guides/cards#disputes',
    fields: ['refunded_transaction_id'],
    events: ['card_payment.refunded'],
    values: ['fraud_suspected'],
  },
  {
    question: 'How do we know when a physical card has shipped or arrived?',
    answer: '/docs/guides/cards#shipping',
    fields: ['shipping_address'],
  },
  {
    question: 'How does a customer activate their physical card?',
    answer: '/docs/guides/cards#activate',
    operations: ['CardsController_updateCardStatus'],
    fields: ['last4'],
    events: ['card.status_updated'],
  },
  {
    question: 'How does a cardholder get their PIN, and change it?',
    answer: '/docs/guides/cards#pin',
    values: ['card_declined'],
  },
  {
    question: 'Can we block gambling merchants, foreign countries or online use on a card?',
    answer: '/docs/guides/cards#controls',
    fields: ['spending_limits', 'credit_limit'],
  },
  {
    question: 'What has to be true before we can reissue a card?',
    answer: '/docs/guides/cards#reissue-preconditions',
    fields: ['replaced_by'],
    errors: ['card_already_replaced', 'wallet_archived'],
  },
  {
    question: 'In the sandbox we paid a virtual account an amount ending in 99 and the deposit was recalled. What happens to the payment and the balance of the wallet that paid?',
    answer: '/docs/guides/sandbox#deposits',
    events: ['deposit.recalled'],
    values: ['completed', 'recalled'],
    phrases: ['the paying wallet gets nothing back'],
  },
  {
    question: 'What can a suspended customer still do?',
    answer: '/docs/guides/customers-and-portfolios#suspend-and-close',
    operations: ['CustomersController_updateCustomer'],
    errors: ['customer_not_active'],
    values: ['card_declined'],
  },
  {
    question: 'A customer was suspended and we did not do it. Who lifts it?',
    answer: '/docs/guides/customers-and-portfolios#compliance-suspension',
    operations: ['CustomersController_updateCustomer'],
    events: ['customer.updated'],
    errors: ['invalid_status_transition'],
  },
  {
    question: 'How do we close a customer for good?',
    answer: '/docs/guides/customers-and-portfolios#close',
    operations: ['DigitalWalletsController_archiveWallet'],
    errors: ['customer_has_open_wallets'],
  },
  {
    question: 'A customer asks us to delete their data. What can be deleted, and what is kept?',
    answer: '/docs/guides/customers-and-portfolios#data-deletion',
    operations: ['CustomersController_updateCustomer'],
    fields: ['metadata'],
  },
  {
    question: 'A customer moved. How do we change their address, and which one counts?',
    answer: '/docs/guides/customers-and-portfolios#address-change',
    operations: ['CustomersController_createAddress', 'CustomersController_listAddresses', 'CardsController_reissueCard'],
    fields: ['shipping_address'],
  },
  {
    question: 'We entered the wrong incorporation_country for a business. How do we fix it?',
    answer: '/docs/guides/customers-and-portfolios#incorporation-country',
    operations: ['CustomersController_updateCustomer'],
    fields: ['business.incorporation_country'],
  },
  {
    question: 'Which kyc_requirements code means the customer has no address on file?',
    answer: '/docs/guides/customers-and-portfolios#when-the-review-needs-more',
    operations: ['CustomersController_createAddress'],
    fields: ['kyc_requirements'],
    values: ['address_missing'],
  },
  {
    question: 'An approved customer changed their name. Do their wallets and cards keep working during re-verification?',
    answer: '/docs/guides/customers-and-portfolios#re-verification',
    fields: ['kyc_requirements'],
    values: ['action_required', 'rejected'],
  },
  {
    question: 'We attached the proof of address while the review of the identity document was still running. Is it part of that review?',
    answer: '/docs/guides/customers-and-portfolios#3-attach-kyc-documents',
    operations: ['CustomersController_attachKycDocument'],
    events: ['customer.kyc_status_updated'],
    values: ['pending', 'proof_of_address'],
    phrases: ['joins the running review'],
  },
  {
    question: 'Can we attach a new document to an approved customer, or to a rejected one?',
    answer: '/docs/guides/customers-and-portfolios#documents-after-review',
    operations: ['CustomersController_attachKycDocument'],
    events: ['kyc_document.accepted', 'kyc_document.rejected'],
  },
  {
    question: 'How do we close one virtual account that a payer should stop using?',
    answer: '/docs/guides/virtual-accounts#close-one',
    operations: ['TransactionsController_payment', 'CustomersController_getCustomerTransactions'],
    fields: ['virtual_account_id'],
  },
  {
    question: 'A payment came back after we archived the wallet. Where did the money go?',
    answer: '/docs/guides/wallets#after-archiving',
    events: ['payment.returned', 'withdrawal.returned'],
    values: ['reversed'],
  },
  {
    question: 'The customer wants a GBP wallet again after we archived theirs. How?',
    answer: '/docs/guides/wallets#reopen-currency',
    operations: ['CustomersController_updateCustomer'],
    fields: ['wallet_currencies'],
    events: ['wallet.created'],
  },
  {
    question: 'A deposit has been pending for days. Will it arrive, and what if it does not?',
    answer: '/docs/guides/deposits#pending-never-settles',
    events: ['deposit.recalled', 'deposit.received'],
    values: ['recalled', 'reversed'],
  },
  {
    question: 'How do we pay into our funding account, and see what it holds?',
    answer: '/docs/guides/wallets#5-refill-from-your-funding-account',
    fields: ['counterparty'],
    errors: ['insufficient_funds'],
  },
  {
    question: 'What do API keys look like, and can we make one read-only or limit it to our IP addresses?',
    answer: '/docs/api/intro#api-keys',
    errors: ['permission_denied'],
  },
  {
    question: 'How do we rotate an API key without downtime?',
    answer: '/docs/api/intro#api-keys',
    errors: ['invalid_api_key'],
  },
  {
    question: 'Two of our services update the same customer at once. Which write wins? Is there an ETag?',
    answer: '/docs/api/intro#updates',
    fields: ['updated_at'],
  },
  {
    question: 'In a PATCH, what is the difference between leaving a field out and sending null?',
    answer: '/docs/api/intro#updates',
    fields: ['phone', 'metadata'],
    errors: ['invalid_request'],
  },
  {
    question: 'How long is an idempotency key kept, and is it per endpoint, per API key or per environment?',
    answer: '/docs/api/intro#idempotency-scope',
    errors: ['idempotency_key_reused'],
  },
  {
    question: 'Can we store our own ids on objects and find objects by them?',
    answer: '/docs/api/intro#metadata',
    operations: ['CustomersController_listCustomers'],
    fields: ['metadata', 'customer_code'],
  },
  {
    question: 'How will we hear about deprecations? Does the API send Deprecation or Sunset headers?',
    answer: '/docs/api/intro#deprecation',
    phrases: ['Deprecated', '`Deprecation`', '`Sunset`', 'Atom feed'],
  },
  {
    question: 'What changed in the API since the release we built against?',
    answer: '/docs/api/intro#deprecation',
    phrases: ['What changed since', '/docs/api/changelog?since='],
  },
  {
    question: 'How long is a card valid? Does Ledgerline renew an expiring card, or must we reissue it, and when?',
    answer: '/docs/guides/cards#expiry',
    operations: ['CardsController_reissueCard'],
    fields: ['exp_month', 'exp_year', 'reason'],
    events: ['card.reissued', 'card.status_updated'],
    values: ['expiring', 'expired'],
  },
  {
    question: 'Does a payment of EUR 100 debit exactly EUR 100? Is a deposit credited net of fees? Are Ledgerline\'s fees booked on wallets or billed to us?',
    answer: '/docs/api/limitations#fees',
    operations: ['TransactionsController_payment', 'TransactionsController_initializeWithdrawal'],
    fields: ['amount'],
    phrases: ['no fee is taken off', 'billed to you', 'foreign-exchange or ATM fee'],
  },
  {
    question: 'Which IP addresses do webhook deliveries come from, so our firewall can allowlist them?',
    answer: '/docs/guides/going-live#endpoint',
    fields: ['Ledgerline-Signature'],
    phrases: ['no fixed or published IP addresses'],
  },
  {
    question: 'The new webhook secret leaked during the rotation grace period, and repeating the rotation returns the same secret. How do we roll again?',
    answer: '/docs/guides/going-live#secret-rotation',
    fields: ['rotate_secret', 'rotation_grace_period_hours', 'previous_secret_expires_at'],
    phrases: ['ends the grace period', 'a secret no one has seen, and the leaked one stops signing at once'],
  },
  {
    question: 'A payment has been pending all weekend. Can we cancel it, and does freezing the wallet or suspending the customer stop it?',
    answer: '/docs/guides/payments#pending',
    values: ['pending'],
    phrases: ['No operation cancels', 'does not stop it', 'still completes or fails'],
  },
  {
    question: 'A payment failed with limit_exceeded on our daily program limit. When does the day restart, and which day does a payment count in?',
    answer: '/docs/guides/payments#limits',
    fields: ['created_at'],
    values: ['limit_exceeded'],
    phrases: ['months in UTC', 'day restarts at 00:00 UTC'],
  },
  {
    question: 'A credit balance adjustment refunded a fee. Whose money was it, can it be refused for lack of funds, and where does it show for reconciliation?',
    answer: '/docs/guides/wallets#adjustment-funding',
    fields: ['counterparty', 'reason', 'id'],
    errors: ['insufficient_funds'],
    values: ['platform'],
    phrases: ['funding account', 'statement in the dashboard'],
  },
  {
    question: 'We credited a cardholder while their dispute ran, the dispute failed, and they have spent the money. How do we take it back?',
    answer: '/docs/guides/cards#provisional-credit',
    operations: ['DigitalWalletsController_getWalletBalance'],
    fields: ['available'],
    errors: ['insufficient_funds'],
    phrases: ['debit what', 'outside the API', "your program's loss"],
  },
  {
    question: 'We rolled our API key while a payment was being retried. Can the retry go out with the new key?',
    answer: '/docs/api/intro#idempotency-scope',
    errors: ['invalid_api_key'],
    phrases: ['same API key as', 'runs as a new request'],
  },
  {
    question: 'Our endpoint was down for a day. How do we catch up on deposits, card payments and refills, when only payments have a program-wide list?',
    answer: '/docs/guides/going-live#catch-up-transactions',
    operations: ['TransactionsController_payments', 'CustomersController_getCustomerTransactions', 'CardsController_payments'],
    fields: ['updated_after', 'wallet_id', 'RateLimit-Remaining', 'Retry-After'],
    errors: ['rate_limited'],
    phrases: ['no program-wide list', 'customer by customer', 'a key of its own'],
  },
{
    question: 'A business approved before the sector became required has no counterparty_sector. We just changed its legal_name: does the re-verification still approve it without one?',
    answer: '/docs/guides/counterparty-sectors#unknown-or-missing-sector',
    fields: ['counterparty_sector'],
    values: ['action_required', 'counterparty_sector_missing'],
    phrases: ['exemption ends', 're-verification'],
  },
  {
    question: 'We disabled our webhook subscription while some deliveries were still being retried. Are those retries resumed when we enable it again?',
    answer: '/docs/notifications/webhook-notification-payloads#retries',
    operations: ['WebhooksController_updateWebhook'],
    values: ['disabled', 'failing', 'enabled'],
    phrases: ['retries still pending', 'are dropped'],
  },
  {
    question: 'A request comes from a suspended customer, out of a frozen wallet, with too little money. Which error do we get?',
    answer: '/docs/api/intro#error-order',
    errors: ['customer_not_active', 'wallet_not_active', 'insufficient_funds', 'invalid_request', 'resource_not_found'],
    phrases: ['the first check it fails', 'the source before the destination'],
  },
  {
    question: 'What does a request to an unknown path, with a body that is not JSON, or with an id of the wrong prefix return?',
    answer: '/docs/api/intro#requests-outside-operations',
    errors: ['resource_not_found', 'invalid_request'],
    phrases: ['`Content-Type: application/json`', '1,048,576 bytes', 'a method the path does not take', 'does not match its pattern'],
  },
  {
    question: 'We send `Authorization: Basic ...` by mistake, or a key with a typo. Which code comes back?',
    answer: '/docs/api/intro#authentication',
    errors: ['missing_api_key', 'invalid_api_key'],
    phrases: ['Neither is ever a `400`'],
  },
  {
    question: 'One service behind our NAT has a wrong key and gets 429s. Are our other services blocked too, and how long do we wait after a 429?',
    answer: '/docs/api/intro#rate-limits',
    fields: ['Retry-After'],
    errors: ['rate_limited'],
    phrases: ['shared NAT does not block the others', 'whichever is longer', 'client timeout to at least 30 seconds'],
  },
  {
    question: 'Ledgerline was degraded for an hour. Are the events of that hour lost, do pending payments keep their timing, and how long do we retry before we reconcile?',
    answer: '/docs/guides/going-live#ledgerline-degraded',
    fields: ['Idempotency-Key', 'created_at', 'updated_at'],
    events: ['payment.completed', 'withdrawal.completed'],
    errors: ['internal_error'],
    values: ['pending'],
  },
  {
    question: "A business was created with the wrong incorporation_country. How do we create it again under our own customer code, which the first one holds?",
    answer: '/docs/guides/customers-and-portfolios#incorporation-country',
    operations: ['CustomersController_updateCustomer', 'DigitalWalletsController_archiveWallet'],
    fields: ['customer_code', 'business.incorporation_country'],
    errors: ['customer_code_taken', 'customer_not_active'],
  },
  {
    question: 'A sandbox customer has a kyc_pending document. How does it leave pending: does a later ordinary file end the review?',
    answer: '/docs/guides/sandbox#kyc',
    events: ['kyc_document.accepted', 'kyc_document.rejected'],
    values: ['pending'],
    phrases: ['file ends the review, whatever its name'],
  },
  {
    question: 'How does an API key get the permission to adjust balances?',
    answer: '/docs/api/intro#api-keys',
    errors: ['permission_denied'],
    phrases: ['turns it on for one full-access key'],
  },
  {
    question: 'When do we get live keys, does Ledgerline review our integration, and what must be in place before the first live request?',
    answer: '/docs/guides/going-live#production-access',
    errors: ['insufficient_funds'],
    phrases: ['sk_live_', 'program agreement', 'It does not review or test your code', 'Developers → API keys'],
  },
  {
    question: 'How long does the program review take, so that we can plan a launch date?',
    answer: '/docs/guides/going-live#production-access',
    phrases: ['The review usually takes 2 to 4 weeks'],
  },
  {
    question: 'Which of our dashboard users can create, roll or revoke API keys, and can we limit that?',
    answer: '/docs/api/intro#key-managers',
    phrases: ['**Admin** role', 'Settings → Team', 'cannot be limited to one environment'],
  },
  {
    question: 'We moved our webhook endpoint by changing the subscription\'s url while it stayed enabled. Where do the pending retries go, and which secret signs them?',
    answer: '/docs/notifications/webhook-notification-payloads#retries',
    fields: ['url', 'enabled_events'],
    phrases: ['keeps its pending retries', 'signed with the secrets valid when it is sent'],
  },
  {
    question: 'Compliance suspended a customer we had already suspended. How do we find out?',
    answer: '/docs/guides/customers-and-portfolios#compliance-suspension',
    events: ['customer.updated'],
    errors: ['invalid_status_transition'],
    phrases: ['no event is sent'],
  },
  {
    question: 'Do sandbox programs start with credit cards on, where is the switch, and can a production program switch them itself?',
    answer: '/docs/guides/going-live#credit-cards',
    operations: ['CardsController_createCreditCard'],
    errors: ['feature_not_enabled'],
    phrases: ['Every sandbox program starts with credit cards on', 'Settings → Sandbox program → Credit cards', 'has no switch'],
  },
  {
    question: 'How do we reach Ledgerline support, during which hours, how fast does it answer, and what do we send it?',
    answer: '/docs/guides/going-live#support',
    fields: ['X-Request-Id', 'request_id'],
    phrases: ['First answer', 'Urgent', 'Monday to Friday', 'Never send an API key'],
  },
  {
    question: 'What does a list request with updated_after return before the date it is available from?',
    answer: '/docs/guides/going-live#catch-up',
    fields: ['updated_after'],
    errors: ['invalid_request'],
  },
  {
    question: 'How many API keys can an environment have?',
    answer: '/docs/api/intro#api-keys',
    phrases: ['up to 10 active keys'],
  },
  {
    question: 'How long before a deprecated field goes away?',
    answer: '/docs/api/intro#deprecation',
    phrases: ['at least 90 days'],
  },
];

// cspell:ignore payee payees depositreceived
/**
 * What readers call things the docs name otherwise. Each key is the page, or the part of a page
 * (`#anchor`), that answers; `means` is the docs' own word for it there (the section must use
 * it), `words` are what readers type instead: other names, the task in everyday words, common
 * phrasings of the question. Search indexes the words with the part, as a name of it
 * (alsoSearchedAs.ts), so the site's search and the MCP server's, which reads the same index,
 * find the part alike; no query is expanded.
 *
 * Add words a reader would use that the section does not; not a word the section says already,
 * and not a word that names many parts (`card`, `wallet`). Every page and anchor is checked to
 * exist, and every `means` to be said there (tests/content/search-words.test.ts).
 */
export interface ReaderWords {
  /** The docs' word for what `words` name, as the page or part says it. */
  means: string;
  words: string[];
}

/** The docs' terms with the words readers use for them, and the pages whose headings keep their words (alsoSearchedAs.ts). */
export interface ReaderTerms {
  terms: Record<string, string[]>;
  skipped: string[];
}

/**
 * Readers' words for a term of the docs, added to every page title and heading that names the
 * term: "cash out" wherever a heading says "withdrawal". Each term is checked to name a heading.
 */
/** A currency as readers name it, by its money: "customer sends pounds to a euro wallet". */
const CURRENCY_NAMES = ['pounds', 'sterling', 'euros', 'euro', 'dollars', 'foreign money'];

export const READER_TERMS: ReaderTerms = {
  terms: {
    sandbox: ['test mode', 'testing environment', 'simulate'],
    withdrawal: ['cash out', 'payout', 'pay out'],
    refill: ['top up', 'top-up', 'fund', 'load money', 'add funds'],
    physical: ['plastic'],
    archive: ['close', 'delete', 'remove', 'get rid of', 'no longer uses', 'no longer needs'],
    freeze: ['pause', 'lock', 'temporarily', 'stop money leaving', 'block money', 'hold everything'],
    reissue: ['replace', 'replacement'],
    deposit: ['incoming', 'pay-in', 'receive money'],
    'internal transfer': ['move money', 'p2p', 'book transfer', 'wallet to wallet', 'one wallet to another', 'between wallets', 'friend', 'another customer', 'peer to peer'],
    currency: CURRENCY_NAMES,
    currencies: CURRENCY_NAMES,
    recall: ['claw back', 'clawback', 'reclaim', 'took back', 'taken back'],
    review: ['identity check', 'verification check', 'compliance check'],
    'balance adjustment': ['refund', 'correction', 'manual credit', 'manual debit'],
    idempotency: ['retry safely', 'duplicate requests', 'dedupe', 'double charge'],
    'rate limit': ['throttling', 'throttled', 'requests per minute', 'requests per second', 'calls per minute', 'quota'],
    pagination: ['paging', 'paginate', 'page size', 'next page'],
    KYC: ['identity verification', 'id check', 'know your customer', 'kyb', 'know your business'],
    'banking details': ['iban', 'bic', 'swift', 'sort code', 'routing number', 'account number'],
    'customer code': ['external id', 'crm reference', 'your own id'],
    business: ['company', 'kyb', 'corporate'],
    individual: ['person', 'consumer', 'natural person'],
    signature: ['hmac', 'signing', 'came from', 'genuine', 'authentic', 'legit', 'legitimate', 'fake', 'spoofed', 'forged', 'impersonate'],
    webhook: ['callback', 'callbacks'],
    decline: ['rejected', 'refused'],
    dispute: ['chargeback', 'contest', 'contested', 'challenge'],
    // What an event type says happened, in the words a reader asks for it: "which event says a payment went through".
    complete: ['went through', 'succeeded', 'successful', 'done', 'finished'],
    // The time a movement of money takes, as readers ask it: "how long until it hits the bank", "when does it show up".
    'how long': ['timing', 'how soon', 'how quickly', 'until', 'hits the bank', 'show up', 'shows up', 'business days', 'weekend', 'friday', 'evening', 'processing time', 'delay', 'arrive', 'when will it arrive'],
    arrive: ['timing', 'how long', 'takes', 'how soon', 'how quickly', 'until', 'hits the bank', 'show up', 'shows up', 'business days', 'weekend', 'friday', 'evening', 'processing time', 'delay'],
    concurrent: ['same time', 'simultaneous', 'race condition', 'which one wins', 'last write wins', 'conflicting updates', 'lost update'],
    'catch up': ['missed events', 'missed webhooks', 'was down', 'downtime', 'recover events', 'replay events', 'backfill', 'resync'],
    repayment: ['pay back', 'pay off', 'repay', 'outstanding balance', 'amount owed'],
    're-verification': ['re-review', 're-reviewed', 'reviewed again', 'periodic review', 'kyc refresh', 'ongoing monitoring'],
  },
  // Its headings name a change, not a thing: they would take every reader's word of what changed.
  skipped: ['/docs/api/changelog'],
};

export const READER_WORDS: Record<string, ReaderWords> = {
  // --- Conventions ---
  '/docs/api/intro#authentication': { means: 'bearer token', words: ['auth', 'authorize requests', 'authorization header', 'access token', 'credentials', 'unauthorized'] },
  '/docs/api/intro#api-keys': { means: 'key', words: ['secret key', 'revoke key', 'rotate api key', 'key permissions', 'restricted key', 'ip allowlist', 'ip whitelist', 'ip restriction', 'expire', 'key expiry'] },
  '/docs/api/intro#environments': { means: 'sandbox', words: ['base url', 'endpoint url', 'host', 'test mode', 'live mode', 'staging', 'production url'] },
  '/docs/api/intro#versioning': { means: 'version', words: ['api version', 'backwards compatible', 'backward compatibility', 'upgrade', 'version 2'] },
  '/docs/api/intro#requests-and-responses': { means: 'JSON', words: ['content type', 'request format', 'response format', 'null fields', 'omitted fields', 'unknown fields', 'request id'] },
  '/docs/api/intro#updates': { means: 'PATCH', words: ['partial update', 'clear a field', 'concurrent update', 'optimistic locking', 'etag'] },
  '/docs/api/intro#metadata': { means: 'metadata', words: ['custom fields', 'own data', 'key value pairs', 'tags', 'external reference'] },
  '/docs/api/intro#ids': { means: 'prefix', words: ['identifiers', 'id format', 'id length', 'case sensitive', 'uuid'] },
  '/docs/api/intro#money': { means: 'minor units', words: ['cents', 'pence', 'decimals', 'decimal places', 'amount format', 'float', 'currency code', 'crypto', 'cryptocurrency', 'bitcoin', 'btc', 'usdt', 'usdc', 'stablecoin', 'ethereum'] },
  '/docs/api/intro#timestamps': { means: 'RFC 3339', words: ['date format', 'time zone', 'timezone', 'utc', 'iso 8601', 'datetime'] },
  '/docs/api/intro#pagination': { means: 'cursor', words: ['paging', 'paginate', 'next page', 'page size', 'per page', 'offset', 'list endpoints'] },
  '/docs/api/intro#idempotency': { means: 'Idempotency-Key', words: ['retry safely', 'duplicate request', 'double charge', 'charged twice', 'paid twice', 'sent twice', 'duplicate payment', 'dedupe', 'idempotent'] },
  '/docs/api/intro#errors': { means: 'problem details', words: ['error format', 'error response', 'error body', 'error handling', 'http status codes'] },
  '/docs/api/intro#rate-limits': { means: 'requests per 60-second window', words: ['throttling', 'throttled', 'requests per minute', 'requests per second', 'quota', 'too many requests'] },
  '/docs/api/intro#webhooks': { means: 'webhook', words: ['callbacks', 'notifications', 'push events', 'instead of polling'] },

  // --- Webhooks ---
  '/docs/notifications/webhook-notification-payloads#subscribe': {
    means: 'subscription',
    words: ['register a webhook endpoint', 'callback url', 'listen for events', 'disable webhook', 'stop sending webhooks', 'unsubscribe', 'delete webhook'],
  },
  '/docs/notifications/webhook-notification-payloads#delivery': { means: 'delivery', words: ['webhook request body', 'webhook headers', 'envelope'] },
  '/docs/notifications/webhook-notification-payloads#event-types': { means: 'event types', words: ['list of events', 'all events', 'which events', 'event catalogue'] },
  '/docs/notifications/webhook-notification-payloads#verify-the-signature': { means: 'signature', words: ['validate webhook', 'authenticate webhook', 'webhook security', 'verify webhook signature', 'make sure a webhook call comes from ledgerline'] },
  '/docs/notifications/webhook-notification-payloads#roll-the-secret': { means: 'secret', words: ['rotate webhook secret', 'webhook secret rotation', 'leaked secret', 'compromised secret', 'change secret'] },
  '/docs/notifications/webhook-notification-payloads#replay-window': { means: 'replay', words: ['timestamp tolerance', 'old deliveries', 'replay attack', 'timing attack'] },
  '/docs/notifications/webhook-notification-payloads#respond-fast': { means: 'respond', words: ['webhook timeout', 'how fast to answer', 'response time', 'acknowledge', 'queue'] },
  '/docs/notifications/webhook-notification-payloads#retries': { means: 'retries', words: ['redelivery', 'redeliver', 'retry schedule', 'backoff', 'failed deliveries', 'endpoint down'] },
  '/docs/notifications/webhook-notification-payloads#ordering-and-duplicates': { means: 'duplicates', words: ['out of order', 'twice', 'same event again', 'exactly once', 'deduplicate'] },
  '/docs/notifications/webhook-notification-payloads#test-locally': { means: 'locally', words: ['localhost', 'tunnel', 'ngrok', 'development machine', 'test event'] },

  // --- Cards ---
  '/docs/guides/cards#virtual-or-physical': { means: 'physical', words: ['plastic card', 'digital card'] },
  '/docs/guides/cards#change-limits': { means: 'limits', words: ['raise limit', 'increase limit', 'lower limit', 'spending cap', 'update limits'] },
  '/docs/guides/cards#activate': { means: 'activate', words: ['enable card', 'turn on card', 'plastic card arrived', 'card received'] },
  '/docs/guides/cards#shipping': { means: 'delivery', words: ['shipping', 'mail the card', 'tracking', 'when does the card arrive'] },
  '/docs/guides/cards#pin': { means: 'PIN', words: ['reset pin', 'change pin', 'forgot pin', 'pin code', 'pin mailer', 'where is the pin'] },
  '/docs/guides/cards#credit-repayment': { means: 'repayment', words: ['pay back', 'repay', 'pay off', 'bill', 'outstanding balance', 'interest', 'due date'] },
  '/docs/guides/cards#4-follow-card-payments': { means: 'card payment', words: ['authorization', 'authorisation', 'capture', 'settlement', 'purchase', 'card transaction'] },
  '/docs/guides/cards#declines': { means: 'declines', words: ['declined', 'rejected', 'refused', 'card not working', 'decline reason'] },
  '/docs/guides/cards#freeze': { means: 'freeze', words: ['pause card', 'lock card', 'temporarily disable', 'suspend card', 'unlock card', 'switch off card', 'turn off card', 'on holiday', 'few weeks'] },
  '/docs/guides/cards#lost-or-stolen': { means: 'lost', words: ['lost card', 'stolen card', 'missing card', 'replace card', 'new card'] },
  '/docs/guides/cards#block-the-card': { means: 'blocked', words: ['cancel card', 'terminate card', 'deactivate card', 'permanently disable', 'for good', 'shut off', 'leaves the company', 'left the company'] },
  '/docs/guides/cards#card-numbers': { means: 'PCI', words: ['pan', 'full card number', 'cvv', 'cvc', 'security code', 'card details', 'expiry date'] },
  '/docs/guides/cards#controls': { means: 'controls', words: ['mcc', 'merchant category', 'block merchants', 'allowed countries', 'restrict card', 'spending cap', 'gambling'] },
  '/docs/guides/cards#foreign-currency': { means: 'currency', words: ['foreign exchange', 'exchange rate', 'currency conversion', 'abroad', 'foreign transaction fee'] },
  '/docs/guides/cards#over-authorisation': { means: 'authorisation', words: ['pre-auth', 'preauth', 'pre-authorisation', 'pre-authorization', 'fuel pump', 'petrol station', 'final amount higher'] },
  '/docs/guides/cards#disputes': { means: 'dispute', words: ['chargeback', 'fraud claim', 'unrecognised transaction'] },

  '/docs/cards-controller-create-debit-card': { means: 'debit card', words: ['name on the card', 'name printed', 'embossed name', 'cardholder name'] },
  '/docs/customers-controller-update-customer': { means: 'Update', words: ['new director', 'director left', 'director stepped down', 'add a director', 'remove a director', 'stepped down'] },
  '/docs/guides/counterparty-sectors#non_financial_corporation': { means: 'non_financial_corporation', words: ['wholesale', 'import export', 'trading company', 'ordinary company', 'shop', 'retailer', 'restaurant', 'hotel', 'travel agency', 'builder', 'construction firm', 'manufacturer', 'software company', 'startup', 'letting agent', 'haulier'] },

  // --- Customers ---
  '/docs/guides/customers-and-portfolios#how-the-pieces-fit': { means: 'portfolio', words: ['data model', 'object model', 'relationships', 'hierarchy'] },
  '/docs/guides/customers-and-portfolios#business-customer': { means: 'business', words: ['company', 'kyb', 'owners', 'directors', 'ubo', 'beneficial owners', 'shareholders', 'legal entity', 'trustees', 'officers'] },
  '/docs/guides/customers-and-portfolios#3-attach-kyc-documents': { means: 'document', words: ['upload', 'passport', 'id card', 'driving licence', 'proof of address', 'identity document', 'which documents', 'get verified', 'paperwork'] },
  '/docs/guides/customers-and-portfolios#4-follow-kyc-to-approval': { means: 'KYC', words: ['identity verification', 'verify identity', 'kyc approved', 'review result', 'onboarding status', 'how long until approved', 'how long verification takes', 'review time'] },
  '/docs/guides/customers-and-portfolios#when-the-review-needs-more': { means: 'document', words: ['verification stuck', 'kyc stuck', 'what is missing', 'missing information', 'asks for more info', 'came back asking', 'what to send'] },
  '/docs/guides/customers-and-portfolios#address-change': { means: 'address', words: ['moved house', 'new address', 'update address', 'change address', 'relocated'] },
  '/docs/guides/customers-and-portfolios#suspend-and-close': { means: 'suspend', words: ['block customer', 'disable customer', 'reactivate customer', 'aml review', 'compliance review', 'fraud investigation', 'under investigation'] },
  '/docs/guides/customers-and-portfolios#close': { means: 'Close', words: ['close account', 'offboard', 'terminate customer', 'account closure', 'permanently'] },
  '/docs/guides/customers-and-portfolios#data-deletion': { means: 'erase', words: ['delete customer', 'gdpr', 'right to be forgotten', 'remove personal data', 'data retention'] },

  // --- Wallets ---
  '/docs/guides/wallets#1-open-a-wallet-in-a-new-currency': { means: 'currency', words: ['add wallet', 'new wallet', 'another currency', 'multi-currency', 'usd', 'eur', 'gbp'] },
  '/docs/guides/wallets#3-read-the-balance': { means: 'balance', words: ['how much money', 'available funds', 'spendable', 'can spend'] },
  '/docs/guides/wallets#past-balance': { means: 'past', words: ['historical balance', 'balance history', 'balance on a date', 'end of month', 'statement', 'opening balance'] },
  '/docs/guides/wallets#balance-adjustments': { means: 'adjustment', words: ['refund fee', 'reverse fee', 'correction', 'wrong balance', 'fix a balance', 'manual credit', 'manual debit', 'goodwill', 'compensate', 'commission', 'overpaid', 'overpayment'] },

  // --- Money movement ---
  '/docs/guides/wallets#5-refill-from-your-funding-account': { means: 'funding account', words: ['our own money', 'platform money', 'from our funds', 'credit a wallet', 'reward', 'bonus', 'cashback', 'earnings'] },
  '/docs/guides/withdrawals': { means: "customer's own bank account", words: ['own bank account', 'leftover balance', 'remaining balance', 'main bank account', 'back to their bank'] },
  '/docs/guides/withdrawals#paying-a-third-party-instead': { means: 'third party', words: ['withdrawal or payment', 'which one to use', 'payout to someone else'] },
  '/docs/guides/payments#compared': { means: 'compared', words: ['payment or withdrawal', 'which one to use'] },
  '/docs/guides/payments#send-a-payment': { means: 'payment', words: ['send money', 'bank transfer', 'wire', 'pay a supplier', 'pay an invoice', 'payee', 'payees', 'vendor'] },
  '/docs/guides/withdrawals#timing': { means: 'withdrawal', words: ['reach their bank', 'sees the money', 'in their bank account', 'gets the money'] },
  '/docs/guides/payments#timing': { means: 'arrives', words: ['how long', 'processing time', 'same day', 'instant', 'cut-off', 'reach their bank', 'sees the money', 'in their bank account', 'gets the money'] },
  '/docs/guides/payments#scheduled': { means: 'standing order', words: ['automatically', 'recurring payout', 'every week', 'every month', 'cron', 'pay on a date'] },
  '/docs/guides/payments#sent-by-mistake': { means: 'mistake', words: ['wrong account', 'wrong bank account', 'wrong account number', 'wrong supplier', 'get it back'] },
  '/docs/guides/payments#2-follow-it-to-the-end': { means: 'payment', words: ['never got the money', 'never received', 'says not paid', 'not received', 'where is the payment'] },
  '/docs/guides/payments#failed-or-returned': { means: 'returned', words: ['came back', 'bounced', 'payment returned', 'rejected by bank'] },
  '/docs/customers-controller-get-customer-transactions': { means: 'transactions', words: ['statement', 'month end', 'month-end', 'reconciliation'] },
  '/docs/guides/deposits': { means: 'deposit', words: ['incoming money', 'receive money', 'money arrives', 'pay in', 'inbound transfer', 'incoming transfer'] },
  '/docs/guides/deposits#2-receive-the-depositreceived-event': { means: 'deposit.received', words: ['notified', 'notification', 'money arrived'] },
  '/docs/guides/deposits#timing': { means: 'deposit', words: ['nothing shows in the wallet', 'not showing', 'not in the wallet yet', 'still not arrived', 'balance did not go up'] },
  '/docs/guides/deposits#recalled-deposit': { means: 'recall', words: ['clawback', 'reversed deposit', 'deposit taken back'] },
  '/docs/guides/virtual-accounts': { means: 'virtual account', words: ['account number', 'bank details', 'receiving account', 'named account', 'collection account'] },

  '/docs/api/limitations#money': { means: 'direct debit', words: ['charge a card', 'accept card payments', 'card acquiring', 'collect card payments', 'pull money', 'debit their bank account'] },

  // --- Sandbox and going live ---
  '/docs/guides/sandbox#at-a-glance': { means: 'sandbox', words: ['magic values', 'magic numbers', 'test values', 'trigger'] },
  '/docs/guides/going-live#ledgerline-degraded': { means: 'degraded', words: ['api down', 'seems down', 'down right now', 'having an outage', 'not responding', 'unreachable', 'incident'] },
  '/docs/guides/going-live#production-access': { means: 'production access', words: ['live keys', 'live api keys', 'sk_live'] },
  '/docs/guides/going-live#checklist': { means: 'checklist', words: ['launch', 'go to production', 'switching to production', 'production readiness', 'before launch', 'real customers', 'real money'] },

  // --- Agents ---
  '/docs/api/build-with-ai-tools#claude-code': { means: 'Claude Code', words: ['claude code', 'anthropic'] },
  '/docs/api/build-with-ai-tools#cursor': { means: 'Cursor', words: ['cursor'] },
  '/docs/api/build-with-ai-tools#codex': { means: 'Codex', words: ['codex', 'openai'] },
  '/docs/api/changelog': { means: 'changelog', words: ['what changed', 'recent changes', 'release notes', "what's new", 'new features', 'api updates'] },
  '/docs/guides/internal-transfers#different-currencies': { means: 'currency', words: ['convert currency', 'currency conversion', 'exchange between wallets', 'convert between wallets', 'fx between wallets'] },
  '/docs/api#downloads': { means: 'Download', words: ['openapi', 'swagger', 'spec file', 'postman', 'api definition'] },
};

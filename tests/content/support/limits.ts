/**
 * The API's limits and times, each read from the one place of the spec that states it, and the
 * phrasings pages use to quote it. A quote with another number is a contradiction.
 */
import { blockAround } from './text-block';

export interface LimitFact {
  /** What the number is, in the words of a message. */
  name: string;
  /**
   * Where the site states it: a file of the spec (under examples/), or the one page that owns the
   * fact when the spec does not state it, and a pattern whose one group is the number.
   */
  source: { file: string; pattern: RegExp };
  /** How pages and other spec text quote it; each pattern's one group is the number. */
  quotes: RegExp[];
  /**
   * The name of the fact that gives the sandbox's value, when the sandbox differs: every quote of
   * this one must state the sandbox's in the same paragraph or table row, or it reads as true there too.
   */
  sandbox?: string;
}

const W = String.raw`\s+`;
/** A quote's pattern: a space matches any run of whitespace, and "business days" also as the link to what they are (`[business days](/docs/glossary#business-day)`). */
const re = (source: string) => new RegExp(source.replaceAll('business days', String.raw`\[?business days(?:\]\([^)\s]*\))?`).replaceAll(' ', W), 'g');

export const LIMITS: LimitFact[] = [
  {
    name: 'hours an idempotency key is kept',
    source: { file: 'examples/api/components/parameters.yaml', pattern: re(String.raw`refusals\) for (\d+) hours`) },
    quotes: [
      re(String.raw`keeps each key for (\d+) hours`),
      re(String.raw`[Kk]eys are (?:kept|remembered) for (\d+) hours`),
      re(String.raw`key older than (\d+) hours`),
      re(String.raw`(?:within|Within|in the last) (\d+) hours`),
      re(String.raw`the request for (\d+) hours`),
      re(String.raw`is stored for (\d+) hours`),
      re(String.raw`refusals\) for (\d+) hours`),
      re(String.raw`stored response is older than (\d+) hours`),
      re(String.raw`(\d+) hours after the stored response`),
      re(String.raw`(\d+) hours (?:run|start)\b`),
    ],
  },
  {
    name: 'seconds of a rate-limit window',
    source: { file: 'examples/api/components/headers.yaml', pattern: re(String.raw`current window \((\d+) seconds\)`) },
    quotes: [re(String.raw`per (\d+)-second window`), re(String.raw`requests per (\d+) seconds`), re(String.raw`requests within (\d+) seconds`)],
  },
  {
    name: 'requests a key may make per window in the sandbox',
    source: { file: 'examples/api/components/headers.yaml', pattern: re(String.raw`\(60 seconds\); (\d+) in the sandbox`) },
    quotes: [re(String.raw`(\d+) in the sandbox, and in production`), re(String.raw`sandbox allows (\d+) requests`), re(String.raw`(\d+) requests per 60 seconds in the sandbox`), re(String.raw`more than (\d+) requests within`)],
  },
  {
    name: 'seconds a webhook endpoint has to answer',
    source: { file: 'examples/api/components/responses.yaml', pattern: re(String.raw`Return any \`2xx\` status within (\d+) seconds`) },
    quotes: [re(String.raw`\`2xx\`(?: status)? within (\d+) seconds`), re(String.raw`answer within (\d+) seconds`)],
  },
  {
    name: 'days a failed webhook delivery is retried',
    source: { file: 'examples/api/components/responses.yaml', pattern: re(String.raw`backoff for (\d+) days`) },
    quotes: [
      re(String.raw`backoff for (\d+) days`),
      re(String.raw`retried for (?:up to )?(\d+) days`),
      re(String.raw`until (\d+) days after the event`),
      re(String.raw`failing for (\d+) days`),
      re(String.raw`Webhook retries \|[^|\n]*\| For (\d+) days`),
      re(String.raw`until (\d+) days after (?:attempt 1|the first attempt)`),
      re(String.raw`attempts over (\d+) days`),
      re(String.raw`its (\d+) days counted`),
      re(String.raw`succeeded for (\d+) days`),
      re(String.raw`instead of (\d+) days`),
    ],
    sandbox: 'hours a failed webhook delivery is retried in the sandbox',
  },
  {
    name: 'hours a failed webhook delivery is retried in the sandbox',
    source: { file: 'examples/api/components/responses.yaml', pattern: re(String.raw`15 min and 30 min, for (\d+) hours?\. Acknowledge`) },
    quotes: [
      re(String.raw`15 min and 30 min, for (\d+) hours?`),
      re(String.raw`(\d+) hours? in the sandbox`),
      re(String.raw`in the sandbox, for (\d+) hours?`),
      re(String.raw`[Ss]tops? (\d+) hours? after (?:attempt 1|the first attempt)`),
      re(String.raw`keep failing for (\d+) hours?`),
      re(String.raw`Webhook retries \| For (\d+) hours?`),
      re(String.raw`retried after (\d+) hours? instead`),
      re(String.raw`short schedule, for (\d+) hours?`),
    ],
  },
  {
    name: 'seconds a webhook signature timestamp may be off',
    source: { file: 'examples/api/components/parameters.yaml', pattern: re(String.raw`\`t\` is more than (\d+) seconds`) },
    quotes: [
      re(String.raw`more than (\d+) seconds (?:before|from|away|old|ago|in the future)`),
      re(String.raw`older than (\d+) seconds`),
      re(String.raw`within (\d+) s of`),
      /TOLERANCE_SECONDS\s*=\s*(\d+)/g,
      /toleranceSeconds\s*=\s*(\d+)/g,
    ],
  },
  {
    name: 'webhook subscriptions an environment may hold',
    source: { file: 'examples/api/paths/webhooks.yaml', pattern: re(String.raw`at most (\d+) subscriptions`) },
    quotes: [re(String.raw`(?:at most|holds at most) (\d+) subscriptions`), re(String.raw`already has (\d+) (?:webhook )?subscriptions`)],
  },
  {
    name: 'virtual accounts a wallet may hold',
    source: { file: 'examples/api/paths/wallets_wallet_id_virtual-accounts.yaml', pattern: re(String.raw`and at most (\d+): no operation closes`) },
    quotes: [re(String.raw`(?:wallet|Wallet|it) holds at most (\d+)`), re(String.raw`already has (\d+) virtual accounts`), re(String.raw`and at most (\d+): no operation closes`)],
  },
  {
    name: 'MiB a KYC file may have',
    source: { file: 'examples/api/components/schemas/customers.yaml', pattern: re(String.raw`at most (\d+) MiB`) },
    quotes: [re(String.raw`(?:at most|larger than|over) (\d+) MiB`)],
  },
  {
    name: 'days before an unsettled card authorisation expires',
    source: { file: 'examples/api/components/schemas/transactions.yaml', pattern: re(String.raw`expired after (\d+) days`) },
    quotes: [re(String.raw`(?:expires?|expired|reversed|unsettled)\`? after (\d+) days`)],
    sandbox: 'seconds before an unsettled card authorisation expires in the sandbox',
  },
  {
    name: 'seconds before an unsettled card authorisation expires in the sandbox',
    source: { file: 'examples/api/components/schemas/transactions.yaml', pattern: re(String.raw`in the sandbox after about (\d+) seconds`) },
    quotes: [
      re(String.raw`in the sandbox after about (\d+) seconds`),
      re(String.raw`(?:expires?|expired|unsettled) after about (\d+) seconds`),
      re(String.raw`about (\d+) seconds in the sandbox`),
    ],
  },
  {
    name: 'seconds after creation a sandbox payment or withdrawal completes',
    source: { file: 'examples/api.yaml', pattern: re(String.raw`payments and withdrawals complete about (\d+) seconds after they are created`) },
    quotes: [re(String.raw`(?:payments? and withdrawals?|payment|withdrawal) completes? about (\d+) seconds after`)],
  },
  {
    name: 'business days a KYC review takes at most',
    source: { file: 'examples/api/components/schemas/customers.yaml', pattern: re(String.raw`at most (\d+) business days`) },
    quotes: [re(String.raw`at most (\d+) business days`)],
  },
  {
    name: 'objects a list page holds at most',
    source: { file: 'examples/api/components/parameters.yaml', pattern: re(String.raw`from 1 to (\d+)`) },
    quotes: [re(String.raw`from 1 to (\d+)\.`), re(String.raw`\`limit\` \(1[–-](\d+)`)],
  },
  {
    name: 'hours a webhook secret rotation may keep the previous secret',
    source: { file: 'examples/api/components/schemas/webhook-subscriptions.yaml', pattern: re(String.raw`from 0 to (\d+) hours`) },
    quotes: [re(String.raw`from 0 to (\d+) hours`), re(String.raw`default 24, at most (\d+)`)],
  },
  {
    name: 'UTC cut-off of a SEPA Credit Transfer that completes the same business day',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`SEPA Credit Transfer: the same business day when created before (\d\d:\d\d) UTC`) },
    quotes: [re(String.raw`SEPA Credit Transfer[^.|]{0,80}?before (\d\d:\d\d) UTC`)],
  },
  {
    name: 'UTC cut-off of a Same Day ACH payment',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`Same Day ACH the same business day when created before (\d\d:\d\d) UTC`) },
    quotes: [re(String.raw`Same Day ACH[^.|]{0,80}?before (\d\d:\d\d) UTC`)],
  },
  {
    name: 'UTC time a day of the program limits restarts',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`a day restarts at (\d\d:\d\d) UTC`) },
    quotes: [re(String.raw`day restarts at (\d\d:\d\d) UTC`), re(String.raw`(?:daily|per-day) (?:program )?limits? (?:resets?|restarts?) at (\d\d:\d\d)`)],
  },
  {
    name: 'hours a Faster Payments payment takes at most',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`usually within seconds, at most (\d+) hours`) },
    quotes: [re(String.raw`Faster Payments[^.|]{0,80}?at most (\d+) hours`), re(String.raw`within seconds,? (?:and )?at most (\d+) hours`)],
  },
  {
    name: 'business days after completion within which a payment or withdrawal can be returned',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`no later than (\d+) business days after it completed`) },
    quotes: [re(String.raw`[Nn]o later than (\d+) business days after`), re(String.raw`returned[^.\n]{0,60}?up to (\d+) business days`)],
  },
  {
    name: 'business days a deposit stays pending at most',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`money never arrives, within (\d+) business days`) },
    quotes: [re(String.raw`never arrives,? (?:\()?within (\d+) business days`), re(String.raw`reversed the same way within (\d+) business days`), re(String.raw`credited or reversed within (\d+) business days`)],
  },
  {
    name: 'business days after crediting within which a deposit can be recalled',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`recall a credited deposit for up to (\d+) business days`) },
    quotes: [re(String.raw`recall a credited deposit for up to (\d+) business days`), re(String.raw`recalls? it,?[^.|]{0,40}?for up to (\d+) business days`)],
  },
  {
    name: 'months after crediting within which a deposit can be recalled for fraud',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`for up to (\d+) months after when the payer reports`) },
    quotes: [re(String.raw`(?:for )?up to (\d+) months after`), re(String.raw`\((\d+) months for fraud\)`)],
  },
  {
    name: 'business days to produce a physical card',
    source: { file: 'examples/api/components/schemas/cards.yaml', pattern: re(String.raw`produces it within (\d+) business days`) },
    quotes: [re(String.raw`(?:Produce|produce)[sd]?(?: it| the card| a physical card)? within (\d+) business days`)],
  },
  {
    name: 'years a card is valid',
    source: { file: 'examples/api/components/schemas/cards.yaml', pattern: re(String.raw`A card is valid for (\d+) years`) },
    quotes: [re(String.raw`(?:card|It) is valid for (\d+) years`), re(String.raw`expires (\d+) years after`)],
  },
  {
    name: 'years the records of a closed customer are kept',
    source: { file: 'examples/api/components/schemas/customers.yaml', pattern: re(String.raw`keeps them for (\d+) years`) },
    quotes: [re(String.raw`keeps them for (\d+) years`), re(String.raw`for (\d+) years after`)],
  },
  {
    name: 'most one request moves',
    source: { file: 'examples/api/components/schemas/common.yaml', pattern: re(String.raw`at most 100000000 \((1,000,000\.00)\)`) },
    quotes: [re(String.raw`moves at most (\d[\d,]*\.\d\d)`), re(String.raw`at most (\d[\d,]*\.\d\d) per (?:request|transfer|payment)`), re(String.raw`[Aa]t most (\d[\d,]*\.\d\d) in the wallet's currency`)],
  },
  {
    name: 'requests per window an IP address may make to the health check',
    source: { file: 'examples/api/paths/health.yaml', pattern: re(String.raw`counts against your IP address's, (\d+) requests per`) },
    quotes: [re(String.raw`counts against your IP address(?:'s)?(?: instead)?(?:,|:) (\d+) requests per`)],
  },
  {
    name: 'address of the status page',
    source: { file: 'examples/api.yaml', pattern: re(String.raw`x-status-page: (\S+)`) },
    quotes: [re(String.raw`\[status page\]\(([^)\s]+)\)`)],
  },
  {
    name: 'seconds a request runs at most',
    source: { file: 'examples/api/components/schemas/errors.yaml', pattern: re(String.raw`a request runs for at most (\d+) seconds`) },
    quotes: [re(String.raw`runs for at most (\d+) seconds`), re(String.raw`runs longer than (\d+) seconds`), re(String.raw`timeout to at least (\d+) seconds`)],
  },
  {
    name: 'active API keys an environment may have',
    source: { file: 'docs/api/intro.mdx', pattern: re(String.raw`An environment can have up to (\d+) active keys`) },
    quotes: [re(String.raw`up to (?:the )?\[?(\d+) active keys`)],
  },
  {
    name: 'weeks a program review usually takes',
    source: { file: 'docs/guides/going-live.mdx', pattern: re(String.raw`The review usually takes (\d+ to \d+) weeks`) },
    quotes: [re(String.raw`review usually takes (\d+ to \d+) weeks`)],
  },
  {
    name: 'days of notice before a Sunset or Act by date',
    source: { file: 'docs/api/intro.mdx', pattern: re(String.raw`its \*\*Sunset\*\* date, at least (\d+) days after the entry`) },
    quotes: [re(String.raw`at least (\d+) days after the entry`), re(String.raw`comes at least (\d+) days before`), re(String.raw`(\d+) days' notice`), re(String.raw`(\d+) days of notice`)],
  },
  {
    name: 'calendar whose business days SEPA counts',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`Business days are the scheme's: (\S+) days for SEPA`) },
    quotes: [re(String.raw`(\S+) days for SEPA`), re(String.raw`Credit Transfer: (\S+) business days`)],
  },
  {
    name: 'calendar whose business days SEPA Instant counts',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`SEPA Instant, which also moves money any day, counts (\S+) business days`) },
    quotes: [re(String.raw`Instant[^.|\n]{0,60}?\bcounts? (\S+) business days`), re(String.raw`SEPA Instant, (\S+) business days`)],
  },
  {
    name: 'calendar whose business days ACH counts',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`days for SEPA, (\S+(?:\s\S+)?) days for ACH`) },
    quotes: [re(String.raw`(\S+(?:\s\S+)?) days for ACH`), re(String.raw`ACH \(USD\) \|[^|\n]*\| ([^|\n]+?) business days`)],
  },
  {
    name: 'region whose bank holidays are not UK business days for Faster Payments',
    source: { file: 'examples/api/components/schemas/bank-accounts.yaml', pattern: re(String.raw`weekdays that are not bank holidays in ([^)]+)\)`) },
    quotes: [re(String.raw`bank holidays in ([^)|.]+?)\)`)],
  },
];

/** The number the source gives for a fact; throws, naming the file and pattern, when the source no longer states it that way. */
export function limitValue(fact: LimitFact, read: (file: string) => string): string {
  fact.source.pattern.lastIndex = 0;
  const match = fact.source.pattern.exec(read(fact.source.file));
  if (!match) throw new Error(`${fact.source.file}: no longer states the ${fact.name} as ${fact.source.pattern} (update tests/content/support/limits.ts)`);
  return match[1];
}

const quotesIn = (fact: LimitFact, text: string) => fact.quotes.some((pattern) => new RegExp(pattern.source, pattern.flags).test(text));

/**
 * Every quote of a limit in `text` whose number differs from the spec's (rule: limit), and every
 * quote of a limit the sandbox gives another value whose paragraph or table row does not state
 * the sandbox's (rule: limit-sandbox), as `file:line: ... (rule: ...)`.
 */
export function limitContradictions(file: string, text: string, values: Map<LimitFact, string>, { sandbox: checkSandbox = true } = {}): string[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const byName = new Map([...values].map(([fact, value]) => [fact.name, { fact, value }]));
  const problems: string[] = [];
  for (const [fact, value] of values) {
    const sandbox = fact.sandbox ? byName.get(fact.sandbox) : undefined;
    if (fact.sandbox && !sandbox) throw new Error(`${fact.name}: its sandbox fact "${fact.sandbox}" is not in LIMITS`);
    for (const pattern of fact.quotes) {
      for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
        const quote = match[0].replace(/\s+/g, ' ');
        if (match[1] !== value) {
          problems.push(`${file}:${lineAt(match.index)}: "${quote}" gives ${match[1]} as the ${fact.name}; ${fact.source.file.startsWith('examples/') ? 'the spec' : 'the page that owns it'} says ${value} (${fact.source.file}) (rule: limit)`);
        }
        if (checkSandbox && sandbox && !quotesIn(sandbox.fact, blockAround(text, match.index))) {
          problems.push(`${file}:${lineAt(match.index)}: "${quote}" holds in production only; state the sandbox's ${sandbox.value} (the ${sandbox.fact.name}, ${sandbox.fact.source.file}) in the same paragraph or table row (rule: limit-sandbox)`);
        }
      }
    }
  }
  return problems;
}

/** Advice to create one more of an object the API caps, and the cap that advice must state beside it. */
export const CAPPED_ADVICE: { advice: RegExp; cap: string }[] = [
  { advice: re(String.raw`(?:create|Create) (?:a new|another|a second) (?:webhook )?subscription`), cap: 'webhook subscriptions an environment may hold' },
  { advice: re(String.raw`(?:create|Create) (?:a new|another|a second|one more) virtual account|(?:create|Create) the account again`), cap: 'virtual accounts a wallet may hold' },
];

/**
 * Every paragraph or table row that tells the reader to create another of a capped object (a
 * webhook subscription to replace an old one, a virtual account again) without stating the cap
 * in it: the advice can run into the cap, which counts the old object too (rule: cap-advice).
 */
export function capAdviceProblems(file: string, text: string, values: Map<LimitFact, string>): string[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const problems: string[] = [];
  for (const { advice, cap } of CAPPED_ADVICE) {
    const fact = [...values.keys()].find((candidate) => candidate.name === cap);
    if (!fact) throw new Error(`cap-advice: "${cap}" is not in LIMITS`);
    for (const match of text.matchAll(new RegExp(advice.source, advice.flags))) {
      if (quotesIn(fact, blockAround(text, match.index))) continue;
      problems.push(`${file}:${lineAt(match.index)}: "${match[0].replace(/\s+/g, ' ')}" tells the reader to create another, which counts toward the ${fact.name} (${values.get(fact)}, ${fact.source.file}): say so in the same paragraph or table row (rule: cap-advice)`);
    }
  }
  return problems;
}

/** A timing claim that holds only with a limit beside it, and that limit. */
export const TIMING_CLAIMS: { claim: RegExp; fact: string; why: string; unless?: RegExp }[] = [
  {
    claim: re(String.raw`Faster Payments[^.|]{0,80}?within seconds|within seconds[^.|]{0,80}?Faster Payments`),
    // An incoming Faster Payments deposit is credited within seconds (BankAccount's deposit column).
    unless: /\bdeposit/i,
    fact: 'hours a Faster Payments payment takes at most',
    why: 'a Faster Payments payment usually completes within seconds, not always',
  },
  {
    claim: re(String.raw`SEPA Instant[^.|]{0,80}?any day|any day[^.|]{0,80}?SEPA Instant|Instant: any day`),
    fact: 'calendar whose business days SEPA Instant counts',
    why: 'SEPA Instant moves money any day, but its returns and recalls count business days (TARGET2)',
  },
  {
    claim: re(String.raw`Faster Payments[^.|]{0,80}?any day|any day[^.|]{0,80}?Faster Payments`),
    fact: 'region whose bank holidays are not UK business days for Faster Payments',
    why: 'Faster Payments moves money any day, but its returns and recalls count UK business days',
  },
  {
    claim: re(String.raw`seconds to the next business day`),
    fact: 'business days a deposit stays pending at most',
    why: 'a deposit booked `pending` takes longer than the next business day',
  },
];

/**
 * Every paragraph or table row that makes a timing claim of TIMING_CLAIMS without quoting the
 * limit that bounds it (rule: scheme-timing); the limit's number itself is held by `limitContradictions`.
 */
export function timingClaimProblems(file: string, text: string, values: Map<LimitFact, string>): string[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const problems: string[] = [];
  for (const { claim, fact: name, why, unless } of TIMING_CLAIMS) {
    const fact = [...values.keys()].find((candidate) => candidate.name === name);
    if (!fact) throw new Error(`scheme-timing: "${name}" is not in LIMITS`);
    for (const match of text.matchAll(new RegExp(claim.source, claim.flags))) {
      const block = blockAround(text, match.index);
      if (quotesIn(fact, block) || unless?.test(block)) continue;
      problems.push(`${file}:${lineAt(match.index)}: "${match[0].replace(/\s+/g, ' ')}" without the ${fact.name} (${values.get(fact)}, ${fact.source.file}) in the same paragraph or table row: ${why} (rule: scheme-timing)`);
    }
  }
  return problems;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureLine } from './support/fixture-lines';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { capAdviceProblems, LIMITS, limitContradictions, limitValue, timingClaimProblems, type LimitFact } from './support/limits';

const FIXTURE = 'tests/fixtures/content/limits-drift.mdx';
const at = (snippet: string) => fixtureLine(FIXTURE, readRepoFile(FIXTURE), snippet);

describe('limits and times: every quote agrees with the spec', () => {
  let values: Map<LimitFact, string>;
  beforeAll(() => {
    values = new Map(LIMITS.map((fact) => [fact, limitValue(fact, readRepoFile)]));
  });

  it('reads each limit from the one place of the spec that states it', () => {
    expect(Object.fromEntries([...values].map(([fact, value]) => [fact.name, value]))).toMatchObject({
      'hours an idempotency key is kept': '24',
      'seconds a webhook signature timestamp may be off': '300',
      'days a failed webhook delivery is retried': '3',
      'hours a failed webhook delivery is retried in the sandbox': '1',
      'webhook subscriptions an environment may hold': '16',
      'seconds a request runs at most': '30',
      'active API keys an environment may have': '10',
      'days of notice before a Sunset or Act by date': '90',
      'weeks a program review usually takes': '2 to 4',
      'calendar whose business days SEPA counts': 'TARGET2',
      'calendar whose business days ACH counts': 'Federal Reserve',
      'calendar whose business days SEPA Instant counts': 'TARGET2',
      'region whose bank holidays are not UK business days for Faster Payments': 'England',
    });
  });

  it('every page and every spec file quotes each limit with the spec\'s number', () => {
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f))];
    expect(files.length).toBeGreaterThan(50);
    // A release is the spec as it was published: its numbers are checked, not rewritten with today's sandbox notes.
    const problems = files.flatMap((file) => limitContradictions(file, readRepoFile(file), values, { sandbox: !file.startsWith('examples/releases/') }));
    expect(problems).toEqual([]);
  });

  it('finds each limit quoted outside its source, so the comparison is not vacuous', () => {
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f))];
    const texts = files.map((file) => readRepoFile(file));
    const unquoted = LIMITS.filter((fact) => {
      const quotes = texts.reduce((count, text) => count + fact.quotes.reduce((n, pattern) => n + [...text.matchAll(new RegExp(pattern.source, pattern.flags))].length, 0), 0);
      return quotes < 2;
    }).map((fact) => fact.name);
    expect(unquoted).toEqual([]);
  });

  it('catches planted drift and a production time with no sandbox value beside it, naming file, line, the quote and the spec\'s number', () => {
    const problems = limitContradictions(FIXTURE, readRepoFile(FIXTURE), values);
    expect(problems).toEqual([
      `${at('Ledgerline keeps each')}: "keeps each key for 48 hours" gives 48 as the hours an idempotency key is kept; the spec says 24 (examples/api/components/parameters.yaml) (rule: limit)`,
      `${at('per 30-second window.')}: "per 30-second window" gives 30 as the seconds of a rate-limit window; the spec says 60 (examples/api/components/headers.yaml) (rule: limit)`,
      `${at('The sandbox allows')}: "sandbox allows 200 requests" gives 200 as the requests a key may make per window in the sandbox; the spec says 100 (examples/api/components/headers.yaml) (rule: limit)`,
      `${at('per 30-second window.')}: "\`2xx\` within 5 seconds" gives 5 as the seconds a webhook endpoint has to answer; the spec says 10 (examples/api/components/responses.yaml) (rule: limit)`,
      `${at('failed deliveries are retried with backoff')}: "backoff for 3 days" holds in production only; state the sandbox's 1 (the hours a failed webhook delivery is retried in the sandbox, examples/api/components/responses.yaml) in the same paragraph or table row (rule: limit-sandbox)`,
      `${at('retried for up to 7')}: "retried for up to 7 days" gives 7 as the days a failed webhook delivery is retried; the spec says 3 (examples/api/components/responses.yaml) (rule: limit)`,
      `${at('retried for up to 7')}: "retried for up to 7 days" holds in production only; state the sandbox's 1 (the hours a failed webhook delivery is retried in the sandbox, examples/api/components/responses.yaml) in the same paragraph or table row (rule: limit-sandbox)`,
      `${at('retried for up to 7')}: "more than 600 seconds before" gives 600 as the seconds a webhook signature timestamp may be off; the spec says 300 (examples/api/components/parameters.yaml) (rule: limit)`,
      `${at('before or after your')}: "holds at most 20 subscriptions" gives 20 as the webhook subscriptions an environment may hold; the spec says 16 (examples/api/paths/webhooks.yaml) (rule: limit)`,
      `${at('A wallet holds at most')}: "wallet holds at most 50" gives 50 as the virtual accounts a wallet may hold; the spec says 100 (examples/api/paths/wallets_wallet_id_virtual-accounts.yaml) (rule: limit)`,
      `${at('An authorisation never')}: "expires after 7 days" holds in production only; state the sandbox's 60 (the seconds before an unsettled card authorisation expires in the sandbox, examples/api/components/schemas/transactions.yaml) in the same paragraph or table row (rule: limit-sandbox)`,
      `${at('| Expired | `reversed`')}: "in the sandbox after about 90 seconds" gives 90 as the seconds before an unsettled card authorisation expires in the sandbox; the spec says 60 (examples/api/components/schemas/transactions.yaml) (rule: limit)`,
      `${at('A SEPA Credit Transfer')}: "SEPA Credit Transfer created before 15:00 UTC" gives 15:00 as the UTC cut-off of a SEPA Credit Transfer that completes the same business day; the spec says 14:00 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('A SEPA Credit Transfer')}: "Same Day ACH needs it before 20:00 UTC" gives 20:00 as the UTC cut-off of a Same Day ACH payment; the spec says 18:00 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('A program limit\'s day')}: "day restarts at 01:00 UTC" gives 01:00 as the UTC time a day of the program limits restarts; the spec says 00:00 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('needs it before 20:00')}: "Faster Payments take at most 4 hours" gives 4 as the hours a Faster Payments payment takes at most; the spec says 2 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('no later than 30 business')}: "no later than 30 business days after" gives 30 as the business days after completion within which a payment or withdrawal can be returned; the spec says 10 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('no later than 30 business')}: "never arrives, within 7 business days" gives 7 as the business days a deposit stays pending at most; the spec says 5 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('The payer\'s bank can')}: "recall a credited deposit for up to 30 business days" gives 30 as the business days after crediting within which a deposit can be recalled; the spec says 10 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('The payer\'s bank can')}: "for up to 24 months after" gives 24 as the months after crediting within which a deposit can be recalled for fraud; the spec says 13 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('Ledgerline produces')}: "produces the card within 5 business days" gives 5 as the business days to produce a physical card; the spec says 2 (examples/api/components/schemas/cards.yaml) (rule: limit)`,
      `${at('Ledgerline produces')}: "keeps them for 10 years" gives 10 as the years the records of a closed customer are kept; the spec says 5 (examples/api/components/schemas/customers.yaml) (rule: limit)`,
      `${at('One payment moves at')}: "moves at most 500,000.00" gives 500,000.00 as the most one request moves; the spec says 1,000,000.00 (examples/api/components/schemas/common.yaml) (rule: limit)`,
      `${at('The health check counts')}: "counts against your IP address instead: 30 requests per" gives 30 as the requests per window an IP address may make to the health check; the spec says 60 (examples/api/paths/health.yaml) (rule: limit)`,
      `${at('When it reports `degraded`,')}: "[status page](https://status.example.org)" gives https://status.example.org as the address of the status page; the spec says https://status.example.com (examples/api.yaml) (rule: limit)`,
      `${at('Set your client timeout')}: "runs longer than 60 seconds" gives 60 as the seconds a request runs at most; the spec says 30 (examples/api/components/schemas/errors.yaml) (rule: limit)`,
      `${at('Set your client timeout')}: "timeout to at least 60 seconds" gives 60 as the seconds a request runs at most; the spec says 30 (examples/api/components/schemas/errors.yaml) (rule: limit)`,
      `${at('Each environment can')}: "up to 5 active keys" gives 5 as the active API keys an environment may have; the page that owns it says 10 (docs/api/intro.mdx) (rule: limit)`,
      `${at('Each environment can')}: "30 days' notice" gives 30 as the days of notice before a Sunset or Act by date; the page that owns it says 90 (docs/api/intro.mdx) (rule: limit)`,
      `${at('Business days are the')}: "ECB days for SEPA" gives ECB as the calendar whose business days SEPA counts; the spec says TARGET2 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('Credit Transfer: TARGET business')}: "Credit Transfer: TARGET business days" gives TARGET as the calendar whose business days SEPA counts; the spec says TARGET2 (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('Business days are the')}: "US bank days for ACH" gives US bank as the calendar whose business days ACH counts; the spec says Federal Reserve (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('| ACH (USD) |')}: "ACH (USD) | The same business day | Federal Reserve and TARGET2 business days" gives Federal Reserve and TARGET2 as the calendar whose business days ACH counts; the spec says Federal Reserve (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
      `${at('Business days are the')}: "bank holidays in England and Wales)" gives England and Wales as the region whose bank holidays are not UK business days for Faster Payments; the spec says England (examples/api/components/schemas/bank-accounts.yaml) (rule: limit)`,
    ]);
  });

  it('advice to create another capped object states the cap beside it, on every page and in the spec', () => {
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('examples/releases/'))];
    expect(files.flatMap((file) => capAdviceProblems(file, readRepoFile(file), values))).toEqual([]);
  });

  it('catches planted advice that creates a second subscription or virtual account with no cap beside it', () => {
    const fixture = 'tests/fixtures/content/cap-advice.mdx';
    expect(capAdviceProblems(fixture, readRepoFile(fixture), values)).toEqual([
      `${fixture}:8: "create a new subscription" tells the reader to create another, which counts toward the webhook subscriptions an environment may hold (16, examples/api/paths/webhooks.yaml): say so in the same paragraph or table row (rule: cap-advice)`,
      `${fixture}:12: "create the account again" tells the reader to create another, which counts toward the virtual accounts a wallet may hold (100, examples/api/paths/wallets_wallet_id_virtual-accounts.yaml): say so in the same paragraph or table row (rule: cap-advice)`,
    ]);
  });

  it('a timing claim that holds only with a limit states the limit beside it, on every page and in the spec', () => {
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('examples/releases/'))];
    expect(files.flatMap((file) => timingClaimProblems(file, readRepoFile(file), values))).toEqual([]);
  });

  it('catches a planted "within seconds over Faster Payments", "seconds to the next business day" and "Instant: any day" with no limit or calendar beside them', () => {
    const planted = [
      'A withdrawal travels the fastest way the customer\'s bank accepts: within seconds over SEPA Instant and Faster Payments, on business days for ACH.',
      '',
      '| When a payment, withdrawal or deposit arrives | Per scheme: seconds to the next business day |',
      '| Faster Payments (GBP) | Usually within seconds, at most 2 hours |',
      '| SEPA (EUR) | By SEPA Instant within seconds | Instant: any day. Credit Transfer: TARGET2 business days |',
      '',
      'A deposit is credited within seconds, any day, when it comes by Faster Payments.',
      '',
      '| SEPA (EUR) | Within seconds | Instant: any day; its returns and recalls count TARGET2 business days |',
    ].join('\n');
    expect(timingClaimProblems('docs/guides/planted.mdx', planted, values)).toEqual([
      'docs/guides/planted.mdx:1: "within seconds over SEPA Instant and Faster Payments" without the hours a Faster Payments payment takes at most (2, examples/api/components/schemas/bank-accounts.yaml) in the same paragraph or table row: a Faster Payments payment usually completes within seconds, not always (rule: scheme-timing)',
      'docs/guides/planted.mdx:5: "Instant: any day" without the calendar whose business days SEPA Instant counts (TARGET2, examples/api/components/schemas/bank-accounts.yaml) in the same paragraph or table row: SEPA Instant moves money any day, but its returns and recalls count business days (TARGET2) (rule: scheme-timing)',
      'docs/guides/planted.mdx:7: "any day, when it comes by Faster Payments" without the region whose bank holidays are not UK business days for Faster Payments (England, examples/api/components/schemas/bank-accounts.yaml) in the same paragraph or table row: Faster Payments moves money any day, but its returns and recalls count UK business days (rule: scheme-timing)',
      'docs/guides/planted.mdx:3: "seconds to the next business day" without the business days a deposit stays pending at most (5, examples/api/components/schemas/bank-accounts.yaml) in the same paragraph or table row: a deposit booked `pending` takes longer than the next business day (rule: scheme-timing)',
    ]);
  });

  it('says where the spec stopped stating a limit the way the check reads it', () => {
    const [fact] = LIMITS;
    expect(() => limitValue(fact, () => 'nothing here')).toThrow(/^examples\/api\/components\/parameters\.yaml: no longer states the hours an idempotency key is kept/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { collectErrorCodes, type ErrorCodeEntry } from './support/spec';
import { parseMdx } from './support/mdx';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { refusedRefill, sandboxEntriesWithoutRefill, unlimitedRefillClaims } from './support/sandbox-refills';
import { specIndex } from './support/spec-index';
import { sandboxSectionEventProblems } from './support/sandbox-events';
import { refillRefusedStatuses, walletNotActiveCauses } from './support/wallet-not-active';
import { cardChargeDelayProblems, sandboxOutcomes, sandboxRangeProblems, sandboxValueProblems, specSandboxValues, statedCardChargeDelay, timesCardCharge } from './support/sandbox-values';

const SANDBOX = 'docs/guides/sandbox.mdx';

type Json = Record<string, unknown>;

/** The values of a component schema's enum. */
function enumOf(doc: Json, name: string): string[] {
  const schemas = (doc.components as Json).schemas as Record<string, { enum?: unknown[] }>;
  return (schemas[name]?.enum ?? []).map(String);
}

/** The prose of a page (code blocks left out), so that a value counts only where the guide explains it. */
function prose(file: string): string {
  return parseMdx(readRepoFile(file))
    .paragraphs.map((p) => p.text)
    .join('\n');
}

describe('the sandbox guide reproduces every documented outcome', () => {
  let doc: Json;
  let codes: ErrorCodeEntry[];
  let text: string;

  beforeAll(async () => {
    doc = (await specIndex()).doc as Json;
    codes = collectErrorCodes(doc);
    text = prose(SANDBOX);
  }, 60_000);

  it('says how to cause every error code of the spec, with its status', () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter(({ code, status }) => !text.includes(`\`${status} ${code}\``)).map((c) => c.code)).toEqual([]);
  });

  it('each section says which events its outcomes send, as the guide promises', () => {
    const types = new Set(enumOf(doc, 'EventType'));
    const guide = readRepoFile(SANDBOX);
    expect(sandboxSectionEventProblems(SANDBOX, guide, types)).toEqual([]);
    // Planted: the Refills section as it was, naming no event.
    const planted = guide.replace(/^A refill sends `wallet\.refilled`.*\n/m, '').replace('; it sends `balance_adjustment.completed`.', '.');
    const line = planted.split('\n').findIndex((row) => row.startsWith('## Refills')) + 1;
    expect(sandboxSectionEventProblems(SANDBOX, planted, types)).toEqual([
      `${SANDBOX}:${line}: the section "Refills {#refills}" names no event and does not say its outcomes send none, though the guide says each section names the events every outcome sends (rule: sandbox-section-events)`,
    ]);
  });

  it('names the magic value of every failure code a transaction can carry', () => {
    const failureCodes = enumOf(doc, 'FailureCode');
    expect(failureCodes.length).toBeGreaterThan(5);
    expect(failureCodes.filter((code) => !text.includes(`\`${code}\``))).toEqual([]);
  });

  it("gives each failure code the magic values the spec's FailureCode gives it, and no other", () => {
    const values = specSandboxValues(String(((doc.components as Json).schemas as Record<string, Json>).FailureCode.description));
    expect(values).toContainEqual({ failureCode: 'authorisation_expired', ending: '77' });
    expect(sandboxValueProblems(SANDBOX, readRepoFile(SANDBOX), values, enumOf(doc, 'FailureCode'))).toEqual([]);
    // Planted: the name-mismatch row given the rejected-by-bank ending.
    const planted = readRepoFile(SANDBOX).replace('| `93` | `failed` | `beneficiary_name_mismatch` |', '| `93` | `failed` | `rejected_by_bank` |');
    const line = planted.split('\n').findIndex((text) => text.startsWith('| `93` |')) + 1;
    expect(sandboxValueProblems(SANDBOX, planted, values, enumOf(doc, 'FailureCode'))).toEqual([
      `${SANDBOX}: no table row gives \`93\` with \`beneficiary_name_mismatch\`, as FailureCode's description does (rule: sandbox-value)`,
      `${SANDBOX}:${line}: \`93\` is given \`rejected_by_bank\`, which FailureCode's description does not give it (rule: sandbox-value)`,
    ]);
  });

  it('every range of amount endings on a page or in the spec says what each outcome in it does', () => {
    const outcomes = sandboxOutcomes(readRepoFile(SANDBOX));
    expect(outcomes.get('91')).toBe('fails');
    expect(outcomes.get('98')).toBe('is returned');
    const files = [...docPages(), ...handWrittenFiles('examples').filter((file) => file.endsWith('.yaml') && !file.startsWith('examples/releases/'))];
    expect(files.flatMap((file) => sandboxRangeProblems(file, readRepoFile(file), outcomes))).toEqual([]);
    // Planted: the payments guide's sandbox sentence as round 13 read it, silent on the return of `98`.
    const planted = 'Intro.\n\nIn the sandbox an outgoing payment completes about 10 seconds after you send it, unless its\namount ends in `91` to `98`.\n';
    expect(sandboxRangeProblems('docs/guides/planted.mdx', planted, outcomes)).toEqual([
      'docs/guides/planted.mdx:3: `91` to `98` holds `91`, `92`, `93`, `94`, `95`, `96`, `97`, which fails in the sandbox (docs/guides/sandbox.mdx\'s table), but the sentence does not say so (rule: sandbox-outcome-range)',
      'docs/guides/planted.mdx:3: `91` to `98` holds `98`, which is returned in the sandbox (docs/guides/sandbox.mdx\'s table), but the sentence does not say so (rule: sandbox-outcome-range)',
    ]);
    expect(sandboxRangeProblems('docs/guides/planted.mdx', '`91` to `98` fail or are returned.', outcomes)).toEqual([]);
  });

  it('covers every end of a KYC review and every card payment event', () => {
    const wanted = [
      ...['approved', 'rejected', 'action_required', 'pending'],
      ...enumOf(doc, 'EventType').filter((type) => type.startsWith('card_payment.') && type !== 'card_payment.authorised'),
    ];
    expect(wanted.filter((value) => !text.includes(`\`${value}\``))).toEqual([]);
  });

  it('is linked from every guide that describes a failure', () => {
    const failure = /`[45]\d\d [a-z_]+`|`failure_code`/;
    const guides = docPages().filter((file) => file.startsWith('docs/guides/') && file !== SANDBOX);
    const unlinked = guides.filter((file) => failure.test(prose(file)) && !prose(file).includes('](/docs/guides/sandbox'));
    expect(unlinked).toEqual([]);
  });
});

describe("the test merchant's charge of a sandbox card has one stated delay", () => {
  const CARDS = 'examples/api/components/schemas/cards.yaml';
  const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => file.endsWith('.yaml') && !file.startsWith('examples/releases/'))];

  it('every page or spec text that times the charge gives the delay of the card metadata description', () => {
    const stated = statedCardChargeDelay(readRepoFile(CARDS));
    expect(stated).toBe(5);
    const timed = files().filter((file) => timesCardCharge(readRepoFile(file)));
    expect(timed).toEqual(expect.arrayContaining([SANDBOX, 'docs/guides/cards.mdx', 'docs/guides/payments.mdx', CARDS]));
    expect(files().flatMap((file) => cardChargeDelayProblems(file, readRepoFile(file), stated))).toEqual([]);
  });

  it('fails on a planted other delay, naming file, line and rule', () => {
    const planted = 'Intro.\n\nThe test merchant charges the card about 10 seconds after the card is\n`active`.\n';
    expect(cardChargeDelayProblems('docs/guides/planted.mdx', planted, 5)).toEqual([
      "docs/guides/planted.mdx:3: the test merchant charges a sandbox card about 10 seconds after it is `active`, but the card's `metadata` description (examples/api/components/schemas/cards.yaml) says about 5 (rule: sandbox-card-charge-delay)",
    ]);
  });
});

describe('sandbox refills have one stated limit', () => {
  const refused = () => refusedRefill(readRepoFile('examples/api/paths/wallets_wallet_id_refill.yaml'));
  const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => file.endsWith('.yaml') && !file.startsWith('examples/releases/'))];

  it('every page or spec text that calls sandbox refills unlimited names the refill the sandbox refuses', () => {
    expect(files().flatMap((file) => unlimitedRefillClaims(file, readRepoFile(file), refused()))).toEqual([]);
  });

  it('fails on a planted "refills are unlimited" table row, naming file, line and rule', () => {
    const planted = '| | Sandbox |\n| --- | --- |\n| Money | Simulated; refills are unlimited |\n';
    expect(unlimitedRefillClaims('docs/guides/planted.mdx', planted, '99999999')).toEqual([
      'docs/guides/planted.mdx:3: "refills are unlimited" without the one refill the sandbox refuses (exactly `99999999`, the refill operation\'s description) in the same paragraph or table row (rule: sandbox-refill-limit)',
    ]);
    expect(unlimitedRefillClaims('docs/guides/planted.mdx', '| Money | Refills are unlimited, except exactly `99999999` |', '99999999')).toEqual([]);
  });

  it('every changelog entry about sandbox behaviour that links the refill names the refused refill where it lists changed requests and what to do', () => {
    const changelog = 'docs/api/changelog.mdx';
    const text = readRepoFile(changelog);
    expect(sandboxEntriesWithoutRefill(changelog, text, refused())).toEqual([]);
    // Planted: the sandbox-values entry as first written, its what to do silent on the refill.
    const planted = text.replace(/\*\*What you need to do\.\*\* If your sandbox tests send such amounts or file names,\nor refill exactly `99999999`, and/, '**What you need to do.** If your sandbox tests send such amounts or file names, and');
    const line = planted.split('\n').findIndex((l) => l.startsWith('### Changed: sandbox values choose an outcome')) + 1;
    expect(planted).not.toBe(text);
    expect(sandboxEntriesWithoutRefill(changelog, planted, refused())).toEqual([
      `${changelog}:${line}: "Changed: sandbox values choose an outcome {#2026-11-23-sandbox-values}" links Refill a wallet but its list of changed sandbox requests or its what to do leaves out the refill the sandbox refuses (exactly \`99999999\`, the refill operation's description) (rule: sandbox-entry-refill)`,
    ]);
  });

  it('every sentence giving the cause of `wallet_not_active` states it by the wallet\'s status, on refills the status the refill refuses', () => {
    const statuses = refillRefusedStatuses(readRepoFile('examples/api/paths/wallets_wallet_id_refill.yaml'));
    expect(statuses).toEqual(['pending', 'frozen']);
    expect(files().flatMap((file) => walletNotActiveCauses(file, readRepoFile(file), statuses))).toEqual([]);
    // Planted: the sandbox guide's error row as round 12 read it, wider than the refill's rule.
    const guide = 'docs/guides/sandbox.mdx';
    const text = readRepoFile(guide);
    const row = text.split('\n').findIndex((line) => line.startsWith('| `422 wallet_not_active` |'));
    const lines = text.split('\n');
    lines[row] = '| `422 wallet_not_active` | [Refill a wallet](/docs/digital-wallets-controller-refill-wallet) whose customer has no approved KYC. |';
    expect(walletNotActiveCauses(guide, lines.join('\n'), statuses)).toEqual([
      `${guide}:${row + 1}: "no approved KYC" given as the cause of \`wallet_not_active\`; the code follows the wallet's status, which is \`pending\` only until the customer's first KYC approval (a re-verifying customer's wallets stay \`active\`) (rule: wallet-not-active-by-status)`,
      `${guide}:${row + 1}: a refill refused with \`wallet_not_active\` without the wallet status that refuses it; the refill operation refuses a wallet that is \`pending\` or \`frozen\` (rule: refill-refusal-statuses)`,
    ]);
    lines[row] = '| `422 wallet_not_active` | [Refill a wallet](/docs/digital-wallets-controller-refill-wallet) whose customer has no approved KYC, or a frozen one. |';
    expect(walletNotActiveCauses(guide, lines.join('\n'), statuses).map((problem) => problem.replace(/^[^ ]+ /, ''))).toEqual([
      expect.stringMatching(/^"no approved KYC" given as the cause of `wallet_not_active`; .* \(rule: wallet-not-active-by-status\)$/),
    ]);
  });

  it('heading-names-shown-cause: a failure heading blaming KYC over `wallet_not_active` alone fails; over `kyc_not_approved` it passes', () => {
    const transfers = 'docs/guides/internal-transfers.mdx';
    const lines = readRepoFile(transfers).split('\n');
    const heading = lines.findIndex((line) => line.startsWith('### Wallet or customer not active'));
    lines[heading] = '### Wallet not active, archived, or KYC not approved';
    expect(walletNotActiveCauses(transfers, lines.join('\n'), ['pending', 'frozen'])).toEqual([
      `${transfers}:${heading + 1}: the heading "Wallet not active, archived, or KYC not approved" gives "KYC not approved" as a cause, but its section's errors include \`wallet_not_active\` and not \`kyc_not_approved\`; \`wallet_not_active\` follows the wallet's status, so name the status (rule: heading-names-shown-cause)`,
    ]);
    const onboarding = 'docs/guides/customers-and-portfolios.mdx';
    expect(readRepoFile(onboarding)).toContain('### KYC not approved');
    expect(walletNotActiveCauses(onboarding, readRepoFile(onboarding), ['pending', 'frozen'])).toEqual([]);
  });
});

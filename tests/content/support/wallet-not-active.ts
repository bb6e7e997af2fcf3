/**
 * `wallet_not_active` follows the wallet's status, not the customer's KYC: a wallet is `pending`
 * only until its customer's first KYC approval, and a re-verifying customer's wallets stay
 * `active`. A sentence that gives the code's cause says so.
 */
import { sentences } from './sentences';

const CODE = /\bwallet_not_active\b/;
const KYC_NOT_APPROVED = /\bno approved KYC\b|\bKYC\b[^.|]{0,40}?\bnot (?:yet )?approved\b|\bKYC approval\b/i;
const REFILL = /\brefill/i;
const STATUS_WORD = /\b(?:pending|active|frozen|archived|freeze)\b/i;

/** The wallet statuses the refill operation refuses with `wallet_not_active`, from its `x-errors`. */
export function refillRefusedStatuses(refillYaml: string): string[] {
  const when = /- code: wallet_not_active\s+when: >-\s+([\s\S]*?)(?=\n\s+- code:|\n {2}\w)/.exec(refillYaml);
  if (!when) throw new Error('the refill operation no longer lists `wallet_not_active` in its x-errors');
  return [...when[1].matchAll(/`(pending|active|frozen|archived)`/g)].map((match) => match[1]);
}

/**
 * Rules over each sentence or table row naming `wallet_not_active`:
 * `wallet-not-active-by-status`, its cause worded as the customer's KYC not being approved says it
 * is the first approval (or the sentence is about `kyc_not_approved`), and
 * `refill-refusal-statuses`, one about refills names the wallet status that refuses it.
 */
export function walletNotActiveCauses(file: string, text: string, refillStatuses: string[]): string[] {
  return sentences(text, /(?<=[.!?])\s+|\n(?=\s*\|)/).flatMap(({ line, text: sentence }) => {
    if (!CODE.test(sentence)) return [];
    const problems: string[] = [];
    const kyc = KYC_NOT_APPROVED.exec(sentence);
    if (kyc && !/\bfirst\b/i.test(sentence) && !/\bkyc_not_approved\b/.test(sentence)) {
      problems.push(`${file}:${line}: "${kyc[0]}" given as the cause of \`wallet_not_active\`; the code follows the wallet's status, which is \`pending\` only until the customer's first KYC approval (a re-verifying customer's wallets stay \`active\`) (rule: wallet-not-active-by-status)`);
    }
    if (REFILL.test(sentence) && !STATUS_WORD.test(sentence)) {
      problems.push(`${file}:${line}: a refill refused with \`wallet_not_active\` without the wallet status that refuses it; the refill operation refuses a wallet that is ${refillStatuses.map((status) => `\`${status}\``).join(' or ')} (rule: refill-refusal-statuses)`);
    }
    return problems;
  }).concat(kycHeadingsOverWalletErrors(file, text));
}

/**
 * Rule `heading-names-shown-cause`: a heading that gives the customer's KYC not being approved as a
 * failure cause heads errors that include `kyc_not_approved`; over `wallet_not_active` alone it
 * names the wallet's status instead (or says the first approval).
 */
function kycHeadingsOverWalletErrors(file: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const heading = /^(#{2,6}) (.*)$/.exec(line);
    const kyc = heading ? KYC_NOT_APPROVED.exec(heading[2]) : null;
    if (!heading || !kyc || /\bfirst\b/i.test(heading[2])) return;
    const end = lines.findIndex((other, at) => at > index && new RegExp(`^#{1,${heading[1].length}} `).test(other));
    const section = lines.slice(index + 1, end === -1 ? undefined : end).join('\n');
    if (!CODE.test(section) || /\bkyc_not_approved\b/.test(section)) return;
    problems.push(`${file}:${index + 1}: the heading "${heading[2]}" gives "${kyc[0]}" as a cause, but its section's errors include \`wallet_not_active\` and not \`kyc_not_approved\`; \`wallet_not_active\` follows the wallet's status, so name the status (rule: heading-names-shown-cause)`);
  });
  return problems;
}

import { sentences } from './sentences';

const EVENT = /`customer\.kyc_status_updated`/;
const STATUS_CHANGE = /\b(?:change|changes|changed)\s+(?:of\s+)?(?:the\s+(?:customer's\s+)?)?status\b|\bstatus\s+(?:changes|changed)\b/;
const NAMES_KYC_STATUS = /`kyc_status`|\bKYC\s+status\b/;

/** Sentences that send `customer.kyc_status_updated` for a change of a status other than `kyc_status`. */
export function kycStatusEventProblems(file: string, text: string): string[] {
  return sentences(text, /(?<=[.;!?])\s+/).flatMap(({ line, text: sentence }) => {
    if (!EVENT.test(sentence)) return [];
    const rest = sentence.replaceAll('`customer.kyc_status_updated`', '');
    if (!STATUS_CHANGE.test(rest) || NAMES_KYC_STATUS.test(rest)) return [];
    return [`${file}:${line}: "${sentence.trim().replace(/\s+/g, ' ').slice(0, 160)}" sends \`customer.kyc_status_updated\` for a status change without naming \`kyc_status\`; a change of the customer's \`status\` sends \`customer.updated\` (rule: kyc-status-event)`];
  });
}

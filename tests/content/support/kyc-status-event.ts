const EVENT = /`customer\.kyc_status_updated`/;
const STATUS_CHANGE = /\b(?:change|changes|changed)\s+(?:of\s+)?(?:the\s+(?:customer's\s+)?)?status\b|\bstatus\s+(?:changes|changed)\b/;
const NAMES_KYC_STATUS = /`kyc_status`|\bKYC\s+status\b/;

/** Sentences that send `customer.kyc_status_updated` for a change of a status other than `kyc_status`. */
export function kycStatusEventProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  let start = 0;
  const check = (end: number) => {
    const paragraph = lines.slice(start, end).join('\n');
    let offset = 0;
    for (const sentence of paragraph.split(/(?<=[.;!?])\s+/)) {
      const at = paragraph.indexOf(sentence, offset);
      offset = at + sentence.length;
      if (!EVENT.test(sentence)) continue;
      const rest = sentence.replaceAll('`customer.kyc_status_updated`', '');
      if (STATUS_CHANGE.test(rest) && !NAMES_KYC_STATUS.test(rest)) {
        const line = start + paragraph.slice(0, at).split('\n').length;
        problems.push(`${file}:${line}: "${sentence.trim().replace(/\s+/g, ' ').slice(0, 160)}" sends \`customer.kyc_status_updated\` for a status change without naming \`kyc_status\`; a change of the customer's \`status\` sends \`customer.updated\` (rule: kyc-status-event)`);
      }
    }
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      check(index);
      start = index + 1;
    }
  });
  check(lines.length);
  return problems;
}

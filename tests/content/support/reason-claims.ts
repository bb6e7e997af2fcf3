/**
 * Rule `operation-reason`: a sentence that blocks or reissues a card "with reason `x`" names a
 * reason that operation takes (blocking, the `blocked` reasons of `src/data/card-status-reasons.ts`;
 * reissuing, `ReissueCardRequest.reason`, which differ), and one that reissues "with the same
 * reason" names the reasons it means, so a reader never carries a block reason the reissue refuses.
 */

export interface ReasonEnums {
  block: string[];
  reissue: string[];
}

/** A verb, then within the sentence and before another such verb "reason `x`" (or "`reason` `x`"). */
const REASON_CLAIM = /\b(block|re(?:issue|issuing|issued))\w*\b((?:(?!\.\s|(?<![-/])\bblock|(?<![-/])\bre(?:issue|issuing|issued))(?:[^|\n]|\n(?!\n))){0,80}?)\b`?reason`?\s+`([a-z_]+)`/gi;
const SAME_REASON = /\bre(?:issue|issuing|issued)\w*\b(?:(?!\.\s)[^|])*?\bsame reason\b((?:(?!\.\s)[^|])*)/gi;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function reasonClaimProblems(file: string, text: string, enums: ReasonEnums): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(REASON_CLAIM)) {
    const operation = match[1].toLowerCase() === 'block' ? 'block' : 'reissue';
    const allowed = enums[operation];
    if (!allowed.includes(match[3])) {
      problems.push(`${file}:${lineAt(text, match.index)}: "${match[0].replace(/\s+/g, ' ')}" gives the ${operation === 'block' ? 'block (update a card\'s status)' : 'reissue'} reason \`${match[3]}\`, which ${operation === 'block' ? 'blocking does not take' : 'its `reason` enum does not hold'} (${allowed.map((v) => `\`${v}\``).join(', ')}) (rule: operation-reason)`);
    }
  }
  for (const match of text.matchAll(SAME_REASON)) {
    const named = [...match[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    const refused = named.filter((value) => !enums.reissue.includes(value));
    if (named.length === 0 || refused.length > 0) {
      problems.push(`${file}:${lineAt(text, match.index)}: "${match[0].replace(/\s+/g, ' ')}" reissues with "the same reason" ${named.length === 0 ? 'without naming it' : `naming ${refused.map((v) => `\`${v}\``).join(', ')}`}; the reissue's \`reason\` enum holds only ${enums.reissue.map((v) => `\`${v}\``).join(', ')} (rule: operation-reason)`);
    }
  }
  return problems;
}

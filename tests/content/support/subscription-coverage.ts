import { lineAt, parseMdx } from './mdx';

/**
 * A page that asks for a subscription to object wildcards (`wallet.*`) must ask for one that
 * delivers every event it lists (in `<WebhookEventList types={...}>`, or as a list of links to
 * the payloads page): `wallet.*` covers the `wallet.` events only, not the card or balance
 * adjustment events the same guide may list.
 */

export class CoverageProblem {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly message: string,
  ) {}

  toString(): string {
    return `${this.file}:${this.line}: ${this.message} (rule: subscription-covers-events)`;
  }
}

/** "subscription for the `customer.*`, `kyc_document.*` and `wallet.*` events". */
const WILDCARD_SUBSCRIPTION = /subscription (?:for|to) (?:the )?((?:`(?:[a-z_]+\.)?\*`(?:,\s*|\s+and\s+|,\s+and\s+)?)+)\s*events/;
const LISTED_EVENTS = /<WebhookEventList\s+types=\{\[([^\]]*)\]\}/g;
const LINKED_EVENT = /^- \[`([a-z_]+\.[a-z_]+)`\]\(\/docs\/notifications\/webhook-notification-payloads#/gm;

const covers = (wildcard: string, type: string) => wildcard === '*' || type.startsWith(wildcard.slice(0, -1));

export function checkSubscriptionCoverage(file: string, source: string): CoverageProblem[] {
  const listed = [
    ...[...source.matchAll(LISTED_EVENTS)].flatMap((m) => [...m[1].matchAll(/'([^']+)'/g)].map((t) => t[1])),
    ...[...source.matchAll(LINKED_EVENT)].map((m) => m[1]),
  ];
  if (listed.length === 0) return [];
  const problems: CoverageProblem[] = [];
  for (const paragraph of parseMdx(source).paragraphs) {
    const match = WILDCARD_SUBSCRIPTION.exec(paragraph.text);
    if (!match) continue;
    const wildcards = [...match[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const missed = listed.filter((type) => !wildcards.some((wildcard) => covers(wildcard, type)));
    if (missed.length === 0) continue;
    const names = (values: string[]) => values.map((v) => `\`${v}\``).join(', ');
    problems.push(
      new CoverageProblem(file, lineAt(paragraph, match.index), `asks for a subscription to ${names(wildcards)}, which does not deliver ${names(missed)} that the page's event list names`),
    );
  }
  return problems;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { lineAt, parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec-index';
import { guideEventListProblems } from './support/guide-event-lists';

type Json = Record<string, unknown>;

/** `noun.verb_ed` or `noun.*` in inline code: how the docs name an event type or a subscription wildcard. */
const EVENT_LIKE = /`([a-z][a-z_]*\.(?:[a-z_]+ed|\*))`/g;

export function checkEventMentions(file: string, source: string, known: Set<string>): string[] {
  const problems: string[] = [];
  for (const paragraph of parseMdx(source).paragraphs) {
    for (const match of paragraph.text.matchAll(EVENT_LIKE)) {
      if (!known.has(match[1])) {
        problems.push(`${file}:${lineAt(paragraph, match.index)}: \`${match[1]}\` is not an event type or subscription wildcard of the spec`);
      }
    }
  }
  return problems;
}

describe('event types named in docs/', () => {
  let known: Set<string>;

  beforeAll(async () => {
    const schemas = ((await specIndex()).doc.components as Json).schemas as Record<string, { enum?: unknown[] }>;
    known = new Set([...(schemas.EventType?.enum ?? []), ...(schemas.EventWildcard?.enum ?? [])].map(String));
  }, 60_000);

  it('knows the event types and wildcards of the spec', () => {
    expect(known.has('deposit.received')).toBe(true);
    expect(known.has('customer.*')).toBe(true);
  });

  it('every wildcard matches at least one event type', () => {
    const types = [...known].filter((value) => !value.endsWith('.*'));
    const empty = [...known].filter((value) => value.endsWith('.*') && !types.some((type) => type.startsWith(value.slice(0, -1))));
    expect(empty).toEqual([]);
  });

  it.each(docPages())('%s: names only events and wildcards the spec has', (file) => {
    expect(checkEventMentions(file, readRepoFile(file), known)).toEqual([]);
  });

  it('flags an unknown event and an unknown wildcard, and ignores field paths', () => {
    const source = 'Subscribe to `deposit.received`, `payment.refunded` and `account.*`.\n\nRead `card_payment.stage`.';
    expect(checkEventMentions('docs/x.mdx', source, new Set(['deposit.received']))).toEqual([
      'docs/x.mdx:1: `payment.refunded` is not an event type or subscription wildcard of the spec',
      'docs/x.mdx:1: `account.*` is not an event type or subscription wildcard of the spec',
    ]);
  });

  it.each(docPages().filter((file) => file.startsWith('docs/guides/')))('%s: every event it names is on its webhook events list', (file) => {
    const types = new Set([...known].filter((value) => !value.endsWith('.*')));
    expect(guideEventListProblems(file, readRepoFile(file), types)).toEqual([]);
  });

  it('flags a named event left off the list, once, at its line', () => {
    const source = "## Webhook events\n\n<WebhookEventList types={['wallet.created']} />\n\nA `wallet.created` follows.\n\nIt becomes `reversed` with `payment.returned`, then `payment.returned` again.";
    expect(guideEventListProblems('docs/guides/x.mdx', source, new Set(['wallet.created', 'payment.returned']))).toEqual([
      "docs/guides/x.mdx:7: names `payment.returned`, which the page's webhook events list (docs/guides/x.mdx:3) leaves out; a reader subscribes to that list, so add it there (rule: guide-event-list)",
    ]);
  });
});

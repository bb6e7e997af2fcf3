import { describe, expect, it } from 'vitest';
import { ChangelogError, parseChangelog, type ChangelogReferences } from './parse';

const refs: ChangelogReferences = {
  operationIdByPageId: new Map([
    ['cards-controller-reissue-card', 'CardsController_reissueCard'],
    ['transactions-controller-payment', 'TransactionsController_payment'],
  ]),
  eventTypes: new Set(['card.reissued', 'payment.failed']),
};

const FRONT_MATTER = '---\ntitle: Changelog\ndescription: Changes.\n---\n\n# Changelog\n\nIntro text.\n\n## How to read it\n\nLabels.\n';

function page(body: string): string {
  return `${FRONT_MATTER}\n${body}`;
}

/** The problems parsing reports, as `line: [rule]` strings. */
function problemsOf(source: string): string[] {
  try {
    parseChangelog(source, 'docs/api/changelog.mdx', refs);
  } catch (error) {
    if (error instanceof ChangelogError) return error.problems.map((p) => `${p.line}: [${p.rule}]`);
    throw error;
  }
  return [];
}

const reissue = [
  '### New: reissue a card {#2026-07-14-reissue}',
  '',
  '**Operations:** [Reissue a card](/docs/cards-controller-reissue-card)',
  '',
  '**Events:** `card.reissued`',
  '',
  'The new operation replaces a card.',
].join('\n');

describe('parseChangelog', () => {
  it('reads dates, labels, titles, anchors, operations, events and bodies, ignoring the introduction', () => {
    const source = page(
      [
        '## 2026-11-10 {#2026-11-10}',
        '',
        '### Fixed: payments keep their reference {#2026-11-10-reference}',
        '',
        '**Operations:** [Send a payment](/docs/transactions-controller-payment),',
        '[Send a payment again](/docs/transactions-controller-payment#request)',
        '',
        '**Events:** `payment.failed`',
        '',
        'References longer than 18 characters were cut.',
        '',
        '```json operation="TransactionsController_payment" status="201"',
        '### not a heading inside code',
        '```',
        '',
        '## 2026-07-14',
        '',
        reissue,
      ].join('\n'),
    );
    const entries = parseChangelog(source, 'docs/api/changelog.mdx', refs);
    expect(entries.map(({ id, date, kind, title, operations, events }) => ({ id, date, kind, title, operations, events }))).toEqual([
      {
        id: '2026-11-10-reference',
        date: '2026-11-10',
        kind: 'fixed',
        title: 'payments keep their reference',
        operations: ['TransactionsController_payment'],
        events: ['payment.failed'],
      },
      {
        id: '2026-07-14-reissue',
        date: '2026-07-14',
        kind: 'new',
        title: 'reissue a card',
        operations: ['CardsController_reissueCard'],
        events: ['card.reissued'],
      },
    ]);
    expect(entries[0].body).toMatch(/^\*\*Operations:\*\*[\s\S]*### not a heading inside code\n```$/);
    expect(entries[0].line).toBe(source.split('\n').indexOf('### Fixed: payments keep their reference {#2026-11-10-reference}') + 1);
  });

  it('accepts every label', () => {
    for (const label of ['Breaking', 'New', 'Changed', 'Deprecated', 'Fixed']) {
      const field = label === 'Breaking' ? '**Act by:** 2026-08-01\n\n' : label === 'Deprecated' ? '**Sunset:** 2027-01-31\n\n' : '';
      const source = page(`## 2026-07-14\n\n${reissue.replace('### New:', `### ${label}:`).replace('**Operations:**', `${field}**Operations:**`)}`);
      const [parsed] = parseChangelog(source, 'f.mdx', refs);
      expect(parsed.kind).toBe(label.toLowerCase());
      if (label === 'Breaking') expect(parsed.actBy).toBe('2026-08-01');
      if (label === 'Deprecated') expect(parsed.sunset).toBe('2027-01-31');
    }
  });

  it('needs the date to act by on a Breaking entry and the sunset date on a Deprecated one; reads the date an entry was updated', () => {
    const breaking = page(`## 2026-07-14\n\n${reissue.replace('### New:', '### Breaking:')}`);
    expect(problemsOf(breaking)).toEqual([`${at(breaking, '### Breaking')}: [act-by]`]);
    const deprecated = page(`## 2026-07-14\n\n${reissue.replace('### New:', '### Deprecated:')}`);
    expect(problemsOf(deprecated)).toEqual([`${at(deprecated, '### Deprecated')}: [sunset]`]);
    const early = page(`## 2026-07-14\n\n${reissue.replace('### New:', '### Breaking:').replace('**Operations:**', '**Act by:** 2026-07-01\n\n**Operations:**')}`);
    expect(problemsOf(early)).toEqual([`${at(early, '**Act by:**')}: [entry-date]`]);
    const updated = page(`## 2026-07-14\n\n${reissue.replace('**Operations:**', '**Updated:** 2026-11-26\n\n**Operations:**')}`);
    expect(parseChangelog(updated, 'f.mdx', refs)[0].updated).toBe('2026-11-26');
  });

  it('needs a Breaking entry with no time to act to say it shipped without notice', () => {
    const breaking = (fields: string) => page(`## 2026-07-14\n\n${reissue.replace('### New:', '### Breaking:').replace('**Operations:**', `${fields}**Operations:**`)}`);
    // Planted: Act by on the day of the announcement, without the marking.
    const sameDay = breaking('**Act by:** 2026-07-14\n\n');
    expect(problemsOf(sameDay)).toEqual([`${at(sameDay, '### Breaking')}: [notice]`]);
    expect(() => parseChangelog(sameDay, 'docs/api/changelog.mdx', refs)).toThrowError(
      /docs\/api\/changelog\.mdx:\d+: \[notice\] the Breaking entry "reissue a card" is announced on 2026-07-14 and its Act by date is 2026-07-14, so no integration can act before it, while the versioning rules promise notice: give an Act by date after 2026-07-14, or add "\*\*Notice:\*\* none"/,
    );
    const marked = breaking('**Act by:** 2026-07-14\n\n**Notice:** none\n\n');
    expect(problemsOf(marked)).toEqual([]);
    expect(parseChangelog(marked, 'f.mdx', refs)[0].noNotice).toBe(true);
    // The marking on an entry that does give notice, with another value, or on another label.
    const withNotice = breaking('**Act by:** 2026-09-01\n\n**Notice:** none\n\n');
    expect(problemsOf(withNotice)).toEqual([`${at(withNotice, '**Notice:**')}: [notice]`]);
    const other = breaking('**Act by:** 2026-07-14\n\n**Notice:** 2 days\n\n');
    expect(problemsOf(other)).toEqual([`${at(other, '**Notice:**')}: [notice]`]);
    const fixed = page(`## 2026-07-14\n\n${reissue.replace('### New:', '### Fixed:').replace('**Operations:**', '**Notice:** none\n\n**Operations:**')}`);
    expect(problemsOf(fixed)).toEqual([`${at(fixed, '**Notice:**')}: [notice]`]);
  });

  it('names file, line and rule of every problem in one error', () => {
    const source = page('## 2026-07-14\n\n### Improved: something {#x}\n\n**Operations:** [Nowhere](/docs/no-such-operation)\n');
    expect(() => parseChangelog(source, 'docs/api/changelog.mdx', refs)).toThrowError(
      /docs\/api\/changelog\.mdx:\d+: \[entry-heading\] "### Improved: something \{#x\}": an entry heading is "### <Label>: <what changed> \{#<anchor>\}" with the label one of Breaking, New, Changed, Deprecated, Fixed/,
    );
  });

  const at = (source: string, text: string) => source.split('\n').findIndex((line) => line.startsWith(text)) + 1;

  it('rejects dates out of order, repeated, not on the calendar or with another anchor', () => {
    const source = page(['## 2026-07-14', '', reissue, '', '## 2026-11-10', '', reissue.replace('reissue}', 'reissue-2}')].join('\n'));
    expect(problemsOf(source)).toEqual([`${at(source, '## 2026-11-10')}: [date-order]`]);
    const twice = page(['## 2026-07-14', '', reissue, '', '## 2026-07-14', '', reissue.replace('reissue}', 'reissue-2}')].join('\n'));
    expect(problemsOf(twice)).toEqual([`${twice.split('\n').lastIndexOf('## 2026-07-14') + 1}: [date-order]`]);
    const notADay = page(`## 2026-02-30\n\n${reissue}`);
    expect(problemsOf(notADay)).toEqual([`${at(notADay, '## 2026-02-30')}: [date-heading]`]);
    const otherAnchor = page(`## 2026-07-14 {#july}\n\n${reissue}`);
    expect(problemsOf(otherAnchor)).toEqual([`${at(otherAnchor, '## 2026-07-14')}: [date-heading]`]);
  });

  it('rejects a heading that is not a date once the dates have started', () => {
    const source = page(`## 2026-07-14\n\n${reissue}\n\n## Older changes\n\nSee the archive.\n`);
    expect(problemsOf(source)).toEqual([`${at(source, '## Older changes')}: [date-heading]`]);
  });

  it('rejects an entry without an anchor, and an anchor used twice', () => {
    const noAnchor = page(`## 2026-07-14\n\n${reissue.replace(' {#2026-07-14-reissue}', '')}`);
    expect(problemsOf(noAnchor)).toEqual([`${at(noAnchor, '### New')}: [entry-heading]`]);
    const twice = page(`## 2026-07-14\n\n${reissue}\n\n${reissue}`);
    expect(problemsOf(twice)).toEqual([`${twice.split('\n').lastIndexOf('### New: reissue a card {#2026-07-14-reissue}') + 1}: [entry-id]`]);
  });

  it('rejects text under a date outside an entry', () => {
    const source = page(`## 2026-07-14\n\nSeveral changes shipped today.\n\n${reissue}`);
    expect(problemsOf(source)).toEqual([`${at(source, 'Several changes')}: [entry-heading]`]);
  });

  it('needs an Operations paragraph that links operations of the spec', () => {
    const missing = page(`## 2026-07-14\n\n${reissue.replace(/\*\*Operations:\*\*.*\n/, '').replace(/\*\*Events:\*\*.*\n/, '')}`);
    expect(problemsOf(missing)).toEqual([`${at(missing, '### New')}: [operations]`]);
    // An entry about an event needs no operation.
    const eventOnly = page(`## 2026-07-14\n\n${reissue.replace(/\*\*Operations:\*\*.*\n/, '')}`);
    expect(parseChangelog(eventOnly, 'f.mdx', refs)[0]).toMatchObject({ operations: [], events: ['card.reissued'] });
    const guide = page(`## 2026-07-14\n\n${reissue.replace('/docs/cards-controller-reissue-card', '/docs/guides/cards')}`);
    expect(problemsOf(guide)).toEqual([`${at(guide, '**Operations:**')}: [operations]`]);
    const noLink = page(`## 2026-07-14\n\n${reissue.replace('[Reissue a card](/docs/cards-controller-reissue-card)', 'reissue')}`);
    expect(problemsOf(noLink)).toEqual([`${at(noLink, '**Operations:**')}: [operations]`]);
  });

  it('needs the events it names to be events of the spec', () => {
    const source = page(`## 2026-07-14\n\n${reissue.replace('`card.reissued`', '`card.replaced`')}`);
    expect(problemsOf(source)).toEqual([`${at(source, '**Events:**')}: [events]`]);
  });

  it('needs an entry to say what changed', () => {
    const source = page(`## 2026-07-14\n\n${reissue.replace('The new operation replaces a card.', '')}`);
    expect(problemsOf(source)).toEqual([`${at(source, '### New')}: [body]`]);
  });

  it('fails a Fixed entry that says what the API answered before and does from now on: that is Changed', () => {
    const entry = (label: string, text: string) => page(`## 2026-11-23\n\n${reissue.replace('### New: reissue a card', `### ${label}: repeats are safe`).replace('The new operation replaces a card.', text)}`);
    // Planted: the 2026-11-23 safe-repeats entry as it was labelled first.
    const refusedThenReturns = 'These operations were documented as safe to retry, but a repeat was refused\nwith `422 invalid_status_transition`. Now sending the\nstatus a card already has returns it unchanged with `200`.';
    const fixed = entry('Fixed', refusedThenReturns);
    expect(problemsOf(fixed)).toEqual([`${at(fixed, 'with `422 invalid_status_transition`. Now')}: [fixed-behaviour-change]`]);
    expect(() => parseChangelog(fixed, 'docs/api/changelog.mdx', refs)).toThrow(/docs\/api\/changelog\.mdx:\d+: \[fixed-behaviour-change\] the Fixed entry "repeats are safe" says what the API does from now on \("Now sending the status a card already has returns it unchanged with `200`\."\) after saying what it answered before \("a repeat was refused with `422 invalid_status_transition`\."\): a change of what the API does is Changed/);
    expect(problemsOf(entry('Changed', refusedThenReturns))).toEqual([]);
    // Planted: the reissue entry, whose "Now" never says the API already did so.
    const reissueNow = entry('Fixed', '`blocked` was documented as terminal.\nNow a reissue cancels only an `active` card.');
    expect(problemsOf(reissueNow)).toEqual([`${at(reissueNow, 'Now a reissue')}: [fixed-behaviour-change]`]);
    expect(problemsOf(entry('Fixed', '`blocked` was documented as terminal. The API already kept it: a reissue cancels only an `active` card.'))).toEqual([]);
    expect(problemsOf(entry('Fixed', 'The documentation said a repeat was refused. The tables now list what it returns.'))).toEqual([]);
  });

  it('needs at least one date', () => {
    expect(problemsOf(page(''))).toEqual(['1: [date-heading]']);
  });
});

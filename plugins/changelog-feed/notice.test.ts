import { describe, expect, it } from 'vitest';
import { breakingWithoutNotice, breakingWithoutNoticeMarkdown, noticeMarkdown, shippedWithoutNotice, withNotice } from './notice';
import type { ChangelogEntry } from './parse';

const entry = (over: Partial<ChangelogEntry>): ChangelogEntry => ({ id: 'x', date: '2026-11-26', kind: 'breaking', title: 'uploads refuse extra parts', operations: ['op'], events: [], body: '', line: 1, ...over });

describe('Breaking entries shipped without notice', () => {
  it('are the ones whose Act by date is not after their own date; the marking renders from the dates', () => {
    expect(shippedWithoutNotice(entry({ actBy: '2026-11-26' }))).toBe(true);
    expect(shippedWithoutNotice(entry({ actBy: '2027-01-31' }))).toBe(false);
    expect(withNotice('**Act by:** 2026-11-26\n\n**Notice:** none\n\nText.', entry({ actBy: '2026-11-26' }))).toBe(
      `**Act by:** 2026-11-26\n\n${noticeMarkdown(entry({ actBy: '2026-11-26' }))}\n\nText.`,
    );
    expect(noticeMarkdown(entry({ actBy: '2026-11-26' }))).toMatch(/^\*\*Shipped without notice:\*\* announced on 2026-11-26, the day it took effect \(Act by 2026-11-26\)/);
  });

  it('are listed by the versioning rules from the changelog, newest first, or the rules say there is none', () => {
    const entries = [
      entry({ id: 'a', date: '2026-09-22', title: 'sector required', noNotice: true, actBy: '2026-09-22' }),
      entry({ id: 'b', noNotice: true, actBy: '2026-11-26' }),
      entry({ id: 'c', date: '2026-12-01', actBy: '2027-03-01' }),
      entry({ id: 'd', kind: 'new' }),
    ];
    const data = breakingWithoutNotice(entries, '/docs/api/changelog');
    expect(breakingWithoutNoticeMarkdown(data, (p) => `https://docs.example.com${p}`)).toBe(
      [
        'Breaking changes inside `v1` that shipped without that notice, each in effect the day it was announced:',
        '',
        '- 2026-11-26: [Uploads refuse extra parts](https://docs.example.com/docs/api/changelog#b)',
        '- 2026-09-22: [Sector required](https://docs.example.com/docs/api/changelog#a)',
      ].join('\n'),
    );
    expect(breakingWithoutNoticeMarkdown(breakingWithoutNotice([entries[2]], '/docs/api/changelog'))).toBe('No breaking change inside `v1` has shipped without that notice.');
  });
});

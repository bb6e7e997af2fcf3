// cspell:ignore Rewithdrawals depositreceived
import { describe, expect, it } from 'vitest';
import { MAX_CODES_NAMED, withAnchorNames, withReaderTerms, withReaderWords, withStatusNames } from './alsoSearchedAs';
import { indexDocuments, WEIGHTS } from './indexHtml';
import type { SearchPage, SearchSection } from './records';

const heading = (anchor: string, title: string, level: 2 | 3 = 2): SearchSection => ({ anchor, title, type: 'heading', text: '', level, names: [] });
const entry = (code: string, status: number): SearchSection => ({ anchor: code, title: code, type: 'entry', text: `${status} ${code}.`, level: 3, names: [] });
const page = (url: string, title: string, sections: SearchSection[]): SearchPage => ({ url, title, kind: 'Guide', aliases: [], description: '', intro: '', sections, explains: false });

const withdrawals = page('/docs/guides/withdrawals', 'Withdrawals', [heading('timing', 'How long it takes'), heading('test-it-in-the-sandbox', 'Test it in the sandbox')]);
const changelog = page('/docs/api/changelog', 'Changelog', [heading('2026-01-01', 'Withdrawals get a reason')]);

describe('withReaderWords', () => {
  it("adds a part's reader words to the part and a page's to its other names", () => {
    const [result] = withReaderWords([withdrawals], {
      '/docs/guides/withdrawals': { means: 'withdrawal', words: ['pay out', "a tenant's cash-out"] },
      '/docs/guides/withdrawals#timing': { means: 'takes', words: ['how many days'] },
    });
    expect(result.aliases).toEqual(['pay out', "a customer's withdrawal"]);
    expect(result.sections[0].readerWords).toEqual(['how many days']);
    expect(withdrawals.sections[0].readerWords).toBeUndefined();
  });

  it('fails on a page or part that is not indexed, naming it', () => {
    expect(() => withReaderWords([withdrawals], { '/docs/guides/refunds': { means: 'refund', words: ['money back'] } })).toThrow('readerWords names /docs/guides/refunds, but no indexed page has the URL /docs/guides/refunds');
    expect(() => withReaderWords([withdrawals], { '/docs/guides/withdrawals#gone': { means: 'x', words: ['y'] } })).toThrow('/docs/guides/withdrawals has no indexed part #gone');
  });
});

describe('withAnchorNames', () => {
  it("adds a heading's own id as a name of its part when the id says a word the heading does not", () => {
    const cards = page('/docs/guides/cards', 'Cards', [
      heading('provisional-credit', 'Crediting the cardholder while a dispute runs'),
      heading('2-receive-the-depositreceived-event', '2. Receive the deposit.received event'),
      heading('payload-card.created', 'card.created'),
      heading('timing', 'How long it takes'),
      heading('retries', 'Retries'),
    ]);
    const [result] = withAnchorNames([cards]);
    expect(result.sections.map((section) => section.readerWords)).toEqual([['provisional credit'], undefined, undefined, ['timing'], undefined]);
  });

  it('leaves endpoint pages and skipped pages as they are', () => {
    const skipped = page('/docs/api/changelog', 'Changelog', [heading('2026-01-01-catch-up', 'Fixed: what an outage loses')]);
    expect(withAnchorNames([skipped], ['/docs/api/changelog'])[0]).toBe(skipped);
  });
});

describe('withReaderTerms', () => {
  it('adds the words of a term to every title and heading that names it, except on skipped pages', () => {
    const [result, log] = withReaderTerms([withdrawals, changelog], { terms: { sandbox: ['test mode'], withdrawal: ['pay out'] }, skipped: ['/docs/api/changelog'] });
    expect(result.aliases).toEqual(['pay out']);
    expect(result.titleReaderWords).toEqual(['pay out']);
    expect(result.sections.map((section) => section.readerWords)).toEqual([undefined, ['test mode']]);
    expect(log).toBe(changelog);
  });

  it('matches a term at the start of a word only', () => {
    const [result] = withReaderTerms([page('/x', 'Rewithdrawals', [heading('a', 'Sandboxes')])], { terms: { sandbox: ['test mode'], withdrawal: ['pay out'] }, skipped: [] });
    expect(result.aliases).toEqual([]);
    expect(result.sections[0].readerWords).toEqual(['test mode']);
  });
});

describe('withStatusNames', () => {
  const many = Array.from({ length: MAX_CODES_NAMED + 1 }, (_, index) => entry(`code_${index}`, 422));
  const catalogue = page('/docs/api/intro', 'Conventions', [heading('error-codes', 'Error codes', 3), entry('permission_denied', 403), entry('feature_not_enabled', 403), entry('internal_error', 500), ...many, heading('rate-limits', 'Rate limits')]);
  const [result] = withStatusNames([catalogue]);
  const wordsOf = (anchor: string) => result.sections.find((section) => section.anchor === anchor)?.readerWords;

  it("names a status of few codes on each code's row, and the status of one code with its number", () => {
    expect(wordsOf('permission_denied')).toEqual(['Forbidden']);
    expect(wordsOf('feature_not_enabled')).toEqual(['Forbidden']);
    expect(wordsOf('internal_error')).toEqual(['500 Internal Server Error']);
  });

  it('names a status of many codes, with its number, on the part that lists them', () => {
    expect(wordsOf('code_0')).toBeUndefined();
    expect(wordsOf('error-codes')).toEqual(['422 Unprocessable Entity']);
    expect(wordsOf('rate-limits')).toBeUndefined();
  });

  it('names a status no code has with its number, on the part that says the most classes of status', () => {
    const passing = { ...heading('retries', 'Retries'), text: 'Retry a 5xx with the same key.' };
    const classes = { ...heading('errors', 'Errors'), text: '4xx when the request cannot succeed, 5xx when something failed on our side.' };
    const [named] = withStatusNames([page('/docs/api/intro', 'Conventions', [passing, classes, { ...heading('more', 'More'), text: '4xx and 5xx again' }, entry('internal_error', 500)])]);
    const words = named.sections[1].readerWords ?? [];
    expect(words).toEqual(expect.arrayContaining(['502', '504', '413', '405']));
    expect(words).not.toContain('500');
    expect(named.sections[0].readerWords).toBeUndefined();
    expect(named.sections[2].readerWords).toBeUndefined();
  });

  it('indexes the names as a name of the part, left out of excerpts', () => {
    const html = indexDocuments({ ...result, explains: true }).map((document) => document.html).join('');
    expect(html).toContain(`data-pagefind-weight="${WEIGHTS.readerWords}"> · 422 Unprocessable Entity</p>`);
  });
});

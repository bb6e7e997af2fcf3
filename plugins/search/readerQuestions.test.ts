import { describe, expect, it } from 'vitest';
import { ALIAS_SEPARATOR } from './client/engine';
import { indexDocuments, WEIGHTS } from './indexHtml';
import { checkReaderQuestions, loadReaderQuestions, parseReaderQuestions, withReaderQuestions } from './readerQuestions';
import type { SearchPage, SearchSection } from './records';

const heading = (anchor: string, title: string): SearchSection => ({ anchor, title, type: 'heading', text: `${title} text.`, level: 2, names: [] });
const cards: SearchPage = {
  url: '/docs/guides/cards',
  title: 'Cards',
  kind: 'Guide',
  aliases: [],
  description: 'Issue cards.',
  intro: '',
  sections: [heading('freeze', 'Freeze and unfreeze'), heading('pin', 'The PIN')],
  explains: false,
};

const parse = (source: string) => {
  const problems: string[] = [];
  return { parsed: parseReaderQuestions('q/cards.yaml', source, problems), problems };
};

describe('reader questions', () => {
  it('adds the questions to the page and its parts, where the index weighs them and excerpts leave them out', () => {
    const { parsed, problems } = parse('page: /docs/guides/cards\ntop:\n  - give customers a card\nparts:\n  freeze:\n    - stop a card working for a while\n');
    expect(problems).toEqual([]);
    const [page] = withReaderQuestions([cards], [parsed!]);
    expect(page.questions).toEqual(['give customers a card']);
    expect(page.sections[0].questions).toEqual(['stop a card working for a while']);
    expect(cards.sections[0].questions).toBeUndefined();
    const documents = indexDocuments(page);
    expect(documents[0].html).toContain(`<p data-pagefind-weight="${WEIGHTS.readerQuestions}">${ALIAS_SEPARATOR}give customers a card</p>`);
    expect(documents.find((document) => document.url.endsWith('#freeze'))?.html).toContain(`${ALIAS_SEPARATOR}stop a card working for a while`);
  });

  it('indexes the questions in the words search reads a query with', () => {
    const { parsed } = parse("page: /docs/guides/cards\nparts:\n  freeze:\n    - freeze my daughter's card\n    - cash-out blocked on their own IBAN\n");
    const [page] = withReaderQuestions([cards], [parsed!]);
    expect(page.sections[0].questions).toEqual(["freeze my customer's card", 'withdrawal blocked on their virtual account IBAN']);
  });

  it('names file, line and rule for a question of the wrong length, an empty part and an unknown key', () => {
    const { problems } = parse('page: /docs/guides/cards\nextra: 1\nparts:\n  freeze:\n    - freeze\n    - a question that goes on and on far past what anyone types\n  pin: []\n');
    expect(problems).toEqual([
      'q/cards.yaml:2: unknown key "extra"; a questions file has page, top and parts (rule: reader-questions-format)',
      'q/cards.yaml:5: "freeze" has 1 words; a question readers type has 2 to 9 (rule: reader-questions-length)',
      'q/cards.yaml:6: "a question that goes on and on far past what anyone types" has 12 words; a question readers type has 2 to 9 (rule: reader-questions-length)',
      'q/cards.yaml:7: #pin lists no questions (rule: reader-questions-empty)',
    ]);
  });

  it('names file, line and rule for a page or anchor that is not indexed and a question asked of two parts', () => {
    const one = parse('page: /docs/guides/cards\nparts:\n  freeze:\n    - stop a card for now\n  lost:\n    - card went missing\n  pin:\n    - Stop a card for now\n').parsed!;
    const gone = parse('page: /docs/guides/refunds\ntop:\n  - give money back\n').parsed!;
    expect(checkReaderQuestions([one, gone], [cards])).toEqual([
      'q/cards.yaml:5: /docs/guides/cards has no heading with the anchor #lost (rule: reader-questions-place)',
      'q/cards.yaml:8: "Stop a card for now" is asked of /docs/guides/cards#freeze too; a question has one answer (rule: reader-questions-one-answer)',
      'q/cards.yaml:1: no indexed page has the URL /docs/guides/refunds (rule: reader-questions-place)',
    ]);
  });

  it('reads every file of the shipped folder without a problem of form', () => {
    const { files, problems } = loadReaderQuestions();
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { READER_TERMS, READER_WORDS } from '../../plugins/search/readerWords';
import { TERMS, WORDS } from '../fixtures/content/search-words';
import { docPages, readRepoFile } from './support/repo-files';
import { checkReaderTerms, checkReaderWords, type EndpointPage, type SearchWordsContext } from './support/search-words';
import { specIndex } from './support/spec-index';

const DATA = 'plugins/search/readerWords.ts';
const FIXTURE = 'tests/fixtures/content/search-words.ts';

describe("search's reader words: each names a place that exists and says the docs' word", () => {
  let context: SearchWordsContext;
  beforeAll(async () => {
    const spec = await specIndex();
    const endpoints: EndpointPage[] = spec.operations.map((op) => ({ pageId: op.pageId, text: `${op.operationId} ${op.summary}` }));
    context = { files: docPages(), readFile: readRepoFile, endpoints };
  }, 60_000);

  it('points every reader word at a page or part that exists and says what they stand for', () => {
    expect(checkReaderWords(DATA, readRepoFile(DATA), READER_WORDS, context)).toEqual([]);
  });

  it('gives every term a page title or heading to reach', () => {
    expect(checkReaderTerms(DATA, readRepoFile(DATA), READER_TERMS, context)).toEqual([]);
  });

  it('catches a missing page or anchor, a word the part does not say, an endpoint part and an empty list', () => {
    const withFixture = { ...context, files: [...context.files, 'tests/fixtures/content/answers.mdx'] };
    expect(checkReaderWords(FIXTURE, readRepoFile(FIXTURE), WORDS, withFixture)).toEqual([
      `${FIXTURE}:14: tests/fixtures/content/answers.mdx:12 does not say "archive", the docs' word these reader words stand for (rule: search-words-means)`,
      `${FIXTURE}:15: tests/fixtures/content/answers.mdx has no heading with the anchor #no-such-part (rule: search-words-place)`,
      `${FIXTURE}:16: /docs/guides/no-such-guide is neither a hand-written doc page nor an endpoint page (rule: search-words-place)`,
      `${FIXTURE}:17: /docs/cards-controller-create-debit-card#request-body-spending_limits: name an endpoint page whole; its parts are its fields, which readers find by name (rule: search-words-place)`,
      `${FIXTURE}:18: /docs/cards-controller-create-debit-card lists no reader words (rule: search-words-empty)`,
    ]);
  });

  it('catches a term no heading names, a reader word search drops whole and a skipped page that does not exist', () => {
    expect(checkReaderTerms(FIXTURE, readRepoFile(FIXTURE), TERMS, context)).toEqual([
      `${FIXTURE}:6: search drops every word of "what is it" (stop words, words under three letters), so no query reaches it (rule: search-words-searched)`,
      `${FIXTURE}:7: no page title or heading names "overdraft", so its reader words reach no page (rule: search-terms-heading)`,
      `${FIXTURE}:9: skips /docs/api/no-such-log, which is no hand-written doc page (rule: search-words-place)`,
    ]);
  });
});

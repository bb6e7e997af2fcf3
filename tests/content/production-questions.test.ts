import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_QUESTIONS, type ProductionQuestion } from './production-questions';
import { checkQuestion, specNamesOf, type SpecNames } from './support/answers';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec-index';

const FIXTURE = 'tests/fixtures/content/answers.mdx';

describe('questions a developer asks after going live: each has its answer', () => {
  let names: SpecNames;
  beforeAll(async () => {
    const spec = await specIndex();
    names = specNamesOf(spec.doc, spec.operations, spec.eventTypes, spec.errorCatalogue.codes.map((entry) => entry.code));
  }, 60_000);

  it('keeps at least 30 questions, each asked once', () => {
    expect(PRODUCTION_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    const asked = PRODUCTION_QUESTIONS.map((q) => q.question);
    expect(asked.filter((q, i) => asked.indexOf(q) !== i)).toEqual([]);
  });

  it('points each question to a section that exists and names what the answer needs, each name from the spec', () => {
    const problems = PRODUCTION_QUESTIONS.flatMap((q, i) => checkQuestion(i, q, names, docPages(), readRepoFile));
    expect(problems).toEqual([]);
  });

  it('catches a missing anchor, a name the spec lacks and a section that leaves a name out', () => {
    const files = [...docPages(), FIXTURE];
    const planted: ProductionQuestion[] = [
      { question: 'Gone?', answer: '/tests/fixtures/content/answers#no-such-part' },
      { question: 'Invented?', answer: '/tests/fixtures/content/answers#refunds', fields: ['refund_reason'], events: ['card_payment.disputed'] },
      { question: 'Silent?', answer: '/tests/fixtures/content/answers#refunds', operations: ['CardsController_payments'], errors: ['wallet_archived'], values: ['refund'], fields: ['card_payment.refunded_transaction_id'] },
    ];
    expect(planted.flatMap((q, i) => checkQuestion(i, q, names, files, readRepoFile))).toEqual([
      `question 1 ("Gone?"): ${FIXTURE} has no heading with the anchor #no-such-part (rule: question-anchor)`,
      'question 2 ("Invented?"): field `refund_reason` is not in the spec (rule: question-name)',
      'question 2 ("Invented?"): event `card_payment.disputed` is not in the spec (rule: question-name)',
      `question 3 ("Silent?"): ${FIXTURE}:7 #refunds does not name the operation \`CardsController_payments\` (rule: question-section)`,
      `question 3 ("Silent?"): ${FIXTURE}:7 #refunds does not name the error code \`wallet_archived\` (rule: question-section)`,
    ]);
  });
});

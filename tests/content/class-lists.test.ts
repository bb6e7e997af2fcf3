// cspell:ignore entit
import { beforeAll, describe, expect, it } from 'vitest';
import { classFacts, classListProblems, type ClassFacts } from './support/class-lists';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/class-lists.mdx';
/** Its entries say what the API did on their date; a later entry supersedes them. */
const DATED_PAGES = new Set(['docs/api/changelog.mdx']);

function lineOf(source: string, snippet: string): number {
  const index = source.split('\n').findIndex((line) => line.includes(snippet));
  if (index === -1) throw new Error(`fixture has no line containing ${snippet}`);
  return index + 1;
}

describe('lists of a class the spec defines name all of it: PATCH fields that act, objects with metadata, card changes while suspended, when a currency opens a wallet, sole traders beside legal entities', () => {
  let facts: ClassFacts;
  const fixture = readRepoFile(FIXTURE);
  const at = (snippet: string) => `${FIXTURE}:${lineOf(fixture, snippet)}`;

  beforeAll(async () => {
    facts = classFacts(await loadApiModel());
  }, 60_000);

  it('reads each class from the spec and the lifecycle data', () => {
    expect(facts.actingFields).toEqual([
      { name: 'wallet_currencies', array: true },
      { name: 'rotate_secret', array: false },
      { name: 'rotation_grace_period_hours', array: false },
    ]);
    expect(facts.metadata.created).toEqual(new Set(['customer', 'virtual account', 'card', 'transaction']));
    expect(facts.metadata.replaced).toEqual(new Set(['customer', 'wallet']));
    expect(facts.cardChanges).toEqual(['activating', 'freezing', 'unfreezing', 'blocking', 'cancelling']);
  });

  const sources = [...docPages().filter((file) => !DATED_PAGES.has(file)), ...handWrittenFiles('examples/api').filter((f) => f.endsWith('.yaml')), 'examples/api.yaml'];
  it.each(sources)('%s: names every member of each class', (file) => {
    expect(classListProblems(file, readRepoFile(file), facts).map(String)).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule, and passes the correct list beside each', () => {
    expect(classListProblems(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('rather than adding to them, except')}: \`PATCH\` is said to set values rather than add, without naming \`wallet_currencies\`, \`rotation_grace_period_hours\`, which act instead (a \`PATCH\` body field the returned object does not hold) (rule: patch-acting-fields)`,
      `${at('| An array or `metadata` |')}: an array sent with \`PATCH\` is said to replace the whole value, without naming \`wallet_currencies\`, which acts instead (a \`PATCH\` body field the returned object does not hold) (rule: patch-acting-fields)`,
      `${at('Customers, cards and transactions take it')}: lists the objects that take \`metadata\` when created, but leaves out virtual account (the spec's request bodies: card, customer, transaction, virtual account) (rule: metadata-objects)`,
      `${at('customers and wallets replace it with their `PATCH`; on cards')}: lists the objects that keep \`metadata\` unchanged, but leaves out virtual account (the spec's request bodies: card, transaction, virtual account) (rule: metadata-objects)`,
      `${at('only on customers, wallets and cards')}: lists the objects that can change \`metadata\` later, but names card, which the spec does not (the spec's request bodies: customer, wallet) (rule: metadata-objects)`,
      `${at('| Freezing, blocking')}: lists what a suspended customer's cards can still change without activating, unfreezing; update a card's status does each of activating, freezing, unfreezing, blocking, cancelling for a suspended customer too (src/data/lifecycles.ts) (rule: suspended-card-changes)`,
      `${at('has no wallet for opens one')}: gives when a listed currency opens a wallet as "no wallet for"; say it in the spec's one wording, "no wallet other than \`archived\` ones" (an archived wallet does not count, a pending one does) (rule: wallet-opening-condition)`,
      `${at('partnership, association or sole trader')}: counts a sole trader as a legal entity ("legal entity (company, partnership, association or sole trader)"); a sole trader is a business customer without a separate legal entity (docs/guides/counterparty-sectors.mdx, \`sole_trader\`) (rule: sole-trader-entity)`,
      `${at('Sole traders are legal entities')}: counts a sole trader as a legal entity ("Sole traders are legal entit"); a sole trader is a business customer without a separate legal entity (docs/guides/counterparty-sectors.mdx, \`sole_trader\`) (rule: sole-trader-entity)`,
    ]);
  });
});

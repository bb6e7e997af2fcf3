import { describe, expect, it } from 'vitest';
import { checkOrderProblems, customerBeforeWallet, ERROR_ORDER_PAGE } from './support/check-order';
import { fixtureLine } from './support/fixture-lines';
import { handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/check-order.yaml';
const pathFiles = () => handWrittenFiles('examples').filter((file) => file.startsWith('examples/api/paths/') && /\.ya?ml$/.test(file));

describe('an operation that can fail on the customer and on the wallet says which it checks first', () => {
  it('reads the order from the conventions', () => {
    expect(() => customerBeforeWallet(readRepoFile(ERROR_ORDER_PAGE))).not.toThrow();
    expect(() => customerBeforeWallet('Each wallet, then the customer.')).toThrow(`${ERROR_ORDER_PAGE}#error-order no longer checks`);
  });

  it('holds for every operation of the spec, and applies to some', () => {
    const files = pathFiles();
    expect(files.flatMap((file) => checkOrderProblems(file, readRepoFile(file)))).toEqual([]);
    const stating = files.filter((file) => /- code: customer_not_active\s+when: >-(?:(?!- code:)[^])*Checked before (?:the|either) wallet/.test(readRepoFile(file)));
    expect(stating).toEqual(expect.arrayContaining(['examples/api/paths/cards_debit.yaml', 'examples/api/paths/cards_credit.yaml', 'examples/api/paths/transactions_payments.yaml']));
  });

  it('catches the planted mistake, naming file, line, pointer and rule', () => {
    expect(checkOrderProblems(FIXTURE, readRepoFile(FIXTURE))).toEqual([
      `${FIXTURE}:${Number(fixtureLine(FIXTURE, readRepoFile(FIXTURE), 'The customer is `suspended` or `closed`.').split(':')[1]) - 2} (#/post/x-errors/2): PlantedController_createCard can return \`customer_not_active\` and a wallet's (\`wallet_not_active\`) without saying which comes first; the customer is checked before the wallet (${ERROR_ORDER_PAGE}#error-order): say "Checked before the wallet's status." (rule: check-order-stated)`,
    ]);
  });
});

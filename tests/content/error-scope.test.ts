import { beforeAll, describe, expect, it } from 'vitest';
import { declineCodeProblems, specificToProblems } from './support/error-scope';
import { currentDocPages, readFixture, specFiles } from './support/check-inputs';
import { readRepoFile } from './support/repo-files';
import { loadApiModel, type ApiModel } from './support/spec';
import { declineOrder, ORDER_SOURCE } from './support/stated-rules';

const FIXTURE = 'tests/fixtures/content/error-scope.mdx';

describe('statements that narrow an error code or a decline reason', () => {
  let model: ApiModel & { codes: Set<string> };
  const order = declineOrder(readRepoFile(ORDER_SOURCE));
  const { text: fixture, at } = readFixture(FIXTURE);
  const files = () => [...currentDocPages(), ...specFiles()];

  beforeAll(async () => {
    const loaded = await loadApiModel();
    model = Object.assign(loaded, { codes: new Set(loaded.errorCodes.map((entry) => entry.code)) });
  }, 60_000);

  it('fails on a code called specific to credit cards that creating a debit card returns too, naming file, line and rule', () => {
    expect(specificToProblems(FIXTURE, fixture, model)).toEqual([
      `${at('Three refusals are specific')}: \`currency_mismatch\` is called specific to credit cards, but Create a debit card (CardsController_createDebitCard) returns it too (rule: specific-to-scope)`,
    ]);
  });

  it('fails on a declined authorisation tied to a later code without the order, naming file, line and rule', () => {
    const rule = `without deferring to the order of \`failure_code\` (${order.join(', ')}): an earlier reason that also applies wins; say "unless" and link the order (rule: decline-code-order)`;
    expect(declineCodeProblems(FIXTURE, fixture, order)).toEqual([
      `${at('is declined with `insufficient_funds`.')}: says a declined authorisation carries \`insufficient_funds\` ${rule}`,
      `${at('is declined (`limit_exceeded`)')}: says a declined authorisation carries \`limit_exceeded\` ${rule}`,
    ]);
  });

  it('passes on every current page and spec file', () => {
    expect(files().flatMap((file) => specificToProblems(file, readRepoFile(file), model))).toEqual([]);
    expect(files().flatMap((file) => declineCodeProblems(file, readRepoFile(file), order))).toEqual([]);
  });
});

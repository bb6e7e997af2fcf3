import { beforeAll, describe, expect, it } from 'vitest';
import { checkFailureRows, failureCauses } from './support/failure-causes';
import { docPages, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

describe("a page's row that explains a failure_code names every cause the spec gives it", () => {
  let causes: Map<string, Set<string>>;
  beforeAll(async () => {
    causes = failureCauses(await loadApiModel());
  }, 60_000);

  it('reads the causes from FailureCode', () => {
    expect(causes.get('card_declined')).toEqual(new Set(['active', 'frozen', 'suspended']));
  });

  it.each(docPages())('%s', (file) => {
    expect(checkFailureRows(file, readRepoFile(file), causes).map(String)).toEqual([]);
  });

  it('failure-code-causes: a row that leaves out a frozen wallet and a suspended customer, at its line', () => {
    const page = ['| `failure_code` | Why |', '| --- | --- |', '| `card_declined` (`05`) | The card is not `active`, the PIN or security code was wrong, or the merchant is blocked |'].join('\n');
    expect(checkFailureRows('docs/guides/planted.mdx', page, causes).map(String)).toEqual([
      "docs/guides/planted.mdx:3: the row for `card_declined` leaves out `frozen`, `suspended`, which FailureCode's description gives as causes of it; name every cause the spec gives (rule: failure-code-causes)",
    ]);
  });
});

// Planted mistakes in the spec's examples: lists against the world between their items, wallets opened by adding currencies, names only a rename sets.
import { describe, expect, it } from 'vitest';
import { modelBeforeAll } from '../../plugins/api-model/test-model';
import { withPlantedOperation } from './support/planted-model';
import type { ApiModel, OperationModel } from './support/spec';
import { entitiesOf, formatWorldProblem, World } from './support/world';
import { currenciesOpened } from './support/world-currencies';
import { listsSkippingObjects } from './support/world-list-order';
import { incompleteLists, listExamples } from './support/world-lists';
import { defaultWalletNames, renamedWithoutUpdate } from './support/world-names';
import { specExamples } from './support/world-sources';

type Json = Record<string, unknown>;

describe('the list and update rules of the one world, on planted mistakes', () => {
  const model = modelBeforeAll();

  const planted = (operationId: string, plant: (op: OperationModel) => void): ApiModel => withPlantedOperation(model(), operationId, plant);
  const worldOf = (spec: ApiModel) => new World(entitiesOf(specExamples(spec)));
  const example = (op: OperationModel, name: string) => op.responses['200'].content!['application/json'].examples![name].value as Json;
  const listProblems = (spec: ApiModel, operationId: string, rule: typeof listsSkippingObjects) =>
    rule(worldOf(model()), listExamples(spec, []).filter((list) => list.op.operationId === operationId), spec).map(formatWorldProblem);

  it('holds on the spec as it is', () => {
    const lists = listExamples(model(), []);
    expect([...listsSkippingObjects(worldOf(model()), lists, model()), ...incompleteLists(worldOf(model()), lists, model()), ...currenciesOpened(model(), worldOf(model()))]).toEqual([]);
  });

  it("list-skips-object: a customer's transactions that leave out the GBP payment created between the two items", () => {
    const spec = planted('CustomersController_getCustomerTransactions', (op) => {
      const page = example(op, 'page');
      page.data = (page.data as Json[]).filter((item) => item.id !== 'txn_5Gh8Jk2Lz6Xc9Vb3');
    });
    expect(listProblems(spec, 'CustomersController_getCustomerTransactions', listsSkippingObjects)).toEqual([
      expect.stringMatching(/^examples\/api\/components\/responses\.yaml#\/TransactionListOk\/content\/application~1json\/examples\/page\/value\/data \(line \d+\): CustomersController_getCustomerTransactions \(\/customers\/cus_4f9Kq2LmN8pR7sT1\/transactions\?limit=2\): the list goes from 2026-12-18T07:01:13Z to 2026-12-17T18:20:00Z but skips txn_5Gh8Jk2Lz6Xc9Vb3 \(created 2026-12-17T18:25:00Z, examples\/api\/paths\/transactions_payments\.yaml#.*\), which its request selects \(rule: list-skips-object\)$/),
    ]);
  });

  it('list-order: the same list with its newest item last', () => {
    const spec = planted('CustomersController_getCustomerTransactions', (op) => {
      const page = example(op, 'page');
      page.data = [...(page.data as Json[]).slice(1), (page.data as Json[])[0]];
    });
    expect(listProblems(spec, 'CustomersController_getCustomerTransactions', listsSkippingObjects)).toEqual([
      expect.stringMatching(/\(line \d+\): CustomersController_getCustomerTransactions .*: txn_2Nb5Vc8Xz1Lk4Jh7 \(created 2026-12-18T07:01:13Z\) comes after txn_6Yt9Re2Wq5Az8Sx1 \(created 2026-12-17T18:20:00Z\); a list is newest first \(rule: list-order\)$/),
    ]);
  });

  it("complete-list: a program-wide wallet list that says it is whole but holds one customer's wallets", () => {
    const spec = planted('DigitalWalletsController_listDigitalWallets', (op) => {
      Object.assign(example(op, 'portfolio'), { has_more: false, next_cursor: null });
    });
    expect(listProblems(spec, 'DigitalWalletsController_listDigitalWallets', incompleteLists)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/wallets\.yaml#\/get\/responses\/200\/content\/application~1json\/examples\/portfolio\/value\/data \(line \d+\): DigitalWalletsController_listDigitalWallets \(\/wallets\?limit=20\): the list says `has_more: false` but leaves out the opening wallet of cus_6Rt2Yu8Io4Pa1Sd7 \(created 2026-11-30T10:15:00Z, examples\/api\/paths\/customers_individual\.yaml#.*\), which its request selects \(rule: complete-list\)$/),
    ]);
  });

  it('currencies-opened: adding USD with a list that still names the archived GBP wallet', () => {
    const spec = planted('CustomersController_updateCustomer', (op) => {
      (op.requestBody!.content!['application/json'].examples!.addCurrency.value as Json).wallet_currencies = ['EUR', 'GBP', 'USD'];
    });
    expect(currenciesOpened(spec, worldOf(model())).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/customers_customer_id\.yaml#\/patch\/requestBody\/content\/application~1json\/examples\/addCurrency\/value\/wallet_currencies \(line \d+\): CustomersController_updateCustomer "addCurrency": sends `wallet_currencies` \["EUR","GBP","USD"\] at 2026-12-19T16:05:00Z, when cus_4f9Kq2LmN8pR7sT1 has wallets that are not archived in EUR; that opens a wallet in GBP, USD, but the examples say USD .*\(rule: currencies-opened\)$/),
    ]);
  });

  it('set-by-update-only: a wallet named "Travel money" that was never updated', () => {
    const names = defaultWalletNames(String(model().schemas.WalletCurrency.description));
    expect(names.get('GBP')).toBe('Pound sterling wallet');
    expect(renamedWithoutUpdate(worldOf(model()), names)).toEqual([]);
    const entities = entitiesOf(specExamples(model()));
    const listed = entities.find((entity) => entity.id === 'wal_3Ks8Df5Gh1Jl4Pq7' && entity.where.startsWith('examples/api/paths/wallets.yaml#/get'))!;
    listed.fields.set('updated_at', listed.fields.get('created_at'));
    expect(renamedWithoutUpdate(new World(entities), names).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/wallets\.yaml#\/get\/responses\/200\/content\/application~1json\/examples\/portfolio\/value\/data\/0 \(line \d+\): wal_3Ks8Df5Gh1Jl4Pq7 is named "Travel money" but its `updated_at` \(2026-12-01T09:10:00Z\) is its `created_at`; a wallet opens as "Pound sterling wallet" and only a rename, which moves `updated_at`, sets another name \(rule: set-by-update-only\)$/),
    ]);
  });
});

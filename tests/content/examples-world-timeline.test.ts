// Planted mistakes for the one-world rules about time, identity, owners and whole lists: each fails on
// the fixture page, naming its line and rule; the update and saved-response rules fail on a changed spec.
import { describe, expect, it } from 'vitest';
import { modelBeforeAll } from '../../plugins/api-model/test-model';
import { postmanCollection } from '../../plugins/exports/postman';
import { withPlantedOperation } from './support/planted-model';
import { readRepoFile } from './support/repo-files';
import type { ApiModel, OperationModel } from './support/spec';
import { entitiesOf, formatWorldProblem, World } from './support/world';
import { creationsUnderTwoIds, deliveriesToNoSubscription, holderNameConflicts, proseOwnerConflicts, sharedIdentifiers } from './support/world-identity';
import { incompleteLists, listExamples } from './support/world-lists';
import { renamesWithoutUpdate } from './support/world-names';
import { docListsOf } from './support/world-pairs';
import { docExamplesOf, specExamples } from './support/world-sources';
import { activityAfterTerminal, statusesAtOneTime, statusSightings, terminalStates } from './support/world-timeline';
import { responsesWithoutRequest, savedResponsesOffRequest, updatesChangingTheRest } from './support/world-updates';

const FIXTURE = 'tests/fixtures/content/world-mistakes.mdx';
const source = readRepoFile(FIXTURE);
const sources = docExamplesOf(FIXTURE, source);
const world = new World(entitiesOf(sources));
const page = [{ file: FIXTURE, source }];
const lineOf = (text: string, from = 0) => source.split('\n').findIndex((line, index) => index >= from && line.includes(text)) + 1;
const at = (text: string, from = 0) => `${FIXTURE}:${lineOf(text, from)}`;

describe('the one-world rules on the planted page', () => {
  it('terminal states come from the lifecycles', () => {
    expect(terminalStates('CardStatus').sort()).toEqual(['blocked', 'cancelled', 'expired']);
    expect(terminalStates('WalletStatus')).toEqual(['archived']);
  });

  it('one-status-at-a-time: a passport accepted while a requirement names it as the rejected one', () => {
    expect(statusesAtOneTime(statusSightings(world)).map(formatWorldProblem)).toEqual([
      `${at('"id": "cus_4f9Kq2LmN8pR7sT1"')}: kyd_7Lk4Jh1Gf8Ds5Ap2 is \`rejected\` (cus_4f9Kq2LmN8pR7sT1's requirement \`document_unreadable\` names it as the rejected document to replace) here at 2026-11-03T08:01:50Z, but \`accepted\` at the same moment at ${at('"id": "kyd_7Lk4Jh1Gf8Ds5Ap2"')}; an object has one status at a time (rule: one-status-at-a-time)`,
    ]);
  });

  it('nothing-after-terminal: a blocked card authorises, an archived wallet books an adjustment', () => {
    expect(activityAfterTerminal(world, statusSightings(world)).map(formatWorldProblem)).toEqual([
      `${at('"id": "txn_7Mn1Bv4Cx8Za2Sd6"')}: txn_7Mn1Bv4Cx8Za2Sd6 names crd_5Fg8Hj2Kl6Zx3Cv9 in \`card_payment.card_id\` and is created at 2026-11-20T08:12:45Z, after crd_5Fg8Hj2Kl6Zx3Cv9 became \`blocked\` at 2026-11-18T17:50:00Z (${at('"id": "crd_5Fg8Hj2Kl6Zx3Cv9"')}), a state it never leaves (rule: nothing-after-terminal)`,
      `${at('"id": "txn_8Lk1Jh4Gf7Ds0Ap3"')}: txn_8Lk1Jh4Gf7Ds0Ap3 names wal_3Ks8Df5Gh1Jl4Pq7 in \`wallet_id\` and is created at 2026-11-21T11:45:00Z, after wal_3Ks8Df5Gh1Jl4Pq7 became \`archived\` at 2026-11-20T09:30:00Z (${at('"id": "wal_3Ks8Df5Gh1Jl4Pq7"')}), a state it never leaves (rule: nothing-after-terminal)`,
    ]);
  });

  it('unique-identifiers: one account number and sort code on two virtual accounts, one bank at two addresses, one customer code on two customers', () => {
    const problems = sharedIdentifiers(sources).map(formatWorldProblem);
    const second = lineOf('vac_2Wq9Er4Ty7Ui1Op6');
    expect(problems).toEqual([
      `${FIXTURE}:${second - 2}: the bank details 41926819 / 040004 belongs to vac_2Wq9Er4Ty7Ui1Op6 here, but to vac_3Pa6Sd9Fg2Hj5Kl8 at ${FIXTURE}:${lineOf('vac_3Pa6Sd9Fg2Hj5Kl8') - 2}; it identifies one (rule: unique-identifiers)`,
      expect.stringMatching(/:\d+: the address of Ledgerline Bank UK is \{"line1":"1 Finsbury Avenue","city":"London"\} here, but \{"line1":"1 Poultry","city":"London"\} at .*; one bank has one address \(rule: unique-identifiers\)$/),
      `${at('is already used by')}: the customer code ACME-00042 belongs to cus_4f9Kq2LmN8pR7sT1 here, but to cus_7Tb3Xy9Qw2Er5Ty8 at ${at('"id": "cus_7Tb3Xy9Qw2Er5Ty8"')}; it identifies one (rule: unique-identifiers)`,
    ]);
    expect(sharedIdentifiers(sources.slice(0, 1))).toEqual([]);
  });

  it('one-creation-one-id: one card issuance under two ids', () => {
    expect(creationsUnderTwoIds(world).map(formatWorldProblem)).toEqual([
      `${at('"id": "crd_2Wd5Rt8Yu1Io4Pl7"')}: crd_2Wd5Rt8Yu1Io4Pl7 is created at 2026-11-04T12:05:00Z with the same parent and request data as crd_3Dx6Fc9Gv2Bh5Nj8 (${at('"id": "crd_3Dx6Fc9Gv2Bh5Nj8"')}); one creation has one id (rule: one-creation-one-id)`,
    ]);
  });

  it("one-owner-name: prose names Jonas Becker's EUR wallet, which the world gives to Northwind Trading B.V.", () => {
    expect(proseOwnerConflicts(world, page).map(formatWorldProblem)).toEqual([
      `${at("Jonas Becker's EUR wallet")}: "Jonas Becker's EUR wallet" names Jonas Becker, but the EUR wallets of this section are others' (wal_6Ty9Ui2Op5As8Df1 is Northwind Trading B.V.'s) (rule: one-owner-name)`,
    ]);
  });

  it('one-owner-name: a counterparty names a wallet after someone other than its owner', () => {
    const transfer = { id: 'txn_3Mk6Nj9Bh2Vg5Cf8', object: 'transaction', type: 'internal_transfer', wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', customer_id: 'cus_4f9Kq2LmN8pR7sT1', counterparty: { type: 'wallet', name: 'Jonas Becker', wallet_id: 'wal_6Ty9Ui2Op5As8Df1' } };
    const planted = [...sources, ...docExamplesOf('docs/guides/planted.mdx', `\`\`\`json\n${JSON.stringify(transfer, null, 2)}\n\`\`\`\n`)];
    expect(holderNameConflicts(new World(entitiesOf(planted))).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^docs\/guides\/planted\.mdx:\d+: wal_6Ty9Ui2Op5As8Df1's holder is Jonas Becker here, but Northwind Trading B\.V\. at .* \(the owner, cus_7Tb3Xy9Qw2Er5Ty8\); a wallet has one owner \(rule: one-owner-name\)$/),
    ]);
  });

  it('wallet-rename-alone: a wallet activated at KYC approval under a name it was never renamed to', () => {
    const created = lineOf('"id": "wal_2Rt5Yu8Io1Pa4Sd7"');
    const activated = lineOf('"id": "wal_2Rt5Yu8Io1Pa4Sd7"', created);
    expect(renamesWithoutUpdate(world).map(formatWorldProblem)).toEqual([
      `${FIXTURE}:${activated}: wal_2Rt5Yu8Io1Pa4Sd7 is named "Main account" here (\`active\`, updated 2026-11-03T08:02:11Z), but "Euro wallet" at ${FIXTURE}:${created} (\`pending\`, updated 2026-11-02T10:15:00Z); the update between them changed the status, and a rename is an update of its own that no example shows (rule: wallet-rename-alone)`,
    ]);
  });

  it('delivery-url: a delivery to a path no subscription has', () => {
    expect(deliveriesToNoSubscription(world, page).map(formatWorldProblem)).toEqual([
      `${at('POST /webhooks/ledgerline')}: a delivery to https://hooks.example.com/webhooks/ledgerline, which is no subscription's url (https://hooks.example.com/ledgerline) (rule: delivery-url)`,
    ]);
  });
});

describe('the rules that read the spec, on planted mistakes', () => {
  const model = modelBeforeAll();

  const planted = (operationId: string, plant: (op: OperationModel) => void): ApiModel => withPlantedOperation(model(), operationId, plant);
  const specWorld = () => new World(entitiesOf(specExamples(model())));
  const responseExamples = (op: OperationModel, status: string) => op.responses[status].content!['application/json'].examples!;

  it("complete-list: a customer's whole card list that leaves out a card of theirs", () => {
    const lists = listExamples(model(), docListsOf(model(), page)).filter((list) => list.where.startsWith(FIXTURE));
    expect(incompleteLists(world, lists, model()).map(formatWorldProblem)).toEqual([
      `${FIXTURE}:${lineOf('operation="CardsController_listCustomerCards"')}: CardsController_listCustomerCards (/customers/cus_4f9Kq2LmN8pR7sT1/cards): the list says \`has_more: false\` but leaves out crd_5Fg8Hj2Kl6Zx3Cv9 (created 2026-11-04T12:00:00Z, ${at('"id": "crd_5Fg8Hj2Kl6Zx3Cv9"')}), crd_2Wd5Rt8Yu1Io4Pl7 (created 2026-11-04T12:05:00Z, ${at('"id": "crd_2Wd5Rt8Yu1Io4Pl7"')}), which its request selects (rule: complete-list)`,
    ]);
  });

  it('update-keeps-rest: an update response that changes terms_acceptance, which its request did not send', () => {
    const spec = planted('CustomersController_updateCustomer', (op) => {
      (responseExamples(op, '200').changeSector.value as Record<string, unknown>).terms_acceptance = { accepted_at: '2026-12-03T14:20:00Z', ip_address: '203.0.113.42', version: '2026-10-01' };
    });
    const problems = updatesChangingTheRest(spec, specWorld());
    expect(problems.map(formatWorldProblem)).toEqual([
      expect.stringMatching(/^examples\/api\/paths\/customers_customer_id\.yaml#\/patch\/responses\/200\/content\/application~1json\/examples\/changeSector\/value\/terms_acceptance \(line \d+\): CustomersController_updateCustomer "changeSector": `terms_acceptance` is \{"accepted_at":"2026-12-03T14:20:00Z".*\}, but the request did not send it and cus_7Tb3Xy9Qw2Er5Ty8 had \{"accepted_at":"2026-12-03T14:19:12Z".*a field left out keeps its value \(rule: update-keeps-rest\)$/),
    ]);
  });

  it('update-keeps-rest: a person sent without an id comes back with the id of one on file', () => {
    const spec = planted('CustomersController_updateCustomer', (op) => {
      const request = op.requestBody?.content?.['application/json']?.examples?.beneficialOwners?.value as { business: { beneficial_owners: Record<string, unknown>[] } };
      delete request.business.beneficial_owners[0].id;
    });
    const messages = updatesChangingTheRest(spec, specWorld()).map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining('"beneficialOwners": `business.beneficial_owners[0]` is sent without an `id`, so it is new, but the response gives it per_8Kd2Lf5Mg9Nh3Pj6'));
  });

  it('response-has-its-request: a response example named after no request example', () => {
    const spec = planted('WebhooksController_updateWebhook', (op) => {
      const examples = responseExamples(op, '200');
      examples.rolled = examples.rotateSecret;
      delete examples.rotateSecret;
    });
    expect(responsesWithoutRequest(spec).map((problem) => `${problem.message} (rule: ${problem.rule})`)).toEqual([
      'WebhooksController_updateWebhook: the response example "rolled" has no request example of its name ("disable", "enable", "changeEvents", "rotateSecret"), so no one can tell which request produces it (rule: response-has-its-request)',
    ]);
  });

  it("saved-response-request: a Postman saved response kept with the item's first request", () => {
    const collection = postmanCollection(model(), 'https://docs.example.com');
    expect(savedResponsesOffRequest(model(), collection)).toEqual([]);
    const item = collection.item.flatMap((folder) => folder.item ?? []).find((candidate) => candidate.name === 'Update a webhook subscription')!;
    for (const response of item.response!) response.originalRequest = item.request!;
    expect(savedResponsesOffRequest(model(), collection).map(formatWorldProblem)).toEqual([
      expect.stringMatching(/saved response "200 Deliveries resumed".* has the request body \{ "status": "disabled" \} as its original request, but it answers the request example "enable" \(rule: saved-response-request\)$/),
      expect.stringMatching(/^Postman collection: Update a webhook subscription \(saved response "200 Card events added"\): the saved response "200 Card events added" of "Update a webhook subscription" has the request body \{ "status": "disabled" \} as its original request, but it answers the request example "changeEvents" \(rule: saved-response-request\)$/),
      expect.stringMatching(/saved response "200 Secret rolled; the old one signs for 24 more hours".* but it answers the request example "rotateSecret" \(rule: saved-response-request\)$/),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LocatedChange } from '../api-diff';
import { checkDescribedChanges, describedChanges } from './describedChanges';
import type { ChangelogEntry } from './parse';

const words = (over: Partial<LocatedChange>): LocatedChange => ({
  operationId: 'archiveWallet',
  direction: 'none',
  subject: 'documentation',
  action: 'changed',
  name: '',
  class: 'documentation',
  side: 'after',
  breaking: false,
  rule: 'documentation-changed',
  text: 'description changed',
  pointer: '/paths/~1wallets~1{wallet_id}~1archive/post/description',
  source: { file: 'api/paths/archive.yaml', pointer: '/post/description', line: 4 },
  ...over,
});

const archive = words({});
const returned = words({ operationId: undefined, event: 'payment.returned', pointer: '/webhooks/payment.returned/post/description', source: { file: 'api/webhooks/payment.returned.yaml', pointer: '/post/description', line: 5 } });
const field = words({ pointer: '/paths/~1wallets~1{wallet_id}~1archive/post/responses/200/content/application~1json/schema/properties/id/description', source: { file: 'api/schemas/wallets.yaml', pointer: '/Wallet/properties/id/description', line: 40 } });
const status = (operationId: string) =>
  words({ operationId, pointer: `/paths/~1x/get/responses/200/content/application~1json/schema/properties/status/description`, source: { file: 'api/schemas/wallets.yaml', pointer: '/WalletStatus/description', line: 12 } });

const entry = (kind: ChangelogEntry['kind'], operations: string[], events: string[] = [], date = '2026-12-01'): ChangelogEntry => ({ id: `e-${kind}`, date, kind, title: 'planted', operations, events, body: 'Planted.', line: 9 });
const coming = (changes: LocatedChange[]) => [{ date: '2026-11-26', coming: true, changes }];
const rules = (entries: ChangelogEntry[], changes: LocatedChange[]) => checkDescribedChanges(entries, coming(changes), 'changelog.mdx').map((p) => `${p.message} (rule: ${p.rule})`);

describe('operations and events whose description changed', () => {
  it('are found from their own description or summary and from a status enum, never from a field', () => {
    expect(describedChanges([archive, returned, field, status('getWallet'), status('listWallets')]).map((d) => `${d.kind} ${d.targets.join(',')}`)).toEqual([
      'operation archiveWallet',
      'event event:payment.returned',
      'status getWallet,listWallets',
    ]);
  });

  it('fail, naming the source line and the release, when no entry of the release links them', () => {
    expect(rules([entry('fixed', ['getWallet'])], [archive, returned])).toEqual([
      'api/paths/archive.yaml#/post/description (line 4): the description of archiveWallet changed in the coming release (entries dated after 2026-11-26), and no entry of that release links it: link it under the entry whose topic it is (a Fixed entry when the behaviour did not change) and say what changed where a reader must act on it (rule: described-change-not-named)',
      'api/webhooks/payment.returned.yaml#/post/description (line 5): the description of event `payment.returned` changed in the coming release (entries dated after 2026-11-26), and no entry of that release links it: link it under the entry whose topic it is (a Fixed entry when the behaviour did not change) and say what changed where a reader must act on it (rule: described-change-not-named)',
    ]);
  });

  it('pass when an entry of the release links each, under any label; an entry of another release does not count', () => {
    expect(rules([entry('fixed', ['archiveWallet'], ['payment.returned'])], [archive, returned])).toEqual([]);
    expect(rules([entry('changed', ['archiveWallet'], ['payment.returned'], '2026-11-26')], [archive, returned])).toHaveLength(2);
  });

  it('a status description is covered by an entry linking any operation that returns it', () => {
    expect(rules([entry('fixed', ['listWallets'])], [status('getWallet'), status('listWallets')])).toEqual([]);
    expect(rules([], [status('getWallet'), status('listWallets')])).toEqual([expect.stringMatching(/^api\/schemas\/wallets\.yaml#\/WalletStatus\/description \(line 12\): the status description returned by getWallet, listWallets changed .*\(rule: described-change-not-named\)$/)]);
  });

  it('a published release may accept an unlinked change with its reason; the coming release may not, and a stale acceptance fails', () => {
    const accepted = [{ release: '2026-11-26', targets: ['archiveWallet'], reason: 'Wording only.' }];
    const published = [{ date: '2026-11-26', changes: [archive] }];
    expect(checkDescribedChanges([], published, 'changelog.mdx', accepted)).toEqual([]);
    expect(checkDescribedChanges([], coming([archive]), 'changelog.mdx', accepted).map((p) => p.rule)).toEqual(['described-change-not-named']);
    expect(checkDescribedChanges([], [{ date: '2026-11-26', changes: [returned] }], 'changelog.mdx', accepted).map((p) => p.message)).toEqual([
      'archiveWallet is accepted as unlinked in the 2026-11-26 release, whose descriptions of it did not change: remove it from the accepted list',
      expect.stringMatching(/event `payment.returned` changed in the 2026-11-26 release/),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LocatedChange } from '../api-diff';
import { describeCoverage, type DiffCheckInput } from './diffCheck';
import type { ChangelogEntry } from './parse';
import { change, frozenStatus } from './testChanges';

// A new value in what `getCard` already returns: the label rule allows it only under Changed.
const frozen = frozenStatus({});

const entry = (kind: ChangelogEntry['kind'], line: number): ChangelogEntry => ({ id: `e${line}`, date: '2026-02-01', kind, title: 'Cards', operations: ['getCard', 'createCard'], events: [], body: '', line });

const coverage = (changes: LocatedChange[], entries: ChangelogEntry[]) => {
  const input: DiffCheckInput = {
    file: 'f.mdx',
    entries,
    release: { kind: 'coming', since: '2026-01-19' },
    changes,
    operationNames: new Map([
      ['createCard', { summary: 'Create a card', route: '/docs/create-card' }],
      ['getCard', { summary: 'Retrieve a card', route: '/docs/get-card' }],
    ]),
  };
  // The header line counts; each line after it is one change.
  return describeCoverage(input).slice(1);
};

describe("the changelog check's summary suggests the label the label rules accept", () => {
  it('Changed, not "New or Changed", for a new value in a response integrations already receive', () => {
    expect(coverage([frozen], [])).toEqual([
      'Changed        `frozen` added to `status` in the 200 response [response-enum-value-added] (cards.yaml#/CardStatus/enum (line 40); reaches Retrieve a card) — NEEDS an entry dated after 2026-01-19, labelled Changed, that names one of: Retrieve a card',
    ]);
  });

  it('the Changed label when only New entries cover such a change, and "covered" once a Changed entry does', () => {
    expect(coverage([frozen], [entry('new', 7)])).toEqual([expect.stringMatching(/^Changed .* — NEEDS the Changed label on f\.mdx:7, not New$/)]);
    expect(coverage([frozen], [entry('new', 7), entry('changed', 9)])).toEqual([expect.stringMatching(/^Changed .* — covered by f\.mdx:7, f\.mdx:9$/)]);
  });

  it('"New or Changed" for what changes nothing until an integration uses it: a request field, or a value echoed from a request that gained it too', () => {
    const sent = change({ name: 'frozen', field: 'status', subject: 'enum-value', text: '`frozen` added to `status` in the request body', rule: 'request-enum-value-added', source: { file: 'cards.yaml', pointer: '/CardStatusRequest/enum', line: 50 } });
    expect(coverage([change({})], [])).toEqual([expect.stringMatching(/^New or Changed .* labelled New or Changed, that names one of: Create a card$/)]);
    expect(coverage([frozen, sent], [entry('new', 7)]).map((line) => line.split(' ')[0])).toEqual(['New', 'New']);
    expect(coverage([frozen, sent], [entry('new', 7)]).every((line) => line.endsWith('covered by f.mdx:7'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { LocatedChange, ReleaseDiff } from '../api-diff';
import type { ChangelogEntry } from './parse';
import { attributeChanges, changesByEntry, changesMarkdown, hrefOf, releaseSpecsMarkdown } from './releaseChanges';
import { change, frozenStatus } from './testChanges';
import { withReleaseChanges } from './twin';

const operations = new Map([
  ['createCard', { summary: 'Create a card', route: '/docs/create-card', tag: 'Cards' }],
  ['getCard', { summary: 'Retrieve a card', route: '/docs/get-card', tag: 'Cards' }],
]);

const entry = (id: string, kind: ChangelogEntry['kind'], ops: string[], body: string): ChangelogEntry => ({ id, date: '2026-02-01', kind, title: id, operations: ops, events: [], body, line: 1 });

describe('the spec changes an entry lists', () => {
  it('link the field anchor of the endpoint page, the status, the parameter, or the event payload; a removed field links the page', () => {
    expect(hrefOf(change({}), operations)).toBe('/docs/create-card#request-body-nickname');
    expect(hrefOf(change({ direction: 'response', status: '201', name: 'card.nickname', field: 'card.nickname' }), operations)).toBe('/docs/create-card#response-201-card.nickname');
    expect(hrefOf(change({ subject: 'parameter', in: 'query', name: 'status', field: undefined }), operations)).toBe('/docs/create-card#request-query-status');
    expect(hrefOf(change({ subject: 'status', direction: 'response', name: '409', field: undefined }), operations)).toBe('/docs/create-card#response-409');
    expect(hrefOf(change({ action: 'removed' }), operations)).toBe('/docs/create-card');
    expect(hrefOf(change({ operationId: undefined, event: 'card.created' }), operations)).toBe('/docs/notifications/webhook-notification-payloads#payload-card.created');
  });

  it('go to the one entry that names them; one no entry names, or two name alike, is a problem with its pointer', () => {
    const holder = change({ name: 'holder', field: 'holder', text: '`holder` added to the request body, required', breaking: true, class: 'breaking', source: { file: 'api.yaml', pointer: '/x/holder', line: 7 } });
    const history: ReleaseDiff[] = [{ date: '2026-02-01', previous: '2026-01-19', changes: [change({}), holder] }];
    const entries = [
      entry('fixed', 'fixed', ['createCard'], 'Idempotency.'),
      entry('nicknames', 'new', ['createCard'], 'Cards accept `nickname`.'),
      entry('other', 'breaking', ['createCard'], 'Something else.'),
    ];
    const byEntry = changesByEntry(entries, history, operations);
    expect(byEntry.get('nicknames')?.map((c) => c.text)).toEqual(['`nickname` added to the request body']);
    expect(byEntry.get('fixed')).toBeUndefined();
    // Planted: `holder` is named by no entry. The one Breaking entry reaching it does not take it by its label: which entry lists it is never a guess.
    expect(byEntry.get('other')).toBeUndefined();
    expect(attributeChanges(entries, history, 'f.mdx').problems).toEqual([
      {
        rule: 'change-not-attributed',
        message: 'api.yaml#/x/holder (line 7): "`holder` added to the request body, required" (2026-02-01) reaches f.mdx:1 "fixed", f.mdx:1 "nicknames", f.mdx:1 "other", and none names it: name `holder` in backticks in the entry that describes it',
      },
    ]);
    // Named by one entry, it goes there, breaking first.
    const named = [entries[0], entries[1], entry('other', 'breaking', ['createCard'], 'Send `holder`.')];
    expect(changesByEntry(named, history, operations).get('other')?.map((c) => c.text)).toEqual(['`holder` added to the request body, required']);
    // Named by two alike, it is claimed twice; the one whose heading says it takes it.
    const twice = [entries[0], entry('nicknames', 'new', ['createCard'], 'Cards accept `nickname` and `holder`.'), named[2]];
    expect(attributeChanges(twice, history, 'f.mdx').problems.map((p) => p.rule)).toEqual(['change-claimed-twice']);
    // Planted: the one entry naming a breaking change is labelled Fixed (the 2026-11-23 counterparty sector entry that made a response field nullable).
    const fixedNames = [entry('fixed', 'fixed', ['createCard'], 'Send `holder`.'), entries[1]];
    expect(attributeChanges(fixedNames, history, 'f.mdx').problems).toEqual([
      {
        rule: 'breaking-listed-under-other-label',
        message: 'api.yaml#/x/holder (line 7): "`holder` added to the request body, required" (2026-02-01) is breaking by the versioning rules (request-field-added), and the entry that names it, f.mdx:1 "fixed", is labelled Fixed: label that entry Breaking, with **Act by:**',
      },
    ]);
    const titled = [entries[0], twice[1], { ...named[2], title: 'cards need a holder' }];
    expect(attributeChanges(titled, history, 'f.mdx').problems).toEqual([]);
    expect(changesByEntry(titled, history, operations).get('other')?.map((c) => c.text)).toEqual(['`holder` added to the request body, required']);
  });

  it('an error code goes to the entry naming the code, not to another entry about the operation; the coming release is held the same way', () => {
    const code = change({ operationId: 'getCard', subject: 'error-code', direction: 'response', name: 'card_expired', field: undefined, text: 'New error code `card_expired`', source: { file: 'getCard.yaml', pointer: '/get/x-errors/1', line: 12 } });
    const coming = [{ date: '2026-01-19', previous: '2026-01-19', changes: [code], coming: true }];
    const address = { ...entry('address', 'new', ['getCard'], 'A new requirement, `address_missing`.'), date: '2026-02-15' };
    // Planted: the only entry about the operation does not name the code (the 2026-12-01 address entry and Update a customer's new codes).
    expect(attributeChanges([address], coming, 'f.mdx').problems).toEqual([
      {
        rule: 'change-not-attributed',
        message: 'getCard.yaml#/get/x-errors/1 (line 12): "New error code `card_expired`" (the coming release) reaches f.mdx:1 "address", and none names it: name `card_expired` in backticks in the entry that describes it',
      },
    ]);
    const errors = { ...entry('errors', 'fixed', ['createCard'], 'Tables now list `card_expired`.'), date: '2026-02-15' };
    expect(changesByEntry([address, errors], coming, operations).get('errors')?.map((c) => `${c.target}: ${c.text}`)).toEqual(['getCard: New error code `card_expired`']);
  });

  it('a new value in what integrations already receive is not New: an entry labelled New that names it is a problem', () => {
    const value = frozenStatus;
    const history: ReleaseDiff[] = [{ date: '2026-02-01', previous: '2026-01-19', changes: [value({}), value({ operationId: undefined, event: 'card.status_updated', status: undefined })] }];
    const labelled = (kind: ChangelogEntry['kind']) => ({ ...entry('frozen', kind, ['getCard'], 'Cards can be `frozen`.'), events: ['card.status_updated'] });
    // Planted: the 2026-12-01 address entry, labelled New, put `address_missing` into customers integrations already read.
    expect(attributeChanges([labelled('new')], history, 'f.mdx').problems).toEqual([
      {
        rule: 'new-label-reaches-existing-responses',
        message: 'cards.yaml#/CardStatus/enum (line 40): "`frozen` added to `status` in the 200 response" (2026-02-01) puts a new value into what integrations already receive (response-enum-value-added), and the entry that names it, f.mdx:1 "frozen", is labelled New, which says nothing changes until you use it: label that entry Changed and say what an integration that reads the field must do',
      },
    ]);
    expect(attributeChanges([labelled('changed')], history, 'f.mdx').problems).toEqual([]);
    // A new error code of an existing operation reaches its callers the same way.
    const code = value({ subject: 'error-code', name: 'card_frozen', field: undefined, text: 'New error code `card_frozen`', rule: 'response-error-code-added' });
    expect(attributeChanges([entry('codes', 'new', ['getCard'], 'Refused with `card_frozen`.')], [{ ...history[0], changes: [code] }], 'f.mdx').problems.map((p) => p.rule)).toEqual(['new-label-reaches-existing-responses']);
    // Planted: the 2026-12-01 virtual-account limit entry, labelled Fixed, without saying the API already returned the code.
    const fixedCode = (body: string) => attributeChanges([entry('codes', 'fixed', ['getCard'], body)], [{ ...history[0], changes: [code] }], 'f.mdx').problems;
    expect(fixedCode('Tables now list `card_frozen`.')).toEqual([
      {
        rule: 'new-label-reaches-existing-responses',
        message: 'cards.yaml#/CardStatus/enum (line 40): "New error code `card_frozen`" (2026-02-01) puts a new value into what integrations already receive (response-error-code-added), and the entry that names it, f.mdx:1 "codes", is labelled Fixed without saying the API already sent it: say so ("The API already …"), or label that entry Changed if the API starts sending it',
      },
    ]);
    expect(fixedCode('The API already returned `card_frozen`; the tables now list it.')).toEqual([]);
    // A value the response echoes from a request body that gained it too appears only once you send it: New fits.
    const sent = change({ name: 'frozen', field: 'status', subject: 'enum-value', text: '`frozen` added to `status` in the request body', rule: 'request-enum-value-added' });
    expect(attributeChanges([{ ...labelled('new'), operations: ['getCard', 'createCard'] }], [{ ...history[0], changes: [value({}), sent] }], 'f.mdx').problems).toEqual([]);
    // Planted: the 2026-11-23 balance-change events, labelled New, reached every subscription with `*` in `enabled_events`.
    const event = change({ event: 'card.frozen', operationId: undefined, direction: 'response', subject: 'event', name: 'card.frozen', text: 'New event `card.frozen`', rule: 'event-added', source: { file: 'webhooks/card.frozen.yaml', pointer: '', line: 1 } });
    const frozenEvent = (kind: ChangelogEntry['kind']) => ({ ...entry('frozen-event', kind, [], 'Sends `card.frozen`.'), events: ['card.frozen'] });
    expect(attributeChanges([frozenEvent('new')], [{ ...history[0], changes: [event] }], 'f.mdx').problems).toEqual([
      {
        rule: 'new-label-reaches-existing-responses',
        message: 'webhooks/card.frozen.yaml# (line 1): "New event `card.frozen`" (2026-02-01) adds an event type, which every subscription with a wildcard in `enabled_events` receives unasked (event-added), and the entry that names it, f.mdx:1 "frozen-event", is labelled New, which says nothing changes until you use it: label that entry Changed and say what an integration that reads the field must do',
      },
    ]);
    expect(attributeChanges([frozenEvent('changed')], [{ ...history[0], changes: [event] }], 'f.mdx').problems).toEqual([]);
  });

  it('a documentation-only change (an operation\'s errors listed for the first time) is listed under no entry, as the introduction says', () => {
    const documented = change({ subject: 'error-code', name: 'x-errors', field: undefined, direction: 'response', class: 'documentation', rule: 'response-error-codes-documented', text: 'errors listed' });
    const history: ReleaseDiff[] = [{ date: '2026-02-01', previous: '2026-01-19', changes: [documented] }];
    const fixed = [entry('error-tables', 'fixed', ['createCard'], 'Each page lists its errors (`x-errors`).')];
    expect(changesByEntry(fixed, history, operations).get('error-tables')).toBeUndefined();
    expect(attributeChanges(fixed, history, 'f.mdx').problems).toEqual([]);
    const intro = releaseSpecsMarkdown(['2026-02-01'], '2026-02-01', (path) => path);
    expect(intro).toContain('need an entry by the [versioning rules](/docs/api/intro#what-counts-as-breaking)');
    expect(intro).toContain('class as documentation only (a description reworded, an example, an operation\'s own errors listed for the first time) needs no entry and is not listed');
    expect(intro).toContain('An error code a parameter\'s own errors bring to an operation is a new error code of that operation, listed even when the operation listed no errors before.');
    // Planted: a documentation-only change that were listed would contradict that sentence.
    const listed = changesByEntry(fixed, [{ ...history[0], changes: [{ ...documented, class: 'additive' }] }], operations).get('error-tables');
    expect(listed?.map((c) => c.text)).toEqual(['errors listed']);
  });

  it('one change the spec writes in two places (a list\'s items beside the object) goes under one entry', () => {
    const ops = new Map([...operations, ['listCards', { summary: 'List cards', route: '/docs/list-cards', tag: 'Cards' }]]);
    const nullable = (over: Partial<LocatedChange>) =>
      change({ direction: 'response', status: '201', name: 'holder.sector', field: 'holder.sector', class: 'breaking', breaking: true, rule: 'response-became-nullable', subject: 'constraint', action: 'changed', text: '`holder.sector` in the 201 response: field may be `null`', source: { file: 'release.yaml', pointer: '/components/schemas/Card/properties/holder/properties/sector' }, ...over });
    const inList = nullable({ operationId: 'listCards', status: '200', name: 'data.holder.sector', field: 'data.holder.sector', text: '`data.holder.sector` in the 200 response: field may be `null`', source: { file: 'release.yaml', pointer: '/components/schemas/CardList/properties/data/items/properties/holder/properties/sector' } });
    const history: ReleaseDiff[] = [{ date: '2026-02-01', previous: '2026-01-19', changes: [nullable({}), inList] }];
    const sector = { ...entry('sector', 'breaking', ['createCard'], '`holder.sector` can be `null`.'), title: 'a holder sector can be null' };
    const onboarding = entry('onboarding', 'breaking', ['createCard', 'listCards'], 'Send `holder.sector`.');
    // Planted: the 2026-11-23 counterparty sector entry, which did not link List customers, whose copy of the field went to the onboarding entry.
    expect(attributeChanges([sector, onboarding], history, 'f.mdx').problems).toEqual([
      {
        rule: 'change-split-across-entries',
        message: 'release.yaml#/components/schemas/CardList/properties/data/items/properties/holder/properties/sector: "`data.holder.sector` in the 200 response: field may be `null`" (2026-02-01) is listed under f.mdx:1 "onboarding", and the same change at release.yaml#/components/schemas/Card/properties/holder/properties/sector under f.mdx:1 "a holder sector can be null": one change goes under the one entry that describes it; link what it reaches there',
      },
    ]);
    const linked = { ...sector, operations: ['createCard', 'listCards'] };
    expect(attributeChanges([linked, onboarding], history, 'f.mdx').problems).toEqual([]);
    expect(changesByEntry([linked, onboarding], history, ops).get('sector')?.map((c) => c.target)).toEqual(['createCard', 'listCards']);
  });

  it('a change to a shared schema is listed under every operation and event it reaches, each of which the entry must link', () => {
    const ops = new Map([...operations, ['listCards', { summary: 'List cards', route: '/docs/list-cards', tag: 'Cards' }]]);
    const limit = (over: Partial<LocatedChange>) =>
      change({ direction: 'response', status: '201', name: 'spending_limits.daily', field: 'spending_limits.daily', text: '`spending_limits.daily` in the 201 response is now always present', source: { file: 'cards.yaml', pointer: '/SpendingLimits/properties/daily', line: 77 }, ...over });
    const reached = [limit({}), limit({ operationId: 'getCard', status: '200' }), limit({ operationId: undefined, event: 'card.created' })];
    const required = { ...entry('required', 'fixed', ['createCard'], '`spending_limits.daily` was always sent.'), date: '2026-02-15' };
    const coming = [{ date: '2026-01-19', previous: '2026-01-19', changes: reached, coming: true }];
    // Planted: the entry links one of the three places the Card schema reaches (the 2026-12-01 required-response-fields entry).
    expect(changesByEntry([required], coming, ops).get('required')?.map((c) => c.target)).toEqual(['createCard', 'getCard', 'event:card.created']);
    expect(attributeChanges([required], coming, 'f.mdx').problems).toEqual([
      {
        rule: 'reach-not-named',
        message: 'cards.yaml#/SpendingLimits/properties/daily (line 77): "`spending_limits.daily` in the 201 response is now always present" (the coming release), listed under f.mdx:1 "required", also reaches getCard, event `card.created`: link them under the entry\'s **Operations:** or **Events:**',
      },
    ]);
    const linked = { ...required, operations: ['createCard', 'getCard'], events: ['card.created'] };
    expect(attributeChanges([linked], coming, 'f.mdx').problems).toEqual([]);
    // Planted: a released entry is held alike, since the changelog's filter finds an entry by the operations and events it links.
    const released = [{ date: '2026-02-15', previous: '2026-01-19', changes: reached }];
    expect(attributeChanges([required], released, 'f.mdx').problems).toEqual([
      {
        rule: 'reach-not-named',
        message: 'cards.yaml#/SpendingLimits/properties/daily (line 77): "`spending_limits.daily` in the 201 response is now always present" (2026-02-15), listed under f.mdx:1 "required", also reaches getCard, event `card.created`: link them under the entry\'s **Operations:** or **Events:**',
      },
    ]);
    expect(attributeChanges([linked], released, 'f.mdx').problems).toEqual([]);
    expect(changesByEntry([required], released, ops).get('required')).toHaveLength(3);
    // Planted: the same field reached through two `oneOf` variants of one response reads as one line.
    const twoVariants = [{ date: '2026-02-15', previous: '2026-01-19', changes: [...reached, limit({ source: { file: 'cards.yaml', pointer: '/SpendingLimits/properties/daily', line: 77 } })] }];
    expect(changesByEntry([required], twoVariants, ops).get('required')?.map((c) => c.target)).toEqual(['createCard', 'getCard', 'event:card.created']);
  });

  it('a change every operation shows is listed once, under "Every operation", saying which of their responses it reaches', () => {
    const withStatuses = new Map([...operations].map(([id, op]) => [id, { ...op, statuses: ['200', '201', '400', '429'] }]));
    const header = (name: string, operationId: string, status: string) =>
      change({ operationId, subject: 'header', direction: 'response', name, field: undefined, status, text: `The header \`${name}\` in the ${status} response: response header always sent` });
    const history: ReleaseDiff[] = [
      {
        date: '2026-02-01',
        previous: '2026-01-19',
        changes: [header('X-Request-Id', 'createCard', '200'), header('X-Request-Id', 'createCard', '429'), header('X-Request-Id', 'getCard', '200'), header('X-Request-Id', 'getCard', '429'), header('Retry-After', 'createCard', '429'), header('Retry-After', 'getCard', '429'), header('RateLimit-Remaining', 'createCard', '200'), header('RateLimit-Remaining', 'getCard', '200'), header('RateLimit-Remaining', 'createCard', '201'), header('RateLimit-Remaining', 'getCard', '201'), header('X-Request-Id', 'createCard', '201'), header('X-Request-Id', 'getCard', '201'), header('X-Request-Id', 'createCard', '400'), header('X-Request-Id', 'getCard', '400'), header('RateLimit-Remaining', 'createCard', '400'), header('RateLimit-Remaining', 'getCard', '400')],
      },
    ];
    const headers = entry('headers', 'fixed', ['createCard', 'getCard'], '`X-Request-Id` is always sent, and `Retry-After` on every `429`.');
    const errorCode = (operationId: string, status: string) => change({ operationId, subject: 'enum-value', direction: 'response', name: 'card_frozen', field: 'code', status, text: `\`card_frozen\` added to \`code\` in the ${status} response`, source: { file: 'errors.yaml', pointer: '/ErrorCode/enum', line: 9 } });
    const codes = entry('codes', 'changed', ['createCard', 'getCard'], '`card_frozen` is a new error code.');
    expect(changesByEntry([codes], [{ date: '2026-02-01', previous: '2026-01-19', changes: ['createCard', 'getCard'].flatMap((id) => [errorCode(id, '400'), errorCode(id, '429')]) }], withStatuses).get('codes')!.map((c) => c.text)).toEqual(['`card_frozen` added to `code` in every error response']);
    const listed = changesByEntry([headers], history, withStatuses).get('headers')!;
    // Planted: `Retry-After` reaches only the 429 of each operation, and must not read as sent in every response.
    expect(changesMarkdown(listed, withStatuses)).toBe(
      [
        '#### Changes in the spec',
        '',
        '- Every operation',
        '  - The header `X-Request-Id` in every response: response header always sent',
        '  - The header `Retry-After` in the 429 response of every operation: response header always sent',
        '  - The header `RateLimit-Remaining` in every response but the 429: response header always sent',
      ].join('\n'),
    );
    // Without the operations' statuses, nothing says the change reached every response.
    expect(changesByEntry([headers], history, operations).get('headers')!.map((c) => c.text)).toEqual([
      'The header `X-Request-Id` in the 200, 201, 400 and 429 responses of every operation: response header always sent',
      'The header `Retry-After` in the 429 response of every operation: response header always sent',
      'The header `RateLimit-Remaining` in the 200, 201 and 400 responses of every operation: response header always sent',
    ]);
  });

  it('read as Markdown, breaking first, grouped by operation; the twin puts them under each entry and the downloads under each date', () => {
    const listed = [
      { target: 'createCard', breaking: false, text: '`nickname` added to the request body', href: '/docs/create-card#request-body-nickname' },
      { target: 'getCard', breaking: true, text: '`expires_at` removed from the 200 response', href: '/docs/get-card' },
    ];
    const markdown = changesMarkdown(listed, operations, (path) => `https://docs.example.com${path}`);
    expect(markdown).toBe(
      [
        '#### Changes in the spec',
        '',
        '- [Retrieve a card](https://docs.example.com/docs/get-card)',
        '  - **Breaking:** [`expires_at` removed from the 200 response](https://docs.example.com/docs/get-card)',
        '- [Create a card](https://docs.example.com/docs/create-card)',
        '  - [`nickname` added to the request body](https://docs.example.com/docs/create-card#request-body-nickname)',
      ].join('\n'),
    );
    const source = ['# Changelog', '', '## 2026-02-01 {#2026-02-01}', '', '### New: nicknames {#nicknames}', '', 'Text.', '', '### Fixed: other {#other}', '', 'More.'].join('\n');
    const removedPages = new Map([['delete-card', '/openapi/2026-01-19.json']]);
    const twin = withReleaseChanges(source, { entries: [], changes: new Map([['nicknames', listed]]), releases: ['2026-02-01'], comingSince: '2026-02-01', comingDate: null, operations, removedPages, coming: {}, comingPlaces: [] }, (path) => `https://docs.example.com${path}`);
    // A past link to the page of an operation removed since points at the release spec that last has it.
    expect(withReleaseChanges('Was [Delete a card](/docs/delete-card).', { entries: [], changes: new Map(), releases: [], comingSince: null, comingDate: null, operations, removedPages, coming: {}, comingPlaces: [] }, (path) => `https://docs.example.com${path}`)).toBe(
      'Was [Delete a card](https://docs.example.com/openapi/2026-01-19.json).',
    );
    expect(twin).toBe(
      [
        '# Changelog',
        '',
        '## 2026-02-01 {#2026-02-01}',
        '',
        'The spec as released on 2026-02-01: [YAML](https://docs.example.com/openapi/2026-02-01.yaml), [JSON](https://docs.example.com/openapi/2026-02-01.json).',
        '',
        '### New: nicknames {#nicknames}',
        '',
        'Text.',
        '',
        markdown,
        '',
        '### Fixed: other {#other}',
        '',
        'More.',
      ].join('\n'),
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { checkEventLists, currentApiView, formatEventListProblem, pageEmits } from './support/event-lists';
import { eventTypesNamedIn, loadApiModel, type ApiModel } from './support/spec';
import type { ViewFiles } from '../../plugins/exports/apiView';

const ARCHIVE = '/api-view/operations/DigitalWalletsController_archiveWallet.json';
const WALLET_UPDATED = '/api-view/events/wallet.updated.json';

const edit = (view: ViewFiles, file: string, change: (json: Record<string, unknown>) => void): ViewFiles => {
  const json = JSON.parse(view[file]) as Record<string, unknown>;
  change(json);
  return { ...view, [file]: JSON.stringify(json) };
};

describe("an operation's events are one list: its page's Emits sentence, its /api-view/ file, and each event's emittedBy", () => {
  let model: ApiModel;
  let view: ViewFiles;
  let page: Map<string, string[]>;
  beforeAll(async () => {
    model = await loadApiModel();
    view = currentApiView(model);
    page = pageEmits(model);
  }, 60_000);

  it('holds for every operation and event', () => {
    expect(page.get('DigitalWalletsController_archiveWallet')).toEqual(['wallet.archived', 'card.status_updated', 'virtual_account.closed']);
    expect(page.get('CardsController_payments')).toEqual([]);
    expect(checkEventLists(model, view, page).map(formatEventListProblem)).toEqual([]);
  });

  it('api-view-events: an operation file that lists an event its page does not', () => {
    const planted = edit(view, ARCHIVE, (op) => (op.events as string[]).push('wallet.updated'));
    expect(checkEventLists(model, planted, page).map(formatEventListProblem)).toEqual([
      `${ARCHIVE}#/events: DigitalWalletsController_archiveWallet lists \`wallet.archived\`, \`card.status_updated\`, \`virtual_account.closed\`, \`wallet.updated\`; its endpoint page's Emits sentence names \`wallet.archived\`, \`card.status_updated\`, \`virtual_account.closed\` (rule: api-view-events)`,
      expect.stringMatching(/^\/api-view\/events\/wallet\.updated\.json#\/emittedBy: .* the operations that list it among their events are .*`DigitalWalletsController_archiveWallet` \(rule: emitted-by\)$/),
    ]);
  });

  it('api-view-events: events taken from every mention in the description, as the view once did', () => {
    const types = new Set(model.webhookEvents.map((event) => event.type));
    let planted = view;
    for (const op of model.operations) {
      planted = edit(planted, `/api-view/operations/${op.operationId}.json`, (json) => (json.events = eventTypesNamedIn(op.description, types)));
    }
    const problems = checkEventLists(model, planted, page).map(formatEventListProblem);
    expect(problems).toContainEqual(expect.stringMatching(/^\/api-view\/operations\/CardsController_payments\.json#\/events: CardsController_payments lists `card_payment\.authorised`.*; its endpoint page's Emits sentence names none \(rule: api-view-events\)$/));
  });

  it('emitted-by: an event file that names an operation which does not list it', () => {
    const archive = JSON.parse(view[ARCHIVE]) as { operationId: string; method: string; path: string; summary: string };
    const planted = edit(view, WALLET_UPDATED, (event) =>
      (event.emittedBy as unknown[]).push({ operationId: archive.operationId, method: archive.method, path: archive.path, summary: archive.summary }),
    );
    expect(checkEventLists(model, planted, page).map(formatEventListProblem)).toEqual([
      expect.stringMatching(/^\/api-view\/events\/wallet\.updated\.json#\/emittedBy: `wallet\.updated` is emitted by .*`DigitalWalletsController_archiveWallet`; the operations that list it among their events are .*`DigitalWalletsController_updateWallet` \(rule: emitted-by\)$/),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkEventMentions } from './support/mentions';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec-index';

const FIXTURE = 'tests/fixtures/content/unknown-events.mdx';
const CARD_EVENTS = 'its card events are card.created, card.reissued, card.status_updated';

describe('webhook event types named in docs/', () => {
  it.each(docPages())('%s: every event type it names is an event of the spec', async (file) => {
    expect(checkEventMentions(file, readRepoFile(file), (await specIndex()).eventTypes).map(String)).toEqual([]);
  });

  it('flags an unknown event type in inline code, prose, a link to the events page and a code sample', async () => {
    expect(checkEventMentions(FIXTURE, readRepoFile(FIXTURE), (await specIndex()).eventTypes).map(String)).toEqual([
      `${FIXTURE}:9: "card.exploded" is not a webhook event type of the spec (${CARD_EVENTS}) (rule: webhook-event)`,
      `${FIXTURE}:11: "transfer.completed" is not a webhook event type of the spec (the events are listed on /docs/notifications/webhook-notification-payloads#event-types) (rule: webhook-event)`,
      `${FIXTURE}:13: "card.exploded" is not a webhook event type of the spec (${CARD_EVENTS}) (rule: webhook-event)`,
      `${FIXTURE}:20: "wallet.closed" is not a webhook event type of the spec (its wallet events are wallet.archived, wallet.created, wallet.refilled, wallet.updated) (rule: webhook-event)`,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { emittedEvents } from './emits';

const TYPES = new Set(['wallet.archived', 'wallet.updated', 'card.status_updated', 'card_payment.authorised', 'payment.created', 'payment.completed']);

describe('the events an operation sends, from its Emits sentence', () => {
  it('reads only the Emits sentence, and leaves out an event it says is not sent', () => {
    const description = 'Archives the wallet; a later `card_payment.authorised` is declined. Emits `wallet.archived` (not `wallet.updated`) and `card.status_updated` for each card. See [wallets](/docs/guides/wallets).';
    expect(emittedEvents(description, TYPES)).toEqual(['wallet.archived', 'card.status_updated']);
  });

  it('sends nothing when the description says it emits no events, whatever else it names', () => {
    expect(emittedEvents('Returns payments (`payment.created`, then `payment.completed`). Read-only; emits no events.', TYPES)).toEqual([]);
  });

  it('falls back to every event named when a description has no Emits sentence (an older release)', () => {
    expect(emittedEvents('Sends `payment.created`, then `payment.completed`.', TYPES)).toEqual(['payment.created', 'payment.completed']);
  });
});

import { describe, expect, it } from 'vitest';
import { answers } from './evaluate';

const PAYLOADS = '/docs/notifications/webhook-notification-payloads';

describe('answers', () => {
  it('takes a hit on the answer page, on the named part when one is named', () => {
    expect(answers({ url: '/docs/guides/cards#freeze' }, '/docs/guides/cards')).toBe(true);
    expect(answers({ url: '/docs/guides/cards#freeze' }, '/docs/guides/cards#freeze')).toBe(true);
    expect(answers({ url: '/docs/guides/cards#expiry' }, '/docs/guides/cards#freeze')).toBe(false);
    expect(answers({ url: '/docs/guides/wallets#freeze' }, '/docs/guides/cards#freeze')).toBe(false);
  });

  it("takes an event's row and its payload's section as one answer, and no other event's", () => {
    expect(answers({ url: `${PAYLOADS}#payload-deposit.received` }, `${PAYLOADS}#deposit.received`)).toBe(true);
    expect(answers({ url: `${PAYLOADS}#deposit.received` }, `${PAYLOADS}#payload-deposit.received`)).toBe(true);
    expect(answers({ url: `${PAYLOADS}#payload-deposit.returned` }, `${PAYLOADS}#deposit.received`)).toBe(false);
    expect(answers({ url: `${PAYLOADS}#payload-retries` }, `${PAYLOADS}#retries`)).toBe(false);
  });
});

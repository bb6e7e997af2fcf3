import { describe, expect, it } from 'vitest';
import { WORD_LIST_PARTS, wordListPartOf } from './client/bundle';
import { wordListParts } from './vocabulary';

describe('wordListParts', () => {
  const words = ['wallet', 'wallets', 'card', 'cards', 'idempotency', 'idempotency_key_reused', 'identity', 'deposit'];
  const parts = wordListParts(words);

  it('writes every part, so that no request for one fails', () => {
    expect(parts).toHaveLength(WORD_LIST_PARTS);
    expect(parts.flat().sort()).toEqual([...words].sort());
  });

  it("holds in a typed word's part every word that starts as it does, in the list's order", () => {
    for (const typed of ['idem', 'wall', 'iden', 'card']) {
      expect(parts[wordListPartOf(typed)].filter((word) => word.startsWith(typed)), typed).toEqual(words.filter((word) => word.startsWith(typed)));
    }
    expect(wordListPartOf('Idem')).toBe(wordListPartOf('idempotency'));
  });
});

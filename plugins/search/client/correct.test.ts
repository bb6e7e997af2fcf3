// cspell:ignore walet crad depostis glosary insuficient countreparty sandbx deposiz deposia depo limt retires debitcard ratelimit erttries cardx
import { describe, expect, it } from 'vitest';
import { correction, editDistance, separated, transposition } from './correct';

const VOCABULARY = ['deposits', 'deposit', 'payments', 'glossary', 'sandbox', 'insufficient_funds', 'counterparty', 'country', 'time', 'zone'];

describe('editDistance', () => {
  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('depostis', 'deposits', 2)).toBe(1);
    expect(editDistance('glosary', 'glossary', 2)).toBe(1);
    expect(editDistance('sandbx', 'sandbox', 2)).toBe(1);
  });

  it('stops once the distance is past the limit', () => {
    expect(editDistance('wallet', 'customer', 1)).toBe(2);
  });
});

describe('correction', () => {
  it("corrects a misspelt word to the docs' word one edit away", () => {
    expect(correction('depostis', VOCABULARY)).toBe('deposits');
    expect(correction('Glosary', VOCABULARY)).toBe('glossary');
    expect(correction('insuficient_funds', VOCABULARY)).toBe('insufficient_funds');
    expect(correction('countreparty', VOCABULARY)).toBe('counterparty');
  });

  it('leaves a word the docs use, or the start of one, as it is', () => {
    expect(correction('zone', VOCABULARY)).toBeUndefined();
    expect(correction('depo', VOCABULARY)).toBeUndefined();
  });

  it('gives up when nothing is close', () => {
    expect(correction('xylophone', VOCABULARY)).toBeUndefined();
    // One edit for a short word: two would turn almost any short word into another.
    expect(correction('tame', ['time', 'team'].slice(1))).toBeUndefined();
  });

  it('prefers the commoner of two equally close words', () => {
    expect(correction('deposiz', VOCABULARY)).toBe('deposit');
    // Of two words one edit away, the one that keeps every typed letter in order (a letter left out), though less used.
    expect(correction('limt', ['list', 'limit'])).toBe('limit');
    expect(correction('deposiz', ['deposia', 'deposit'])).toBe('deposia');
  });

  it('takes a short word one letter away from a known one for another word, not a slip', () => {
    expect(correction('lease', ['least', 'release'])).toBeUndefined();
    expect(correction('march', ['match'])).toBeUndefined();
    expect(correction('walet', ['wallet', 'walks'])).toBe('wallet');
    expect(correction('crad', ['card'])).toBe('card');
  });
});

describe('transposition', () => {
  it('reads a form of another word typed with two neighbours swapped as the word the docs use', () => {
    const part = ['retries', 'retried', 'retrieve', 'retire'];
    expect(transposition('retires', part, 3)).toBe('retries');
    expect(transposition('retire', part, 3)).toBeUndefined();
    // The swap is looked for past the letters that chose the part only.
    expect(transposition('erttries', ['retries'], 3)).toBeUndefined();
  });
});

describe('separated', () => {
  it('cuts two words typed without their space into the words', () => {
    const vocabulary = ['debit', 'card', 'rate', 'limit', 'limits'];
    expect(separated('debitcard', vocabulary)).toBe('debit card');
    expect(separated('ratelimit', vocabulary)).toBe('rate limit');
    expect(separated('cardx', vocabulary)).toBeUndefined();
    expect(separated('debit_card', vocabulary)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { absoluteLinks, firstSentence, table } from './markdownText';

describe('firstSentence', () => {
  it('ends at the first full stop followed by a new sentence', () => {
    expect(firstSentence('Moves a card through its lifecycle. Allowed changes are listed.')).toBe('Moves a card through its lifecycle.');
    expect(firstSentence('Issues a card from the wallet. `credit_limit` must be set.')).toBe('Issues a card from the wallet.');
  });

  it('does not end inside code or after an abbreviation', () => {
    expect(firstSentence('Use `a. B` here, e.g. cards. Then more.')).toBe('Use `a. B` here, e.g. cards.');
  });
});

describe('absoluteLinks', () => {
  it('prefixes site paths and leaves other links alone', () => {
    expect(absoluteLinks('See [wallets](/docs/guides/wallets). And [x](https://example.com/a).', 'https://docs.example.com/')).toBe(
      'See [wallets](https://docs.example.com/docs/guides/wallets). And [x](https://example.com/a).',
    );
  });
});

describe('table', () => {
  it('escapes pipes and collapses line breaks in cells', () => {
    expect(table(['A', 'B'], [['x | y', 'one\ntwo']])).toBe('| A | B |\n| --- | --- |\n| x \\| y | one two |');
  });
});

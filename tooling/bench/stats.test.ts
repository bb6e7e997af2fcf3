import { describe, expect, it } from 'vitest';
import { median, spread } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of an empty list');
  });
});

describe('spread', () => {
  it('reports median, minimum and maximum', () => {
    expect(spread([90, 97, 95, 96, 94])).toEqual({ median: 95, min: 90, max: 97 });
  });
});

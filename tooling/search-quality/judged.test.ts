import { describe, expect, it } from 'vitest';
import type { QueryOutcome } from './evaluate';
import { judgedRank, judgedShares, loadJudgments, notJudged } from './judged';
import { HELD_PARTS, partOf, QUERY_SETS, type QuerySetName } from './sets';

const outcome = (top: string[]): QueryOutcome => ({ query: 'card never arrived', answers: ['/docs/guides/cards#shipping'], top, rank: undefined });

describe('judgedRank', () => {
  it('counts a hit that is one of the answers, as the strict count does', () => {
    expect(judgedRank(outcome(['/docs/api/cards', '/docs/guides/cards#shipping']), {})).toBe(2);
  });

  it('counts a hit the judge graded full, and no partial or ungraded one', () => {
    const grades = { '/docs/api/cards#lifecycle': 'partial', '/docs/api/cards#object': 'full' } as const;
    expect(judgedRank(outcome(['/docs/api/cards#lifecycle', '/docs/glossary#card-status', '/docs/api/cards#object']), grades)).toBe(3);
    expect(judgedRank(outcome(['/docs/api/cards#lifecycle', '/docs/glossary#card-status']), grades)).toBeUndefined();
  });

  it('gives the shares of a part', () => {
    const grades = { 'card never arrived': { '/docs/api/cards#object': 'full' as const } };
    expect(judgedShares([outcome(['/docs/api/cards#object']), outcome(['/docs/api', '/docs/api/cards', '/docs/guides/cards#shipping'])], grades)).toEqual({ top1: 0.5, top3: 1 });
  });
});

describe('held-out judgments', () => {
  const judgments = loadJudgments();
  const withHeldOut = HELD_PARTS.filter(({ part }) => part === 'held-out').map(({ set }) => set);

  it('grade every held-out query of every held-out part that is held, with its answers', () => {
    for (const set of withHeldOut) expect(notJudged(set, judgments), set).toEqual([]);
  });

  it('use only the three grades', () => {
    const grades = Object.values(judgments).flatMap((queries) => Object.values(queries ?? {}).flatMap((byUrl) => Object.values(byUrl)));
    expect(new Set(grades)).toEqual(new Set(['full', 'partial', 'no']));
  });

  it('name no query a set does not hold', () => {
    for (const [set, queries] of Object.entries(judgments)) {
      const held = new Set(partOf(QUERY_SETS[set as QuerySetName], 'held-out').map(({ query }) => query));
      expect(Object.keys(queries ?? {}).filter((query) => !held.has(query)), set).toEqual([]);
    }
  });
});

// Rule `figures-where`: every figure of going live's "Figures to plan with" is said by a part its row links to.
import { describe, expect, it } from 'vitest';
import { figureRows, figuresWhereProblems } from './support/figures-where';
import { docPages, readRepoFile } from './support/repo-files';

const GOING_LIVE = 'docs/guides/going-live.mdx';
const FIXTURE = 'tests/fixtures/content/figures-where.mdx';

describe('figures-where', () => {
  it('reads the rows of the figures table, each with the parts it links to', () => {
    const rows = figureRows(readRepoFile(GOING_LIVE));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.where.length > 0)).toBe(true);
  });

  it('every figure the table states is said by a part its row links to', () => {
    expect(figuresWhereProblems(GOING_LIVE, readRepoFile(GOING_LIVE), readRepoFile, docPages())).toEqual([]);
  });

  it('catches the planted figures, naming file, line and rule', () => {
    expect(figuresWhereProblems(FIXTURE, readRepoFile(FIXTURE), readRepoFile, docPages())).toEqual([
      `${FIXTURE}:7: "A physical card" says "3 business days", which none of docs/guides/cards.mdx#shipping says (rule: figures-where)`,
      `${FIXTURE}:8: "Idempotency keys" links to docs/api/intro.mdx#no-such-part, which no heading of that page has (rule: figures-where)`,
      `${FIXTURE}:8: "Idempotency keys" says "24 hours", which none of docs/api/intro.mdx#no-such-part says (rule: figures-where)`,
    ]);
  });
});

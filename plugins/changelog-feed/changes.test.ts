import { describe, expect, it } from 'vitest';
import { changesByOperation } from './changes';
import type { ChangelogEntry } from './parse';

const entry = (id: string, date: string, operations: string[]): ChangelogEntry => ({
  id,
  date,
  kind: 'changed',
  title: id,
  operations,
  events: [],
  body: '',
  line: 1,
});

describe('changesByOperation', () => {
  it('lists each operation’s entries newest first, once each, with the changelog route', () => {
    const changes = changesByOperation(
      [entry('old', '2026-07-01', ['A']), entry('new', '2026-11-10', ['A', 'B', 'A'])],
      '/docs/api/changelog',
    );
    expect(changes.pagePath).toBe('/docs/api/changelog');
    expect(changes.operations.A.map((change) => change.id)).toEqual(['new', 'old']);
    expect(changes.operations.B).toEqual([{ id: 'new', date: '2026-11-10', kind: 'changed', title: 'new' }]);
    expect(changes.operations.C).toBeUndefined();
  });
});

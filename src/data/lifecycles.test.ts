import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel } from '../../plugins/api-model';
import { enumStates, type StateValue } from '../../plugins/api-content/data';
import { rankStates } from '../../plugins/api-content/theme/StateDiagram/rankStates';
import { LIFECYCLES, type LifecycleEnum } from './lifecycles';

const enums: Record<string, StateValue[]> = {};
const summaries = new Map<string, string>();

beforeAll(async () => {
  const model = await loadApiModel();
  for (const name of Object.keys(LIFECYCLES)) enums[name] = enumStates(model, name);
  for (const op of model.operations) summaries.set(op.operationId, op.summary);
}, 30_000);

const names = Object.keys(LIFECYCLES) as LifecycleEnum[];

describe('the lifecycles the overviews draw match the spec', () => {
  it('there is one lifecycle per status enum the overviews draw', () => {
    expect([...names].sort()).toEqual(['CardStatus', 'CustomerStatus', 'KycStatus', 'VirtualAccountStatus', 'WalletStatus']);
  });

  describe.each(names)('%s', (name) => {
    const { initial, transitions } = LIFECYCLES[name];
    const values = () => enums[name].map((s) => s.value);

    it('names only values of the enum', () => {
      const named = [...initial, ...transitions.flatMap((t) => [t.from, t.to])];
      expect(named.filter((state) => !values().includes(state))).toEqual([]);
    });

    it('reaches every value of the enum from a start state', () => {
      const reached = new Set(initial);
      for (let grew = true; grew; ) {
        grew = false;
        for (const t of transitions) {
          if (reached.has(t.from) && !reached.has(t.to)) {
            reached.add(t.to);
            grew = true;
          }
        }
      }
      expect(values().filter((state) => !reached.has(state))).toEqual([]);
    });

    it('leaves the states the spec calls terminal (or final "for good"), and only those, with no way out', () => {
      const terminal = enums[name].filter((s) => /\bterminal\b|\bfor good\b/i.test(s.description)).map((s) => s.value);
      const withoutExit = values().filter((state) => !transitions.some((t) => t.from === state));
      expect(withoutExit.sort()).toEqual(terminal.sort());
    });

    it('has no duplicate transition and every transition says what causes it', () => {
      const keys = transitions.map((t) => `${t.from}->${t.to}`);
      expect(keys.length).toBe(new Set(keys).size);
      expect(transitions.filter((t) => !t.via && t.label.trim() === '')).toEqual([]);
    });

    it('links each operation it names with the summary the spec gives it', () => {
      const links = transitions.flatMap((t) => (t.via ? [t.via] : []));
      expect(links.map((via) => [via.operation, via.text])).toEqual(links.map((via) => [via.operation, summaries.get(via.operation)]));
    });

    it('lays every state out exactly once', () => {
      expect(rankStates(enums[name], initial, transitions).flat().sort()).toEqual(values().sort());
    });
  });
});

describe('rankStates', () => {
  const states = ['a', 'b', 'c'].map((value) => ({ value, description: value }));

  it('rejects a transition to a state that is not in the enum', () => {
    expect(() => rankStates(states, ['a'], [{ from: 'a', to: 'z', label: 'x' }])).toThrow(/z not among the states \(a, b, c\)/);
  });

  it('puts start states first and terminal states last', () => {
    const rows = rankStates(states, ['a'], [
      { from: 'a', to: 'c', label: 'x' },
      { from: 'a', to: 'b', label: 'y' },
      { from: 'b', to: 'a', label: 'z' },
    ]);
    expect(rows).toEqual([['a'], ['b'], ['c']]);
  });
});

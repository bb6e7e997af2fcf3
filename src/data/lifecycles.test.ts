import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiModel, type OperationModel } from '../../plugins/api-model';
import { enumStates, type StateValue } from '../../plugins/api-content/data';
import { rankStates } from '../../plugins/api-content/theme/StateDiagram/rankStates';
import { LIFECYCLES, type LifecycleEnum } from './lifecycles';

const enums: Record<string, StateValue[]> = {};
const summaries = new Map<string, string>();
const operations = new Map<string, OperationModel>();

beforeAll(async () => {
  const model = await loadApiModel();
  for (const name of Object.keys(LIFECYCLES)) enums[name] = enumStates(model, name);
  for (const op of model.operations) {
    summaries.set(op.operationId, op.summary);
    operations.set(op.operationId, op);
  }
}, 60_000);

const isTerminal = (description: string) => /\bterminal\b|\bfor good\b/i.test(description);

/** The states a value's description says it can move to: the code spans of its "Can become `a`, `b` or `c`." sentence. */
function canBecome(description: string): string[] | undefined {
  const sentence = /\bCan become ([^.]*)\./.exec(description)?.[1];
  return sentence === undefined ? undefined : [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

/** The (from, to) pairs of a Markdown "| From | To |" table whose cells list states in code spans. */
function transitionTable(description: string): string[] {
  const pairs: string[] = [];
  for (const line of description.split('\n')) {
    const cells = /^\s*\|([^|]+)\|([^|]+)\|\s*$/.exec(line);
    if (!cells || !cells[1].includes('`')) continue;
    const to = /`([^`]+)`/.exec(cells[2])?.[1];
    for (const [, from] of cells[1].matchAll(/`([^`]+)`/g)) pairs.push(`${from}->${to}`);
  }
  return pairs.sort();
}

const ROOT = join(__dirname, '../..');

/** Hand-written doc pages (tracked or new, not ignored), relative to the repository root. */
function docPages(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'docs'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.mdx?$/.test(file));
}

const names = Object.keys(LIFECYCLES) as LifecycleEnum[];

describe('the lifecycles the overviews draw match the spec', () => {
  it('there is one lifecycle per status enum the generator reads', () => {
    expect([...names].sort()).toEqual(['CardStatus', 'CustomerStatus', 'KycStatus', 'TransactionStatus', 'VirtualAccountStatus', 'WalletStatus']);
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

    it('gives every state that is not terminal a "Can become ..." sentence naming exactly the states it moves to', () => {
      const claimed = enums[name].filter((s) => !isTerminal(s.description)).map((s) => [s.value, canBecome(s.description)?.sort() ?? 'no "Can become" sentence']);
      const drawn = enums[name].filter((s) => !isTerminal(s.description)).map((s) => [s.value, transitions.filter((t) => t.from === s.value).map((t) => t.to).sort()]);
      expect(claimed).toEqual(drawn);
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

    it('carries, on each way out by an operation, the spec\'s condition that only compliance lifts its own decision', () => {
      const complianceOnly = enums[name].filter((s) => /\bonly compliance\b/.test(s.description)).map((s) => s.value);
      const unqualified = transitions
        // Closing ends the relationship; it does not lift the decision, so it needs no condition.
        .filter((t) => complianceOnly.includes(t.from) && !isTerminal(enums[name].find((s) => s.value === t.to)?.description ?? '') && t.via && !/\bcompliance\b/.test(t.label))
        .map((t) => `src/data/lifecycles.ts: ${name} ${t.from} -> ${t.to} via ${t.via?.text} does not say only compliance lifts a compliance decision (rule: compliance-only-exit)`);
      expect(unqualified).toEqual([]);
    });

    it('lays every state out exactly once', () => {
      expect(rankStates(enums[name], initial, transitions).flat().sort()).toEqual(values().sort());
    });
  });
});

describe('the endpoint pages and guides agree with the lifecycles', () => {
  /** The operation whose request field `status` sets each lifecycle's status. */
  const STATUS_SETTERS: Partial<Record<LifecycleEnum, string>> = {
    CustomerStatus: 'CustomersController_updateCustomer',
    WalletStatus: 'DigitalWalletsController_updateWallet',
    CardStatus: 'CardsController_updateCardStatus',
  };

  it.each(Object.entries(STATUS_SETTERS))('%s: the request field `status` of %s accepts exactly the states its transitions reach', (name, operationId) => {
    const reached = new Set(LIFECYCLES[name as LifecycleEnum].transitions.filter((t) => t.via?.operation === operationId).map((t) => t.to));
    const accepted = operations.get(operationId)?.requestBody?.content?.['application/json']?.schema?.properties?.status?.enum?.map(String);
    expect(accepted?.sort()).toEqual([...reached].sort());
  });

  it("lists in update a card's status exactly the transitions the card lifecycle makes with it", () => {
    const made = LIFECYCLES.CardStatus.transitions
      .filter((t) => t.via?.operation === 'CardsController_updateCardStatus')
      .map((t) => `${t.from}->${t.to}`)
      .sort();
    expect(transitionTable(operations.get('CardsController_updateCardStatus')?.description ?? '')).toEqual(made);
  });

  it('never calls a state terminal or final on a doc page unless every lifecycle it belongs to ends there', () => {
    const owners = new Map<string, string[]>();
    for (const name of names) for (const s of enums[name]) owners.set(s.value, [...(owners.get(s.value) ?? []), name]);
    const exits = (name: LifecycleEnum, state: string) => LIFECYCLES[name].transitions.some((t) => t.from === state);
    const notTerminal = [...owners].filter(([state, lifecycles]) => lifecycles.every((name) => exits(name as LifecycleEnum, state))).map(([state]) => state);
    const problems: string[] = [];
    for (const file of docPages()) {
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const state of notTerminal) {
            if (new RegExp(`\`${state}\`[^\`\\n]{0,60}?\\b(terminal|final)\\b`, 'i').test(line)) problems.push(`${file}:${index + 1}: calls \`${state}\` terminal`);
          }
        });
    }
    expect(problems).toEqual([]);
  });

  it('reads the "Can become" sentence and the transition table', () => {
    expect(canBecome('usable. Can become `frozen`, `blocked` or `cancelled`.')).toEqual(['frozen', 'blocked', 'cancelled']);
    expect(canBecome('Terminal.')).toBeUndefined();
    expect(transitionTable('| From | To |\n| --- | --- |\n| `active`, `frozen` | `blocked` (lost) |')).toEqual(['active->blocked', 'frozen->blocked']);
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

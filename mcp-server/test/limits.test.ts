// cspell:ignore Crad (a misspelt name, as agents paste them)
// Every argument of every tool has a length limit, read from tools/list as a client sees it;
// an argument over it is refused at once, and one at it is answered quickly (the nearest-match
// search that answers a miss is bounded: it once took seconds for a long name, blocking all).
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ARGUMENT_LENGTH } from '../src/limits';
import { nearest } from '../src/text';
import { connectStdio } from './support';

type Property = { type?: string; maxLength?: number; maximum?: number; enum?: unknown[] };
const LONGEST = Math.max(...Object.values(MAX_ARGUMENT_LENGTH));
/** Arguments that lead a tool past its first look-up, so that the one under test is reached. */
const VALID: Record<string, Record<string, string>> = { read_page: { url: 'docs/api/intro' }, get_operation: { name: 'createCreditCard' } };

/** A call with `name` set to `value` and every other required string argument filled. */
function callWith(tool: Tool, name: string, value: string): Record<string, string> {
  const required = (tool.inputSchema.required ?? []).filter((arg) => arg !== name);
  return { ...Object.fromEntries(required.map((arg) => [arg, VALID[tool.name]?.[arg] ?? 'x'])), [name]: value };
}

/** Each free-text argument of a tool (a string that is not one of a list of values), with its limit. */
function stringArguments(tool: Tool): { name: string; maxLength?: number }[] {
  return Object.entries((tool.inputSchema.properties ?? {}) as Record<string, Property>)
    .filter(([, schema]) => schema.type === 'string' && !schema.enum)
    .map(([name, schema]) => ({ name, maxLength: schema.maxLength }));
}

let tools: Tool[];
const client = connectStdio();
beforeAll(async () => {
  tools = (await client().listTools()).tools;
  // The first search loads the index: not what is timed here.
  await client().callTool({ name: 'search_docs', arguments: { query: 'wallet' } });
});

describe('argument limits, as tools/list gives them', () => {
  it('bounds every string argument of every tool (limits.ts: boundedText)', () => {
    const unbounded = tools.flatMap((tool) => stringArguments(tool).filter((arg) => arg.maxLength === undefined || arg.maxLength > LONGEST).map((arg) => `${tool.name}.${arg.name}`));
    expect(unbounded, 'string arguments without a maxLength up to limits.ts MAX_ARGUMENT_LENGTH').toEqual([]);
    expect(tools.flatMap(stringArguments).length).toBeGreaterThanOrEqual(tools.length);
  });

  it('bounds every number argument', () => {
    const unbounded = tools.flatMap((tool) =>
      Object.entries((tool.inputSchema.properties ?? {}) as Record<string, Property>)
        .filter(([, schema]) => (schema.type === 'integer' || schema.type === 'number') && schema.maximum === undefined)
        .map(([name]) => `${tool.name}.${name}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('over the limit and at it, over stdio', () => {
  it('refuses each string argument one character over its limit, naming the argument and the limit', async () => {
    for (const tool of tools) {
      for (const arg of stringArguments(tool)) {
        const result = (await client().callTool({ name: tool.name, arguments: callWith(tool, arg.name, 'x'.repeat(arg.maxLength! + 1)) })) as CallToolResult;
        const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
        expect(result.isError, `${tool.name}.${arg.name}`).toBe(true);
        expect(text, `${tool.name}.${arg.name}`).toContain(`at most ${arg.maxLength} characters`);
        expect(text).toContain(arg.name);
      }
    }
  });

  it('refuses a 1 MB name at once', async () => {
    const started = Date.now();
    const result = (await client().callTool({ name: 'get_schema', arguments: { name: 'x'.repeat(1_000_000) } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers every string argument at its limit within two seconds (a miss with its nearest matches)', async () => {
    for (const tool of tools) {
      for (const arg of stringArguments(tool)) {
        const started = Date.now();
        const result = (await client().callTool({ name: tool.name, arguments: callWith(tool, arg.name, `Card${'q'.repeat(arg.maxLength! - 4)}`) })) as CallToolResult;
        expect(result.content.length, `${tool.name}.${arg.name}`).toBeGreaterThan(0);
        expect(Date.now() - started, `${tool.name}.${arg.name} at ${arg.maxLength} characters`).toBeLessThan(2_000);
      }
    }
  });
});

describe('nearest matches', () => {
  it('cost no more for an input far longer than any name than for one a little longer', () => {
    const names = Array.from({ length: 400 }, (_, i) => `createSomethingQuiteLongNumber${i}`);
    const time = (input: string) => {
      const started = process.hrtime.bigint();
      nearest(input, names);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    time('warm-up');
    const short = time('q'.repeat(200));
    const huge = time('q'.repeat(50_000));
    expect(huge).toBeLessThan(Math.max(50, short * 5));
  });

  it('still finds a misspelt name', () => {
    expect(nearest('createCreditCrad', ['listCards', 'createCreditCard', 'createDebitCard'], 1)).toEqual(['createCreditCard']);
  });
});

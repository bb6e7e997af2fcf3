// What the coming release adds reaches the MCP answers with its date, as the endpoint pages and
// openapi.json say it: over stdio, through the SDK's client, against the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, connectStdio, wholeAnswer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const spec: Json = JSON.parse(readFileSync(path.join(BUILD_DIR, 'openapi.json'), 'utf8'));
const NOTE = /^\*\*Available from \[(\d{4}-\d{2}-\d{2})\]\(([^)]+)\)\.\*\*/;

/** Each parameter the published spec says is available from a date: the operation, its name and the note. */
function comingParameters(): { operationId: string; name: string; date: string; href: string }[] {
  const found: { operationId: string; name: string; date: string; href: string }[] = [];
  for (const item of Object.values(spec.paths as Json)) {
    for (const op of Object.values(item as Json) as Json[]) {
      for (const parameter of op?.parameters ?? []) {
        const note = NOTE.exec(parameter.description ?? '');
        const target = parameter.$ref ? parameter.$ref.slice(2).split('/').reduce((at: Json, key: string) => at[key], spec) : parameter;
        if (note) found.push({ operationId: op.operationId, name: target.name, date: note[1], href: note[2] });
      }
    }
  }
  return found;
}

const client = connectStdio();

describe('get_operation says from when a coming parameter is available', () => {
  const coming = comingParameters();

  it('the published spec marks the coming release (updated_after on the lists)', () => {
    expect(coming.map((c) => c.name)).toContain('updated_after');
    expect(coming.every((c) => c.href.includes('/docs/api/changelog#'))).toBe(true);
  });

  it.each(coming.map((c) => [c.operationId, c] as const))('%s: the parameter line gives the date and the changelog entry', async (operationId, { name, date, href }) => {
    const { text, isError } = await wholeAnswer(client(), 'get_operation', { name: operationId });
    expect(isError, text).toBe(false);
    const line = text.split('\n').find((row) => row.startsWith(`- \`${name}\` `));
    expect(line, `${operationId}: no line for ${name}`).toBeDefined();
    expect(line).toContain(`Available from [${date}](${href})`);
  });
});

describe('get_schema and get_webhook_event say from when a coming payload field is available', () => {
  const metadataLine = (text: string) => text.split('\n').find((row) => /^\s*- `(data\.object\.)?metadata`/.test(row));

  it.each(['virtual_account.created', 'virtual_account.closed'])('%s: the collapsed data.object says from when its metadata is available, and lists none of its fields', async (type) => {
    const { text, isError } = await wholeAnswer(client(), 'get_webhook_event', { type });
    expect(isError, text).toBe(false);
    const line = text.split('\n').find((row) => /^\s*- `(data\.)?object` /.test(row) && row.includes('(VirtualAccount)'));
    expect(line, `${type}: no line for data.object`).toBeDefined();
    expect(line).toMatch(/\*\*`metadata` is available from \[2026-12-01\]\([^)]*\/docs\/api\/changelog#2026-12-01-virtual-account-metadata\)\.\*\*/);
    expect(metadataLine(text), `${type}: data.object lists only some of its fields`).toBeUndefined();
  });

  it('VirtualAccount: the metadata field gives the date and the changelog entry', async () => {
    const { text, isError } = await wholeAnswer(client(), 'get_schema', { name: 'VirtualAccount' });
    expect(isError, text).toBe(false);
    expect(metadataLine(text)).toMatch(/Available from \[2026-12-01\]\([^)]*\/docs\/api\/changelog#2026-12-01-virtual-account-metadata\)/);
  });
});

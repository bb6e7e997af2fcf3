import { beforeAll, describe, expect, it } from 'vitest';
import { readRepoFile } from './support/repo-files';
import { loadApiModel, type ApiModel } from './support/spec';

const PAGE = 'docs/guides/going-live.mdx';
const TABLE_HEADING = '### The rule of every operation {#operations}';

/** What a reader may do after a failure, by the kind of operation (see the page's "Idempotency and retries"). */
const RETRY_RULES = {
  /** GET, and updates that set a state: safe to repeat as they are. */
  asIs: 'None. Retry as is after a timeout, `429` or `5xx`.',
  /**
   * Update customer: a retry of a customer's close that also sent other fields finds the customer
   * closed and is refused, so the row says to send the close alone (the spec's `status` field).
   */
  asIsCustomerCloseAlone:
    'None. Retry as is after a timeout, `429` or `5xx`. Send a close (`status` `closed`) with no other field: a retried close that sends another field finds the customer closed and returns `422 customer_not_active`.',
  /**
   * An update that can roll a webhook secret with no grace period: a repeat of a rotation sent with
   * `rotation_grace_period_hours: 0` rolls again, so the row states the exception.
   */
  asIsExceptZeroGraceRotation:
    'None. Retry as is after a timeout, `429` or `5xx`. A rotation with `rotation_grace_period_hours: 0` is the exception: if the first attempt ran, a repeat rolls to yet another secret with no grace period, so deploy the `secret` of the last response you received.',
  /** Creations and money movements: only with the key of the first attempt. Whether the key is required is the spec's. */
  keyed: (required: boolean) =>
    `${required ? 'Required' : 'Optional; send one'}. Retry with the same key after a timeout, \`409 request_in_progress\`, \`429\` or \`5xx\`.`,
} as const;

interface SpecOperation {
  operationId: string;
  pageId: string;
  method: string;
  path: string;
  summary: string;
  takesIdempotencyKey: boolean;
  requiresIdempotencyKey: boolean;
  /** An update refused once its customer is closed (`422 customer_not_active` in its errors): update customer. */
  refusedOnceCustomerClosed: boolean;
  /** An update whose body takes `rotation_grace_period_hours` (a secret rotation). */
  rotatesSecret: boolean;
}

interface Row {
  line: number;
  summary: string;
  method: string;
  path: string;
  href: string;
  rule: string;
}

function specOperations(model: ApiModel): SpecOperation[] {
  return model.operations.map((op) => ({
    operationId: op.operationId,
    pageId: op.pageId,
    method: op.method.toUpperCase(),
    path: op.path,
    summary: op.summary,
    takesIdempotencyKey: op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
    requiresIdempotencyKey: op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required === true),
    refusedOnceCustomerClosed: op.method.toUpperCase() === 'PATCH' && op.errors.some((error) => error.code === 'customer_not_active'),
    rotatesSecret: op.method.toUpperCase() === 'PATCH' && JSON.stringify(op.requestBody ?? {}).includes('"rotation_grace_period_hours"'),
  }));
}

/** The rows of the per-operation table, with their line numbers; throws with file:line when a row has the wrong shape. */
export function tableRows(source: string, file: string): Row[] {
  const lines = source.split('\n');
  const start = lines.indexOf(TABLE_HEADING);
  if (start === -1) throw new Error(`${file}: no heading "${TABLE_HEADING}"`);
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  const rows: Row[] = [];
  for (let i = first + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const cells = lines[i].split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const link = /^\[(.+?)<br \/>`(GET|POST|PATCH|PUT|DELETE) ([^`]+)`\]\((\/docs\/[^)]+)\)$/.exec(cells[0]);
    if (cells.length !== 2 || !link) {
      throw new Error(`${file}:${i + 1}: [retry-table] a row is "| [<summary><br />\`METHOD /path\`](/docs/<page>) | <key and retry rule> |"`);
    }
    rows.push({ line: i + 1, summary: link[1], method: link[2], path: link[3], href: link[4], rule: cells[1] });
  }
  return rows;
}

describe('going live: the retry rule of every operation', () => {
  let operations: SpecOperation[];
  let rows: Row[];

  beforeAll(async () => {
    operations = specOperations(await loadApiModel());
    rows = tableRows(readRepoFile(PAGE), PAGE);
  }, 60_000);

  it('lists every operation of the spec exactly once', () => {
    expect(operations.length).toBeGreaterThan(30);
    const listed = rows.map((row) => `${row.method} ${row.path}`);
    const missing = operations.filter((op) => !listed.includes(`${op.method} ${op.path}`)).map((op) => `${op.method} ${op.path}`);
    const unknown = listed.filter((request) => !operations.some((op) => `${op.method} ${op.path}` === request));
    const twice = listed.filter((request, i) => listed.indexOf(request) !== i);
    expect({ missing, unknown, twice }).toEqual({ missing: [], unknown: [], twice: [] });
  });

  it('names each operation by its summary and links its page', () => {
    const wrong = rows.flatMap((row) => {
      const op = operations.find((o) => o.method === row.method && o.path === row.path);
      if (!op) return [];
      return [
        ...(row.summary === op.summary ? [] : [`${PAGE}:${row.line}: the summary of ${op.operationId} is "${op.summary}", not "${row.summary}"`]),
        ...(row.href === `/docs/${op.pageId}` ? [] : [`${PAGE}:${row.line}: ${op.operationId}'s page is /docs/${op.pageId}, not ${row.href}`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('asks for a key exactly where the operation takes an Idempotency-Key, required as the spec says, with the retry rule of its kind', () => {
    const wrong = rows.flatMap((row) => {
      const op = operations.find((o) => o.method === row.method && o.path === row.path);
      if (!op) return [];
      const rule = op.takesIdempotencyKey
        ? RETRY_RULES.keyed(op.requiresIdempotencyKey)
        : op.refusedOnceCustomerClosed
          ? RETRY_RULES.asIsCustomerCloseAlone
          : op.rotatesSecret
            ? RETRY_RULES.asIsExceptZeroGraceRotation
            : RETRY_RULES.asIs;
      return row.rule === rule ? [] : [`${PAGE}:${row.line}: ${op.operationId} ${op.takesIdempotencyKey ? 'takes' : 'takes no'} Idempotency-Key: its rule is "${rule}" (rule: retry-table)`];
    });
    expect(wrong).toEqual([]);
  });

  it('every POST without an Idempotency-Key is documented as safe to repeat', () => {
    const unkeyedPosts = operations.filter((op) => op.method === 'POST' && !op.takesIdempotencyKey);
    const doc = readRepoFile(PAGE);
    for (const op of unkeyedPosts) expect(doc, `${PAGE} explains why ${op.operationId} is safe to repeat`).toContain(`[${op.summary.toLowerCase()}](/docs/${op.pageId})`);
  });

  it('reports a malformed row with file, line and rule', () => {
    const source = `${TABLE_HEADING}\n\n| Operation | Rule |\n| --- | --- |\n| [List customers](/docs/customers-controller-list-customers) | Always |\n`;
    expect(() => tableRows(source, 'docs/x.mdx')).toThrowError(/^docs\/x\.mdx:5: \[retry-table\] a row is/);
  });
});

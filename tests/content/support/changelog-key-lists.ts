/**
 * changelog-key-lists: a changelog entry about `request_in_progress` (the answer to a retry sent while
 * the first attempt with its `Idempotency-Key` still runs) lists, under **Operations:**, exactly the
 * operations that take an `Idempotency-Key` in the API of the entry's date: the release in effect that
 * day (`examples/releases/<date>.yaml`), or today's spec for an entry newer than every release.
 * The entries are history, so a later operation does not belong in an earlier entry's list.
 */
import { releaseOn } from './world-releases';
import { takesAnIdempotencyKey } from './every-post-key';
import { HTTP_METHODS, resolvePointer, type OpenApiDocument } from './spec';
import { isRecord } from '../../../plugins/api-model/isRecord';

/** What a spec says of its operations: `operationId` → whether it takes an `Idempotency-Key` header. */
export type KeyTakers = Set<string>;

export interface DatedSpec {
  date: string;
  file: string;
  keyTakers: KeyTakers;
}

/** The operations of a bundled OpenAPI document (a release's, read with `readRelease`) that take an `Idempotency-Key` header. */
export function keyTakersOf(document: OpenApiDocument): KeyTakers {
  const resolve = (parameter: unknown) => (isRecord(parameter) && typeof parameter.$ref === 'string' ? resolvePointer(document, parameter.$ref) : parameter);
  const takers = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      if (takesAnIdempotencyKey({ parameters: Array.isArray(operation.parameters) ? operation.parameters.map(resolve) : [] })) takers.add(operation.operationId);
    }
  }
  return takers;
}

interface Entry {
  line: number;
  heading: string;
  id: string;
  date: string;
  body: string;
}

function entries(text: string): Entry[] {
  const lines = text.split('\n');
  const found: Entry[] = [];
  lines.forEach((line, index) => {
    const heading = /^### .*\{#((\d{4}-\d{2}-\d{2})-[a-z0-9-]+)\}\s*$/.exec(line);
    if (!heading) return;
    const end = lines.findIndex((next, at) => at > index && /^#{2,3} /.test(next));
    found.push({ line: index + 1, heading: line, id: heading[1], date: heading[2], body: lines.slice(index + 1, end < 0 ? undefined : end).join('\n') });
  });
  return found;
}

/** The entries that speak of `request_in_progress` (in their heading or text) and list operations, with the pages they list. */
export function keyListEntries(text: string): (Entry & { listed: Set<string> })[] {
  return entries(text).flatMap((entry) => {
    const list = /\*\*Operations:\*\*([\s\S]*?)\n\n/.exec(entry.body);
    if (!/\brequest_in_progress\b/.test(entry.heading + entry.body) || !list) return [];
    return [{ ...entry, listed: new Set([...list[1].matchAll(/\]\(\/docs\/([a-z0-9-]+)\)/g)].map((match) => match[1])) }];
  });
}

/**
 * Problems of the changelog's entries that speak of `request_in_progress` and list operations.
 * `pageIdOf` maps an `operationId` to its page's slug; `releases` are sorted by date; `today` is the
 * spec in effect after the last of them.
 */
export function changelogKeyListProblems(file: string, text: string, releases: DatedSpec[], today: KeyTakers, pageIdOf: (operationId: string) => string): string[] {
  const newest = releases.at(-1)?.date ?? '';
  return keyListEntries(text).flatMap(({ listed, ...entry }) => {
    const release = entry.date > newest ? undefined : releaseOn(releases, entry.date);
    const expected = new Set([...(release?.keyTakers ?? today)].map(pageIdOf));
    const missing = [...expected].filter((page) => !listed.has(page)).sort();
    const extra = [...listed].filter((page) => !expected.has(page)).sort();
    if (missing.length === 0 && extra.length === 0) return [];
    const source = release ? `the release in effect on ${entry.date} (${release.file})` : 'the spec';
    const said = [missing.length > 0 ? `misses ${missing.join(', ')}` : '', extra.length > 0 ? `lists ${extra.join(', ')}, which take no key` : ''].filter(Boolean).join(' and ');
    return [`${file}:${entry.line}: entry #${entry.id} speaks of \`request_in_progress\` and ${said} in ${source}: list every operation that takes an \`Idempotency-Key\` (rule: changelog-key-lists)`];
  });
}

/**
 * Every example the site shows, as JSON values with a way to name where each part was written:
 * the spec's `example` / `examples` (bundled, each written place once), the JSON blocks and curl
 * bodies of the docs' pages, the Postman collection built from the spec, and the field examples of
 * the payloads page's event tables.
 */
import { contentData } from '../../../plugins/api-content/data';
import { postmanCollection, type PostmanItem } from '../../../plugins/exports/postman';
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import { docPages, readRepoFile } from './repo-files';
import { escapePointerSegment, type ApiModel, type JsonValue } from './spec';
import { isRecord } from '../../../plugins/api-model/isRecord';

export type Path = (string | number)[];

/** One example value, and where a part of it (by its path inside the value) was written. */
export interface ExampleSource {
  value: unknown;
  where(path: Path): string;
}

/** Every example value written in the spec, each located by `file#pointer (line N)`. */
export function specExamples(model: ApiModel): ExampleSource[] {
  const sources: ExampleSource[] = [];
  const at = (pointer: string) => (path: Path) => {
    const full = [pointer, ...path.map((segment) => escapePointerSegment(String(segment)))].join('/');
    const place = model.spec.locate(full);
    return `${place.file}#${place.pointer}${place.line === undefined ? '' : ` (line ${place.line})`}`;
  };
  const visit = (node: JsonValue, pointer: string, parentKey: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, parentKey));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, child] of Object.entries(node) as [string, JsonValue][]) {
      const childPointer = `${pointer}/${escapePointerSegment(key)}`;
      // A schema's `properties` may define a field named like a keyword.
      if (parentKey !== 'properties' && key === 'example') {
        sources.push({ value: child, where: at(childPointer) });
        continue;
      }
      if (parentKey !== 'properties' && key === 'examples') {
        if (Array.isArray(child)) child.forEach((item, index) => sources.push({ value: item, where: at(`${childPointer}/${index}`) }));
        else if (isRecord(child)) {
          for (const [name, example] of Object.entries(child)) {
            if (isRecord(example) && 'value' in example) sources.push({ value: example.value, where: at(`${childPointer}/${escapePointerSegment(name)}/value`) });
          }
        }
        continue;
      }
      visit(child, childPointer, key);
    }
  };
  visit(model.spec.bundled, '', '');
  return sources;
}

/** The line of the block on which `path` of a pretty-printed JSON value starts, found by its last key. */
function lineInBlock(code: string, path: Path, value: unknown): number {
  let node = value;
  for (const segment of path) node = (node as Record<string, unknown>)?.[segment as string];
  const id = isRecord(node) && typeof node.id === 'string' ? node.id : undefined;
  const lines = code.split('\n');
  const needle = id ? `"${id}"` : `"${String(path.at(-1) ?? '')}"`;
  // A string field is found by its key and value together, so each item of an array gets its own line.
  const pair = typeof node === 'string' && typeof path.at(-1) === 'string' ? `"${String(path.at(-1))}": ${JSON.stringify(node)}` : undefined;
  const exact = pair === undefined ? -1 : lines.findIndex((line) => line.includes(pair));
  const index = exact >= 0 ? exact : lines.findIndex((line) => line.includes(needle));
  return Math.max(index, 0);
}

/** The JSON blocks and curl bodies of every hand-written docs page, each located by `file:line`. */
export function docExamples(pages: string[] = docPages()): ExampleSource[] {
  return pages.flatMap((file) => docExamplesOf(file, readRepoFile(file)));
}

export function docExamplesOf(file: string, source: string): ExampleSource[] {
  const sources: ExampleSource[] = [];
  for (const block of parseMdx(source).codeBlocks) {
    if (block.lang === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        continue;
      }
      sources.push({ value, where: (path) => `${file}:${block.line + 1 + lineInBlock(block.code, path, value)}` });
    } else if (['bash', 'sh', 'shell', ''].includes(block.lang)) {
      for (const curl of findCurlCommands(block.code)) {
        if (!curl.body || curl.body.startsWith('@')) continue;
        try {
          const value: unknown = JSON.parse(curl.body);
          sources.push({ value, where: () => `${file}:${block.line + 1 + curl.lineOffset}` });
        } catch {
          // The curl check reports a body that is not JSON.
        }
      }
    }
  }
  return sources;
}

/** The request bodies and saved responses of the Postman collection the build publishes. */
export function postmanExamples(model: ApiModel): ExampleSource[] {
  const sources: ExampleSource[] = [];
  const visit = (items: PostmanItem[], trail: string[]) => {
    for (const item of items) {
      const name = [...trail, item.name];
      if (item.item) visit(item.item, name);
      const raw = item.request?.body && 'raw' in item.request.body ? item.request.body.raw : undefined;
      if (raw) sources.push({ value: JSON.parse(raw), where: () => `Postman collection: ${name.join(' / ')} (request body)` });
      for (const response of item.response ?? []) {
        sources.push({ value: JSON.parse(response.body), where: () => `Postman collection: ${name.join(' / ')} (saved response "${response.name}")` });
      }
    }
  };
  visit(postmanCollection(model, 'https://docs.example.com').item, []);
  return sources;
}

/** Every id and BIC written anywhere in the docs' pages and the spec's files, prose included, by `file:line`. */
export function writtenTokens(files: string[], pattern: RegExp): { text: string; where: string }[] {
  return files.flatMap((file) =>
    readRepoFile(file)
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(pattern)].map((match) => ({ text: match[0], where: `${file}:${index + 1}` }))),
  );
}

/** Every `Ledgerline-Signature` value (`t=...,v1=...`) written in the files, by `file:line`. */
export function writtenSignatures(files: string[]): { t: number; signatures: number; file: string; line: number }[] {
  return files.flatMap((file) =>
    readRepoFile(file)
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(/\bt=(\d{10}),((?:v1=(?:<[^>]*>|[0-9a-f]+),?)+)/g)].map((match) => ({ t: Number(match[1]), signatures: match[2].split('v1=').length - 1, file, line: index + 1 }))),
  );
}

/**
 * The event each of the payloads page's tables shows in its envelope fields' examples (`id`,
 * `object`, `type`, `created_at`), as the object a reader takes them for: a table whose `id`
 * example is another event's id shows two events under one id.
 */
export function eventTableExamples(model: ApiModel): ExampleSource[] {
  return contentData(model).webhookPayloads.flatMap(({ type, schema }) => {
    const shown = Object.fromEntries(
      (schema.properties ?? []).flatMap((field) => {
        const value = field.name !== undefined && field.example !== undefined ? (JSON.parse(field.example) as unknown) : undefined;
        return value === undefined || (typeof value === 'object' && value !== null) ? [] : [[field.name!, value]];
      }),
    );
    return typeof shown.id === 'string' ? [{ value: shown, where: (path: Path) => `payloads page, the ${type} table: field ${path.join('.') || 'id'} example` }] : [];
  });
}

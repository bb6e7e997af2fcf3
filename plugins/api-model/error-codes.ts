/**
 * The error catalogue of the API, derived from the spec: every `code` a problem+json response
 * can carry, with its HTTP status, title and meaning. Codes come from the Problem schema's
 * `code` property (an `enum` with `x-enum-descriptions`, a `oneOf` of `const`s, or an
 * `x-error-codes` list) and from every problem+json example; both are merged and checked.
 */

import { escapePointerSegment, type JsonValue, type OpenApiDocument } from './load';
import { deref } from './walk';

type Json = Record<string, unknown>;

export interface ErrorCodeEntry {
  code: string;
  status: number;
  title: string;
  description: string;
}

export const ERROR_TYPE_BASE = 'https://docs.example.com/docs/api/intro#';

interface Partial {
  status?: number;
  title?: string;
  description?: string;
  statusFrom?: string;
  titleFrom?: string;
  notInEnum?: boolean;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(doc: Json, value: unknown): unknown {
  return deref(doc as OpenApiDocument, value as JsonValue, '').node;
}

const ACRONYMS: Record<string, string> = { api: 'API', kyc: 'KYC', id: 'ID' };
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const humanize = (code: string) => capitalise(code.split('_').map((word) => ACRONYMS[word] ?? word).join(' '));

/** Codes declared on the Problem schema's `code` property. */
function fromSchema(doc: Json): Map<string, Partial> {
  const codes = new Map<string, Partial>();
  const schemas = (doc.components as Json | undefined)?.schemas as Json | undefined;
  const problem = resolve(doc, schemas?.Problem) as Json | undefined;
  const codeProperty = resolve(doc, (problem?.properties as Json | undefined)?.code) as Json | undefined;
  if (!codeProperty) return codes;

  for (const entry of (codeProperty['x-error-codes'] as Json[] | undefined) ?? []) {
    codes.set(String(entry.code), {
      status: entry.status === undefined ? undefined : Number(entry.status),
      title: entry.title as string | undefined,
      description: entry.description as string | undefined,
      statusFrom: 'x-error-codes',
    });
  }
  for (const option of [...((codeProperty.oneOf as unknown[]) ?? []), ...((codeProperty.anyOf as unknown[]) ?? [])]) {
    const branch = resolve(doc, option) as Json;
    if (typeof branch?.const !== 'string') continue;
    const status = branch['x-status'] ?? branch['x-http-status'];
    codes.set(branch.const, {
      ...codes.get(branch.const),
      status: status === undefined ? undefined : Number(status),
      title: branch.title as string | undefined,
      description: branch.description as string | undefined,
    });
  }
  // A Markdown list in the description: "- `code` (422): meaning".
  for (const m of String(codeProperty.description ?? '').matchAll(/^\s*[-*]\s+`([a-z][a-z0-9_]*)`\s+\((\d{3})\):?\s+(.+)$/gm)) {
    const [, code, status, meaning] = m;
    codes.set(code, {
      ...codes.get(code),
      status: Number(status),
      statusFrom: 'the description of Problem.code',
      description: capitalise(meaning.trim()),
    });
  }
  const descriptions = codeProperty['x-enum-descriptions'] as Json | string[] | undefined;
  const statuses = codeProperty['x-enum-statuses'] as Json | number[] | undefined;
  ((codeProperty.enum as string[] | undefined) ?? []).forEach((code, index) => {
    const pick = <T>(source: Json | T[] | undefined): T | undefined =>
      Array.isArray(source) ? source[index] : (source?.[code] as T | undefined);
    const description = pick<string | Json>(descriptions);
    const detail = isObject(description) ? description : { description };
    codes.set(code, {
      ...codes.get(code),
      status: Number(pick<number>(statuses) ?? detail.status) || codes.get(code)?.status,
      title: (detail.title as string | undefined) ?? codes.get(code)?.title,
      description: (detail.description as string | undefined) ?? codes.get(code)?.description,
    });
  });
  const enumValues = codeProperty.enum as string[] | undefined;
  if (enumValues) {
    for (const code of codes.keys()) {
      if (!enumValues.includes(code)) codes.set(code, { ...codes.get(code), notInEnum: true });
    }
  }
  return codes;
}

interface ExampleCode {
  code: string;
  status: number;
  title: string;
  type: unknown;
  responseDescription?: string;
  pointer: string;
}

/** Every problem+json example in the document, wherever it is. */
function fromExamples(doc: Json): ExampleCode[] {
  const found: ExampleCode[] = [];
  const visit = (node: unknown, pointer: string, responseDescription?: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`, responseDescription));
      return;
    }
    if (!isObject(node)) return;
    const description = typeof node.description === 'string' && isObject(node.content) ? node.description : responseDescription;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escapePointerSegment(key)}`;
      if (key === 'application/problem+json' && isObject(value)) {
        const examples: [string, unknown][] = [];
        if (value.example !== undefined) examples.push([`${at}/example`, value.example]);
        for (const [name, example] of Object.entries((value.examples as Json | undefined) ?? {})) {
          examples.push([`${at}/examples/${name}`, (resolve(doc, example) as Json | undefined)?.value]);
        }
        for (const [examplePointer, example] of examples) {
          if (!isObject(example) || typeof example.code !== 'string') continue;
          found.push({
            code: example.code,
            status: Number(example.status),
            title: String(example.title ?? ''),
            type: example.type,
            responseDescription: description,
            pointer: examplePointer,
          });
        }
      } else {
        visit(value, at, description);
      }
    }
  };
  visit(doc, '');
  return found;
}

export function collectErrorCodes(doc: Json): ErrorCodeEntry[] {
  const declared = fromSchema(doc);
  const examples = fromExamples(doc);
  const problems: string[] = [];
  const merged = new Map<string, Partial>(declared);

  for (const example of examples) {
    if (example.type !== `${ERROR_TYPE_BASE}${example.code}`) {
      problems.push(`${example.pointer}/type: expected "${ERROR_TYPE_BASE}${example.code}", found ${JSON.stringify(example.type)}`);
    }
    const entry = merged.get(example.code) ?? {};
    if (entry.status !== undefined && entry.status !== example.status) {
      problems.push(
        `${example.pointer}/status: ${example.code} is ${example.status} here but ${entry.status} in ${entry.statusFrom ?? 'the Problem schema'}`,
      );
    }
    // Problem.title promises one title per code, so a client may show it.
    if (entry.title !== undefined && example.title !== entry.title) {
      problems.push(
        `${example.pointer}/title: ${example.code} is titled ${JSON.stringify(example.title)} here but ${JSON.stringify(entry.title)} in ${entry.titleFrom ?? 'the Problem schema'} (rule: one-title-per-code)`,
      );
    }
    merged.set(example.code, {
      status: entry.status ?? example.status,
      statusFrom: entry.statusFrom ?? example.pointer,
      titleFrom: entry.titleFrom ?? example.pointer,
      title: entry.title ?? (example.title || undefined),
      description: entry.description ?? example.responseDescription,
    });
  }

  const entries: ErrorCodeEntry[] = [];
  for (const [code, entry] of merged) {
    if (entry.notInEnum) problems.push(`error code "${code}" is described but missing from the enum of Problem.code`);
    if (!entry.status) problems.push(`error code "${code}" has no HTTP status: give it an example or an x-status`);
    if (!entry.description) problems.push(`error code "${code}" has no description`);
    entries.push({ code, status: entry.status ?? 0, title: entry.title ?? humanize(code), description: (entry.description ?? '').trim() });
  }
  if (problems.length > 0) throw new Error(`error catalogue:\n  ${problems.join('\n  ')}`);
  return entries.sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

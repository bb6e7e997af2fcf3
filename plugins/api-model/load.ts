import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { LineCounter, parseDocument } from 'yaml';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export interface Tag {
  name: string;
  description?: string;
}

export interface Operation extends JsonObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export type PathItem = Partial<Record<HttpMethod, Operation>> & JsonObject;

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject;
  tags: Tag[] & JsonValue[];
  paths: Record<string, PathItem>;
  webhooks: Record<string, PathItem>;
  components: JsonObject;
}

/** Where something was written: the file (relative to the working directory), a JSON pointer inside it and, when known, its line. */
export interface SourceLocation {
  file: string;
  pointer: string;
  line?: number;
}

export interface SpecProblem extends SourceLocation {
  rule: string;
  message: string;
}

export interface LoadedSpec {
  /** The root file as given, relative to the working directory. */
  rootFile: string;
  /** Every file merged into one document; only internal `#/...` references remain. */
  bundled: OpenApiDocument;
  /** `bundled` with every `$ref` replaced by its target (keywords beside a `$ref` win). Shares objects between uses. */
  dereferenced: OpenApiDocument;
  /** Maps a JSON pointer in `bundled` back to the file and place it was written. */
  locate(bundledPointer: string): SourceLocation;
}

export class SpecLoadError extends Error {
  readonly problems: SpecProblem[];

  constructor(problems: SpecProblem[]) {
    const unique = [...new Map(problems.map((problem) => [formatProblem(problem), problem])).values()];
    super(unique.map(formatProblem).join('\n'));
    this.problems = unique;
    this.name = 'SpecLoadError';
  }
}

export function formatProblem(problem: SpecProblem): string {
  const line = problem.line === undefined ? '' : ` (line ${problem.line})`;
  const pointer = problem.pointer ? `#${problem.pointer}` : '';
  return `${problem.file}${pointer}${line}: ${problem.message} (rule: ${problem.rule})`;
}

export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function parsePointer(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return '/' + segments.map((segment) => escapePointerSegment(String(segment))).join('/');
}

/** Bundles and dereferences the API description whose root is `rootFile`; throws `SpecLoadError` on unresolvable refs or unreadable files. */
export async function loadSpec(rootFile: string): Promise<LoadedSpec> {
  const config = await createConfig({});
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({ ref: path.resolve(rootFile), config });
  } catch (error) {
    throw new SpecLoadError([unreadableSource(rootFile, error)]);
  }
  const refErrors = result.problems.filter((problem) => problem.severity === 'error');
  if (refErrors.length > 0) {
    // A file that fails to parse also breaks every $ref into it: report the parse error alone.
    const parseErrors = refErrors.filter((problem) => problem.message.startsWith('Failed to parse'));
    const reported = parseErrors.length > 0 ? parseErrors : refErrors;
    throw new SpecLoadError(
      reported.map((problem) => {
        const where = problem.location[0];
        const file = where ? relative(where.source.absoluteRef) : rootFile;
        const pointer = where && 'pointer' in where && where.pointer ? where.pointer.replace(/^#/, '') : '';
        const rule = !problem.ruleId || problem.ruleId === 'bundler' ? 'resolve-refs' : problem.ruleId;
        const message = problem.message.replaceAll(process.cwd() + path.sep, '');
        const syntaxLine = /\((\d+):\d+\)$/.exec(message)?.[1];
        if (syntaxLine) return { file, pointer: '', line: Number(syntaxLine), rule: 'yaml-syntax', message };
        return { ...withLine(file, pointer), rule, message };
      }),
    );
  }
  const bundled = result.bundle.parsed as OpenApiDocument;
  bundled.tags ??= [];
  bundled.paths ??= {};
  bundled.webhooks ??= {};
  bundled.components ??= {};
  return {
    rootFile,
    bundled,
    dereferenced: dereference(bundled) as OpenApiDocument,
    locate: (pointer) => locateInSources(path.resolve(rootFile), pointer),
  };
}

/** Turns a YAML syntax error or a missing root file into a problem that names the file and line. */
function unreadableSource(rootFile: string, error: unknown): SpecProblem {
  const details = error as { source?: { absoluteRef?: string }; line?: number; message?: string; originalError?: { reason?: string } };
  const file = details.source?.absoluteRef ? relative(details.source.absoluteRef) : rootFile;
  if (typeof details.line === 'number') {
    return { file, pointer: '', line: details.line, rule: 'yaml-syntax', message: details.originalError?.reason ?? 'invalid YAML' };
  }
  return { file, pointer: '', rule: 'read-file', message: details.message ?? String(error) };
}

/** Resolves an internal `#/...` reference in `doc`. */
export function resolvePointer(doc: JsonValue, ref: string): JsonValue | undefined {
  let node: JsonValue | undefined = doc;
  for (const segment of parsePointer(ref)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return node;
}

function dereference(doc: JsonObject): JsonObject {
  const done = new Map<string, JsonValue>();
  const inProgress = new Set<string>();
  const visit = (node: JsonValue): JsonValue => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...siblings } = node;
    const resolvedSiblings = Object.fromEntries(Object.entries(siblings).map(([key, value]) => [key, visit(value)]));
    if (typeof $ref !== 'string') return resolvedSiblings;
    if (inProgress.has($ref)) throw new Error(`Circular $ref ${$ref} cannot be dereferenced`);
    let target = done.get($ref);
    if (target === undefined) {
      const raw = resolvePointer(doc, $ref);
      if (raw === undefined) throw new Error(`Unresolved $ref ${$ref}`);
      inProgress.add($ref);
      target = visit(raw);
      inProgress.delete($ref);
      // A component schema is known by its name: readers see `object (Money)`, not `object`.
      const componentName = /^#\/components\/schemas\/([^/]+)$/.exec($ref)?.[1];
      if (componentName && target && typeof target === 'object' && !Array.isArray(target) && target.title === undefined) {
        target = { title: componentName, ...target };
      }
      done.set($ref, target);
    }
    if (Object.keys(resolvedSiblings).length === 0) return target;
    return { ...(target as JsonObject), ...resolvedSiblings };
  };
  return visit(doc) as JsonObject;
}

interface ParsedSource {
  data: JsonValue;
  lineOf(segments: string[]): number | undefined;
}

const sourceCache = new Map<string, ParsedSource>();

function readSource(absoluteFile: string): ParsedSource {
  let cached = sourceCache.get(absoluteFile);
  if (!cached) {
    const lineCounter = new LineCounter();
    const document = parseDocument(readFileSync(absoluteFile, 'utf8'), { lineCounter });
    cached = {
      data: document.toJS() as JsonValue,
      lineOf(segments) {
        const node = document.getIn(segments, true) as { range?: [number, number, number] } | undefined;
        return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
      },
    };
    sourceCache.set(absoluteFile, cached);
  }
  return cached;
}

function relative(absoluteFile: string): string {
  return path.relative(process.cwd(), absoluteFile).split(path.sep).join('/');
}

function withLine(file: string, pointer: string): SourceLocation {
  try {
    const line = readSource(path.resolve(file)).lineOf(parsePointer(pointer));
    return line === undefined ? { file, pointer } : { file, pointer, line };
  } catch {
    return { file, pointer };
  }
}

/**
 * Walks the bundled pointer through the source files: wherever the source has a `$ref` that the
 * bundler inlined (a path item, webhook or component kept in another file), it continues in that file.
 */
function locateInSources(rootFile: string, bundledPointer: string): SourceLocation {
  let file = rootFile;
  let segments: string[] = [];
  // A keyword written beside a `$ref` (`next`) is read where it is written, not in the target.
  const followRefs = (next?: string) => {
    for (let hops = 0; hops < 20; hops++) {
      const node = resolveSegments(readSource(file).data, segments);
      if (node === null || typeof node !== 'object' || Array.isArray(node) || typeof node.$ref !== 'string') return;
      if (next !== undefined && Object.hasOwn(node, next)) return;
      const [refFile, refPointer = ''] = node.$ref.split('#');
      if (refFile) file = path.resolve(path.dirname(file), refFile);
      segments = parsePointer(refPointer);
    }
  };
  try {
    for (const segment of parsePointer(bundledPointer)) {
      followRefs(segment);
      segments = [...segments, segment];
    }
    const node = resolveSegments(readSource(file).data, segments);
    if (node && typeof node === 'object' && !Array.isArray(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
      followRefs();
    }
  } catch {
    return { file: relative(rootFile), pointer: bundledPointer };
  }
  const line = readSource(file).lineOf(segments);
  const location: SourceLocation = { file: relative(file), pointer: segments.length ? toPointer(segments) : '' };
  return line === undefined ? location : { ...location, line };
}

function resolveSegments(data: JsonValue, segments: string[]): JsonValue | undefined {
  let node: JsonValue | undefined = data;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return node;
}

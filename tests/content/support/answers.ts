/**
 * Checks that a section of a doc page answers what a reader was promised: the questions kept as
 * tests (`production-questions.ts`) and the one-line limits of the limitations page.
 */
import type { ProductionQuestion } from '../production-questions';
import { docFileOf, sectionsOf, type Section } from './sections';

/** The names of the spec a section may be held to. */
export interface SpecNames {
  /** operationId → endpoint page id. */
  operations: Map<string, string>;
  /** Every property, parameter and header name. */
  fields: Set<string>;
  events: Set<string>;
  errors: Set<string>;
  /** Every string value of every enum. */
  values: Set<string>;
}

type Json = Record<string, unknown>;

/** Collects the names of a bundled OpenAPI document (walked as plain JSON, `$ref`s left as they are). */
export function specNamesOf(doc: Json, operations: { operationId: string; pageId: string }[], events: string[], errors: string[]): SpecNames {
  const fields = new Set<string>();
  const values = new Set<string>();
  const walk = (node: unknown, key: string | null) => {
    if (Array.isArray(node)) {
      if (key === 'enum') node.filter((value) => typeof value === 'string').forEach((value) => values.add(value));
      node.forEach((item) => walk(item, null));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    if (key === 'properties' || key === 'headers') Object.keys(object).forEach((name) => fields.add(name));
    if (typeof object.name === 'string' && typeof object.in === 'string') fields.add(object.name);
    for (const [childKey, child] of Object.entries(object)) walk(child, childKey);
  };
  walk(doc, null);
  return {
    operations: new Map(operations.map((op) => [op.operationId, op.pageId])),
    fields,
    events: new Set(events),
    errors: new Set(errors),
    values,
  };
}

/** The section a route with an anchor points to, or why there is none. */
export function sectionAt(target: string, docFiles: string[], read: (file: string) => string): { file: string; section: Section } | string {
  const [route, anchor] = target.split('#');
  const file = docFileOf(route, docFiles);
  if (!file) return `${route} is no hand-written doc page`;
  if (!anchor) return `${target} names no section (add #anchor)`;
  const section = sectionsOf(read(file)).find((candidate) => candidate.anchor === anchor);
  return section ? { file, section } : `${file} has no heading with the anchor #${anchor}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` as inline code, alone or as one part of a dotted path (`card_payment.original_amount`). */
const namedAsCode = (text: string, name: string) => new RegExp(`\`(?:[\\w-]+\\.)*${escape(name)}(?:\\.[\\w-]+)*(?:[:=][^\`]*)?\``).test(text);
const namedAsError = (text: string, code: string) => new RegExp(`\`(?:\\d{3}\\s)?${escape(code)}\``).test(text);

/** Every way the section a question points to fails to answer it, as `question n ("..."): what (rule: ...)`. */
export function checkQuestion(index: number, q: ProductionQuestion, names: SpecNames, docFiles: string[], read: (file: string) => string): string[] {
  const where = `question ${index + 1} ("${q.question}")`;
  const found = sectionAt(q.answer, docFiles, read);
  if (typeof found === 'string') return [`${where}: ${found} (rule: question-anchor)`];
  const { file, section } = found;
  const at = `${file}:${section.line} #${section.anchor}`;
  const problems: string[] = [];
  const check = (kind: string, list: string[] | undefined, exists: (name: string) => boolean, named: (name: string) => boolean) => {
    for (const name of list ?? []) {
      if (!exists(name)) problems.push(`${where}: ${kind} \`${name}\` is not in the spec (rule: question-name)`);
      else if (!named(name)) problems.push(`${where}: ${at} does not name the ${kind} \`${name}\` (rule: question-section)`);
    }
  };
  check('operation', q.operations, (id) => names.operations.has(id), (id) => section.text.includes(`/docs/${names.operations.get(id)})`) || section.text.includes(`/docs/${names.operations.get(id)}#`));
  check('field', q.fields, (path) => path.split('.').every((part) => names.fields.has(part)), (path) => namedAsCode(section.text, path));
  check('event', q.events, (type) => names.events.has(type), (type) => namedAsCode(section.text, type));
  check('error code', q.errors, (code) => names.errors.has(code), (code) => namedAsError(section.text, code));
  check('value', q.values, (value) => names.values.has(value), (value) => namedAsCode(section.text, value));
  for (const phrase of q.phrases ?? []) {
    if (!section.text.includes(phrase)) problems.push(`${where}: ${at} does not say "${phrase}" (rule: question-section)`);
  }
  return problems;
}

/** One line of the limitations page: what it says, the section it links, and its line. */
export interface LimitLine {
  text: string;
  target: string;
  line: number;
}

/** The list items of a page, each with its one link to a doc section; a problem for an item without exactly one. */
export function limitLinesOf(file: string, source: string): { lines: LimitLine[]; problems: string[] } {
  const lines: LimitLine[] = [];
  const problems: string[] = [];
  const rows = source.split(/\r?\n/);
  rows.forEach((row, index) => {
    if (!row.startsWith('- ')) return;
    let text = row;
    for (let next = index + 1; next < rows.length && /^ {2}\S/.test(rows[next]); next++) text += ` ${rows[next].trim()}`;
    const links = [...text.matchAll(/\]\((\/[^)\s]+)\)/g)].map((match) => match[1]);
    if (links.length !== 1) problems.push(`${file}:${index + 1}: a limit links ${links.length} doc sections; link exactly the one that explains it (rule: limitation-link)`);
    else lines.push({ text, target: links[0], line: index + 1 });
  });
  return { lines, problems };
}

/**
 * Every line of the limitations page links a section that exists and says the same limit: the
 * section must match what `mentions` declares for that link.
 */
export function checkLimitLines(file: string, source: string, mentions: Record<string, RegExp>, docFiles: string[], read: (file: string) => string): string[] {
  const { lines, problems } = limitLinesOf(file, source);
  for (const { target, line } of lines) {
    const found = sectionAt(target, docFiles, read);
    if (typeof found === 'string') {
      problems.push(`${file}:${line}: links ${target}, but ${found} (rule: limitation-link)`);
      continue;
    }
    const mention = mentions[target];
    if (!mention) problems.push(`${file}:${line}: declare in the limitations test what ${target} must say about this limit (rule: limitation-mention)`);
    else if (!mention.test(found.section.text)) {
      problems.push(`${file}:${line}: ${found.file}:${found.section.line} #${found.section.anchor} does not state this limit (${mention}) (rule: limitation-mention)`);
    }
  }
  for (const target of Object.keys(mentions)) {
    if (!lines.some((line) => line.target === target)) problems.push(`${file}: no line links ${target}, which the limitations test still declares (rule: limitation-mention)`);
  }
  return problems;
}

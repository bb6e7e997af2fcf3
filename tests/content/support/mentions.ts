import { Problem } from './problem';
import { lineAt, parseMdx, type CodeBlock, type ParsedMdx } from './mdx';
import type { ErrorCatalogue } from './spec-index';

/** Where the error catalogue lives; its entries are anchored by code (`#insufficient_funds`). */
const CATALOGUE_PAGE = '/docs/api/intro';
const EVENTS_PAGE = '/docs/notifications/webhook-notification-payloads';
const JSON_LANGS = new Set(['json', 'jsonc', 'json5']);

interface Line {
  text: string;
  /** 1-based line in the file. */
  number: number;
  /** The code block the line is inside, if any (fence lines are not inside). */
  block?: CodeBlock;
}

/** Every line of the file, front matter included, each with the code block it belongs to. */
function linesOf(source: string, mdx: ParsedMdx): Line[] {
  const lines: Line[] = source.split(/\r?\n/).map((text, index) => ({ text, number: index + 1 }));
  for (const block of mdx.codeBlocks) {
    const length = block.code.split('\n').length;
    for (let number = block.line + 1; number <= block.line + length && number <= lines.length; number++) lines[number - 1].block = block;
  }
  return lines;
}

/**
 * Every webhook event type the page names must be an event of the spec: in prose, in inline
 * code, in code samples and in links to the events page, as in `card.exploded` or
 * `.../webhook-notification-payloads#card.exploded`. A name counts as an event type when it is
 * `<resource>.<word>` with the resource of a spec event and a past-tense word (`card.exploded`),
 * or any `<word>.<action>` with the action of a spec event (`transfer.completed`); a field
 * access such as `customer.id` in a code sample is not one.
 */
export function checkEventMentions(file: string, source: string, eventTypes: string[]): Problem[] {
  const known = new Set(eventTypes);
  const resources = new Set(eventTypes.map((type) => type.slice(0, type.indexOf('.'))));
  const actions = new Set(eventTypes.map((type) => type.slice(type.indexOf('.') + 1)));
  const problems: Problem[] = [];
  for (const line of linesOf(source, parseMdx(source))) {
    // A fence's event="..." is checked with its block (rule json-example).
    const text = line.block ? line.text : line.text.replace(/^(\s*(?:`{3,}|~{3,}).*?)\bevent=("[^"]*"|'[^']*'|\S+)/, '$1');
    for (const m of text.matchAll(/(?<![\w.@/$-])([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)(?![\w@/-]|\.[a-z0-9_])/g)) {
      const [name, resource, action] = m;
      const looksLikeEvent = (resources.has(resource) && /ed$/.test(action)) || actions.has(action);
      if (!looksLikeEvent || known.has(name)) continue;
      const siblings = eventTypes.filter((type) => type.startsWith(`${resource}.`));
      const hint = siblings.length > 0 ? `its ${resource} events are ${siblings.join(', ')}` : `the events are listed on ${EVENTS_PAGE}#event-types`;
      problems.push(new Problem(file, line.number, 'webhook-event', `"${name}" is not a webhook event type of the spec (${hint})`));
    }
  }
  return problems;
}

const SNAKE_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/** `422 wallet_archived` in inline code: a status and the error code it comes with. */
const STATUS_AND_CODE = /`([1-5]\d\d) ([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+)`/g;

/**
 * What is wrong with writing `STATUS code`, if anything: the code is not in the catalogue (a
 * code of an `errors` entry, such as `unknown_field`, is not one: it comes inside the
 * `invalid_request` problem), or the catalogue gives it another status.
 */
function statusAndCodeProblem(status: string, code: string, catalogue: ErrorCatalogue): string | undefined {
  const known = catalogue.codes.find((entry) => entry.code === code)?.status;
  if (known !== undefined) return String(known) === status ? undefined : `\`${status} ${code}\`: the catalogue gives "${code}" the status ${known}`;
  if (catalogue.fieldErrorCodes.includes(code)) {
    const carrier = catalogue.codes.find((entry) => entry.code === 'invalid_request');
    return `\`${status} ${code}\`: "${code}" is the code of an \`errors\` entry, not of the response; write \`${carrier?.status ?? 400} invalid_request\` with an \`errors\` entry of code \`${code}\``;
  }
  return `\`${status} ${code}\`: "${code}" is not an error code of the catalogue`;
}

/**
 * The same for text that code writes into pages and exports (the changelog's spec changes, the
 * versioning rules' reasons): every `STATUS code` in the source file, with its line.
 */
export function checkErrorCodeMentionsInSource(file: string, source: string, catalogue: ErrorCatalogue): Problem[] {
  // Comments explain the code to its readers, not to the site's; a template literal escapes its backticks.
  const text = source
    .split('\n')
    .map((line) => (/^\s*(?:\/\/|\/?\*)/.test(line) ? '' : line.replaceAll('\\`', '`')))
    .join('\n');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  return [...text.matchAll(STATUS_AND_CODE)].flatMap((m) => {
    const message = statusAndCodeProblem(m[1], m[2], catalogue);
    return message ? [new Problem(file, lineOf(m.index), 'error-code', message)] : [];
  });
}

/**
 * Every error code the page names must be in the catalogue (the spec's error codes):
 * - `STATUS code` in inline code, such as `409 idempotency_key_reused`, with that status;
 * - links and type URIs into the catalogue, such as `/docs/api/intro#insufficient_funds`;
 * - in a problem+json example, `code` must agree with `type`, `status` and the block's status;
 * - in a code sample, a string literal on a line that reads `code`
 *   (`problem.code === 'insufficient_funds'`) is an error code or a field error code.
 */
export function checkErrorCodeMentions(file: string, source: string, catalogue: ErrorCatalogue): Problem[] {
  const mdx = parseMdx(source);
  const problems: Problem[] = [];
  const statusOf = (code: string) => catalogue.codes.find((entry) => entry.code === code)?.status;
  const report = (line: number, message: string) => problems.push(new Problem(file, line, 'error-code', message));

  for (const paragraph of mdx.paragraphs) {
    for (const m of paragraph.text.matchAll(STATUS_AND_CODE)) {
      const message = statusAndCodeProblem(m[1], m[2], catalogue);
      if (message) report(lineAt(paragraph, m.index), message);
    }
  }

  for (const line of linesOf(source, mdx)) {
    for (const m of line.text.matchAll(new RegExp(`${CATALOGUE_PAGE}#([A-Za-z0-9_-]+)`, 'g'))) {
      // Section anchors of the page are kebab-case; code entries are snake_case.
      if (m[1].includes('_') && statusOf(m[1]) === undefined) {
        report(line.number, `"${m[0]}" points to "${m[1]}", which is not an error code of the catalogue`);
      }
    }
    if (line.block && !JSON_LANGS.has(line.block.lang) && /\bcode\b/.test(line.text)) {
      for (const m of line.text.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)) {
        const code = m[2];
        if (!SNAKE_CODE.test(code) || statusOf(code) !== undefined || catalogue.fieldErrorCodes.includes(code)) continue;
        report(line.number, `"${code}" is read as an error code but is not one of the catalogue (nor a field error code)`);
      }
    }
  }

  for (const block of mdx.codeBlocks.filter((b) => JSON_LANGS.has(b.lang))) {
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue; // reported by the json-example rule
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const { code, status, type } = value as Record<string, unknown>;
    const known = typeof code === 'string' ? statusOf(code) : undefined;
    if (known === undefined) continue; // an unknown code breaks the schema (rule schema)
    if (typeof status === 'number' && status !== known) {
      report(block.line, `problem "${code}" has "status": ${status}; the catalogue gives "${code}" the status ${known}`);
    }
    if (typeof block.meta.status === 'string' && block.meta.status !== String(known)) {
      report(block.line, `a ${block.meta.status} response cannot carry "${code}": the catalogue gives it the status ${known}`);
    }
    if (typeof type === 'string' && type.includes(`${CATALOGUE_PAGE}#`) && !type.endsWith(`#${code}`)) {
      report(block.line, `problem "${code}" has "type": "${type}"; it must end with #${code}`);
    }
  }
  return problems;
}

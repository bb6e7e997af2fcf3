/**
 * Rule `card-status-reason`: update a card's status takes, with each status, only the `reason`
 * values `src/data/card-status-reasons.ts` gives it. The spec's `UpdateCardStatusRequest` lists
 * them twice in prose (under each `status` value, and the statuses under each `reason` value),
 * and every example request (the spec's, a page's curl body or JSON request block) must pair a
 * status with a reason it takes.
 */
import { parse as parseYaml } from 'yaml';
import { CARD_STATUS_REASONS } from '../../../src/data/card-status-reasons';
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';

const RULE = 'card-status-reason';
const DATA = 'src/data/card-status-reasons.ts';
const OPERATION = 'CardsController_updateCardStatus';
const STATUS_PATH = /\/cards\/[^/\s]+\/status\b/;

const list = (values: string[]) => values.map((value) => `\`${value}\``).join(', ');
const problem = (where: string, message: string) => `${where}: ${message} (${DATA}) (rule: ${RULE})`;
const statusesTaking = (reason: string) => Object.keys(CARD_STATUS_REASONS).filter((status) => CARD_STATUS_REASONS[status].reasons.includes(reason));
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** What is wrong with one request body's `status` and `reason`, if anything. */
export function pairProblem(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { status, reason } = body as { status?: unknown; reason?: unknown };
  const entry = typeof status === 'string' ? CARD_STATUS_REASONS[status] : undefined;
  if (!entry) return undefined;
  if (reason === undefined || reason === null) {
    return entry.required ? `sets \`status\` \`${String(status)}\` without \`reason\`; it needs one of ${list(entry.reasons)}` : undefined;
  }
  if (!entry.reasons.includes(String(reason))) {
    return `pairs \`status\` \`${String(status)}\` with \`reason\` \`${String(reason)}\`; \`${String(status)}\` takes only ${list(entry.reasons)}, anything else is \`400 invalid_request\``;
  }
  return undefined;
}

/** The spec's request examples of the operation, in a path file (`patch.requestBody`), each named by file and JSON pointer. */
export function specExampleProblems(file: string, source: string): string[] {
  const document = parseYaml(source) as { patch?: { requestBody?: { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> } } };
  const problems: string[] = [];
  for (const [mediaType, media] of Object.entries(document.patch?.requestBody?.content ?? {})) {
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      const found = pairProblem(example.value);
      if (found) problems.push(problem(`${file}#/patch/requestBody/content/${mediaType.replace('/', '~1')}/examples/${name}/value`, found));
    }
  }
  return problems;
}

/** Each curl body sent to `PATCH /cards/{card_id}/status` and each JSON request block of the operation on a page. */
export function pageRequestProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const check = (line: number, json: string | null) => {
    let body: unknown;
    try {
      body = json === null ? undefined : JSON.parse(json);
    } catch {
      return;
    }
    const found = pairProblem(body);
    if (found) problems.push(problem(`${file}:${line}`, found));
  };
  for (const block of parseMdx(source).codeBlocks) {
    if (block.meta.operation === OPERATION && block.meta.status === 'request') check(block.line, block.code);
    if (!/^(bash|sh|shell)$/.test(block.lang)) continue;
    for (const command of findCurlCommands(block.code)) {
      if (command.method === 'PATCH' && STATUS_PATH.test(command.url)) check(block.line + 1 + command.lineOffset, command.body);
    }
  }
  return problems;
}

interface ListItem {
  key: string;
  text: string;
  line: number;
}

/** The `- \`key\`: text` items of a property's description inside the `UpdateCardStatusRequest` schema. */
function descriptionItems(source: string, property: string): ListItem[] | undefined {
  const lines = source.split('\n');
  const schema = lines.findIndex((line) => line === 'UpdateCardStatusRequest:');
  if (schema === -1) return undefined;
  const start = lines.findIndex((line, index) => index > schema && line === `    ${property}:`);
  if (start === -1 || !/^ {6}description: \|/.test(lines[start + 1] ?? '')) return undefined;
  const items: ListItem[] = [];
  for (let index = start + 2; index < lines.length && !/^ {0,7}\S/.test(lines[index]); index++) {
    const item = /^\s*- `([a-z_]+)`:(.*)$/.exec(lines[index]);
    if (item) items.push({ key: item[1], text: item[2], line: index + 1 });
    else if (items.length > 0 && /^\s{10,}\S/.test(lines[index]) && !/^\s*-\s/.test(lines[index])) items[items.length - 1].text += ` ${lines[index].trim()}`;
  }
  return items;
}

const codeValues = (text: string, among: string[]) => [...new Set([...text.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]).filter((value) => among.includes(value)))];

/** The spec's `status` and `reason` descriptions name, for each value, the reasons or statuses the data pairs with it. */
export function descriptionProblems(file: string, source: string, reasonEnum: string[]): string[] {
  const statuses = Object.keys(CARD_STATUS_REASONS);
  const problems: string[] = [];
  const compare = (property: 'status' | 'reason', keys: string[], among: string[], expected: (key: string) => string[]) => {
    const items = descriptionItems(source, property);
    if (!items) {
      problems.push(problem(file, `has no \`UpdateCardStatusRequest\` schema with a \`${property}\` property to read`));
      return;
    }
    for (const key of keys) {
      const item = items.find((candidate) => candidate.key === key);
      const named = item ? codeValues(item.text, among) : [];
      const wanted = expected(key);
      if (!item) problems.push(problem(file, `the \`${property}\` description has no item for \`${key}\`; it must name ${list(wanted)}`));
      else if (!sameSet(named, wanted)) {
        problems.push(problem(`${file}:${item.line}`, `the \`${property}\` description pairs \`${key}\` with ${named.length ? list(named) : 'nothing'}; it goes with ${list(wanted)}`));
      }
    }
  };
  compare('status', statuses, reasonEnum, (status) => CARD_STATUS_REASONS[status].reasons);
  compare('reason', reasonEnum, statuses, statusesTaking);
  return problems;
}

/**
 * The Card schema's `status_reason` description says when it is `null`, in the sentence that opens
 * with `` `null` ``. A status you can set with a reason can carry one, so that sentence names none
 * of them as a status that always has `null`.
 */
export function nullReasonProblems(file: string, source: string): string[] {
  const lines = source.split('\n');
  const schema = lines.findIndex((line) => line === 'Card:');
  const start = lines.findIndex((line, index) => schema !== -1 && index > schema && line === '    status_reason:');
  if (start === -1) return [problem(file, 'has no `Card` schema with a `status_reason` property to read')];
  const problems: string[] = [];
  let inNull = false;
  for (let index = start + 2; index < lines.length && !/^ {0,7}\S/.test(lines[index]); index++) {
    const text = lines[index];
    const opens = text.indexOf('`null`');
    if (opens !== -1) inNull = true;
    if (!inNull) continue;
    const end = text.search(/\.(\s|$)/);
    const part = text.slice(opens === -1 ? 0 : opens, end === -1 ? undefined : end);
    for (const status of codeValues(part, Object.keys(CARD_STATUS_REASONS))) {
      problems.push(problem(`${file}:${index + 1}`, `the \`status_reason\` description gives \`${status}\` as a status whose \`status_reason\` is \`null\`, but a change to \`${status}\` can send ${list(CARD_STATUS_REASONS[status].reasons)}, which becomes \`status_reason\``));
    }
    if (end !== -1) inNull = false;
  }
  return problems;
}

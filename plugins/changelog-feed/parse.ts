/**
 * Reads the changelog page (docs/api/changelog.mdx), the one source of the changelog: the page
 * shows it, the Atom feed is written from it, and other tools read its entries from here.
 *
 * After any introduction, the page is a list of dates, newest first, each with its entries:
 *
 *     ## 2026-11-10 {#2026-11-10}
 *
 *     ### Changed: replayed responses are marked {#2026-11-10-replayed-responses}
 *
 *     **Operations:** [Send a payment](/docs/transactions-controller-payment), ...
 *
 *     **Events:** `payment.created` (optional)
 *
 *     What changed, and what to do about it.
 */

export const CHANGE_KINDS = ['breaking', 'new', 'changed', 'deprecated', 'fixed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Each kind's label, as an entry's heading and every list of entries write it. */
export const KIND_LABELS: Record<ChangeKind, string> = {
  breaking: 'Breaking',
  new: 'New',
  changed: 'Changed',
  deprecated: 'Deprecated',
  fixed: 'Fixed',
};

export interface ChangelogEntry {
  /** The entry's anchor on the page: `/docs/api/changelog#<id>`. */
  id: string;
  /** `YYYY-MM-DD`, the date the change shipped. */
  date: string;
  kind: ChangeKind;
  /** The heading without its label, e.g. `replayed responses are marked`. */
  title: string;
  /** The operationIds the change touches, in the order the entry links them. */
  operations: string[];
  /** The webhook event types the change touches, if any. */
  events: string[];
  /** The entry's Markdown below its heading, as written. */
  body: string;
  /** 1-based line of the entry's heading. */
  line: number;
  /** Breaking entries: `**Act by:** YYYY-MM-DD`, the date from which integrations that did not act stop working. */
  actBy?: string;
  /** Deprecated entries: `**Sunset:** YYYY-MM-DD`, the date it goes away (the spec's `x-sunset`). */
  sunset?: string;
  /** `**Updated:** YYYY-MM-DD`, when the entry was last edited after its release (the feed's `<updated>`). */
  updated?: string;
  /** Breaking entries: `**Notice:** none`, the entry took effect the day it was announced (its Act by date is its release date). */
  noNotice?: boolean;
}

/** What the entries may refer to: the spec's operations (by their page id) and event types. */
export interface ChangelogReferences {
  /** Endpoint page id (`transactions-controller-payment`) -> operationId (`TransactionsController_payment`). */
  operationIdByPageId: ReadonlyMap<string, string>;
  eventTypes: ReadonlySet<string>;
  /**
   * What earlier releases had and the spec no longer has, so that an entry can name a removed
   * operation or event: page id -> its operationId and the last release spec it is in; event
   * type -> the last release it is in.
   */
  removed?: {
    operations: ReadonlyMap<string, { operationId: string; method: string; path: string; lastRelease: string }>;
    events: ReadonlyMap<string, string>;
  };
}

/** `/openapi/2026-11-26.json#/paths/~1cards~1{card_id}/delete` -> date, path and method. */
const RELEASE_SPEC_LINK = /^(?:pathname:\/\/)?\/openapi\/(\d{4}-\d{2}-\d{2})\.(?:json|yaml)#\/paths\/([^/]+)\/([a-z]+)$/;

export class ChangelogProblem {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: string,
    readonly message: string,
  ) {}

  toString(): string {
    return `${this.file}:${this.line}: [${this.rule}] ${this.message}`;
  }
}

export class ChangelogError extends Error {
  constructor(readonly problems: ChangelogProblem[]) {
    super(`The changelog has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(String).join('\n')}`);
    this.name = 'ChangelogError';
  }
}

const LABELS = Object.fromEntries(CHANGE_KINDS.map((kind) => [KIND_LABELS[kind], kind])) as Record<string, ChangeKind>;
const DATE_HEADING = /^## (\d{4}-\d{2}-\d{2})(?: \{#([^}]+)\})?\s*$/;
const ENTRY_HEADING = /^### ([A-Z][a-z]+): (\S.*?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?\s*\)/g;

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

interface Line {
  text: string;
  number: number;
  inCode: boolean;
}

function linesOf(source: string): Line[] {
  const raw = source.split(/\r?\n/);
  let start = 0;
  if (raw[0] === '---') {
    const end = raw.indexOf('---', 1);
    if (end > 0) start = end + 1;
  }
  const lines: Line[] = [];
  let fence: string | null = null;
  for (let i = start; i < raw.length; i++) {
    const text = raw[i];
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      lines.push({ text, number: i + 1, inCode: true });
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = null;
      continue;
    }
    if (marker) fence = marker;
    lines.push({ text, number: i + 1, inCode: Boolean(marker) });
  }
  return lines;
}

/** The paragraph (lines up to the next blank line) that starts with `**<label>:**`: its text after the label, first line and lines. */
function labelledParagraph(lines: Line[], label: string): { text: string; line: number; lines: Line[] } | undefined {
  const start = lines.findIndex((l) => !l.inCode && l.text.startsWith(`**${label}:**`));
  if (start === -1) return undefined;
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].text.trim() !== '' && !lines[end + 1].inCode) end++;
  return {
    text: lines
      .slice(start, end + 1)
      .map((l) => l.text)
      .join(' ')
      .slice(label.length + 5),
    line: lines[start].number,
    lines: lines.slice(start, end + 1),
  };
}

/** A clause saying what the API answered before, not what the documentation said: "a repeat was refused". */
const ANSWERED_BEFORE = /\b(?:was|were) (?:refused|rejected|cancelled|accepted|answered|returned)\b/;
const ABOUT_DOCUMENTATION = /\b(?:documented|documentation|reference|described|listed|said|spec)\b/;
/** How a Fixed entry says the API already behaved so before the documentation said it. */
export const ALREADY_DID = /\b(?:API|Ledgerline|it) already\b/;

/**
 * In a Fixed entry, the first sentence that announces what the API does from now on ("Now sending
 * the status ... returns it"): a change of behaviour, which the labels call Changed (or Breaking).
 * It is one when the entry says what the API answered before ("a repeat was refused"), or never
 * says the API already did so.
 */
function behaviourChangeInFixed(paragraphs: Line[][]): { line: number; sentence: string; before?: string } | undefined {
  const entryText = paragraphs.flat().map((l) => l.text).join(' ');
  for (const paragraph of paragraphs) {
    let before: string | undefined;
    let text = '';
    const starts: { offset: number; line: number }[] = [];
    for (const l of paragraph) {
      starts.push({ offset: text.length, line: l.number });
      text += `${l.text.trim()} `;
    }
    for (const match of text.matchAll(/(?:[^.!?]|[.!?](?=\S))+[.!?]?/g)) {
      const sentence = match[0].trim();
      const clause = sentence.split(/[,;:]|\b(?:but|while|and)\b/).find((part) => ANSWERED_BEFORE.test(part) && !ABOUT_DOCUMENTATION.test(part));
      if (clause) before ??= clause.trim();
      if (/^Now\b/.test(sentence) && (before || !ALREADY_DID.test(entryText))) {
        const offset = match.index + match[0].indexOf('Now');
        const line = [...starts].reverse().find((start) => start.offset <= offset)!.line;
        return { line, sentence, before };
      }
    }
  }
  return undefined;
}

export function parseChangelog(source: string, file: string, refs: ChangelogReferences): ChangelogEntry[] {
  const problems: ChangelogProblem[] = [];
  const report = (line: number, rule: string, message: string) => problems.push(new ChangelogProblem(file, line, rule, message));
  const lines = linesOf(source);
  const entries: ChangelogEntry[] = [];
  const seenIds = new Map<string, number>();

  let date: string | null = null;
  let previousDate: string | null = null;
  let current: { heading: Line; kind: ChangeKind; title: string; id: string; body: Line[] } | null = null;
  // Under an entry heading that was reported as malformed: its text is not reported again.
  let inMalformedEntry = false;

  const finish = () => {
    if (!current || !date) return;
    const { heading, kind, title, id, body } = current;
    while (body.length > 0 && body[0].text.trim() === '') body.shift();
    while (body.length > 0 && body[body.length - 1].text.trim() === '') body.pop();

    const operations: string[] = [];
    const operationsLine = labelledParagraph(body, 'Operations');
    const eventsParagraph = labelledParagraph(body, 'Events');
    if (!operationsLine) {
      // An entry about events only needs no operation.
      if (!eventsParagraph) report(heading.number, 'operations', `the entry "${title}" needs a "**Operations:**" paragraph linking each operation it touches, or an "**Events:**" paragraph naming each event`);
    } else {
      for (const [, , href] of operationsLine.text.matchAll(LINK)) {
        const pageId = /^\/docs\/([a-z0-9-]+)(?:#[\w-]*)?$/.exec(href)?.[1];
        const inRelease = RELEASE_SPEC_LINK.exec(href);
        const removed = [...(refs.removed?.operations.values() ?? [])];
        const operationId =
          (pageId && (refs.operationIdByPageId.get(pageId) ?? refs.removed?.operations.get(pageId)?.operationId)) ||
          (inRelease && removed.find((op) => op.lastRelease >= inRelease[1] && op.method === inRelease[3] && op.path === inRelease[2].replaceAll('~1', '/').replaceAll('~0', '~'))?.operationId);
        if (!operationId) {
          report(
            operationsLine.line,
            'operations',
            `"${href}" is not the page of an operation of the spec (expected /docs/<operation page id>), nor a removed operation in the release spec that last had it (/openapi/<date>.json#/paths/<path>/<method>)`,
          );
        } else if (!operations.includes(operationId)) {
          operations.push(operationId);
        }
      }
      if (operations.length === 0 && !problems.some((p) => p.line === operationsLine.line)) {
        report(operationsLine.line, 'operations', `the "**Operations:**" paragraph of "${title}" links no operation`);
      }
    }

    const events: string[] = [];
    const eventsLine = eventsParagraph;
    if (eventsLine) {
      for (const [, type] of eventsLine.text.matchAll(/`([^`]+)`/g)) {
        if (!refs.eventTypes.has(type) && !refs.removed?.events.has(type)) report(eventsLine.line, 'events', `\`${type}\` is not a webhook event of the spec or of an earlier release`);
        else if (!events.includes(type)) events.push(type);
      }
      if (events.length === 0 && !problems.some((p) => p.line === eventsLine.line)) {
        report(eventsLine.line, 'events', `the "**Events:**" paragraph of "${title}" names no event in backticks`);
      }
    }

    const dates: Partial<Record<'actBy' | 'sunset' | 'updated', string>> = {};
    const dateFields = [
      ['actBy', 'Act by'],
      ['sunset', 'Sunset'],
      ['updated', 'Updated'],
    ] as const;
    const fieldLines: Line[] = [];
    for (const [key, label] of dateFields) {
      const field = labelledParagraph(body, label);
      if (!field) continue;
      fieldLines.push(...field.lines);
      const value = field.text.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) report(field.line, 'entry-date', `"**${label}:** ${value}" needs one date, YYYY-MM-DD`);
      else if (value < date) report(field.line, 'entry-date', `"**${label}:** ${value}" is before the entry's release date ${date}`);
      else dates[key] = value;
    }
    if (kind === 'breaking' && !labelledParagraph(body, 'Act by')) {
      report(heading.number, 'act-by', `the Breaking entry "${title}" needs "**Act by:** YYYY-MM-DD": the date from which an integration that did not act stops working`);
    }
    if (kind === 'deprecated' && !labelledParagraph(body, 'Sunset')) {
      report(heading.number, 'sunset', `the Deprecated entry "${title}" needs "**Sunset:** YYYY-MM-DD": the date it goes away (the spec's \`x-sunset\`)`);
    }
    if (kind !== 'breaking' && dates.actBy) report(heading.number, 'act-by', `"**Act by:**" is for Breaking entries; "${title}" is ${KIND_LABELS[kind]}`);
    // The versioning rules promise notice of a breaking change: one that took effect the day it was announced says it broke that promise.
    const notice = labelledParagraph(body, 'Notice');
    if (notice) fieldLines.push(...notice.lines);
    const noNotice = notice?.text.trim() === 'none';
    if (notice && !noNotice) report(notice.line, 'notice', `"**Notice:** ${notice.text.trim()}": the only value is none, for a Breaking entry that took effect the day it was announced`);
    else if (notice && kind !== 'breaking') report(notice.line, 'notice', `"**Notice:** none" is for Breaking entries; "${title}" is ${KIND_LABELS[kind]}`);
    else if (kind === 'breaking' && dates.actBy && dates.actBy <= date && !noNotice) {
      report(heading.number, 'notice', `the Breaking entry "${title}" is announced on ${date} and its Act by date is ${dates.actBy}, so no integration can act before it, while the versioning rules promise notice: give an Act by date after ${date}, or add "**Notice:** none" so that the entry says it shipped without notice`);
    } else if (noNotice && dates.actBy && dates.actBy > date) {
      report(notice.line, 'notice', `"**Notice:** none", but "${title}" gives notice (Act by ${dates.actBy}, after its date ${date}): remove the line`);
    }
    if (kind !== 'deprecated' && dates.sunset) report(heading.number, 'sunset', `"**Sunset:**" is for Deprecated entries; "${title}" is ${KIND_LABELS[kind]}`);

    const listing = new Set([...(operationsLine?.lines ?? []), ...(eventsLine?.lines ?? []), ...fieldLines]);
    if (kind === 'fixed') {
      const paragraphs: Line[][] = [[]];
      for (const l of body) {
        if (l.text.trim() === '' || l.inCode || listing.has(l)) {
          if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
        } else paragraphs.at(-1)!.push(l);
      }
      const change = behaviourChangeInFixed(paragraphs);
      if (change) {
        report(
          change.line,
          'fixed-behaviour-change',
          `the Fixed entry "${title}" says what the API does from now on ("${change.sentence}")${change.before ? ` after saying what it answered before ("${change.before}")` : ''}: a change of what the API does is Changed (or Breaking); a Fixed entry says the documentation was wrong and that the API already did this`,
        );
      }
    }
    if (!body.some((l) => l.text.trim() !== '' && !listing.has(l))) {
      report(heading.number, 'body', `the entry "${title}" says nothing beyond its operations: say what changed and what to do`);
    }
    entries.push({ id, date, kind, title, operations, events, body: body.map((l) => l.text).join('\n'), line: heading.number, ...dates, ...(noNotice && kind === 'breaking' ? { noNotice } : {}) });
    current = null;
  };

  for (const line of lines) {
    if (line.inCode) {
      current?.body.push(line);
      continue;
    }
    if (/^##{1,2} /.test(line.text)) inMalformedEntry = false;
    if (/^## /.test(line.text)) {
      finish();
      const match = DATE_HEADING.exec(line.text);
      if (!match) {
        if (date) report(line.number, 'date-heading', `"${line.text}": after the first date, every "##" heading must be a date, "## YYYY-MM-DD {#YYYY-MM-DD}"`);
        date = null;
        continue;
      }
      const [, day, anchor] = match;
      if (!isCalendarDate(day)) report(line.number, 'date-heading', `${day} is not a calendar date`);
      if (anchor !== undefined && anchor !== day) report(line.number, 'date-heading', `the anchor {#${anchor}} of ${day} must be {#${day}}`);
      if (previousDate && day >= previousDate) report(line.number, 'date-order', `${day} comes after ${previousDate}: dates go newest first, each once`);
      date = day;
      previousDate = day;
      continue;
    }
    if (/^### /.test(line.text)) {
      finish();
      if (!date) continue;
      const match = ENTRY_HEADING.exec(line.text);
      const kind = match && LABELS[match[1]];
      if (!match || !kind) {
        report(
          line.number,
          'entry-heading',
          `"${line.text}": an entry heading is "### <Label>: <what changed> {#<anchor>}" with the label one of ${Object.keys(LABELS).join(', ')}`,
        );
        inMalformedEntry = true;
        continue;
      }
      const [, , title, id] = match;
      const earlier = seenIds.get(id);
      if (earlier !== undefined) report(line.number, 'entry-id', `the anchor {#${id}} is already used on line ${earlier}`);
      seenIds.set(id, line.number);
      current = { heading: line, kind, title, id, body: [] };
      continue;
    }
    if (current) current.body.push(line);
    else if (date && !inMalformedEntry && line.text.trim() !== '') {
      report(line.number, 'entry-heading', `text under ${date} before its first entry: put it in an entry ("### <Label>: ...")`);
    }
  }
  finish();

  if (previousDate === null) report(1, 'date-heading', 'the changelog has no date heading ("## YYYY-MM-DD {#YYYY-MM-DD}")');
  if (problems.length > 0) throw new ChangelogError(problems);
  return entries;
}

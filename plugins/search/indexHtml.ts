import { escapeHtml as escape } from '../../src/utils/html';
import type { SearchPage, SearchSection } from './records';
import { ALIAS_SEPARATOR, CHANGES_FILTER, CODE_FILTER, STATE_FILTER, ERROR_RESPONSE_FILTER, ERROR_RESPONSES_FILTER, CONVENTIONS_FILTER, PART_TOPIC_FILTER, EVENT_FILTER, EXPLAINS, OPERATION_FILTER, PAYLOAD_FILTER, SANDBOX_FILTER, STATUS_FILTER, TIMING_FILTER, EXPLAINS_FILTER, TOPIC_FILTER, topicOf } from './client/engine';


/**
 * How much a match counts, by where it is (Pagefind's scale: 1 is body text). A page's title
 * and other names decide which page comes first; a heading, field or table entry decides
 * which part of the page the hit links to.
 */
export const WEIGHTS = {
  title: 10,
  aliases: 8,
  description: 3,
  heading: 6,
  /** A heading of a page that explains (the conventions page, an overview, the glossary; `SearchPage.explains`). */
  explainingHeading: 8,
  /** A table row with an id: an error code or an event type, a name that is the row's own. */
  entry: 8,
  field: 4,
  /**
   * A field of a response, weighed as text: it names what the request fields, an overview or a
   * guide explain, and a pasted name that only a response carries (`replaced_by`) wants that prose.
   */
  responseField: 1,
  /** A share of its weight that a field of an object the operation is not about keeps (`isEmbedded`). */
  embeddedField: 0.5,
  /** The headings every endpoint page has (Request, Responses, 400 Bad request): they say nothing of the operation. */
  endpointHeading: 1,
  /**
   * A name the prose of the conventions page or an overview quotes as code (`SearchSection.names`):
   * the part explains it. Not the glossary's: it defines the terms of its headings, and the names
   * its short entries quote are cross-references.
   */
  quotedName: 2,
  text: 1,
  /**
   * The fields an overview's object lists: they explain the object, but a task told in words
   * ("raise the daily spending limit") shares words with some field of it and belongs to a guide.
   */
  describedField: 0.5,
  /** The words readers search for what a part answers (`SearchSection.readerWords`): other names of the part, as a page's are of the page. */
  readerWords: 8,
  /**
   * What readers type that a part answers (`SearchSection.questions`): whole questions, whose
   * every word counts a little, so that a part asked about in a reader's words outranks one that
   * only shares the docs' words with the question.
   */
  readerQuestions: 1.5,
  /**
   * Where a part sits: its page's title and, for an h3 part, its h2's heading. "Frozen wallet"
   * under "When a deposit cannot be credited" in "Deposits" answers "money sent to a frozen
   * wallet"; weighed as text, as it is said of every part of the page.
   */
  context: 1,
} as const;

const HEADING_TAG = { heading: 'h2', entry: 'h3', field: 'h4' } as const;

/**
 * A title or heading about testing in the sandbox ("Testing in the sandbox", "Test deposits in the
 * sandbox"): it says the sandbox and testing or simulating. "Get a sandbox key" or "Live and sandbox
 * keys" say how to reach the sandbox, not how to make an outcome happen in it.
 */
const aboutTestingInTheSandbox = (text: string) => /\bsandbox\b/i.test(text) && /\b(test|tests|testing|simulate|simulates|simulated|simulating|simulation)\b/i.test(text);

/** A heading about how long something takes or when it happens ("How long a deposit takes", "When the money arrives", `{#timing}`). */
const TIMING = /^(how long|when the money|timing\b)/i;

/** A part whose first sentence says how long its subject takes ("Review usually takes minutes and at most 2 business days"), whatever its heading says. */
const SAYS_HOW_LONG_FIRST = /^[^.]{0,60}\btakes\b[^.]{0,40}\b(seconds|minutes|hours|days)\b/i;

/** The kind of change a changelog entry's heading starts with ("Fixed: reads never returned a 403"). */
const KIND_OF_CHANGE = /^(fixed|new|changed|breaking|deprecated|removed):\s*/i;

/**
 * A part's heading as indexed: a changelog entry's kind of change ("Fixed: reads never returned a
 * 403") weighs as text, as every entry of that kind shares it and no reader means it by "fix a
 * wrong balance" or "new card"; the heading still reads whole in the results.
 */
function headingHtml(head: SearchSection, page: SearchPage): string {
  const kind = page.logsChanges ? KIND_OF_CHANGE.exec(head.title)?.[0] : undefined;
  return kind ? `<span data-pagefind-weight="${WEIGHTS.text}">${escape(kind)}</span>${escape(head.title.slice(kind.length))}` : escape(head.title);
}

/** A heading that is an event type (`card_payment.declined`): on the webhook page, the part that is its payload. */
const EVENT_TYPE = /^[a-z_]+\.[a-z_]+$/;

/**
 * Whether a field of an endpoint sits in an object the operation is not about: `card_payment.merchant_category_code`
 * in the response of "Initiate a withdrawal", which embeds the transaction and its card payment,
 * is the card payment's field, and "List a card's payments" owns it.
 */
function isEmbedded(field: SearchSection, page: SearchPage): boolean {
  const parents = field.title.split('.').slice(0, -1).filter((part) => part !== 'data');
  if (parents.length === 0) return false;
  const about = new Set(topicOf(page.title).split(' '));
  return !parents.some((parent) => topicOf(parent.replace(/_/g, ' ')).split(' ').some((word) => about.has(word)));
}

function sectionWeight(section: SearchSection, page: SearchPage): number {
  if (page.kind !== 'Endpoint') return WEIGHTS[section.type];
  if (section.type === 'heading') return WEIGHTS.endpointHeading;
  const weight = section.type === 'field' && section.anchor.startsWith('response-') ? WEIGHTS.responseField : WEIGHTS[section.type];
  return section.type === 'field' && isEmbedded(section, page) ? weight * WEIGHTS.embeddedField : weight;
}

const describedFields = (section: SearchSection) => (section.fields ? `<p data-pagefind-weight="${WEIGHTS.describedField}">${escape(section.fields)}</p>` : '');

// Joined as a page's other names are, so that an excerpt leaves them out (ALIAS_SEPARATOR).
const readerQuestions = (questions: readonly string[] | undefined) =>
  questions?.length ? `<p data-pagefind-weight="${WEIGHTS.readerQuestions}">${escape(`${ALIAS_SEPARATOR}${questions.join(ALIAS_SEPARATOR)}`)}</p>` : '';

const readerWords = (section: SearchSection) =>
  section.readerWords?.length ? `<p data-pagefind-weight="${WEIGHTS.readerWords}">${escape(`${ALIAS_SEPARATOR}${section.readerWords.join(ALIAS_SEPARATOR)}`)}</p>` : '';
const quotedNames = (section: SearchSection, page: SearchPage) =>
  page.explains && page.kind === 'Reference' && section.names.length > 0 ? `<p data-pagefind-weight="${WEIGHTS.quotedName}">${escape(section.names.join(' '))}</p>` : '';

/** A state of a lifecycle: its value and what it is a state of, in one form (`topicOf`: "rejected" under "KYC status" is "kyc rejected"). */
const stateFilter = (entry: SearchSection) => (entry.stateOf ? `<span data-pagefind-filter="${STATE_FILTER}:${escape(topicOf(`${entry.stateOf.replace(/\bstatus\b/i, '')} ${entry.title}`))}"></span>` : '');

/** An error code's entry starts with its HTTP status (`422 Insufficient funds …`): filters say which status (`STATUS_FILTER`) and which code (`CODE_FILTER`); an entry without a status is no error code. */
const errorCodeFilters = (entry: SearchSection) => {
  const status = /^(\d{3})\b/.exec(entry.text)?.[1];
  return status ? `<span data-pagefind-filter="${STATUS_FILTER}:${status}"></span><span data-pagefind-filter="${CODE_FILTER}:${escape(entry.title)}"></span>` : '';
};

/**
 * What a part is about, as the search dialog reads a query (`topicOf`): its heading and the name its
 * own id gives it. A query that is one of them ("address change", "provisional credit") asks for
 * the part, as one that is a page's title asks for the page.
 */
function partTopics(head: SearchSection): string[] {
  const topics = new Set([head.title, head.anchorName ?? ''].map(topicOf).filter(Boolean));
  return [...topics].map((topic) => `<span data-pagefind-filter="${PART_TOPIC_FILTER}:${escape(topic)}"></span>`);
}

/** One record Pagefind indexes: a page, or one part of a long page. */
export interface IndexDocument {
  url: string;
  html: string;
}

function sectionHtml(section: SearchSection, page: SearchPage): string {
  const tag = HEADING_TAG[section.type];
  return `<${tag} id="${escape(section.anchor)}" data-pagefind-weight="${sectionWeight(section, page)}">${section.type === 'heading' ? headingHtml(section, page) : escape(section.title)}</${tag}><p>${escape(section.text)}</p>${describedFields(section)}${quotedNames(section, page)}${readerWords(section)}${readerQuestions(section.questions)}`;
}

/** Result metadata, read by Pagefind from attributes so that commas in titles survive. */
const meta = (key: string, value: string) => `<span data-pagefind-meta="${key}[data-value]" data-value="${escape(value)}"></span>`;

function documentHtml(body: string[], metadata: Record<string, string>): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><main data-pagefind-body>',
    ...Object.entries(metadata).map(([key, value]) => meta(key, value)),
    ...body,
    '</main></body></html>',
  ].join('');
}

/**
 * Splits sections into runs that each start at an h2, and with `byH3` at an h3 heading too
 * (the first run may start without one). Entries and fields stay with their heading.
 */
function parts(sections: SearchSection[], startsPart: (section: SearchSection) => boolean): SearchSection[][] {
  const runs: SearchSection[][] = [];
  for (const section of sections) {
    if (section.level === 2 || (section.type === 'heading' && startsPart(section)) || runs.length === 0) runs.push([section]);
    else runs[runs.length - 1].push(section);
  }
  return runs;
}

/**
 * The records of a page, as clean documents with weights. An endpoint page is one record in
 * which every field is a sub-result the hit can link to. A prose page (guide, overview,
 * glossary, the webhook page) is a record for its top (title, other names, description,
 * introduction) and one per h2 part: a reader's question is usually answered by one part of a
 * long page, and a short record that matches ranks above a long page that mentions the words.
 * A page that explains, the webhook page and a guide have one per h3 part as well: an h3
 * answers one thing (the KYC status, a card's limits, a balance at a past moment), which an h2
 * record as long as the rest of its part buries. A guide's h3 named for an error code ("Insufficient
 * funds", one of `errorCodes`) stays in its h2's record: the catalogue explains the code, and the
 * guide's failure case would outrank it on the code's name.
 */
export function indexDocuments(page: SearchPage, errorCodes: ReadonlySet<string> = new Set(), commonHeadings: ReadonlySet<string> = new Set()): IndexDocument[] {
  // The other names come last: an excerpt around them then starts in the page's own words.
  const top = [
    `<h1 data-pagefind-weight="${WEIGHTS.title}">${escape(page.title)}</h1>`,
    `<p data-pagefind-weight="${WEIGHTS.description}">${escape(page.description)}</p>`,
    `<p>${escape(page.intro)}</p>`,
    page.aliases.length > 0 ? `<p data-pagefind-weight="${WEIGHTS.aliases}">${escape(page.aliases.join(ALIAS_SEPARATOR))}</p>` : '',
    readerQuestions(page.questions),
  ];
  const topic = topicOf(page.title);
  if (topic) top.push(`<span data-pagefind-filter="${TOPIC_FILTER}:${escape(topic)}"></span>`);
  const metadata = { title: page.title, kind: page.kind };
  const explains = [
    page.explains ? `<span data-pagefind-filter="${EXPLAINS_FILTER}:${page.defines ? EXPLAINS.defines : EXPLAINS.behaviour}"></span>` : '',
    page.statesConventions ? `<span data-pagefind-filter="${CONVENTIONS_FILTER}:yes"></span>` : '',
  ].join('');
  if (page.kind === 'Endpoint') {
    const operation = `<span data-pagefind-filter="${OPERATION_FILTER}:yes"></span>`;
    return [{ url: page.url, html: documentHtml([...top, operation, ...page.sections.map((section) => sectionHtml(section, page))], metadata) }, ...errorResponseDocuments(page)];
  }

  const documents: IndexDocument[] = [{ url: page.url, html: documentHtml([...top, explains], metadata) }];
  const namesACode = (section: SearchSection) => errorCodes.has(section.title.toLowerCase().replace(/\s+/g, '_'));
  const startsPart = (section: SearchSection) => page.explains || page.kind === 'Webhooks' || (page.kind === 'Guide' && !namesACode(section));
  let h2: SearchSection | undefined;
  for (const [head, ...rest] of parts(page.sections.filter((section) => section.type !== 'entry'), startsPart)) {
    if (head.level === 2) h2 = head;
    if (saysNothingOfItsOwn(head, rest, commonHeadings)) continue;
    const context = [page.title, ...(page.titleReaderWords ?? []), head.level === 3 && h2 ? h2.title : ''].filter(Boolean).join(ALIAS_SEPARATOR);
    documents.push({
      url: `${page.url}#${head.anchor}`,
      html: documentHtml(
        [
          `<h1 data-pagefind-weight="${page.explains ? WEIGHTS.explainingHeading : WEIGHTS.heading}">${headingHtml(head, page)}</h1><p>${escape(head.text)}</p>${describedFields(head)}${quotedNames(head, page)}${readerWords(head)}${readerQuestions(head.questions)}<p data-pagefind-weight="${WEIGHTS.context}">${escape(`${ALIAS_SEPARATOR}${context}`)}</p>`,
          ...rest.map((section) => sectionHtml(section, page)),
          explains,
          page.kind === 'Webhooks' && EVENT_TYPE.test(head.title) ? `<span data-pagefind-filter="${EVENT_FILTER}:yes"></span><span data-pagefind-filter="${PAYLOAD_FILTER}:${escape(head.title)}"></span>` : '',
          page.logsChanges ? `<span data-pagefind-filter="${CHANGES_FILTER}:yes"></span>` : '',
          aboutTestingInTheSandbox(page.title) || aboutTestingInTheSandbox(head.title) ? `<span data-pagefind-filter="${SANDBOX_FILTER}:yes"></span>` : '',
          TIMING.test(head.title) || TIMING.test(head.anchor) || SAYS_HOW_LONG_FIRST.test(head.text) ? `<span data-pagefind-filter="${TIMING_FILTER}:yes"></span>` : '',
          ...partTopics(head),
        ],
        { ...metadata, section: head.title },
      ),
    });
  }
  // A table entry (an error code) is a record of its own: within its part's record, which lists
  // every code, a pasted code scored as a word of a long record and lost to a part that mentions it.
  for (const entry of page.sections.filter((section) => section.type === 'entry')) {
    documents.push({
      url: `${page.url}#${entry.anchor}`,
      html: documentHtml(
        [`<h1 data-pagefind-weight="${WEIGHTS.entry}">${escape(entry.title)}</h1><p>${escape(entry.text)}</p>${readerWords(entry)}`, explains, errorCodeFilters(entry), stateFilter(entry)],
        { ...metadata, section: entry.title },
      ),
    });
  }
  return documents;
}

/**
 * A record per error response of an endpoint that lists its own errors (`SearchSection.errors`):
 * the codes, when each is returned, and the operation's title. A code is the catalogue's entry
 * (weighed as a table entry there); here each word weighs as text, and a query that says a code
 * with words of the operation lifts the record through the filter of its codes.
 */
function errorResponseDocuments(page: SearchPage): IndexDocument[] {
  return page.sections
    .filter((section) => section.errors?.length)
    .map((response) => ({
      url: `${page.url}#${response.anchor}`,
      html: documentHtml(
        [
          `<h1 data-pagefind-weight="${WEIGHTS.text}">${escape(response.title)}</h1>`,
          ...(response.errors ?? []).map(({ code, when }) => `<p>${escape(code)}: ${escape(when)}</p>`),
          `<p data-pagefind-weight="${WEIGHTS.context}">${escape(`${ALIAS_SEPARATOR}${page.title}`)}</p>`,
          `<span data-pagefind-filter="${ERROR_RESPONSES_FILTER}:yes"></span>`,
          ...[...new Set((response.errors ?? []).map(({ code }) => code))].map((code) => `<span data-pagefind-filter="${ERROR_RESPONSE_FILTER}:${escape(code)}"></span>`),
        ],
        { title: page.title, kind: page.kind, section: response.title },
      ),
    }));
}

/** The fewest prose pages a heading is on for it to name a kind of part ("Webhook events", "Operations"), not a topic. */
export const MIN_PAGES_OF_A_COMMON_HEADING = 4;

/** The headings that at least MIN_PAGES_OF_A_COMMON_HEADING prose pages give a part. */
export function commonHeadingsOf(pages: readonly SearchPage[]): Set<string> {
  const pagesOf = new Map<string, Set<string>>();
  for (const page of pages.filter((candidate) => candidate.kind !== 'Endpoint')) {
    for (const section of page.sections.filter((candidate) => candidate.type === 'heading')) pagesOf.set(section.title, (pagesOf.get(section.title) ?? new Set()).add(page.url));
  }
  return new Set([...pagesOf].filter(([, urls]) => urls.size >= MIN_PAGES_OF_A_COMMON_HEADING).map(([title]) => title));
}

/** The most words of a part's own text that are no more than its table's header ("Event type When it is sent"). */
const MAX_WORDS_OF_A_BARE_PART = 6;

/**
 * Whether a part is a common heading over a table whose rows are other pages' (an overview's
 * "Webhook events", each row a payload's): its record is the heading alone, which, short, outscored
 * the part that explains for any query that says the heading's words ("can I replay webhook events").
 */
function saysNothingOfItsOwn(head: SearchSection, rest: SearchSection[], commonHeadings: ReadonlySet<string>): boolean {
  return commonHeadings.has(head.title) && rest.length === 0 && head.noProse === true && head.text.split(/\s+/).filter(Boolean).length <= MAX_WORDS_OF_A_BARE_PART;
}

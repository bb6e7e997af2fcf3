// cspell:ignore limt ying depostis glosary insuficient signiture benificiary recieved deprecat topup cashout sandbx sandobx webhok
import { correction, separated, transposition } from './correct';
import { WORD_LIST_PART_KEY_LENGTH } from './bundle';
import { MIN_VOCABULARY_WORD } from '../vocabulary';
import { parameterAnchor } from '../../api-reference/view/anchors';

/** The part of Pagefind's browser API the search dialog uses (`SEARCH_SCRIPT_PATH`). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; score: number; data(): Promise<PagefindPage> }[] } | null>;
  /** The docs' words, most used first (`SEARCH_VOCABULARY_PATH`), for spelling correction; fetched once, when first needed. */
  vocabulary?(): Promise<readonly string[]>;
  /** The docs' words that start with `word` (of WORD_LIST_PART_KEY_LENGTH letters or more), read from the small part of the word list that holds them. */
  wordsStartingAs?(word: string): Promise<readonly string[]>;
}

interface WeightedLocation {
  weight: number;
  balanced_score: number;
}

interface PagefindPage {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: string; section?: string };
  sub_results: { title: string; url: string; excerpt: string; anchor?: { id: string; element: string }; weighted_locations?: WeightedLocation[] }[];
}

/** One result as the list shows it. */
export interface SearchHit {
  /** The page and, when a heading, field or entry matched best, its anchor. */
  url: string;
  /** The page's title, as its h1 reads. */
  title: string;
  /** Guide, Endpoint, Reference, Webhooks or Docs. */
  kind: string;
  /** The heading, field or entry the hit links to, if not the page's top. */
  section?: string;
  /** Whether the section is a name from the API (a field, error code or event type), shown as code. */
  sectionIsCode?: boolean;
  /** A short passage around the match, as HTML whose only markup is `<mark>`. */
  excerpt: string;
}

/** How many results the list shows. */
export const MAX_HITS = 6;

/**
 * Pagefind's ranking, chosen by scoring the query set (tooling/search-quality) over a grid:
 * how often a word is said counts little (a page that names a field ten times is not ten
 * times the answer), so where it is said (title, other names, heading, field) decides.
 */
export const RANKING = { termFrequency: 0.3, termSaturation: 2, pageLength: 0.4, termSimilarity: 1 };

/**
 * Words that carry no topic: articles, pronouns, auxiliaries and the words a question is asked
 * with ("which field says why …", "what does … look like"). Left in, each is searched alone
 * and adds the score of every page that happens to use it.
 */
const STOP_WORDS = new Set(
  (
    'a an the to of for my how do i in on with is are be was were can what does did into your our me from ' +
    // Auxiliaries and pronouns of a question told in a sentence: "do they have to", "is there a way to", "does it still".
    'has have had you they them their still way ' +
    // "How many days …": the rest of the question says what is counted.
    'many ' +
    // "What happens to … when …": the frame of a question about a case, said by no part that answers it but one heading.
    'happen happens happened ' +
    'which why when where who whose it its this that these those there and or at by as should would could will ' +
    'look like says say tell tells mean means meaning ' +
    // Words that say how much or by which way, not what: "page through all customers".
    'all any some every each through via ' +
    // What a question about a field or a term asks for ("kyc_status values", "difference between …"): the part that explains it rarely says the word.
    'values difference differences between vs versus ' +
    // How something is put, in a question about its form ("how are amounts written"): the form is the answer, not a word of it.
    'written represented expressed formatted encoded shown given ' +
    // What adds to the rest of a sentence ("a USD wallet as well", "also"): said in passing by parts that answer something else.
    'well also ' +
    // Forms of go, do and be: Pagefind searches their two-letter stem as the start of longer words, among the words of the index
    // chunks loaded so far ("going" is go, then goal, good, got), so a query ranked one way when it came first and another after others.
    'going doing being ' +
    // When, in passing ("is it down right now", "doesn't need it anymore", "actually gets the money"): the rest says what is asked.
    'now currently anymore actually really'
  ).split(' '),
);

/** The Pagefind filter on the records of pages that explain (indexHtml.ts). */
export const EXPLAINS_FILTER = 'explains';
/** Its values: the glossary defines terms; the conventions page and the overviews say how the API behaves. */
export const EXPLAINS = { defines: 'term', behaviour: 'yes' } as const;

/** A word without its ending, so that a heading's "Retries" and "failing" are a question's "retrying" and "failed". */
export const stem = (word: string) => word.toLowerCase().replace(/(ies|ied|ying)$/, 'y').replace(/(ing|ed|es|s)$/, '');

/**
 * The Pagefind filter on a page's top record (its whole record, for an endpoint) that says what
 * the page is about: its title's words in one form (`topicOf`).
 */
export const TOPIC_FILTER = 'topic';

/** The Pagefind filter on a part's record that says what the part is about: its heading's and its own id's words in one form (`topicOf`; indexHtml.ts). */
export const PART_TOPIC_FILTER = 'part';

/** How much more a page scores when the query names its topic: its title, in any form of the words. */
const TOPIC_FACTOR = 2;

/** A title's or query's searched words in one form: each without its ending, once, in order of the alphabet ("Virtual accounts" and "virtual account" are one topic). */
export function topicOf(text: string): string {
  return [...new Set(searchTerms(text).toLowerCase().split(' ').filter(Boolean).map(stem))].sort().join(' ');
}

/** The Pagefind filter on a state of a lifecycle (indexHtml.ts): its value is the state and what it is a state of, as a topic ("kyc reject"). */
export const STATE_FILTER = 'state';

/** How much more a state scores when the query names it with what it is a state of ("kyc rejected, can they try again"). */
const NAMED_STATE_FACTOR = 3;

/** The most pairs of a query's words looked up as a state: each costs a look-up of the filter (one file, fetched once). */
const MAX_STATE_PAIRS = 21;

/** The Pagefind filter on an error code's entry in the catalogue (indexHtml.ts): its value is the code. */
export const CODE_FILTER = 'code';

/**
 * How much more the catalogue's entry for a code scores when the query says the code among other
 * words ("kyc_not_approved when issuing a card"): the entry says what the code means and what to
 * do, where the operation's error response, which the other words lift too, says when in a line.
 */
const NAMED_CODE_FACTOR = 3;

/** The Pagefind filter on the records of the error codes of one HTTP status (indexHtml.ts): its value is the status. */
export const STATUS_FILTER = 'status';

/** How much more an error code of a status scores for a query that names the status ("got a 409 creating a customer"). */
const STATUS_FACTOR = 2;

/** The Pagefind filter on the records of an operation's error responses (indexHtml.ts): its values are the codes the response lists. */
export const ERROR_RESPONSE_FILTER = 'error';

/**
 * How much more an operation's error response scores for a query that says one of its codes with
 * other words ("kyc_not_approved issuing a card", "invalid_status_transition on card"): the words
 * name the operation, whose part says when it returns the code. A code alone is the catalogue's.
 */
const ERROR_RESPONSE_FACTOR = 3;

/** The Pagefind filter on every operation's error response record (indexHtml.ts). */
export const ERROR_RESPONSES_FILTER = 'errors';

/** How much of its score an operation's error response keeps for a query that says none of its codes. */
const ERROR_RESPONSE_WITHOUT_ITS_CODE_FACTOR = 0.2;

/** An error code as pasted: words joined by underscores (`kyc_not_approved`). */
const ERROR_CODE = /^[a-z]+(_[a-z]+)+$/;

/** The Pagefind filter on the records of endpoint pages (indexHtml.ts). */
export const OPERATION_FILTER = 'operation';

/**
 * How much of its score an endpoint page keeps for a situation told in a sentence, asked about or
 * not (not a task told as an instruction: `asksForAnOperation`): the page is
 * one record of all its fields, whose descriptions share words with any situation ("card used
 * abroad in dollars, what amount shows" matched both create-card pages), while the case is
 * walked through in a part of a guide or of the conventions.
 */
const OPERATION_FACTOR_FOR_A_SITUATION = 0.7;

/**
 * A task told as an instruction ("get payments for all customers at once", "uptime monitor
 * endpoint without api key"): it starts with what an operation does, or says it wants one. Its
 * answer is an endpoint as often as a guide, where a situation told as what happened ("bank
 * closed the account after the payout completed") is walked through in a guide.
 */
export function asksForAnOperation(query: string): boolean {
  const words = query.toLowerCase().split(/\s+/);
  return TASK_VERBS.has(words[0]) || words.some((word) => /^(endpoints?|operations?)$/.test(word));
}

/** Whether a query is told in a sentence, with the words that join one ("bank closed the account after …"), not as keywords ("card abroad dollars amount"). */
export function isASentence(query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .some((word) => STOP_WORDS.has(word.replace(/[^a-z]/g, '')));
}

/**
 * A situation told in a sentence as what happened, without a question ("money sent to a frozen
 * wallet", "retried with the new api key and the transfer went through twice"): asked about as a
 * question is, it is walked through in the part of a guide or of the conventions headed by it.
 */
export function tellsWhatHappened(query: string): boolean {
  return isASentence(query) && tellsASituation(query) && !asksForAnOperation(query);
}

/** What operations do, as a task told as an instruction starts. */
const TASK_VERBS = new Set(
  'get give list create make send issue add open close freeze unfreeze update retrieve find fetch move transfer withdraw pay refill attach upload set change cancel delete remove block activate replace reissue subscribe rename archive'.split(' '),
);

/** The Pagefind filter on the records of an event's payload (indexHtml.ts). */
export const EVENT_FILTER = 'event';

/**
 * Words that ask for an event rather than name the webhook machinery (a "webhook signature", "webhook retries").
 * Events in the plural are not one event: "get the missed events", "which events are sent" ask
 * about delivery or the catalogue, and the payloads share their every word.
 */
const ASKS_FOR_AN_EVENT = new Set(['event', 'notification', 'notifications', 'notified', 'notify']);

/** Whether a query asks for the event of a situation in words ("which event says a payment went through"), not for a named one. */
function asksForAnEvent(words: string[]): boolean {
  const said = words.map((word) => word.toLowerCase());
  return said.some((word) => ASKS_FOR_AN_EVENT.has(word)) && !said.some((word) => PASTED_NAME.test(word) || ASKS_FOR_THE_CATALOGUE.has(word));
}

/** Words that ask for every event ("list of webhook event types"), which the catalogue lists. */
const ASKS_FOR_THE_CATALOGUE = new Set(['types', 'list', 'catalogue', 'catalog', 'kinds']);

/** How much more an event's payload scores for a query that asks for the event of a situation in words ("event when a card is frozen"). */
const EVENT_FACTOR = 3;

/** The Pagefind filter on the record of an event's payload whose value is the event's type (`card_payment.declined`; indexHtml.ts). */
export const PAYLOAD_FILTER = 'payload';

/** An event type as pasted: an object and what happened to it, joined by a dot. */
const EVENT_TYPE_NAME = /^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/;

/**
 * How much more an event's payload scores for a query that names its type among other words
 * ("what is customer.kyc_status_updated", "when is card_payment.reversed sent"): the payload is
 * where the event is defined; an overview's flow or a guide's step names it in passing.
 */
const NAMED_PAYLOAD_FACTOR = 3;

/** The Pagefind filter on the parts about testing in the sandbox: the sandbox guide's, and each guide's "Test … in the sandbox" (indexHtml.ts). */
export const SANDBOX_FILTER = 'sandbox';

/** Words that ask how to make something happen in the sandbox: "how do I test a refill that fails", "simulate a declined card payment". */
const ASKS_TO_TEST = /^(test|testing|simulate|simulating|simulated|trigger|triggering)$/i;

/** A pasted name of the sandbox's (`sandbox_card_payment`): the sandbox's parts define it; others mention it. */
const SANDBOX_NAME = /^sandbox[_.-][a-z]/i;

/** What names testing or the sandbox without asking to make something happen ("sandbox magic values", "test card numbers", `sandbox_card_payment`, "without real money"). */
const SAYS_TESTING = /sandbox|sandbx|sandobx|\btest|\bfake\b|\bdummy\b|\bmock|\bmagic\b|\bwithout real money\b/i;

/** How much of its score a part about the sandbox keeps for a query that says nothing of testing. */
const SANDBOX_FACTOR_FOR_ANOTHER_QUERY = 0.5;

/** How much more a part about the sandbox scores for a query that asks to test something: the endpoint of the thing tested does it, the sandbox part says how to make it fail. */
const SANDBOX_FACTOR = 2;

/** The Pagefind filter on the parts that say how long something takes or when money arrives (indexHtml.ts). */
export const TIMING_FILTER = 'timing';

/**
 * A question about how long something takes or when it happens: "how many days before money sent
 * to the IBAN is credited", "how soon does a payout reach the bank", "when will the deposit show up".
 */
export function asksHowLong(query: string): boolean {
  if (ASKS_HOW_LONG_A_TEXT_CAN_BE.test(query)) return false;
  return /\bhow (long|soon|quickly|fast)\b|\bhow many (business |working |calendar )?(days|hours|minutes|weeks)\b|^when (will|does|do|is|are|can|should)\b.*\b(arrive|arrives|credited|land|lands|show|shows|reach|reaches|settle|settles|paid|clear|clears|available)\b|^when (will|does|do)\b.*\b(get|gets|receive|receives|see|sees)\b.*\b(money|funds|transfer|payment|payout|deposit)s?\b/i.test(query);
}

/** How much more a part about timing scores for a question about how long something takes. */
const TIMING_FACTOR = 2;

/** The Pagefind filter on the parts of a page that logs changes (the changelog's entries; indexHtml.ts). */
export const CHANGES_FILTER = 'changes';

/**
 * How much of its score a note of what changed keeps for a query that does not ask what changed:
 * an entry names the topics it changed in a heading and a paragraph ("Fixed: reads never returned
 * a 403", "a KYC requirement for a missing address"), and outscored the part that explains them.
 */
const CHANGE_NOTE_FACTOR = 0.5;

/**
 * Words that ask what changed, or when: "what changed recently", "breaking changes", "deprecated
 * fields", a release's date. "Changed" or "changes" after the name of what changed ("kyc status
 * changed webhook", "balance changes") tells of a change to an object, not to the API.
 */
export function asksWhatChanged(query: string): boolean {
  // "What's changed" is "what has changed"; a possessive ("the API's changes") is the word it is of.
  const words = query.toLowerCase().replace(/['’]s\b/g, '').split(/\s+/);
  return words.some(
    (word, index) =>
      /^(changelog|releases?|released|breaking|deprecat\w*|recent(ly)?|latest|\d{4}-\d\d(-\d\d)?)$/.test(word) ||
      // "Since" a release or a version; "since yesterday" tells which objects a list should return, "since then" or "since they" nothing.
      (word === 'since' && /^(v?\d.*|the|last|release|version)$/.test(words[index + 1] ?? '')) ||
      (/^(changed|changes)$/.test(word) && (index === 0 || /^(what|has|have|did|anything|any|api|new|the|of|list)$/.test(words[index - 1]))),
  );
}

/** The Pagefind filter on the records of the pages that state the conventions every operation follows (indexHtml.ts). */
export const CONVENTIONS_FILTER = 'conventions';

/** How much of its score a glossary entry keeps for a task told as an instruction (`asksForAnOperation`). */
const DEFINITION_FACTOR_FOR_A_TASK = 0.5;

/** How much more a record of an explaining page scores for a question about what something is. */
const EXPLAINING_FACTOR = 3;

/**
 * Whether a question asks what the reader must do ("do we have to list every shareholder", "do I
 * need to create a portfolio first"): the rule is stated where the task is walked through, a
 * guide's part or an endpoint's field, not among the rules every operation follows.
 */
export function asksWhatIsRequired(query: string): boolean {
  return /^(do|does|must|should) (i|we|you|they)\b/i.test(query.trim()) && /\b(have to|has to|need to|needs to|must|required|mandatory)\b/i.test(query);
}

/** A question whether the service is up now: "is ledgerline down", "is the api up", "is the sandbox working". */
export function asksWhetherItIsUp(query: string): boolean {
  return /^(is|are) (the )?(ledgerline|api|apis|sandbox|production|service|it)\b.*\b(down|up|offline|online|working|broken|unavailable)\b/i.test(query.trim());
}

/** A yes-or-no question or one about an amount, which asks how the API behaves: "are ids case sensitive", "how long is a key kept". */
export function asksHowTheApiBehaves(query: string): boolean {
  const start = query.toLowerCase().trimStart();
  if (asksWhatIsRequired(query)) return false;
  // How long a movement of money or a case takes ("how long does delivery take", "how many days
  // before …") is told where the case is walked through, a guide's part, not by what explains the
  // object; how long the API keeps something ("how long is a key kept") is a rule of the API.
  if (/^how many (business |working |calendar )?(days|hours|minutes|weeks)\b/.test(start) || /^how long (does|do|did|will|until|before|to|for)\b/.test(start)) return false;
  // Whether the service is up now ("is ledgerline down", "is the sandbox working") asks what to do in an incident, which a guide's part says.
  if (asksWhetherItIsUp(start)) return false;
  return ['are ', 'is ', 'can ', 'will ', 'does ', 'do ', 'how many ', 'how long ', 'how much ', 'how often '].some((prefix) => start.startsWith(prefix));
}

/**
 * A task asked as a question ("how do I page through customers", "how to retry without
 * duplicates"): its answer is often a rule every operation follows (pagination, idempotency),
 * which the conventions page explains and the endpoint pages of the task's object only carry.
 * Not an overview: its lifecycle names every task on its object ("activate", "unfreeze") in
 * passing, and the task's guide or endpoint does it.
 */
export function asksHowToDoATask(query: string): boolean {
  return /^(how (do|can|should) (i|we)|how to)\b/i.test(query.trim());
}

/**
 * Whether a question asks if something can be done or is supported ("can an archived wallet be
 * reopened", "does the API support recurring payments", "is there a way to …"): a rule of the
 * conventions or a line of what the API does not do answers it, where an overview's lifecycle only
 * names the states.
 */
export function asksWhetherItCan(query: string): boolean {
  return /^(can|could|does|do|is there|are there|will)\b/i.test(query.trim()) && !asksWhatIsRequired(query);
}

/** How much more a record of the conventions page scores for a task asked as a question: less than for a question about what something is, since a guide or endpoint answers most tasks. */
const TASK_QUESTION_FACTOR = 2;

/** The most words of a query that names a topic rather than tells a task. */
const MAX_WORDS_OF_A_TOPIC = 4;

/** The fewest searched words of a question that tells a situation rather than names a topic. */
const MIN_WORDS_OF_A_SITUATION = 4;

/**
 * A question that tells what happened or happens to an object in a sentence ("why did a card
 * transaction get declined", "what happens to the cards when a wallet is archived") asks about
 * that case, which a guide walks through; the overview of the object names its words in passing.
 */
export function tellsASituation(query: string): boolean {
  return searchTerms(query).split(' ').length >= MIN_WORDS_OF_A_SITUATION;
}

/**
 * A question about a case: what it leads to ("what happens to the cards when a wallet is
 * archived", "what if a deposit bounces"), or, in the past tense, why or how it went ("why was the
 * card purchase refused", "what was the balance on 31 March"). The guide's part that walks the case
 * through answers it, not the overview or the glossary that say what the objects are.
 */
export function asksAboutACase(query: string): boolean {
  return /^what (happens|happened|if|was|were|did)\b|^why (was|were|did|didn't|wasn't|weren't|has|hasn't|is|isn't)\b/i.test(query.trim());
}

/**
 * Whether a query asks what something is, what it looks like or how it works, rather than how
 * to do a task: "which field says why a payment failed", "how are amounts written", "kyc_status
 * values". The answer is then a part of the conventions page, an overview or the glossary,
 * not an endpoint that carries the field.
 */
export function asksWhatSomethingIs(query: string): boolean {
  const words = query.toLowerCase().split(/\s+/);
  const starts = (...prefixes: string[]) => prefixes.some((prefix) => query.toLowerCase().trimStart().startsWith(prefix));
  return (
    (starts('what ', 'which ', 'why ', 'how are ', 'how is ', 'how does ', 'how do lists', 'when does ', 'when is ') && !tellsASituation(query) && !asksAboutACase(query)) ||
    asksHowTheApiBehaves(query) ||
    words.some((word) => /^(values|difference|differences|meaning|means|mean|vs|versus|statuses|lifecycle|written|structure|shape|look)$/.test(word)) ||
    // A word of size or form asks about it in a short query ("rate limits", "amount format"); in a
    // task told in a sentence ("raise the daily spending limit on a card") it names what the task changes.
    (words.length <= MAX_WORDS_OF_A_TOPIC && words.some((word) => /^(format|formats|formatted|maximum|minimum|max|min|size|limits?)$/.test(word)))
  );
}

/**
 * A question about the difference between two things ("difference between available and current
 * balance", "… between a withdrawal and paying a supplier"). Between three or more ("customer,
 * portfolio and wallet"), each one's definition is the answer.
 */
export function comparesTwo(query: string): boolean {
  return /\bdifferences? between\b[^,]*\band\b/i.test(query);
}

/**
 * The shortest word searched. Pagefind matches a word as the start of longer ones and loads
 * every index chunk whose words start so: a letter or two typed on the way to a word ("w",
 * "wa") would download chunks and result fragments the finished word never needs.
 */
export const MIN_WORD_LENGTH = 3;

/** A name from the API as pasted: an error code, field or event type (`kyc_not_approved`, `deposit.received`). */
const PASTED_NAME = /^[a-z]+[_.][a-z_.]*[a-z]$/i;
/** A name whose parts are words (`kyc_status`, `Idempotency-Key`): the prose says it in those words. */
const NAME_OF_WORDS = /^[a-z]+([_-][a-z]+)+$/i;
/** Words that say what kind of name a pasted name is. */
const KINDS_OF_NAME = new Set(['error', 'errors', 'code', 'event', 'events', 'webhook', 'field', 'fields', 'parameter', 'param', 'header', 'value', 'enum']);

/** An HTTP status as a reader types it: "409", "429". */
const HTTP_STATUS = /^[1-5]\d\d$/;
/** Words that say a number is an HTTP status, or that a request got one ("getting a 401", "http status 429"). */
const SAYS_A_STATUS = new Set(['http', 'status', 'code', 'codes', 'error', 'errors', 'response', 'responses', 'returns', 'returned', 'returning', 'return', 'get', 'gets', 'getting', 'got', 'receive', 'received', 'receiving']);

/** A request's URL as pasted from code or a log: the base URL (`https://api.example.com/v1`) and its version before the path the docs name. */
const PASTED_URL = /^(?:https?:\/\/[^/\s]+)?\/v\d+(?=\/)/i;
/** A possessive's ending ("the customer's bank", "our server's IP"): the word is the thing owned by. */
const POSSESSIVE = /['’]s$/i;
/** A key as JSON writes it, before its value: `"kyc_status":`. */
const JSON_KEY = /^["'`][^"'`\s]+["'`]:$/;
/** A sentence's punctuation after a word ("got a 500, should I retry?", "is it down?"): "500," is the status, "down?" the word. */
const SENTENCE_PUNCTUATION = /[,;!?]+$|(?<=[a-z0-9])\.+$/i;
/** What JSON puts around a key or value (`"kyc_status":`, `"action_required",`). */
const JSON_PUNCTUATION = /^["'`]+|["'`]+[:,]?$/g;

/**
 * A word as the docs write it: a name without the quotes and colon of the JSON it was pasted
 * from, a path without the base URL and version (the pages name `/cards/{card_id}/reissue`,
 * the API's servers end in `/v1`).
 */
export function asTheDocsWriteIt(word: string): string {
  return word.replace(JSON_PUNCTUATION, '').replace(SENTENCE_PUNCTUATION, '').replace(PASTED_URL, '').replace(POSSESSIVE, '');
}

/**
 * An abbreviation of two letters typed in capitals ("IP", "FX"): a word, not the start of one. An
 * id and an IP address are said in every part about requests and keys, and typed in lower case as
 * often ("request id", "ip allowlist"), and capitalised at the start of a query ("Id of a request").
 */
const ABBREVIATION = /^(?:[A-Z]{2}|[Ii][DdPp])$/;

/**
 * The people an app serves, in its own words: the API calls every one of them a customer. Searched
 * as typed, such a word found only the example a guide tells a story with ("her landlord" in the
 * payments guide) and took the question there; the docs' own people (payer, beneficiary, merchant,
 * cardholder, owner, director, buyer and seller of the transfer guide) keep their names.
 */
const SERVED_PEOPLE: ReadonlySet<string> = new Set(
  (
    'tenant tenants landlord landlords homeowner homeowners caretaker caretakers employee employees staff worker workers ' +
    'contractor contractors member members student students patient patients traveller travellers traveler travelers ' +
    'kid kids child children son sons daughter daughters parent parents rider riders driver drivers courier couriers ' +
    'policyholder policyholders claimant claimants investor investors player players subscriber subscribers ' +
    'creator creators guest guests shopper shoppers ' +
    // A business's clients; not the software that calls an API (`SAYS_SOFTWARE`).
    'client clients ' +
    // An app's users, as its developers call them; the docs' users are those of the dashboard (`SAYS_THE_DASHBOARD`).
    'user users'
  ).split(' '),
);

/** Words that put a query in the dashboard, whose users are the platform's staff, not its customers ("which dashboard users can create keys"). */
const SAYS_THE_DASHBOARD = /\b(dashboard|admin|admins|role|roles)\b/i;

/** Words that make a client the software that calls an API ("http client timeout", "client secret"), not a business's client. */
const SAYS_SOFTWARE = /\b(http|https|api|mcp|sdk|library|libraries|side|secret|secrets|certificate|credentials|error|errors|4xx|timeout|timeouts)\b/i;

/** The served people a query means otherwise when it says these words: the dashboard's users, software's clients. */
const MEANT_OTHERWISE: readonly [RegExp, RegExp][] = [
  [/^users?$/, SAYS_THE_DASHBOARD],
  [/^clients?$/, SAYS_SOFTWARE],
];

/** Whether search reads a word of a query as "customer" (`SERVED_PEOPLE`), unless the query means it otherwise (`MEANT_OTHERWISE`). */
function readsAsCustomer(word: string, query: string): boolean {
  const said = word.toLowerCase();
  return SERVED_PEOPLE.has(said) && !MEANT_OTHERWISE.some(([person, context]) => person.test(said) && context.test(query));
}

/**
 * "How long can the reference be": a question about the length of a text, not about time. Its
 * "long" is searched as the word the docs write, "length", and it asks no timing (`asksHowLong`).
 */
const ASKS_HOW_LONG_A_TEXT_CAN_BE = /\bhow long (can|could|may|must|should) (?:\S+ ){1,4}be\b/i;

/** Words readers shorten that the docs write out: "max amount per payment" asks for the maximum. */
const WRITTEN_OUT: Readonly<Record<string, string>> = { max: 'maximum', min: 'minimum', mins: 'minutes', secs: 'seconds', hrs: 'hours' };

/** "Get" and its forms (`searchTerms`). */
const VERB_OF_ANY_OUTCOME = /^(get|gets|got|getting)$/i;

/**
 * The words a query searches for: without stop words and without words shorter than
 * MIN_WORD_LENGTH. Empty when the query has nothing to search yet ("how do I", "ca").
 */
export function searchTerms(query: string): string {
  const terms = allSearchTerms(withSearchedPhrases(query));
  // Money from one wallet to another ("from the parent's wallet to the child's wallet") is what the docs call
  // an internal transfer; the wallet said twice is searched once, and the people are customers.
  if (FROM_ONE_WALLET_TO_ANOTHER.test(query) && !terms.some((word) => /^transfer/i.test(word))) terms.unshift('transfer');
  return terms.slice(0, MAX_SEARCHED_WORDS).join(' ');
}

/**
 * "Cash out", "cash-out", "cashout": a withdrawal, in the words of the apps that offer one. The docs
 * say "withdrawal" in the parts about one without naming it in their headings ("Timing"), where the
 * readers' words of the term (readerWords.ts) do not reach.
 */
const CASH_OUT = /\bcash(?:ing|ed|es)?[- ]?outs?\b/gi;

/**
 * Bank details of one's own ("give every tenant their own IBAN to pay rent into") are a virtual
 * account's: the words after them told whoever pays in ("pay rent", "donors") and found the pages
 * about sending a payment.
 */
const OWN_BANK_DETAILS = /\bown (iban|ibans|account number|account numbers|bank details|bank account details|sort code)\b/gi;

/**
 * A person's age told in years ("a 16 year old player", "17-year-old student", "under 18"): the docs
 * state the minimum age, and "16" or "year" alone finds nothing of it.
 */
const AGE_IN_YEARS = /\b(?:\d{1,2}[- ]?(?:years?|yrs?)[- ]old|under (?:the age of )?\d{1,2})\b/gi;

/**
 * The next few of a list ("load the next 100 transactions", "fetch the next 50 customers") is its next
 * page (pagination); "load" alone is a refill's word ("load money onto a wallet"). A time ("the next 3 days") is not.
 */
const NEXT_OF_A_LIST = /\b(?:(?:load|fetch|get|read|show)\s+)?(?:the\s+)?next\s+\d+\b(?!\s+(?:business\s+|working\s+|calendar\s+)?(?:days?|hours?|minutes?|seconds?|weeks?|months?|years?)\b)/gi;

/** A text with the phrases readers say otherwise in the docs' words: a cash-out is a withdrawal, one's own IBAN a virtual account's, an age in years the minimum age, the next few of a list its pagination. */
const withSearchedPhrases = (text: string) =>
  text.replace(CASH_OUT, 'withdrawal').replace(OWN_BANK_DETAILS, 'virtual account $1').replace(AGE_IN_YEARS, 'minimum age').replace(NEXT_OF_A_LIST, 'pagination');

/**
 * A text in the words search reads a query with (`searchTerms`): its phrases in the docs' words
 * and the people an app serves as customers. Readers' words and questions are indexed so
 * (alsoSearchedAs.ts, readerQuestions.ts): "freeze my daughter's card" matches the query that says it.
 */
export function inSearchedWords(text: string): string {
  const phrased = withSearchedPhrases(text);
  return phrased.replace(/\b[a-z]+\b/gi, (word) => (readsAsCustomer(word, phrased) ? 'customer' : word));
}

/** "From … wallet to … wallet" (`searchTerms`). */
const FROM_ONE_WALLET_TO_ANOTHER = /\bfrom\b.*\bwallets?\b.*\b(?:to|into|onto)\b.*\bwallets?\b/i;

/** The words `searchTerms` searches, before the query is cut to MAX_SEARCHED_WORDS. */
function allSearchTerms(query: string): string[] {
  // A pasted request's query string (`…/transactions?type=deposit&limit=50`) is the path and each parameter's name.
  const typed = query.trim().split(/\s+/).flatMap((word) => (/^\/\S*\?/.test(word) ? [word.split('?')[0], ...queryParameterNames(word)] : [word]));
  const words = typed
    // A pasted JSON key with its value (`"kyc_status": "action_required"`) asks about the value: the
    // key names the field every one of its values is explained under.
    .filter((word, index) => !(JSON_KEY.test(word) && index < typed.length - 1))
    // "Right now", "right away": when, in passing ("is ledgerline down right now"); "right" alone can be the topic ("right to erasure").
    .filter((word, index) => !(/^right$/i.test(word) && /^(now|away)\b/i.test(typed[index + 1] ?? '')))
    // "Keep getting a 429", "keeps failing": again and again, in passing; "how long do you keep events" is about keeping.
    .filter((word, index) => !(/^(keep|keeps|kept)$/i.test(word) && /^[a-z]+ing\b/i.test(typed[index + 1] ?? '')))
    .map(asTheDocsWriteIt)
    .map((word) => (readsAsCustomer(word, query) ? 'customer' : WRITTEN_OUT[word.toLowerCase()] ?? word))
    .map((word) => (/^long$/i.test(word) && ASKS_HOW_LONG_A_TEXT_CAN_BE.test(query) ? 'length' : word))
    .filter((word) => (word.length >= MIN_WORD_LENGTH || ABBREVIATION.test(word)) && !STOP_WORDS.has(word.toLowerCase()))
    // "Get" in a sentence is the verb of any outcome ("how do I get sandbox KYC approved", "why did it get declined"), and as a
    // word it finds every GET operation's method; first, it is the instruction ("get payments for all customers").
    .filter((word) => !VERB_OF_ANY_OUTCOME.test(word) || VERB_OF_ANY_OUTCOME.test(typed[0]))
    // Statuses said in the plural ("handle 429s") are the status.
    .map((word) => (/^[1-5]\d\ds$/i.test(word) ? word.slice(0, 3) : word));
  // Beside a pasted name, a word that says what kind of name it is ("customer_code_taken error",
  // "deposit.received event") is no topic: searched, it finds the part about every error or event.
  const named = words.some((word) => PASTED_NAME.test(word));
  // Beside a status, the words that say it is one find every part about errors or statuses; the
  // number finds the codes and the part that explain it.
  const status = words.some((word) => HTTP_STATUS.test(word));
  return words.filter((word) => !(named && KINDS_OF_NAME.has(word.toLowerCase())) && !(status && SAYS_A_STATUS.has(word.toLowerCase())));
}

/**
 * The most words of a query searched: the first ones. A situation told in a long sentence ("customer says
 * the withdrawal never arrived after three business days, how do we check what happened") has said
 * its topic by then, and each further word cost an index chunk and, as it changed the hits on the way,
 * their result fragments: 190 KiB on the wire for a first query of twelve words, over the 150 KiB budget.
 */
export const MAX_SEARCHED_WORDS = 7;

const score = (sub: PagefindPage['sub_results'][number]) => Math.max(0, ...(sub.weighted_locations ?? []).map((location) => location.balanced_score));

/**
 * Joins a page's other names (operation ids, keywords) in its record (indexHtml.ts). They
 * match well but read badly: the excerpt leaves them out.
 */
export const ALIAS_SEPARATOR = ' · ';

function withoutAliases(excerpt: string): string {
  const firstSeparator = excerpt.indexOf(ALIAS_SEPARATOR);
  if (firstSeparator < 0) return excerpt;
  // Pagefind joins a record's paragraphs with ". ": the names run from one to the next.
  const start = excerpt.lastIndexOf('. ', firstSeparator);
  const end = excerpt.indexOf('. ', excerpt.lastIndexOf(ALIAS_SEPARATOR));
  const before = start < 0 ? '' : excerpt.slice(0, start + 1);
  const after = end < 0 ? '' : excerpt.slice(end + 2);
  return `${before} ${after}`.trim();
}

/** A record of one part of a page has the part's anchor in its URL; its sub-results add another. */
const lastAnchor = (url: string) => url.replace(/#[^#]*(?=#)/, '');

/** The names of the query parameters a pasted request sets (`GET /customers/{customer_id}/transactions?type=deposit`: `type`). */
function queryParameterNames(query: string): string[] {
  return [...query.matchAll(/\?(\S+)/g)].flatMap(([, parameters]) =>
    parameters
      .split('&')
      .map((parameter) => parameter.split('=')[0])
      .filter((name) => /^[a-z][a-z0-9_]*$/i.test(name)),
  );
}

/** The anchors of those parameters on the endpoint page: the fields that say what they do. */
export const queryParameterAnchors = (query: string) => queryParameterNames(query).map((name) => parameterAnchor('query', name));

function hitOf(page: PagefindPage, preferredAnchors: readonly string[] = []): SearchHit {
  const title = page.meta.title ?? '';
  const preferred = page.sub_results.find((sub) => sub.anchor && preferredAnchors.includes(sub.anchor.id));
  const best = preferred ?? [...page.sub_results].sort((a, b) => score(b) - score(a))[0];
  const linksToPart = Boolean(best?.anchor) && best.title !== title && best.title !== page.meta.section;
  return {
    url: linksToPart ? lastAnchor(best.url) : page.url,
    title,
    kind: page.meta.kind ?? 'Docs',
    section: linksToPart ? best.title : page.meta.section,
    // Fields are h4 and table entries h3 in the indexed records (plugins/search/indexHtml.ts).
    sectionIsCode: linksToPart && /^h[34]$/.test(best.anchor?.element ?? ''),
    excerpt: withoutAliases((best ?? page).excerpt),
  };
}

type PagefindResult = NonNullable<Awaited<ReturnType<Pagefind['search']>>>['results'][number];

/**
 * The word to search for besides a rare word the docs do not use: the closest word they do
 * (`correction`), or for an identifier (`insuficient_funds`, `depostis-guide`) its parts mended
 * one by one.
 */
async function mended(pagefind: Pagefind, word: string): Promise<string | undefined> {
  // The word list holds words of MIN_VOCABULARY_WORD letters or more that start with a letter:
  // a number ("409") or a word of three letters (one on the way to a longer one) is never
  // corrected, and costs no download of the list.
  const correctable = word.length >= MIN_VOCABULARY_WORD && /^[a-z]/i.test(word);
  if (!pagefind.vocabulary || !correctable) return undefined;
  // Pagefind finds a misspelt word through fragments of others ("signiture" finds 18 pages,
  // "benificiary" 78), so how many pages it finds says nothing; searched as an exact word it finds
  // none. That search reads the index chunk the word's own search has loaded: no download.
  const exact = await pagefind.search(`"${word.replace(/"/g, '')}"`);
  if ((exact?.results.length ?? 0) > 0) return slipOfTheKeys(pagefind, word);
  // A word on the way to one the docs use ("idem" for "idempotency") is not misspelt: the part of
  // the word list that would hold it says so, and the whole list is not fetched for it.
  const continued = await pagefind.wordsStartingAs?.(word).catch(() => undefined);
  if (continued && continued.length > 0) return undefined;
  // Without the word list (an index built before it existed, a failed fetch) words are searched as typed.
  const vocabulary = await pagefind.vocabulary().catch(() => undefined);
  if (!vocabulary) return undefined;
  const whole = correction(word, vocabulary) ?? separated(word, vocabulary);
  if (whole || !/[-./]/.test(word)) return whole;
  // Each part mended in its place: "deposit.recieved" is the event type `deposit.received`, not two words.
  const pieces = word.split(/([-./{}]+)/);
  const mendedPieces = pieces.map((piece, index) => (index % 2 === 0 && piece ? correction(piece, vocabulary) : undefined));
  return mendedPieces.some(Boolean) ? pieces.map((piece, index) => mendedPieces[index] ?? piece).join('') : undefined;
}

/** The fewest letters of a word checked for two swapped letters: shorter, a swap makes another word too often. */
const MIN_SWAPPED_WORD = 5;

/**
 * The word meant by a word the index finds only through its stem, when two of its letters are
 * swapped ("webhook retires" finds "retire"; the docs say "retries"). The swap is looked for past
 * the letters that choose the word list's part, in the one part that holds the word: about 0.1 KiB.
 */
async function slipOfTheKeys(pagefind: Pagefind, word: string): Promise<string | undefined> {
  if (word.length < MIN_SWAPPED_WORD || !/^[a-z]+$/i.test(word) || !pagefind.wordsStartingAs) return undefined;
  const known = await pagefind.wordsStartingAs(word.slice(0, WORD_LIST_PART_KEY_LENGTH)).catch(() => undefined);
  return known ? transposition(word, known, WORD_LIST_PART_KEY_LENGTH) : undefined;
}

/** Words that say a query is about an event ("card payment declined webhook"). */
const SAYS_AN_EVENT = new Set(['event', 'events', 'webhook', 'webhooks', 'notification', 'notifications', 'notified', 'notify', 'callback']);
/** Words that ask for what an event carries ("payment failed webhook fields"): no word of its type. */
const PARTS_OF_AN_EVENT = new Set(['field', 'fields', 'payload', 'payloads', 'body', 'schema', 'example', 'data']);
/** The fewest words of an event type typed as words that name it without a word for an event (`eventTypeNamed`): two or three ("wallet archived", "card payment declined") are a task as often. */
const MIN_WORDS_OF_AN_EVENT_TYPE_UNSAID = 4;
/** The most words an event type has (`customer.kyc_status_updated`). */
const MAX_EVENT_TYPE_WORDS = 4;

/**
 * The event type (`card_payment.declined`) that a query names in other words or another spelling:
 * "card payment declined event", or alone `card_payment_declined`, `cardPaymentDeclined`. An event type is
 * an object and what happened to it, joined by a dot; each way of cutting the words so is
 * searched as an exact word, and the one the docs use is found (in the index chunk the first
 * word has loaded: no download). Words typed without a word for an event ("wallet archived")
 * are a task as often, and are left to the ranking.
 */
async function eventTypeNamed(pagefind: Pagefind, words: string[]): Promise<string | undefined> {
  const saysAnEvent = words.some((word) => SAYS_AN_EVENT.has(word.toLowerCase()));
  // A name typed alone in another spelling is one the docs do not use (`spending_limits` is a field).
  const spelt = !saysAnEvent && words.length === 1 && (/[a-z][-_.][a-z]/i.test(words[0]) || /[a-z][A-Z]/.test(words[0])) && ((await pagefind.search(`"${words[0]}"`))?.results.length ?? 0) === 0;
  const parts = words
    .filter((word) => !SAYS_AN_EVENT.has(word.toLowerCase()) && !PARTS_OF_AN_EVENT.has(word.toLowerCase()))
    .flatMap((word) => word.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[-_.\s]+/))
    .map((part) => part.toLowerCase())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > MAX_EVENT_TYPE_WORDS || !parts.every((part) => /^[a-z]+$/.test(part))) return undefined;
  // Words that spell a whole event type of four words ("customer kyc status updated") name it without a word for an
  // event: they end as every type does, with what happened.
  const spelledOut = parts.length >= MIN_WORDS_OF_AN_EVENT_TYPE_UNSAID && words.length === parts.length && /ed$/.test(parts[parts.length - 1]);
  if (!saysAnEvent && !spelt && !spelledOut) return undefined;
  const cuts = parts.slice(1).map((_, index) => `${parts.slice(0, index + 1).join('_')}.${parts.slice(index + 1).join('_')}`);
  const found = await Promise.all(cuts.map((cut) => pagefind.search(`"${cut}"`)));
  const named = cuts.find((_, index) => (found[index]?.results.length ?? 0) > 0);
  return named && !words.includes(named) ? named : undefined;
}

/** The pages that say `word` itself, not only a longer word it starts, with the scores the word's own search gives them. */
async function searchedAsItself(pagefind: Pagefind, word: string): ReturnType<Pagefind['search']> {
  // A word shorter than the shortest searched one ("ID", "UK") is the start of longer words only among the index chunks
  // loaded so far, which earlier queries decide: it is scored as the exact word finds it, the same every time.
  if (word.length < MIN_WORD_LENGTH) return pagefind.search(`"${word}"`);
  const [exact, weighed] = await Promise.all([pagefind.search(`"${word}"`), pagefind.search(word)]);
  const saying = new Set(exact?.results.map((result) => result.id));
  return { results: weighed?.results.filter((result) => saying.has(result.id)) ?? [] };
}

/** Whether a page's title is this topic (`topicOf`): "internal transfer", "withdrawal". */
async function titlesAPage(pagefind: Pagefind, topic: string): Promise<boolean> {
  return ((await pagefind.search(null, { filters: { [TOPIC_FILTER]: topic } }))?.results.length ?? 0) > 0;
}

/**
 * How much each word of a query counts: a word of a term the docs title a page with ("virtual
 * account", "internal transfer") counts half, so that the term counts as one word does. Summed
 * word by word, a term of two words outweighed the one word that said what the question is
 * about ("get notified when money arrives in a virtual account").
 */
async function termShares(pagefind: Pagefind, words: string[]): Promise<number[]> {
  const shares = words.map(() => 1);
  if (words.length < 3) return shares;
  for (let at = 0; at < words.length - 1; at += 1) {
    if (shares[at] < 1) continue;
    const topic = topicOf(`${words[at]} ${words[at + 1]}`);
    if (topic.split(' ').length < 2) continue;
    if (await titlesAPage(pagefind, topic)) {
      shares[at] = TERM_WORD_SHARE;
      shares[at + 1] = TERM_WORD_SHARE;
    }
  }
  return shares;
}

/** The fewest searched words of a sentence whose last word is read as finished (`rankedResults`). */
const MIN_WORDS_OF_A_FINISHED_SENTENCE = 4;

/** What a word of a two-word term counts for (`termShares`). */
const TERM_WORD_SHARE = 0.5;

/** How many records the index has: the base of a word's rarity. Read once per index. */
const recordCounts = new WeakMap<Pagefind, Promise<number>>();
function recordCount(pagefind: Pagefind): Promise<number> {
  const known = recordCounts.get(pagefind) ?? pagefind.search(null, { filters: {} }).then((all) => all?.results.length ?? 0);
  recordCounts.set(pagefind, known);
  return known;
}

/**
 * How rare each word is among the records (BM25's inverse document frequency), from how many its
 * search found: 0 for a word that found none. "Offboard" is said by 3 of some 550 records,
 * "business" by 96 and "customer" by 349.
 */
export function wordRarities(searches: readonly ({ results: readonly unknown[] } | null | undefined)[], records: number): number[] {
  return searches.map((found) => {
    const saying = found?.results.length ?? 0;
    return saying > 0 ? Math.log(1 + (Math.max(records, saying) - saying + 0.5) / (saying + 0.5)) : 0;
  });
}

const meanOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * How much a word's rarity, against the query's other words, weighs its scores. Pagefind scores a
 * word by where a record says it (title, heading, how often), so a word the docs repeat on one page
 * ("business" on the page creating a business customer) outscored the one rare word that named the
 * task ("offboard a business customer that churned"). Taken whole, rarity reversed as many queries
 * as it mended: a common word is often the query's object ("card", "webhook").
 */
const RARITY_EXPONENT = 0.3;

/**
 * How much a record's share of the query's words weighs its score: a record found by one word of
 * four keeps half its score (Lucene's coordination factor, softened). Summed word by word, one word
 * said in a title outscored a part that says every other word of the task.
 */
const COORDINATION_EXPONENT = 0.5;

/**
 * How far one word's score may go beyond the best that the query's middle word scores (`wordScoreCaps`).
 * Pagefind scores a word by where a record says it, and a title counts most: "building" found the page
 * "Build with AI tools" with 21 where each other word of "building firm appointed a new director after
 * they were already approved" scored 9 at best, and every part of that page came first. Between 1 and
 * 1.3 the tuning queries rank alike; 1.25 lets a word the docs stress count a little more.
 */
const WORD_SCORE_CAP = 1.25;

/**
 * The most each word's search may add to a record (`WORD_SCORE_CAP` times the median of the words'
 * best scores), for a query told in a sentence whose words found anything; a few keywords are each
 * meant, and the last may still be on its way to a longer word ("webhook server down"). Not capped:
 * a word search put in for the reader's ("transfer" for money from one wallet to another, "customer"
 * for a tenant), put there to decide, and a word that is a page's whole title ("withdrawal" for
 * "Withdrawals"), which names what the question is about.
 */
async function wordScoreCaps(pagefind: Pagefind, wordSearches: readonly ({ results: readonly { score: number }[] } | null | undefined)[], words: readonly string[], query: string): Promise<(number | undefined)[]> {
  const best = wordSearches.map((found) => Math.max(0, ...(found?.results ?? []).map((result) => result.score)));
  const finding = best.filter((score) => score > 0).sort((a, b) => a - b);
  if (finding.length < 2 || !isASentence(query)) return [];
  const cap = WORD_SCORE_CAP * finding[Math.floor(finding.length / 2)];
  const typed = new Set(query.toLowerCase().split(/[^a-z0-9]+/));
  const titles = await Promise.all(words.map((word) => titlesAPage(pagefind, topicOf(word))));
  return words.map((word, at) => (typed.has(word.toLowerCase()) && !titles[at] ? cap : undefined));
}

/** Multiplies each record's score by the share of the query's words that found it (`COORDINATION_EXPONENT`), when two words or more found anything. */
function saidByMostWords(scored: Scored, wordSearches: readonly ({ results: readonly { id: string }[] } | null | undefined)[]): void {
  const finding = wordSearches.filter((found) => (found?.results.length ?? 0) > 0).length;
  if (finding < 2) return;
  const said = new Map<string, number>();
  for (const found of wordSearches) for (const result of found?.results ?? []) said.set(result.id, (said.get(result.id) ?? 0) + 1);
  for (const [id, entry] of scored) entry.score *= ((said.get(id) ?? 0) / finding) ** COORDINATION_EXPONENT;
}

/**
 * A word is common beside the query's rarest one when its rarity is under this share of it: a
 * heading that says only common words ("Business customer" for "offboard a business customer that
 * churned") names a qualifier of the question, not its topic (`headedByTheTopic`).
 */
const COMMON_WORD_RARITY = 0.5;

type Scored = Map<string, { result: PagefindResult; score: number }>;

/**
 * Multiplies the score of each scored result the filter finds by `factor` (but those `already`
 * holds, which it then holds too), and returns the ids the filter found.
 */
async function lift(pagefind: Pagefind, scored: Scored, filter: string, value: string, factor: number, already?: Set<string>): Promise<string[]> {
  const ids = ((await pagefind.search(null, { filters: { [filter]: value } }))?.results ?? []).map((result) => result.id);
  for (const id of ids) {
    const entry = scored.get(id);
    if (entry && !already?.has(id)) entry.score *= factor;
    already?.add(id);
  }
  return ids;
}

/** The topics of a query's words, each once: "cards" and "card" are one. */
const wordTopics = (words: string[]) => [...new Set(words.map((word) => topicOf(word)).filter(Boolean))];

/**
 * Pages for the words of a query, best first. Pagefind keeps only pages with every word; a
 * reader's phrasing ("top up a wallet") often has a word the answer does not use, so each
 * word is also searched alone and a page scores the sum of its words' scores, plus the whole
 * query's score when it has every word. A word that finds nothing is mended first (`mended`).
 */
async function rankedResults(pagefind: Pagefind, query: string, terms: string): Promise<Ranked> {
  // A word said twice ("from one wallet to another wallet") is searched once: summed twice, it outweighed the rest.
  const typed = terms.split(' ').filter((word, at, all) => all.findIndex((other) => stem(other) === stem(word)) === at);
  // An event type in other words is searched as if pasted: beside it, the word for an event is no topic.
  const eventType = await eventTypeNamed(pagefind, typed);
  if (eventType) return rankedResults(pagefind, eventType, eventType);
  // A finished word (followed by more of the query) is searched as itself: as the start of longer
  // ones "add" finds "address" and "down" "downloads". Pagefind scores every page an exact word finds
  // alike, so the pages are those the exact word finds, scored as the word finds them: "PIN"
  // ranks the part headed "The PIN" above a page that says it once.
  // The last word is finished too when the query goes on after it with words left out ("is the API down right now").
  const lastTyped = asTheDocsWriteIt(query.trim().split(/\s+/).pop() ?? '');
  const goesOn = lastTyped.toLowerCase() !== typed[typed.length - 1]?.toLowerCase();
  const finished = (index: number) => ((index < typed.length - 1 || goesOn) && /^[a-z]+$/i.test(typed[index])) || ABBREVIATION.test(typed[index]);
  // The last word of a sentence of MIN_WORDS_OF_A_FINISHED_SENTENCE searched words is finished too when the docs say it as a word
  // ("… if my server is down" is no start of "downloads"); a word the docs never say whole is still on its way.
  const sentence = isASentence(query) && typed.length >= MIN_WORDS_OF_A_FINISHED_SENTENCE;
  const alone = await Promise.all(
    typed.map(async (word, index) => {
      if (finished(index)) return searchedAsItself(pagefind, word);
      if (!sentence || index < typed.length - 1 || !/^[a-z]+$/i.test(word)) return pagefind.search(word);
      const itself = await searchedAsItself(pagefind, word);
      return (itself?.results.length ?? 0) > 0 ? itself : pagefind.search(word);
    }),
  );
  const corrections = await Promise.all(typed.map((word) => mended(pagefind, word)));
  // A corrected word is in no record: what it found came through a stemmed fragment of it.
  const words = typed.map((word, index) => corrections[index] ?? word);
  const searches = await Promise.all(words.map((word, index) => (corrections[index] ? pagefind.search(word) : alone[index])));
  // The whole query without a word shorter than the shortest searched one, for the same reason (searchedAsItself).
  const whole = words.filter((word) => word.length >= MIN_WORD_LENGTH);
  if (words.length > 1 && whole.length > 0) searches.push(await pagefind.search(whole.join(' ')));
  // A pasted name is also the words the prose explains it with: `kyc_status` is "KYC status",
  // `Idempotency-Key` the section "Idempotency" about the key. Parts shorter than MIN_WORD_LENGTH
  // are left out, as words are (while "kyc_s" is typed, "s" would load the index chunks of every
  // word starting so). A name of three words or more (`idempotency_key_reused`) is searched whole
  // only: the prose names it whole, and each of its words can cost an index chunk of its own.
  // A name with a word the prose never stresses (`has_more`, `replaced_by`) is not searched in
  // parts: its one other word ("more", "replaced") finds every page that says it.
  const names = words
    .filter((word) => NAME_OF_WORDS.test(word))
    .map((word) => ({ parts: word.split(/[_-]/), name: searchTerms(word.replace(/[_-]/g, ' ')) }))
    .filter(({ parts, name }) => name && name.split(' ').length === parts.length && parts.length <= 2)
    .map(({ name }) => name);
  searches.push(...(await Promise.all(names.map((name) => pagefind.search(name)))));
  const shares = await termShares(pagefind, words);
  const rarity = wordRarities(searches.slice(0, words.length), await recordCount(pagefind));
  const meanRarity = meanOf(rarity.filter((rare) => rare > 0));
  const weights = rarity.map((rare) => (rare > 0 ? (rare / meanRarity) ** RARITY_EXPONENT : 1));
  const scored: Scored = new Map();
  const capped = await wordScoreCaps(pagefind, searches.slice(0, words.length), words, query);
  for (const [at, found] of searches.entries()) {
    for (const result of found?.results ?? []) {
      const entry = scored.get(result.id) ?? { result, score: 0 };
      entry.score += Math.min(result.score, capped[at] ?? Infinity) * (shares[at] ?? 1) * (weights[at] ?? 1);
      scored.set(result.id, entry);
    }
  }
  saidByMostWords(scored, searches.slice(0, words.length));
  const rarest = Math.max(0, ...rarity);
  const common = new Set(words.filter((_, at) => rarity[at] > 0 && rarity[at] < rarest * COMMON_WORD_RARITY).map(stem));
  // A query that names a page's topic ("payments", "internal transfers") asks for that page: a
  // part of a long page, or an endpoint whose other names repeat the words, outscores its top.
  // A pasted name names the topic its words do: `Idempotency-Key` is the glossary's "Idempotency key".
  const topic = topicOf(words.map((word) => (NAME_OF_WORDS.test(word) ? word.replace(/[_-]/g, ' ') : word)).join(' '));
  const titled = new Set<string>();
  if (topic && topic.split(' ').length <= MAX_WORDS_OF_A_TOPIC) {
    for (const id of await lift(pagefind, scored, TOPIC_FILTER, topic, TOPIC_FACTOR)) titled.add(id);
    await lift(pagefind, scored, PART_TOPIC_FILTER, topic, TOPIC_FACTOR);
  }
  // A task told as an instruction ("subscribe to every card payment event", "block a card the customer lost"):
  // the part headed with its verb, alone or with one more of its words, is where the task is done.
  const verb = words[0]?.toLowerCase();
  if (verb && TASK_VERBS.has(verb) && words.length >= 2) {
    const lifted = new Set<string>();
    for (const named of [topicOf(verb), ...wordTopics(words.slice(1)).map((word) => topicOf(`${verb} ${word}`))]) await lift(pagefind, scored, PART_TOPIC_FILTER, named, TOPIC_FACTOR, lifted);
  }
  // A state named with what it is a state of ("kyc rejected", "card frozen"): any two of the query's words.
  if (words.length >= 2) {
    const topics = wordTopics(words);
    const pairs = topics.flatMap((first, at) => topics.slice(at + 1).map((second) => topicOf(`${first} ${second}`)));
    for (const pair of pairs.slice(0, MAX_STATE_PAIRS)) await lift(pagefind, scored, STATE_FILTER, pair, NAMED_STATE_FACTOR);
  }
  // A status with the words of what got it ("got a 409 creating a customer", "what is 403"):
  // the answer is the codes of that status, not the operation or the part that mentions it.
  for (const status of new Set(words.filter((word) => HTTP_STATUS.test(word)))) await lift(pagefind, scored, STATUS_FILTER, status, STATUS_FACTOR);
  // An operation's error response answers a query that says one of its codes: with other words than
  // statuses, the operation they name returns it, as its error response says. For any other query
  // its few words ("The wallet is frozen.") matched as a short record outranks the part that explains them.
  const codes = new Set(words.filter((word) => ERROR_CODE.test(word)));
  const listing = new Set<string>();
  for (const code of codes) for (const result of (await pagefind.search(null, { filters: { [ERROR_RESPONSE_FILTER]: code } }))?.results ?? []) listing.add(result.id);
  const withTheOperation = words.some((word) => !ERROR_CODE.test(word) && !HTTP_STATUS.test(word));
  if (withTheOperation) for (const code of codes) await lift(pagefind, scored, CODE_FILTER, code, NAMED_CODE_FACTOR);
  for (const result of (await pagefind.search(null, { filters: { [ERROR_RESPONSES_FILTER]: 'yes' } }))?.results ?? []) {
    const entry = scored.get(result.id);
    if (entry) entry.score *= listing.has(result.id) ? (withTheOperation ? ERROR_RESPONSE_FACTOR : 1) : ERROR_RESPONSE_WITHOUT_ITS_CODE_FACTOR;
  }
  // An event asked for in words ("get notified when money arrives"): the type was not found
  // (eventTypeNamed), so its payload, which says when it is sent, is lifted over the pages of the situation.
  if (asksForAnEvent(typed)) await lift(pagefind, scored, EVENT_FILTER, 'yes', EVENT_FACTOR);
  // A part about the sandbox makes each case happen, so it says the words of every case ("a KYC review that asks for
  // more", "a webhook retried"): for a query that neither asks to test nor names the sandbox, the case's own part answers.
  if (typed.some((word) => ASKS_TO_TEST.test(word) || SANDBOX_NAME.test(word))) await lift(pagefind, scored, SANDBOX_FILTER, 'yes', SANDBOX_FACTOR);
  else if (!SAYS_TESTING.test(query)) await lift(pagefind, scored, SANDBOX_FILTER, 'yes', SANDBOX_FACTOR_FOR_ANOTHER_QUERY);
  // Beside an HTTP status, "how long" asks when to retry, which the status's part says.
  if (asksHowLong(query) && !words.some((word) => HTTP_STATUS.test(word))) await lift(pagefind, scored, TIMING_FILTER, 'yes', TIMING_FACTOR);
  let namesAnEvent = false;
  for (const type of new Set(words.filter((word) => EVENT_TYPE_NAME.test(word)))) {
    if ((await lift(pagefind, scored, PAYLOAD_FILTER, type, NAMED_PAYLOAD_FACTOR)).length > 0) namesAnEvent = true;
  }
  const changeNotes = new Set(asksWhatChanged(query) ? [] : await lift(pagefind, scored, CHANGES_FILTER, 'yes', CHANGE_NOTE_FACTOR));
  // The query as meant: "rate limt" asks about rate limits as "rate limits" does.
  const meant = corrections.reduce<string>((text, correction, index) => (correction ? text.replace(typed[index], correction) : text), query);
  // An error's status with a word of what it carries ("400 with an errors array") asks what the error means, which the conventions say: an endpoint's fields mention errors in passing.
  const namesAnErrorStatus = words.some((word) => /^[45]\d\d$/.test(word)) && words.length > 1;
  if (namesAnErrorStatus || (tellsASituation(meant) && asksAQuestion(meant)) || tellsWhatHappened(meant) || asksAboutACase(meant)) await lift(pagefind, scored, OPERATION_FILTER, 'yes', OPERATION_FACTOR_FOR_A_SITUATION);
  if ((asksHowToDoATask(meant) && !asksWhatSomethingIs(meant)) || asksWhetherItCan(meant)) await lift(pagefind, scored, CONVENTIONS_FILTER, 'yes', TASK_QUESTION_FACTOR);
  // A question for an event ("which event tells me a card was frozen") is answered by a payload, not by the overview that explains the state;
  // so is one that names an event ("what is customer.kyc_status_updated"), which its payload defines.
  // A task told as an instruction ("get UK account number and sort code for the pounds wallet") is done in a guide's
  // step or an endpoint: the glossary's entries, headed by its words, only define them.
  if (asksForAnOperation(meant) && !asksWhatSomethingIs(meant)) await lift(pagefind, scored, EXPLAINS_FILTER, EXPLAINS.defines, DEFINITION_FACTOR_FOR_A_TASK);
  if (asksWhatSomethingIs(meant) && !asksForAnEvent(typed) && !namesAnEvent) {
    // A question about how the API behaves is answered by a rule, not by a term's definition; so
    // is one about names pasted from the API ("deposit.created vs deposit.received"): the glossary
    // defines the docs' words ("Deposit"), not the names of fields and events. So is the difference
    // between two things (`comparesTwo`): it is stated where both are explained, each entry defines one.
    const values = asksHowTheApiBehaves(meant) || words.some((word) => PASTED_NAME.test(word)) || comparesTwo(meant) ? [EXPLAINS.behaviour] : [EXPLAINS.behaviour, EXPLAINS.defines];
    for (const value of values) await lift(pagefind, scored, EXPLAINS_FILTER, value, EXPLAINING_FACTOR);
  }
  return { results: [...scored.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result), titled, common, words, changeNotes };
}

/**
 * A query's results, best first, the ids of those whose title the query names whole ("withdrawals",
 * "virtual account"), and its common words in one form (`stem`): those many records say, beside a rare
 * one (`COMMON_WORD_RARITY`).
 */
interface Ranked {
  results: PagefindResult[];
  titled: ReadonlySet<string>;
  common: ReadonlySet<string>;
  /** The words searched, each misspelt one mended (`mended`). */
  words: readonly string[];
  /** The ids of the notes of what changed, weighed less for a query that does not ask what changed. */
  changeNotes: ReadonlySet<string>;
}

/**
 * A page's top (its title, description and introduction) gives way to a part of the same page
 * that the list shows too: the part says more precisely where the answer is, and the top,
 * which names the page's whole topic, matches more of a long question than any part does.
 * A top whose title is the whole query (`named`: "withdrawals", "glossary") keeps its place: the
 * reader asked for the page, and any of its parts says its title's words.
 */
export function partsBeforeTheirTop(hits: SearchHit[], named: (hit: SearchHit) => boolean = () => false): SearchHit[] {
  const ordered = [...hits];
  for (let index = 0; index < ordered.length; index += 1) {
    const top = ordered[index];
    if (top.url.includes('#') || named(top)) continue;
    const part = ordered.findIndex((hit, at) => at > index && hit.url.startsWith(`${top.url}#`));
    if (part < 0) continue;
    const [moved] = ordered.splice(part, 1);
    ordered.splice(index, 0, moved);
    // The top now follows its part, and stays there.
    index += 1;
  }
  return ordered;
}

/**
 * A question in words ("how long does …", "what happens when …"), not a name or a task; also
 * one that tells the situation first and asks after it ("card expires next month, what do we
 * do", "deposit sent friday evening, when does it show up") or ends with a question mark.
 */
export function asksAQuestion(query: string): boolean {
  return /^(how|what|when|why|which|where|is|are|can|does|do|will|should)\b/i.test(query.trim()) || /\b(what|how|why|when|which|where)\b|\?\s*$/i.test(query);
}


const MIN_TOPIC_WORDS = 2;

/**
 * Hits in the order of how many of a question's (or a told situation's) words their heading says (the part's heading,
 * or the page's title), the ranking's order kept among equals: a question is answered by the
 * part whose heading is its topic ("Retries and failing endpoints" for "how long does Ledgerline
 * keep retrying a failed webhook"), not by one that mentions its words in passing. A field or
 * table entry is a name, not a topic, and says none. The query's `common` words (in `stem` form)
 * qualify its topic and are not counted: "Business customer" is no topic of "offboard a business
 * customer that churned".
 */
export function headedByTheTopic(hits: SearchHit[], terms: string, common: ReadonlySet<string> = new Set()): SearchHit[] {
  const asked = new Set(terms.split(' ').map(stem).filter((word) => !common.has(word)));
  const heading = (hit: SearchHit) => (hit.section && !hit.sectionIsCode && !/[_.]/.test(hit.section) ? hit.section : '');
  const saidOf = (hit: SearchHit) => new Set(heading(hit).split(/[^A-Za-z]+/).filter(Boolean).map(stem).filter((word) => asked.has(word))).size;
  // One word in common is a mention; the topic takes two.
  const said = (hit: SearchHit) => (saidOf(hit) >= MIN_TOPIC_WORDS ? saidOf(hit) : 0);
  return hits.map((hit, index) => ({ hit, index, said: said(hit) })).sort((a, b) => b.said - a.said || a.index - b.index).map(({ hit }) => hit);
}

/** The most keywords that name a part by its page's title and its heading (`namedByTitleAndHeading`): more are a task told without its little words. */
const MAX_KEYWORDS_OF_A_PART = 3;

/**
 * Hits in the order of whether their page's title and their heading say every keyword of the query
 * (each misspelt one mended), the ranking's order kept among equals: "webhook retries" asks for the
 * part headed "Retries" on the webhooks page, not for the endpoint "Get a webhook", which says
 * "webhook" in its title and "retries" in its fields. A field or table entry is a name, not a
 * heading, and counts only with its page's title. A note of what changed is headed by the change, not by
 * its topic, and keeps its place (`CHANGE_NOTE_FACTOR`).
 */
export function namedByTitleAndHeading(hits: SearchHit[], keywords: readonly string[], isAChangeNote: (hit: SearchHit) => boolean = () => false): SearchHit[] {
  const asked = [...new Set(keywords.map(stem))];
  const says = (hit: SearchHit) => {
    if (isAChangeNote(hit)) return 0;
    const words = new Set(`${hit.title} ${hit.sectionIsCode ? '' : hit.section ?? ''}`.split(/[^A-Za-z]+/).filter(Boolean).map(stem));
    return asked.every((word) => words.has(word)) ? 1 : 0;
  };
  return hits.map((hit, index) => ({ hit, index, says: says(hit) })).sort((a, b) => b.says - a.says || a.index - b.index).map(({ hit }) => hit);
}

/**
 * The words of a query without its last one while that is still being typed: a start of the
 * docs' words that is no word of theirs ("…never arr", "…the stat"). Searched, each such start
 * found other pages than the word it became, and each set of hits on the way cost its result
 * fragments (a question told in a long sentence downloaded 39 KiB of them). A word typed alone
 * is searched as it is: "idem" finds idempotency. The word list's part that says so is about 0.1 KiB.
 */
async function withoutAWordOnItsWay(pagefind: Pagefind, query: string, terms: string): Promise<string> {
  const words = terms.split(' ');
  const last = words[words.length - 1];
  // Only the word the reader is typing: not one followed by a space, nor one a long query was cut at, nor one before a word left out ("test a").
  const typing = !/\s$/.test(query) && allSearchTerms(query).length <= MAX_SEARCHED_WORDS && asTheDocsWriteIt(query.trim().split(/\s+/).pop() ?? '') === last;
  if (!typing || words.length < 2 || !pagefind.wordsStartingAs || last.length < WORD_LIST_PART_KEY_LENGTH || !/^[a-z]+$/i.test(last)) return terms;
  if (((await pagefind.search(`"${last}"`))?.results.length ?? 0) > 0) return terms;
  const continued = await pagefind.wordsStartingAs(last).catch(() => []);
  return continued.length > 0 ? words.slice(0, -1).join(' ') : terms;
}

/** The second word of a compound a reader types in two ("pay out", "top up", "sign up"). */
const PARTICLE = /^(out|up|in|off|back|over|down)$/i;

/**
 * The query with each compound a reader types in two words followed by the one word the docs write
 * for it, where they use one: "pay out a freelancer" searches "payout" too, and "top up a wallet"
 * "topup" (Pagefind reads "top-up" so). Apart, "pay" found the payment pages and "up", of two
 * letters, nothing; the two words stay, for the headings that say them apart ("Catch up after …").
 */
export async function withCompoundsJoined(pagefind: Pagefind, query: string): Promise<string> {
  const words = query.trim().split(/\s+/);
  if (!words.some((word, at) => at > 0 && PARTICLE.test(word))) return query;
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    const compound = previous !== undefined && PARTICLE.test(word) && /^[a-z]{2,}$/i.test(previous) ? `${previous}${word}`.toLowerCase() : undefined;
    if (compound && ((await pagefind.search(`"${compound}"`))?.results.length ?? 0) > 0) joined.push(word, compound);
    else joined.push(word);
  }
  return `${joined.join(' ')}${/\s$/.test(query) ? ' ' : ''}`;
}

/**
 * Searches the site's index: the top `count` results (the list's six by default), each with its
 * best section. `isCurrent` says whether the query is still the one in the box once it is ranked
 * (the search box waits for a pause in typing there): a query typed past returns `undefined`
 * without downloading its results' fragments.
 */
export async function searchSite(pagefind: Pagefind, typedQuery: string, isCurrent: () => boolean | Promise<boolean> = () => true, count: number = MAX_HITS): Promise<SearchHit[] | undefined> {
  const query = await withCompoundsJoined(pagefind, typedQuery);
  const terms = await withoutAWordOnItsWay(pagefind, query, searchTerms(query));
  if (!terms) return [];
  const { results, titled, common, words, changeNotes } = await rankedResults(pagefind, query, terms);
  if (!(await isCurrent())) return undefined;
  // The list's hits are reordered among themselves whatever the count, so that a shorter or longer answer (the MCP server's) starts as the list does.
  // A pasted request's query parameters are fields of its endpoint page: each name's own search gives the page's parts that say it.
  const parameters = queryParameterAnchors(typedQuery);
  const saying = (await Promise.all(queryParameterNames(typedQuery).map((name) => pagefind.search(name)))).flatMap((found) => found?.results ?? []);
  const pages = await Promise.all(results.slice(0, Math.max(count, MAX_HITS)).map((result) => (saying.find((other) => other.id === result.id) ?? result).data()));
  const found = pages.map((page) => hitOf(page, parameters));
  // The ranking knows records by id, the list by URL.
  const urlsOf = (ids: ReadonlySet<string>) => new Set(results.slice(0, found.length).flatMap((result, index) => (ids.has(result.id) ? [found[index].url] : [])));
  const titledUrls = urlsOf(titled);
  const named = (hit: SearchHit) => titledUrls.has(hit.url);
  const changeNoteUrls = urlsOf(changeNotes);
  // Two records can lead to one place (an endpoint page's best part is the error response that is a record of its own): list it once.
  const hits = found.filter((hit, index) => found.findIndex((other) => other.url === hit.url) === index);
  // A question for an event is answered by a payload, headed by the event's type, not by the part whose heading says the situation.
  // A pasted name (an error code, a field) is answered where the name is, not under a heading that says the words around it.
  const pastesAName = terms.split(' ').some((word) => PASTED_NAME.test(word));
  if ((asksAQuestion(query) || tellsWhatHappened(query)) && !asksForAnEvent(terms.split(' ')) && !pastesAName) hits.splice(0, MAX_HITS, ...headedByTheTopic(hits.slice(0, MAX_HITS), terms, common));
  // Keywords ("webhook retries", "webhok retry") name a part by its page's title and its heading together.
  const keywords = !isASentence(query) && !pastesAName && words.length >= 2 && words.length <= MAX_KEYWORDS_OF_A_PART;
  if (keywords) hits.splice(0, MAX_HITS, ...namedByTitleAndHeading(hits.slice(0, MAX_HITS), words, (hit) => changeNoteUrls.has(hit.url)));
  // The list's six are reordered among themselves, and the rest among themselves: a longer answer (the MCP server's) starts with the list.
  return [...partsBeforeTheirTop(hits.slice(0, MAX_HITS), named), ...partsBeforeTheirTop(hits.slice(MAX_HITS), named)].slice(0, count);
}

import { parseDocument } from 'htmlparser2';
import { hasChildren, isTag, isText, type AnyNode, type Element, type ParentNode } from 'domhandler';

/** What kind of page a hit is on, shown beside its title in the results. */
export type PageKind = 'Guide' | 'Endpoint' | 'Reference' | 'Webhooks' | 'Docs';

/** One linkable part of a page: a heading's section or a field of an endpoint. */
export interface SearchSection {
  /** The element id the hit links to. */
  anchor: string;
  /** What the result shows as its section: a heading, or a field's dotted path. */
  title: string;
  /** `heading` for h2/h3 sections, `field` for an endpoint's field rows, `entry` for a table row with an id (error codes, event types). */
  type: 'heading' | 'field' | 'entry';
  /** Plain text of the section, without code examples. */
  text: string;
  /** 2 for an h2 (a part of the page), 3 for what sits under one. */
  level: 2 | 3;
  /**
   * The names the section's prose quotes as code (`next_cursor`, `Retry-After`): a section that
   * names a field or header in its prose is where it is explained.
   */
  names: string[];
  /** The fields of an object the section describes (an overview's object), as names, descriptions and values. */
  fields?: string;
  /** Words readers search for what the section answers, which it does not use itself (alsoSearchedAs.ts). */
  readerWords?: string[];
  /** What readers type that the section answers, in their words (readerQuestions.ts). */
  questions?: string[];
  /**
   * The error codes an endpoint's table of its own errors returns with this response (`response-422`),
   * each with when: the part a reader means by a code said with the operation ("kyc_not_approved issuing a card").
   */
  errors?: { code: string; when: string }[];
  /** Whether a heading's part says nothing outside tables (an overview's list of webhook events under "Webhook events", a list of operations). */
  noProse?: true;
  /** For a state of a lifecycle (`kyc-status-rejected`), the heading it is listed under ("KYC status"). */
  stateOf?: string;
  /** The short name a heading's own id gives the part (`{#provisional-credit}`: "provisional credit"; alsoSearchedAs.ts), when it says a word the heading does not. */
  anchorName?: string;
}

/** A built page reduced to what search indexes. */
export interface SearchPage {
  url: string;
  title: string;
  kind: PageKind;
  /** Other names a reader may type for the page: its keywords; for an endpoint, the operation id in every form, method and path. */
  aliases: string[];
  /** The page's meta description: what it is for, in a sentence. */
  description: string;
  /** Text before the first section. */
  intro: string;
  sections: SearchSection[];
  /** What readers type that the page as a whole answers (readerQuestions.ts). */
  questions?: string[];
  /**
   * Whether the page explains what the endpoint pages use: the conventions page, the resource
   * overviews, the glossary. A question about what something is ranks these first.
   */
  explains: boolean;
  /** Whether the page defines terms (the glossary): one of the pages that explain, answering what a word means rather than how the API behaves. */
  defines?: boolean;
  /** Whether the page states the rules every operation follows (the conventions page, the API landing): one of the pages that explain, answering how to do what every task needs. */
  statesConventions?: boolean;
  /** The readers' words for the terms its title names (alsoSearchedAs.ts): "test mode" for "Testing in the sandbox", said of each of its parts as the title is. */
  titleReaderWords?: string[];
  /** Whether the page logs changes (it offers a feed of them, as the changelog does): its parts are notes of what changed, not where a topic is explained. */
  logsChanges?: boolean;
}

const SKIPPED_TAGS = new Set(['pre', 'nav', 'button', 'script', 'style', 'svg']);
const SKIPPED_CLASSES = ['ref-code', 'hash-link', 'ref-anchor'];

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(' ').includes(name);

function previousElement(node: AnyNode): Element | undefined {
  let previous = node.prev;
  while (previous && !isTag(previous)) previous = previous.prev;
  return previous ?? undefined;
}

const isChanges = (element: Element | undefined) => element?.attribs.id?.startsWith('changes-') ?? false;

/**
 * Code examples and page chrome repeat what the prose and fields say; search skips them: code,
 * navigation, buttons, anchor links, facts boxes, disclosure summaries, the "changes" notes
 * (a heading or block with an id `changes-…` and the list after it) and whatever a page marks
 * `data-pagefind-ignore` (the changelog's generated lists of spec changes).
 */
function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name) || isChanges(element) || element.attribs['data-pagefind-ignore'] !== undefined) return true;
  if ((element.attribs.class ?? '').includes('facts') || SKIPPED_CLASSES.some((name) => hasClass(element, name))) return true;
  if (element.name === 'summary') return isTag(element.parent as AnyNode) && (element.parent as Element).name === 'details';
  return element.name === 'ul' && isChanges(previousElement(element));
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A field's text as far as it says what the field is: up to FIELD_TEXT_MAX characters, ending at a sentence. */
export const FIELD_TEXT_MAX = 240;

function firstSentences(text: string): string {
  if (text.length <= FIELD_TEXT_MAX) return text;
  const cut = text.slice(0, FIELD_TEXT_MAX);
  const end = cut.search(/[.;:](?=\s)[^.;:]*$/);
  return end > FIELD_TEXT_MAX / 3 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')} …`;
}

/** A field's nested fields and alternative shapes: read as fields of their own, not as its text. */
const isNesting = (element: Element) => hasClass(element, 'ref-nested') || hasClass(element, 'ref-fields');

/** Text of a node without what search skips; in a field's text, a space ends each block and nested fields are left out. */
function textOf(node: AnyNode | undefined, inField = false): string {
  if (!node) return '';
  if (isText(node)) return node.data;
  if (!isTag(node) || isSkipped(node) || (inField && isNesting(node))) return '';
  const text = node.children.map((child) => textOf(child, inField)).join('');
  return inField && /^(p|div|li|dd|dt)$/.test(node.name) ? `${text} ` : text;
}

/** The first element under a node, in document order, that matches. */
function firstElement(node: ParentNode, matches: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    if (matches(child)) return child;
    const found = firstElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

const findByClass = (node: Element, name: string) => firstElement(node, (element) => hasClass(element, name));

/** All the text under a node. */
function allText(node: AnyNode | undefined): string {
  if (!node) return '';
  if (isText(node)) return node.data;
  return hasChildren(node) ? node.children.map(allText).join('') : '';
}

/**
 * What a field says of itself: its description and, of its details line, only the enum values
 * (examples and patterns are ids and numbers nobody types, and each would be a word of its own
 * in the index).
 */
function ownText(field: Element): string {
  return field.children
    .map((child) => {
      if (!isTag(child) || hasClass(child, 'ref-head')) return '';
      if (hasClass(child, 'ref-detail')) {
        const values = /Values: ([^·]*)/.exec(textOf(child, true))?.[1];
        return values ? `Values: ${values} ` : '';
      }
      return textOf(child, true);
    })
    .join('');
}

/** The fields nested directly in a field (in its nested list or its shapes), in page order. */
function nestedFields(field: Element): Element[] {
  const found: Element[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (hasClass(child, 'ref-field')) {
        if (child.attribs.id) found.push(child);
      } else walk(child);
    }
  };
  walk(field);
  return found;
}

/** `CardsController_createCreditCard` → `create credit card`; `cards-controller-x` → `cards controller x`. */
export function splitIdentifier(identifier: string): string {
  return identifier
    .replace(/^[A-Za-z]+Controller_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-./{}]+/g, ' ')
    .toLowerCase()
    .trim();
}

/**
 * The tags (docs/tags.yml) of the pages that explain what the endpoint pages use: the
 * conventions page and the API landing (introduction), the resource overviews, the glossary.
 */
export const EXPLAINING_TAGS = ['introduction', 'overview', 'glossary'];

/** The tag of the page that defines terms (`SearchPage.defines`). */
const DEFINING_TAG = 'glossary';
/** The tag of the pages that state the API's conventions (`SearchPage.statesConventions`). */
const CONVENTIONS_TAG = 'introduction';

/** The tags of a page, from the tag links its footer shows. */
function tagsOf(article: Element): string[] {
  const tags: string[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      const tag = child.name === 'a' ? /\/docs\/tags\/([^/?#]+)$/.exec(child.attribs.href ?? '')?.[1] : undefined;
      if (tag) tags.push(tag);
      else walk(child);
    }
  };
  walk(article);
  return tags;
}

function kindOf(url: string, isEndpoint: boolean): PageKind {
  if (isEndpoint) return 'Endpoint';
  if (url.startsWith('/docs/guides')) return 'Guide';
  if (url.startsWith('/docs/notifications')) return 'Webhooks';
  if (url.startsWith('/docs/api') || url.startsWith('/docs/categories-')) return 'Reference';
  return 'Docs';
}

/**
 * A code block, which search skips (SKIPPED_TAGS): cut before parsing, as it is over a third
 * of an endpoint page. A `<pre>` cannot nest and its text cannot hold `</pre>` (it would be
 * `&lt;/pre>`), so the first `</pre>` ends it.
 */
const CODE_BLOCK = /<pre[\s>][\s\S]*?<\/pre>/g;

/**
 * The parts of a built page search reads: the head (title, description, keywords) and the
 * article without its code blocks. The rest (the inline stylesheet, the navbar, the sidebar, the
 * code) is about three quarters of an endpoint page, and parsing it for nothing was most of
 * the indexing time on a large API.
 */
function headAndArticle(url: string, html: string): string {
  const bodyStart = html.indexOf('<body');
  const articleStart = html.search(/<article[\s>]/);
  const articleEnd = html.lastIndexOf('</article>');
  if (bodyStart === -1 || articleStart === -1 || articleEnd < articleStart) return html;
  const article = html.slice(articleStart, articleEnd).replace(CODE_BLOCK, ' ');
  assertEndTags(url, article);
  return `${html.slice(0, bodyStart)}<body>${article}</article></body></html>`;
}

/** Elements whose end tags an HTML minifier leaves out, as they open and close. */
const OPTIONAL_END_TAGS = [
  { tag: 'li', open: /<li[\s>]/g, close: /<\/li>/g },
  { tag: 'p', open: /<p[\s>]/g, close: /<\/p>/g },
];

/**
 * Pages are parsed with htmlparser2: it reads HTML as React writes it (every element closed)
 * exactly as a browser does, several times faster than a spec-compliant parser. An HTML
 * minifier leaves out optional end tags (`</li>`, `</p>`), which htmlparser2 does not infer:
 * each field would swallow the next. The build runs without one (scripts/build.ts); this says
 * so if one ran.
 */
function assertEndTags(url: string, article: string): void {
  for (const { tag, open, close } of OPTIONAL_END_TAGS) {
    if ((article.match(open)?.length ?? 0) !== (article.match(close)?.length ?? 0)) {
      throw new Error(
        `search: ${url}: the page leaves out </${tag}> end tags, as an HTML minifier writes them; search reads pages as React renders them. Build with \`npm run build\`, which turns Docusaurus's HTML minifier off.`,
      );
    }
  }
}

/**
 * Text every endpoint page repeats: the code samples' tab labels, and what an error response
 * says (the same problem object on every operation, explained once on the conventions page).
 * The headings stay, so that a hit can still link to them.
 */
function isBoilerplate(section: SearchSection, isEndpoint: boolean): boolean {
  return isEndpoint && section.type === 'heading' && (section.anchor === 'code-samples' || /^response-[45]\d\d$/.test(section.anchor));
}

/**
 * A table row that starts with a link to another page (an overview's list of webhook events or
 * of operations) says again, in brief, what the linked page explains: search leaves it to that
 * page, so that the overview's list does not outrank the explanation of every name it quotes.
 */
function refersElsewhere(element: Element): boolean {
  if (element.name !== 'tr') return false;
  const first = element.children.find((child): child is Element => isTag(child) && /^t[dh]$/.test(child.name));
  const link = first && firstElement(first, (node) => node.name === 'a');
  return Boolean(link?.attribs.href && !link.attribs.href.startsWith('#'));
}

/** A name of an error as the pages write it: its status and code (`422 insufficient_funds`). */
const STATUS_AND_CODE = /^\d{3} [a-z][a-z_]*$/;

/**
 * An endpoint page's list of its errors: a paragraph whose every name is an error linked to the
 * catalogue ("Errors of this operation: … `429 rate_limited` and `500 internal_error`"), and the
 * header of a table whose rows all link elsewhere (`refersElsewhere`). Each endpoint lists a
 * different few of the same codes, so no repeated-part rule catches them: read as the page's
 * introduction, `internal_error` made every endpoint a page about "internal transfers", and the
 * excerpt was the table's header ("Error When").
 */
function listsErrorsExplainedElsewhere(element: Element): boolean {
  if (element.name === 'thead') {
    const body = isTag(element.parent as AnyNode) ? (element.parent as Element).children.find((child): child is Element => isTag(child) && child.name === 'tbody') : undefined;
    const rows = body?.children.filter((child): child is Element => isTag(child) && child.name === 'tr') ?? [];
    return rows.length > 0 && rows.every(refersElsewhere);
  }
  if (element.name !== 'p') return false;
  const names: { text: string; linked: boolean }[] = [];
  const walk = (node: Element, linked: boolean) => {
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (child.name === 'code') names.push({ text: collapse(textOf(child)), linked });
      else walk(child, linked || (child.name === 'a' && !(child.attribs.href ?? '#').startsWith('#')));
    }
  };
  walk(element, false);
  return names.length > 0 && names.every((name) => name.linked && STATUS_AND_CODE.test(name.text));
}

interface OperationError {
  status: string;
  code: string;
  when: string;
}

/** A row of an endpoint's table of its own errors: the status and code linked to the catalogue (`422 kyc_not_approved`), and when the operation returns it. */
function operationError(row: Element): OperationError | undefined {
  const [first, second] = row.children.filter((child): child is Element => isTag(child) && child.name === 'td');
  const name = first && refersElsewhere(row) ? collapse(textOf(first)) : '';
  if (!STATUS_AND_CODE.test(name) || !second) return undefined;
  const [status, code] = name.split(' ');
  return { status, code, when: collapse(textOf(second)) };
}

/**
 * Table rows that a part of the same page explains under the row's name: the webhook page's
 * list of event types says in a line what each event's payload section says in full. Search
 * leaves the name to the section, so that an event type lands on its payload.
 */
function restatedEntries(sections: SearchSection[]): Set<SearchSection> {
  const headings = new Set(sections.filter((section) => section.type === 'heading').map((section) => section.title));
  return new Set(sections.filter((section) => section.type === 'entry' && headings.has(section.title)));
}

/**
 * Reads a built doc page (its server HTML) into a title, aliases and sections. Endpoint pages
 * also yield one section per request field
 * and per field of their success responses; error responses repeat the one problem object and
 * headers repeat on every operation, so both are left to the pages that explain them.
 */
export function searchPageOf(url: string, html: string): SearchPage | undefined {
  const root = parseDocument(headAndArticle(url, html));
  const articleElement = firstElement(root, (element) => element.name === 'article');
  const article = articleElement && firstElement(articleElement, (element) => hasClass(element, 'theme-doc-markdown'));
  if (!articleElement || !article) return undefined;
  const title = collapse(allText(firstElement(articleElement, (element) => element.name === 'h1')));
  if (!title) return undefined;

  const method = collapse(allText(firstElement(articleElement, (element) => (element.attribs.class ?? '').includes('badge'))));
  const apiPath = collapse(allText(firstElement(articleElement, (element) => element.name === 'code' && (element.attribs.class ?? '').includes('path'))));
  const meta = (name: string) => firstElement(root, (element) => element.name === 'meta' && element.attribs.name === name)?.attribs.content ?? '';
  const keywords = meta('keywords').split(',').map(collapse).filter(Boolean);
  // An endpoint page's first keyword is its operation id (plugins/api-reference/pages.ts).
  const operationId = firstElement(article, (element) => hasClass(element, 'ref-column--request')) ? keywords[0] : undefined;
  const aliases: string[] = [...keywords];
  if (operationId) {
    const short = operationId.replace(/^[A-Za-z]+Controller_/, '');
    aliases.push(operationId, short, url.replace(/^\/docs\//, ''), splitIdentifier(operationId));
    if (method && apiPath) aliases.push(`${method} ${apiPath}`, splitIdentifier(apiPath));
  }

  const sections: SearchSection[] = [];
  let intro = '';
  let current: SearchSection | undefined;
  let tableDepth = 0;
  const operationErrors: OperationError[] = [];
  // The parts that have said something outside a table.
  const saidInProse = new Set<SearchSection>();
  const append = (text: string) => {
    if (current && text.trim() && tableDepth === 0) saidInProse.add(current);
    if (current) current.text += ` ${text}`;
    else intro += ` ${text}`;
  };

  const visit = (node: AnyNode) => {
    if (isText(node)) {
      append(node.data);
      return;
    }
    if (!isTag(node) || isSkipped(node)) return;
    const element = node;
    const id = element.attribs.id;
    if (id && /^h[23]$/.test(element.name)) {
      current = { anchor: id, title: collapse(textOf(element)), type: 'heading', text: '', level: element.name === 'h2' ? 2 : 3, names: [] };
      sections.push(current);
      return;
    }
    if (id && element.name === 'tr') {
      const cells = element.children.filter((child): child is Element => isTag(child) && /^t[dh]$/.test(child.name)).map((cell) => collapse(textOf(cell)));
      // The first cell (the code or event type) is the entry's title; its text is the rest of the row.
      const [first, ...rest] = cells;
      sections.push({ anchor: id, title: first || id, type: 'entry', text: rest.join(' '), level: 3, names: [] });
      return;
    }
    if (id && element.attribs.class?.split(' ').includes('ref-field')) {
      visitField(element, id);
      return;
    }
    if (hasClass(element, 'ref-field')) {
      visitDescribedField(element);
      return;
    }
    if (id && element.name === 'li' && firstElement(element, (child) => child.name === 'code')) {
      // A state of an object's lifecycle (`kyc-status-rejected`), named by its value: an answer of
      // its own ("a customer with a rejected KYC"), which the part listing every state buries. Its
      // text starts with what it is a state of, the heading it is listed under; the part keeps
      // the text too, as the lifecycle it explains.
      const name = collapse(textOf(firstElement(element, (child) => child.name === 'code')));
      const text = collapse(textOf(element, true)).replace(name, '').trim();
      const stateOf = current?.title ?? title;
      sections.push({ anchor: id, title: name, type: 'entry', text: `${stateOf}: ${name}. ${text}`, level: 3, names: [], stateOf });
    }
    if (element.name === 'h1' || element.name === 'header') return;
    if (element.name === 'code' && current) {
      const name = collapse(textOf(element));
      if (name && !current.names.includes(name)) current.names.push(name);
    }
    if (operationId && element.name === 'tr') {
      const error = operationError(element);
      if (error) operationErrors.push(error);
    }
    if (refersElsewhere(element) || (operationId && listsErrorsExplainedElsewhere(element))) return;
    if (element.name === 'table') tableDepth += 1;
    for (const child of element.children) visit(child);
    if (element.name === 'table') tableDepth -= 1;
    if (/^(p|li|dd|dt|td|th|h[1-6]|div|ul|ol|tr)$/.test(element.name)) append(' ');
  };

  const visitField = (element: Element, id: string) => {
    const indexed = /^request-(body|path|query)-/.test(id) || /^response-2\d\d-(?!header-)/.test(id);
    if (indexed) {
      const head = element.children.find((child): child is Element => isTag(child) && hasClass(child, 'ref-head'));
      const name = head ? textOf(findByClass(head, 'ref-name'), true) : '';
      const path = id.replace(/^request-(body|path|query|header)-|^response-\d{3}-/, '') || name;
      const type = head ? collapse(textOf(findByClass(head, 'ref-type'), true)) : '';
      // A response field says again what the request field or another operation's response
      // already says; its name and type are enough to find it.
      const text = id.startsWith('response-') ? `${type}.` : firstSentences(collapse(`${type}. ${ownText(element)}`));
      sections.push({ anchor: id, title: path, type: 'field', text, level: 3, names: [] });
    }
    for (const child of nestedFields(element)) visitField(child, child.attribs.id);
  };

  // A field of an object an overview describes (no anchor of its own): its name, what it says
  // and its values are prose of the part; its presence, constraints and example are not.
  const visitDescribedField = (element: Element) => {
    const head = element.children.find((child): child is Element => isTag(child) && hasClass(child, 'ref-head'));
    const described = `${head ? collapse(textOf(findByClass(head, 'ref-name'), true)) : ''} ${collapse(ownText(element))}`;
    if (current) current.fields = `${current.fields ?? ''} ${described}`.trim();
    else append(described);
    for (const child of element.children) if (isTag(child) && isNesting(child)) visit(child);
  };

  for (const child of article.children) visit(child);
  const restated = restatedEntries(sections);
  sections.splice(0, sections.length, ...sections.filter((section) => !restated.has(section)));
  for (const section of sections) section.text = isBoilerplate(section, Boolean(operationId)) ? '' : collapse(section.text);
  for (const section of sections) if (section.type === 'heading' && !saidInProse.has(section)) section.noProse = true;
  for (const { status, code, when } of operationErrors) {
    const response = sections.find((section) => section.anchor === `response-${status}`);
    if (response) response.errors = [...(response.errors ?? []), { code, when }];
  }
  const description = collapse(meta('description'));
  const kind = kindOf(url, Boolean(operationId));
  const tags = kind === 'Endpoint' ? [] : tagsOf(articleElement);
  const explains = tags.some((tag) => EXPLAINING_TAGS.includes(tag));
  const logsChanges = Boolean(firstElement(root, (element) => element.name === 'link' && element.attribs.rel === 'alternate' && element.attribs.type === 'application/atom+xml'));
  return { url, title, kind, aliases: [...new Set(aliases)], description, intro: collapse(intro), sections, explains, defines: tags.includes(DEFINING_TAG), statesConventions: tags.includes(CONVENTIONS_TAG), logsChanges };
}

import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

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
}

/** Code examples and page chrome repeat what the prose and fields say; search skips them. */
const SKIPPED = ['.ref-code', '[class*="facts"]', '[id^="changes-"]', '[id^="changes-"] + ul', 'pre', 'nav', 'button', '.hash-link', '.ref-anchor', 'script', 'style', 'svg', 'details > summary'].join(', ');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A field's text as far as it says what the field is: up to FIELD_TEXT_MAX characters, ending at a sentence. */
export const FIELD_TEXT_MAX = 240;

function firstSentences(text: string): string {
  if (text.length <= FIELD_TEXT_MAX) return text;
  const cut = text.slice(0, FIELD_TEXT_MAX);
  const end = cut.search(/[.;:](?=\s)[^.;:]*$/);
  return end > FIELD_TEXT_MAX / 3 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')} …`;
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

function kindOf(url: string, isEndpoint: boolean): PageKind {
  if (isEndpoint) return 'Endpoint';
  if (url.startsWith('/docs/guides')) return 'Guide';
  if (url.startsWith('/docs/notifications')) return 'Webhooks';
  if (url.startsWith('/docs/api') || url.startsWith('/docs/categories-')) return 'Reference';
  return 'Docs';
}

/**
 * Reads a built doc page (its server HTML) into a title, aliases and sections. Endpoint pages
 * also yield one section per request field
 * and per field of their success responses; error responses repeat the one problem object and
 * headers repeat on every operation, so both are left to the pages that explain them.
 */
export function searchPageOf(url: string, html: string): SearchPage | undefined {
  const $ = cheerio.load(html);
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) return undefined;
  const title = collapse($('article h1').first().text());
  if (!title) return undefined;

  const method = collapse($('article [class*="badge"]').first().text());
  const apiPath = collapse($('article code[class*="path"]').first().text());
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(collapse).filter(Boolean);
  // An endpoint page's first keyword is its operation id (plugins/api-reference/pages.ts).
  const operationId = article.find('.ref-column--request').length > 0 ? keywords[0] : undefined;
  const aliases: string[] = [...keywords];
  if (operationId) {
    const short = operationId.replace(/^[A-Za-z]+Controller_/, '');
    aliases.push(operationId, short, url.replace(/^\/docs\//, ''), splitIdentifier(operationId));
    if (method && apiPath) aliases.push(`${method} ${apiPath}`, splitIdentifier(apiPath));
  }

  article.find(SKIPPED).remove();
  const sections: SearchSection[] = [];
  let intro = '';
  let current: SearchSection | undefined;
  const append = (text: string) => {
    if (current) current.text += ` ${text}`;
    else intro += ` ${text}`;
  };

  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      append((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const id = element.attribs.id;
    if (id && /^h[23]$/.test(element.name)) {
      current = { anchor: id, title: collapse($(element).text()), type: 'heading', text: '', level: element.name === 'h2' ? 2 : 3 };
      sections.push(current);
      return;
    }
    if (id && element.name === 'tr') {
      const cells = $(element).children('td, th');
      const text = cells.toArray().map((cell) => collapse($(cell).text())).join(' ');
      sections.push({ anchor: id, title: collapse(cells.first().text()) || id, type: 'entry', text, level: 3 });
      return;
    }
    if (id && element.attribs.class?.split(' ').includes('ref-field')) {
      visitField(element, id);
      return;
    }
    if (element.name === 'h1' || element.name === 'header') return;
    for (const child of element.children) visit(child);
    if (/^(p|li|dd|dt|td|th|h[1-6]|div|ul|ol|tr)$/.test(element.name)) append(' ');
  };

  const visitField = (element: Element, id: string) => {
    const indexed = /^request-(body|path|query)-/.test(id) || /^response-2\d\d-(?!header-)/.test(id);
    const field = $(element);
    const name = field.children('.ref-head').find('.ref-name').text();
    const path = id.replace(/^request-(body|path|query|header)-|^response-\d{3}-/, '') || name;
    if (indexed) {
      const own = field.clone();
      own.find('.ref-nested, .ref-fields').remove();
      const type = collapse(own.find('.ref-type').text());
      own.find('.ref-head').remove();
      // Of the details line, only the enum values: examples and patterns are ids and numbers
      // nobody types, and each would be a word of its own in the index.
      own.find('.ref-detail').each((_, detail) => {
        const values = /Values: ([^·]*)/.exec($(detail).text())?.[1];
        $(detail).replaceWith(values ? `<p>Values: ${values}</p>` : '');
      });
      // Block elements end a phrase: keep a space between them ("… cards. Example: …").
      own.find('p, div, li, dd, dt').append(' ');
      // A response field says again what the request field or another operation's response
      // already says; its name and type are enough to find it.
      const text = id.startsWith('response-') ? `${type}.` : firstSentences(collapse(`${type}. ${own.text()}`));
      sections.push({ anchor: id, title: path, type: 'field', text, level: 3 });
    }
    field.find('.ref-nested .ref-field, .ref-fields .ref-field').each((_, child) => {
      if (child.attribs.id && $(child).parents('.ref-field').first().is(element)) visitField(child, child.attribs.id);
    });
  };

  for (const child of article.children().toArray()) visit(child);
  for (const section of sections) section.text = collapse(section.text);
  const description = collapse($('meta[name="description"]').attr('content') ?? '');
  return { url, title, kind: kindOf(url, Boolean(operationId)), aliases: [...new Set(aliases)], description, intro: collapse(intro), sections };
}

/**
 * figures-where: the going-live guide's "Figures to plan with" gathers figures that other parts
 * explain, with a link to each. Every figure the Value column states (a number and the unit after
 * it: "2 business days", "24 hours", "1,000,000.00") is said by one of the parts its row links to,
 * so that the table cannot drift from the page that explains it.
 */
import { docFileOf, sectionsOf } from './sections';

export interface FigureRow {
  line: number;
  figure: string;
  value: string;
  /** The page (its route, or `''` for this page) and heading id of each part the row links to. */
  where: { route: string; id: string }[];
}

/** A Markdown link read as its text. */
const linkText = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
const plain = (text: string) => linkText(text).replace(/[`*]/g, '').replace(/\s+/g, ' ');

/** The rows of the table in the part headed `{#figures}` of `text`. */
export function figureRows(text: string): FigureRow[] {
  const part = sectionsOf(text).find((section) => section.anchor === 'figures');
  return (part?.text.split('\n') ?? []).flatMap((line, at) => {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 3 || /^-+$/.test(cells[0]) || cells[0] === 'Figure') return [];
    const where = [...cells[2].matchAll(/\]\(([^)#]*)#([^)]+)\)/g)].map(([, route, id]) => ({ route, id }));
    return [{ line: part!.line + at, figure: plain(cells[0]), value: plain(cells[1]), where }];
  });
}

const UNIT = '(?:business days?|days?|weeks?|months?|hours?|minutes?|seconds?|requests?)';

/** The figures a value states: each number (a range "2 to 4" whole) with its unit, if it has one; not a status class ("2xx"). */
export function figuresOf(value: string): string[] {
  const figure = new RegExp(`\\b(\\d[\\d,.]*\\d|\\d)(?: to (\\d[\\d,.]*\\d|\\d))?(?![\\w])(?: (${UNIT}))?`, 'g');
  return [...plain(value).matchAll(figure)].map(([, from, to, unit]) => [from, to ? `to ${to}` : '', unit ?? ''].filter(Boolean).join(' '));
}

/** The text of the part headed `#id` in a page's source, `undefined` when no heading has the id. */
const partText = (source: string, id: string) => {
  const text = sectionsOf(source).find((section) => section.anchor === id)?.text;
  return text === undefined ? undefined : plain(text);
};

/**
 * Problems of the figures table of `file`: a figure none of the parts its row links to states, or a
 * link to no such part. `files` are the hand-written doc pages a route can be; `read` reads one.
 */
export function figuresWhereProblems(file: string, text: string, read: (file: string) => string, files: string[]): string[] {
  return figureRows(text).flatMap((row) => {
    const parts = row.where.map(({ route, id }) => {
      const page = route ? docFileOf(route, files) : file;
      return { file: page ?? route, id, text: page ? partText(page === file ? text : read(page), id) : undefined };
    });
    const missing = parts.filter((part) => part.text === undefined).map((part) => `${file}:${row.line}: "${row.figure}" links to ${part.file}#${part.id}, which no heading of that page has (rule: figures-where)`);
    const said = (figure: string) => parts.some((part) => part.text !== undefined && new RegExp(`(^|[^\\d,.])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(part.text));
    const unsaid = figuresOf(row.value)
      .filter((figure) => !said(figure))
      .map((figure) => `${file}:${row.line}: "${row.figure}" says "${figure}", which none of ${parts.map((part) => `${part.file}#${part.id}`).join(', ')} says (rule: figures-where)`);
    return [...missing, ...unsaid];
  });
}

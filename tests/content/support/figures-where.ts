/**
 * figures-where: the going-live guide's "Figures to plan with" gathers figures that other parts
 * explain, with a link to each. Every figure the Value column states (a number and the unit after
 * it: "2 business days", "24 hours", "1,000,000.00") is said by one of the parts its row links to,
 * so that the table cannot drift from the page that explains it.
 */

export interface FigureRow {
  line: number;
  figure: string;
  value: string;
  /** Repo-relative MDX file and heading id of each part the row links to. */
  where: { file: string; id: string }[];
}

/** A Markdown link read as its text. */
const linkText = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
const plain = (text: string) => linkText(text).replace(/[`*]/g, '').replace(/\s+/g, ' ');

/** The MDX file of a docs URL's page (`/docs/guides/payments` → `docs/guides/payments.mdx`). */
export const fileOfDocsPath = (docsPath: string) => `${docsPath.replace(/^\//, '')}.mdx`;

/** The rows of the table under the heading `{#figures}` of `text` (the file `file`). */
export function figureRows(file: string, text: string): FigureRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^##+ .*\{#figures\}/.test(line));
  if (start < 0) return [];
  const rows: FigureRow[] = [];
  for (let at = start + 1; at < lines.length && !/^##? /.test(lines[at]); at += 1) {
    const cells = lines[at].split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 3 || /^-+$/.test(cells[0]) || cells[0] === 'Figure') continue;
    const where = [...cells[2].matchAll(/\]\(([^)#]*)#([^)]+)\)/g)].map(([, page, id]) => ({ file: page ? fileOfDocsPath(page) : file, id }));
    rows.push({ line: at + 1, figure: plain(cells[0]), value: plain(cells[1]), where });
  }
  return rows;
}

const UNIT = '(?:business days?|days?|weeks?|months?|hours?|minutes?|seconds?|requests?)';

/** The figures a value states: each number (a range "2 to 4" whole) with its unit, if it has one; not a status class ("2xx"). */
export function figuresOf(value: string): string[] {
  const figure = new RegExp(`\\b(\\d[\\d,.]*\\d|\\d)(?: to (\\d[\\d,.]*\\d|\\d))?(?![\\w])(?: (${UNIT}))?`, 'g');
  return [...plain(value).matchAll(figure)].map(([, from, to, unit]) => [from, to ? `to ${to}` : '', unit ?? ''].filter(Boolean).join(' '));
}

/** The id Docusaurus gives a heading without one of its own ("4. Follow KYC to approval": `4-follow-kyc-to-approval`). */
const slugOf = (heading: string) => plain(heading).toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/ +/g, '-');

/** The text of the part headed `{#id}` in `text`, up to the next heading of its level or higher; `undefined` when no heading has the id. */
export function partText(text: string, id: string): string | undefined {
  const lines = text.split('\n');
  const idOf = (line: string) => /\{#([^}]+)\}\s*$/.exec(line)?.[1] ?? slugOf(line.replace(/^#+ /, ''));
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && idOf(line) === id);
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, at) => at > start && new RegExp(`^#{1,${level}} `).test(line));
  return plain(lines.slice(start, end < 0 ? undefined : end).join('\n'));
}

/** Problems of the figures table of `file`: a figure none of the parts its row links to states, or a link to no such part. */
export function figuresWhereProblems(file: string, text: string, read: (file: string) => string): string[] {
  return figureRows(file, text).flatMap((row) => {
    const parts = row.where.map((where) => ({ ...where, text: partText(where.file === file ? text : read(where.file), where.id) }));
    const missing = parts.filter((part) => part.text === undefined).map((part) => `${file}:${row.line}: "${row.figure}" links to ${part.file}#${part.id}, which no heading of that page has (rule: figures-where)`);
    const said = (figure: string) => parts.some((part) => part.text !== undefined && new RegExp(`(^|[^\\d,.])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(part.text));
    const unsaid = figuresOf(row.value)
      .filter((figure) => !said(figure))
      .map((figure) => `${file}:${row.line}: "${row.figure}" says "${figure}", which none of ${parts.map((part) => `${part.file}#${part.id}`).join(', ')} says (rule: figures-where)`);
    return [...missing, ...unsaid];
  });
}

/**
 * Rules that pages restate in their own words, each checked against its one statement:
 * - decline-order: a list of the order in which card decline reasons win must be the spec's
 *   (the `FailureCode` schema's "applies in this order");
 * - unknown-outcome: a `5xx` is never among the responses that mean the request did not run;
 *   after one the request may have run, so a sentence tying the two must say so.
 */

export const ORDER_SOURCE = 'examples/api/components/schemas/transactions.yaml';
const ORDER_STATEMENT = /applies in this order:\s*((?:`[a-z_]+`,?\s*(?:and\s+)?)+)/;
/** A list of decline reasons introduced as an order: "in this order:", "the production order:", "in the order". */
const ORDER_QUOTE = /\b(?:in this order|production order|in the order):?\s*((?:`[a-z_]+`,?\s*(?:and\s+)?){2,})/g;

const codesOf = (list: string) => [...list.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);

/** The spec's order of decline reasons; throws, naming the file, when the spec no longer states it that way. */
export function declineOrder(source: string): string[] {
  const match = ORDER_STATEMENT.exec(source);
  if (!match) throw new Error(`${ORDER_SOURCE}: no longer states the decline order as "applies in this order: \`code\`, ..." (update tests/content/support/stated-rules.ts)`);
  return codesOf(match[1]);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every restated decline order in `text` that differs from `order`, as `file:line: ... (rule: decline-order)`. */
export function declineOrderProblems(file: string, text: string, order: string[]): string[] {
  return [...text.matchAll(ORDER_QUOTE)].flatMap((match) => {
    const codes = codesOf(match[1]);
    if (!codes.every((code) => order.includes(code))) return [];
    return codes.join() === order.join() ? [] : [`${file}:${lineAt(text, match.index)}: the decline order ${codes.join(', ')} differs from the spec's ${order.join(', ')} (${ORDER_SOURCE}) (rule: decline-order)`];
  });
}

/** The text's table rows (a line each) and the sentences of its other lines, each with its 1-based first line. */
function units(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let paragraph: { line: number; text: string } | undefined;
  const flush = () => {
    if (!paragraph) return;
    let offset = 0;
    for (const sentence of paragraph.text.split(/(?<=\.)\s+/)) {
      found.push({ line: paragraph.line + paragraph.text.slice(0, paragraph.text.indexOf(sentence, offset)).split('\n').length - 1, text: sentence });
      offset = paragraph.text.indexOf(sentence, offset) + sentence.length;
    }
    paragraph = undefined;
  };
  text.split('\n').forEach((line, index) => {
    if (line.trimStart().startsWith('|') || line.trim() === '') {
      flush();
      if (line.trim() !== '') found.push({ line: index + 1, text: line });
      return;
    }
    paragraph = paragraph ? { ...paragraph, text: `${paragraph.text}\n${line}` } : { line: index + 1, text: line };
  });
  flush();
  return found;
}

/** Each sentence or table row of `text` that counts a `5xx` (or `500`) among responses after which the request did not run, without saying it may have. */
export function unknownOutcomeProblems(file: string, text: string): string[] {
  return units(text)
    .filter((unit) => /did not (?:run|complete)/.test(unit.text) && /`5xx`|`500\b|\b5xx\b/.test(unit.text) && !/\bmay\b/.test(unit.text))
    .map((unit) => `${file}:${unit.line}: "${unit.text.trim().replace(/\s+/g, ' ')}" counts a 5xx among the responses after which the request did not run; it may have run, and only a retry with the same key is safe (rule: unknown-outcome)`);
}

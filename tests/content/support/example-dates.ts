import { Problem } from './problem';
import { pageIdOf } from '../../../plugins/api-model/model';

const RULE = 'example-dates';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TIMESTAMP = /\b(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/g;

/** The dates the conventions give the examples: a range, and one operation's examples dated in another month. */
export interface StatedDates {
  /** First and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** The operation page (`cards-controller-reissue-card`) whose examples are dated in `exceptionMonth` (`YYYY-MM`). */
  exceptionPage: string;
  exceptionMonth: string;
}

const monthNumber = (name: string): string => {
  const index = MONTHS.indexOf(name);
  if (index < 0) throw new Error(`"${name}" is not a month`);
  return String(index + 1).padStart(2, '0');
};

/**
 * Reads the sentence of the conventions that dates the examples ("dated from late November into
 * December 2026, except … on [reissue a card](/docs/…), dated December 2029"). "Late" is the
 * second half of the month.
 */
export function statedDates(conventions: string): StatedDates {
  const flat = conventions.replace(/\s+/g, ' ');
  const match = /dated from (late |early )?(\w+) into (\w+) (\d{4}), except [^.]*?\]\(\/docs\/([a-z0-9-]+)\),? dated (\w+) (\d{4})/.exec(flat);
  if (!match) throw new Error('docs/api/intro.mdx: the sentence that dates the examples ("dated from late November into December 2026, except …") is not found (rule: example-dates)');
  const [, late, first, last, year, page, exceptionMonth, exceptionYear] = match;
  const lastMonth = monthNumber(last!);
  const lastDay = new Date(Date.UTC(Number(year), Number(lastMonth), 0)).getUTCDate();
  return {
    from: `${year}-${monthNumber(first!)}-${late === 'late ' ? '16' : '01'}`,
    to: `${year}-${lastMonth}-${lastDay}`,
    exceptionPage: page!,
    exceptionMonth: `${exceptionYear}-${monthNumber(exceptionMonth!)}`,
  };
}

/**
 * Each timestamp of a source file (a spec file or a page) outside the stated dates. A spec file
 * that defines the excepted operation may use the excepted month.
 */
export function exampleDateProblems(file: string, text: string, stated: StatedDates): Problem[] {
  const operations = [...text.matchAll(/^\s*operationId:\s*(\S+)/gm)].map((match) => pageIdOf(match[1]!));
  const excepted = operations.includes(stated.exceptionPage);
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(TIMESTAMP)].flatMap(([, year, month, day]) => {
      const date = `${year}-${month}-${day}`;
      if (date >= stated.from && date <= stated.to) return [];
      if (excepted && `${year}-${month}` === stated.exceptionMonth) return [];
      return [
        new Problem(
          file,
          index + 1,
          RULE,
          `${date} is outside the dates the conventions give the examples (${stated.from} to ${stated.to}, and ${stated.exceptionMonth} on /docs/${stated.exceptionPage} only, docs/api/intro.mdx#authentication); date the example inside them, or change that sentence`,
        ),
      ];
    }),
  );
}

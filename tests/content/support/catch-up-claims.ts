import { unitsOf } from './claims';
import { Problem } from './problem';

/** The page that renders the events catch-up cannot recover (`<CatchUpGaps />`), and its section. */
export const CATCH_UP_SECTION = '/docs/guides/going-live#catch-up';

const CATCH_UP = /\bcatch(?:es|ing)?[\s-]+up\b|\bmissed\b|\brecover/i;
/** What makes a catch-up sentence about missed events: `updated_after`, or an endpoint that was down. */
const ABOUT_MISSED = /`updated_after`|\b(?:was|were) (?:down|away)\b|\boutage\b/i;
const LINKS_SECTION = /going-live#catch-up\b|\]\(#catch-up\)/;

/** A gap is named by each of its event types, or by their object's wildcard (`kyc_document.*`). */
const namesGap = (text: string, events: string[]) => {
  const wildcard = `${events[0].split('.')[0]}.*`;
  return text.includes(`\`${wildcard}\``) || events.every((type) => text.includes(`\`${type}\``));
};

/** The lines of the section that renders the list, when the file has it. */
function renderingSection(source: string): [number, number] | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^#+ .*\{#catch-up\}/.test(line));
  if (start === -1 || !lines.some((line) => line.includes('<CatchUpGaps'))) return undefined;
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
  return [start + 1, end === -1 ? lines.length : end];
}

/**
 * A sentence that promises catch-up (with `updated_after`, or after an endpoint was down) must name the
 * events it cannot recover (their object is in no list), or link the section that renders
 * them from the spec; sentences inside that section are covered by it.
 */
export function checkCatchUpClaims(file: string, source: string, gaps: readonly { events: string[] }[]): Problem[] {
  if (gaps.length === 0) return [];
  const section = renderingSection(source);
  const problems: Problem[] = [];
  for (const unit of unitsOf(source)) {
    if (!ABOUT_MISSED.test(unit.text) || !CATCH_UP.test(unit.text)) continue;
    const line = unit.line(unit.text.search(CATCH_UP));
    if (section && line > section[0] && line <= section[1]) continue;
    if (LINKS_SECTION.test(unit.text) || gaps.every((gap) => namesGap(unit.text, gap.events))) continue;
    const unnamed = gaps.filter((gap) => !namesGap(unit.text, gap.events)).map((gap) => `\`${gap.events[0].split('.')[0]}.*\``);
    problems.push(
      new Problem(file, line, 'catch-up-gaps', `says \`updated_after\` catches up on missed events, but names neither the events it cannot recover (${unnamed.join(', ')}: no list returns their object) nor links ${CATCH_UP_SECTION}, which lists them with what to do instead`),
    );
  }
  return problems;
}

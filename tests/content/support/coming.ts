import { isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import { AVAILABLE_FROM_MARKER } from '../../../plugins/api-model/coming';

/**
 * What the coming release adds, held against the pages that name it: a page that tells a reader
 * to use something not released yet says from which date, with `<AvailableFrom name="…" />`
 * (the date and link come from the changelog), in each sentence that names it.
 */

/** A name the coming release adds and no released spec has, with the date its entry gives. */
export interface ComingName {
  name: string;
  date: string;
  /**
   * For a field the released spec has on other objects (`metadata`): the objects, in words
   * (`virtual account`), it is new on. Only a sentence naming one of them means the new field.
   */
  on?: string[];
}

/** The sentences of a block that name `name` in backticks. */
const sentencesNaming = (text: string, name: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.includes(`\`${name}\``));

/** The page's prose in blocks (paragraphs, list items, table rows), fenced code left out, each with its first line. */
function blocksOf(source: string): { text: string; line: number }[] {
  const blocks: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  let fence: string | undefined;
  source.split('\n').forEach((row, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(row)?.[1];
    if (fence) {
      if (opening && opening.startsWith(fence)) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      current = undefined;
      return;
    }
    if (row.trim() === '') {
      current = undefined;
      return;
    }
    if (!current || /^\s*(?:[-*] |\d+\. |\|)/.test(row)) {
      current = { text: row, line: index + 1 };
      blocks.push(current);
    } else current.text += `\n${row}`;
  });
  return blocks;
}

/**
 * Rule `coming-without-date`: a sentence naming a coming name in backticks carries its marker (a
 * later sentence of the paragraph may state, as today's behaviour, what only the release brings); rule
 * `available-from-unknown`: a marker names something the coming release adds (else the name was
 * released, or is misspelt, and the marker must go).
 */
export function comingWithoutDate(file: string, source: string, coming: ComingName[], addedByComing: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const block of blocksOf(source)) {
    const marked = new Set([...block.text.matchAll(AVAILABLE_FROM_MARKER)].map((match) => match[1]));
    for (const { name, date, on } of coming) {
      for (const sentence of sentencesNaming(block.text, name)) {
        if (new RegExp(`<AvailableFrom\\s+name="${name}"`).test(sentence)) continue;
        if (on && !on.some((object) => sentence.toLowerCase().includes(object))) continue;
        const offset = block.text.slice(0, block.text.indexOf(sentence) + sentence.indexOf(`\`${name}\``)).split('\n').length - 1;
        problems.push(`${file}:${block.line + offset}: names \`${name}\`, which the coming release adds on ${date}, without that date: add <AvailableFrom name="${name}" /> in the same sentence (rule: coming-without-date${on ? `, new on the ${on.join(', ')}` : ''})`);
      }
    }
    for (const name of marked) {
      if (!addedByComing.has(name)) problems.push(`${file}:${block.line}: <AvailableFrom name="${name}" /> names nothing the coming release adds (released already, or misspelt): remove it (rule: available-from-unknown)`);
    }
  }
  return problems;
}

/**
 * What holds until a coming value's date, as its entry in its enum's description says: the names
 * in backticks of the sentence starting "Until" in the list item that introduces the value
 * (`` - `authorisation_reversed` <AvailableFrom … />: … Until that date such a reversal carries `authorisation_expired`. ``).
 */
export function standInsOf(specSource: string, coming: ComingName[]): Map<string, string[]> {
  const standIns = new Map<string, string[]>();
  for (const { name } of coming) {
    const item = new RegExp(`^(\\s*)- \`${name}\` <AvailableFrom name="${name}" />:((?:.|\\n(?!\\1- |\\s*\\n))*)`, 'm').exec(specSource)?.[2];
    const until = item?.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/).find((sentence) => /^Until\b/.test(sentence.trim()));
    const names = [...(until ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]).filter((other) => other !== name);
    if (names.length > 0) standIns.set(name, names);
  }
  return standIns;
}

/**
 * Rule `coming-until-then`: a paragraph, list item or table row naming a coming value that has a
 * stand-in until its date says so, in a sentence with "until" naming the stand-in, so a reader
 * learns what arrives today as well as what arrives from the date.
 */
export function comingWithoutStandIn(file: string, source: string, standIns: ReadonlyMap<string, string[]>): string[] {
  const problems: string[] = [];
  for (const block of blocksOf(source)) {
    for (const [name, names] of standIns) {
      if (!block.text.includes(`\`${name}\``)) continue;
      const sentences = block.text.replace(/\s+/g, ' ').split(/(?<=[.!?;(])\s*/);
      if (sentences.some((sentence) => /\buntil\b/i.test(sentence) && names.every((other) => sentence.includes(`\`${other}\``)))) continue;
      const offset = block.text.slice(0, block.text.indexOf(`\`${name}\``)).split('\n').length - 1;
      problems.push(`${file}:${block.line + offset}: names \`${name}\` without what holds until its date: say that until then ${names.map((other) => `\`${other}\``).join(', ')} does, as the spec's entry for the value says (rule: coming-until-then)`);
    }
  }
  return problems;
}

/**
 * The same rules over the spec's descriptions (`file` is one YAML file of it), each reported with
 * `file:line` and its JSON pointer. `exempt` holds the pointers of the descriptions of the added
 * things themselves (`/UpdatedAfter/description`): the reference puts the date before those.
 */
export function comingWithoutDateInSpec(file: string, source: string, coming: ComingName[], addedByComing: ReadonlySet<string>, exempt: ReadonlySet<string>): string[] {
  return inSpecDescriptions(file, source, exempt, (text) => comingWithoutDate(file, text, coming, addedByComing));
}

/** Rule `coming-until-then` over the spec's descriptions, with `file:line` and pointer. */
export function comingWithoutStandInInSpec(file: string, source: string, standIns: ReadonlyMap<string, string[]>): string[] {
  return inSpecDescriptions(file, source, new Set(), (text) => comingWithoutStandIn(file, text, standIns));
}

/** The problems `check` finds in each description of a spec file not in `exempt`, each with its line in the file and its JSON pointer. */
function inSpecDescriptions(file: string, source: string, exempt: ReadonlySet<string>, check: (text: string) => string[]): string[] {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines });
  const problems: string[] = [];
  visit(document, {
    Pair(_key, pair, ancestors) {
      if (!isScalar(pair.key) || pair.key.value !== 'description' || !isScalar(pair.value) || typeof pair.value.value !== 'string') return;
      const pointer = pointerOf([...ancestors, pair]);
      if (exempt.has(pointer)) return;
      const text = pair.value.value;
      // A block scalar's text starts on the line after its key; a plain or quoted one on the key's line.
      const [start] = pair.value.range ?? [0];
      const firstLine = lines.linePos(start).line + (pair.value.type === 'BLOCK_LITERAL' || pair.value.type === 'BLOCK_FOLDED' ? 1 : 0);
      for (const problem of check(text)) {
        problems.push(problem.replace(/^(.*?):(\d+):/, (_whole, at: string, line: string) => `${at}:${firstLine + Number(line) - 1} (${pointer}):`));
      }
    },
  });
  return problems;
}

/** The JSON pointer of a YAML node from its ancestors (maps' keys, sequences' indexes). */
function pointerOf(path: readonly unknown[]): string {
  const segments: string[] = [];
  path.forEach((node, index) => {
    const next = path[index + 1];
    if (isSeq(node) && next !== undefined) segments.push(String(node.items.indexOf(next as never)));
    if (isPair(node) && isScalar(node.key)) segments.push(String(node.key.value).replaceAll('~', '~0').replaceAll('/', '~1'));
  });
  return `/${segments.join('/')}`;
}

/**
 * Rule `coming-field-examples`: a field the coming release adds on an object that already exists
 * (`metadata` on a virtual account) is sent from the release's date, so an example of that object
 * as it was before the date (its `updated_at`, else its `created_at`) leaves the field out.
 */
export function comingFieldExamples(entities: readonly { id: string; where: string; value: Record<string, unknown> }[], coming: ComingName[]): string[] {
  const problems: string[] = [];
  for (const entity of entities) {
    const words = typeof entity.value.object === 'string' ? entity.value.object.replaceAll('_', ' ') : undefined;
    const stamp = entity.value.updated_at ?? entity.value.created_at;
    if (!words || typeof stamp !== 'string') continue;
    for (const field of coming.filter((c) => c.on?.includes(words) && c.name in entity.value && stamp.slice(0, 10) < c.date)) {
      problems.push(`${entity.where}: ${entity.id} as of ${stamp.slice(0, 10)} carries \`${field.name}\`, which the coming release adds to the ${words} on ${field.date}; an example dated before leaves it out (rule: coming-field-examples)`);
    }
  }
  return problems;
}

/** A sentence that says what `kyc_requirements` lists, an address among it (a proof of address is a document, not this). */
const REQUIREMENTS_LISTING_ADDRESS = /`kyc_requirements`[^.]*\b(?:lists?|names?|asks? for|needs?)\b[^.]*(?<!proof of )\baddress(?:es)?\b/;

/**
 * Rule `coming-requirement-dated`: a sentence saying `kyc_requirements` lists an address, in words
 * rather than by the requirement's name, says from when with `<AvailableFrom name="address_missing" />`
 * (the requirement the coming release adds), since until then none does. A webhook description
 * writes the date itself, as the payloads page and the llms files show its text unrendered.
 */
export function addressRequirementsWithoutDate(file: string, source: string, requirement: ComingName): string[] {
  return blocksOf(source).flatMap((block) =>
    block.text.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      if (!REQUIREMENTS_LISTING_ADDRESS.test(sentence.replace(/\s+/g, ' '))) return [];
      if (new RegExp(`<AvailableFrom\\s+name="${requirement.name}"`).test(sentence) || sentence.includes(requirement.date)) return [];
      const offset = block.text.slice(0, block.text.indexOf(sentence)).split('\n').length - 1;
      return [`${file}:${block.line + offset}: says \`kyc_requirements\` lists an address without the date: only \`${requirement.name}\`, from ${requirement.date}, names one; add <AvailableFrom name="${requirement.name}" /> (rule: coming-requirement-dated)`];
    }),
  );
}

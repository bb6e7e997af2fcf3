// cspell:ignore bactivat bfreez bunfreez bcurrenc bsuspen entit
import { LIFECYCLES } from '../../../src/data/lifecycles';
import { unitsOf, type Unit } from './claims';
import { parseMdx } from './mdx';
import { Problem } from './problem';
import type { ApiModel } from './spec';

/**
 * Sentences that name the members of a class the spec defines, held to the spec so that one
 * question gets one answer everywhere:
 * - patch-acting-fields: "`PATCH` sets values rather than adding" and "an array is replaced as a
 *   whole" name each field of a `PATCH` body that acts instead of holding a value (a field the
 *   returned object does not have, unless its description says which field it becomes);
 * - metadata-objects: the objects said to take `metadata` when created, to replace it with their
 *   `PATCH`, and to keep it unchanged, are those whose operations' request bodies have it;
 * - suspended-card-changes: a list of the card status changes a suspended customer keeps names
 *   every change update a card's status makes (the lifecycle data);
 * - sole-trader-entity: a sole trader is a business customer but not a legal entity, so no
 *   list of legal entities names sole traders;
 * - wallet-opening-condition: when a currency sent in `wallet_currencies` opens a wallet is said in
 *   one wording, "no wallet other than `archived` ones".
 */

type Schema = { type?: unknown; description?: string; properties?: Record<string, Schema>; const?: unknown; enum?: unknown[] };

export interface ClassFacts {
  /** Fields of a `PATCH` body that the object it returns does not hold, with whether each is an array. */
  actingFields: { name: string; array: boolean }[];
  /** Object types (`virtual account`) whose create, or whose `PATCH`, takes `metadata`. */
  metadata: { created: Set<string>; replaced: Set<string> };
  /** What update a card's status does, as verbs (`unfreezing`), from the lifecycle data. */
  cardChanges: string[];
}

const jsonSchema = (content: Record<string, { schema?: unknown }> | undefined) => (content?.['application/json']?.schema ?? undefined) as Schema | undefined;
/** `virtual account` for a schema whose `object` is `virtual_account`. */
const objectType = (schema: Schema | undefined) => {
  const field = schema?.properties?.object;
  const value = field?.const ?? field?.enum?.[0];
  return typeof value === 'string' ? value.replaceAll('_', ' ') : undefined;
};
/** "It becomes the card's `status_reason`": the returned object holds the field under that name. */
const BECOMES = /\bbecomes\s+the\s[^`.]*`([a-z_]+)`/;

/** The card status changes, each named by the verb a reader uses, by the transition's end (and start). */
const CARD_VERBS: Record<string, string> = { 'frozen>active': 'unfreezing', 'inactive>active': 'activating', frozen: 'freezing', blocked: 'blocking', cancelled: 'cancelling' };
const VERB_FORMS: Record<string, RegExp> = {
  activating: /\bactivat(?:e|es|ing)\b/i,
  freezing: /\bfreez(?:e|es|ing)\b/i,
  unfreezing: /\bunfreez(?:e|es|ing)\b/i,
  blocking: /\bblock(?:s|ing)?\b/i,
  cancelling: /\bcancel(?:s|ling|ing)?\b/i,
};

export function classFacts(model: ApiModel): ClassFacts {
  const actingFields: ClassFacts['actingFields'] = [];
  const metadata = { created: new Set<string>(), replaced: new Set<string>() };
  for (const op of model.operations) {
    const body = jsonSchema(op.requestBody?.content);
    const [status, response] = [...['201', '200'].map((code) => [code, jsonSchema(op.responses[code]?.content)] as const)].find(([, schema]) => schema) ?? [];
    const type = objectType(response);
    if (body?.properties?.metadata && type) {
      if (op.method === 'patch') metadata.replaced.add(type);
      else if (op.method === 'post' && status === '201') metadata.created.add(type);
    }
    if (op.method !== 'patch' || !body?.properties) continue;
    const held = new Set(Object.keys(response?.properties ?? {}));
    for (const [name, field] of Object.entries(body.properties)) {
      const becomes = BECOMES.exec(field.description ?? '')?.[1];
      if (held.has(name) || (becomes && held.has(becomes))) continue;
      actingFields.push({ name, array: field.type === 'array' });
    }
  }
  const cardChanges = LIFECYCLES.CardStatus.transitions
    .filter((transition) => transition.via?.operation === 'CardsController_updateCardStatus')
    .map((transition) => {
      const verb = CARD_VERBS[`${transition.from}>${transition.to}`] ?? CARD_VERBS[transition.to];
      if (!verb) throw new Error(`src/data/lifecycles.ts: no verb for the card status change ${transition.from} -> ${transition.to} (add it to CARD_VERBS in tests/content/support/class-lists.ts)`);
      return verb;
    });
  return { actingFields, metadata, cardChanges: [...new Set(cardChanges)] };
}

/** Named in backticks, alone or with its value (`rotate_secret: true`). */
const named = (text: string, name: string) => text.includes(`\`${name}\``) || text.includes(`\`${name}: `);
const show = (names: string[]) => names.map((name) => `\`${name}\``).join(', ');
const plain = (text: string) => text.replace(/<[A-Z][^>]*\/>/g, '').replace(/\s+/g, ' ');

const SETS_VALUES = /`PATCH`[^.|]*?\b(?:sets?\b[^.|]*?\bvalues?|rather than adding)\b/i;
const ARRAY_REPLACED = /\b(?:an?|every|each|any) array\b[^.]*?\breplace/i;

/** The rest of a list item (or paragraph) from `index`: where a rule's exceptions are named. */
const restOfItem = (text: string, index: number) => {
  const next = text.slice(index + 1).search(/\n\s*(?:[-*]|\d+\.) /);
  return next === -1 ? text.slice(index) : text.slice(index, index + 1 + next);
};

/** Rule patch-acting-fields over the page's paragraphs (a table row on its own). */
export function patchRuleProblems(file: string, source: string, facts: ClassFacts): Problem[] {
  const problems: Problem[] = [];
  for (const paragraph of parseMdx(source).paragraphs) {
    if (paragraph.isHeading) continue;
    const lines = paragraph.text.split('\n');
    const pieces = lines.every((line) => line.trimStart().startsWith('|')) ? lines.map((text, index) => ({ text, line: paragraph.line + index, table: true })) : [{ text: paragraph.text, line: paragraph.line, table: false }];
    for (const piece of pieces) {
      for (const [pattern, fields, claim] of [
        [SETS_VALUES, facts.actingFields, '`PATCH` is said to set values rather than add'],
        [ARRAY_REPLACED, facts.actingFields.filter((field) => field.array), 'an array sent with `PATCH` is said to replace the whole value'],
      ] as const) {
        const match = pattern.exec(piece.text);
        if (!match) continue;
        const scope = piece.table ? piece.text : restOfItem(piece.text, match.index);
        const missing = fields.map((field) => field.name).filter((name) => !named(scope, name));
        if (missing.length === 0) continue;
        const line = piece.line + (piece.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        problems.push(new Problem(file, line, 'patch-acting-fields', `${claim}, without naming ${show(missing)}, which ${missing.length === 1 ? 'acts' : 'act'} instead (a \`PATCH\` body field the returned object does not hold)`));
      }
    }
  }
  return problems;
}

/** "Customers, virtual accounts and cards" as `customer`, `virtual account`, `card`. */
const listed = (text: string) =>
  text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => item.trim().toLowerCase().replace(/^(?:on|the)\s+/, '').replace(/s$/, ''))
    .filter(Boolean);

/** Each form of the metadata rule: where its list of objects is, and which objects the spec gives it. */
const METADATA_FORMS: { pattern: RegExp; anchor: RegExp; says: string; expected: (facts: ClassFacts) => Set<string> }[] = [
  { pattern: /([^;:.]*?)\s+take\b[^;.]*?\bwhen you create them/i, anchor: /\stake\b/, says: 'take `metadata` when created', expected: (facts) => facts.metadata.created },
  { pattern: /([^;:.]*?)\s+replace (?:it|theirs) with their `PATCH`/i, anchor: /\sreplace\s/, says: 'replace `metadata` with their `PATCH`', expected: (facts) => facts.metadata.replaced },
  { pattern: /\bon ([^;:.]*?) it cannot change later/i, anchor: /\scannot\s+change\s+later/, says: 'keep `metadata` unchanged', expected: (facts) => new Set([...facts.metadata.created].filter((type) => !facts.metadata.replaced.has(type))) },
  { pattern: /\bchanged later only on ([^;:.(]*)/i, anchor: /\bchanged\s+later\s+only/, says: 'can change `metadata` later', expected: (facts) => facts.metadata.replaced },
];

/** Rule metadata-objects, over the page's sentences that name `metadata` or follow one that does. */
export function metadataListProblems(file: string, source: string, facts: ClassFacts): Problem[] {
  const problems: Problem[] = [];
  const units = unitsOf(source);
  units.forEach((unit: Unit, index) => {
    if (!/metadata/i.test(unit.text) && !/metadata/i.test(units[index - 1]?.text ?? '')) return;
    const text = plain(unit.text);
    for (const form of METADATA_FORMS) {
      const match = form.pattern.exec(text);
      if (!match) continue;
      const said = new Set(listed(match[1].replace(/^.*?\b(?:and|but)\s+(?=\S+(?:,| and ))/i, '').replace(/^[-*\s]*\*\*[^*]+\*\*\s*/, '')));
      const expected = new Set([...form.expected(facts)].sort());
      const missing = [...expected].filter((type) => !said.has(type));
      const extra = [...said].filter((type) => !expected.has(type));
      if (missing.length === 0 && extra.length === 0) continue;
      const parts = [missing.length > 0 ? `leaves out ${missing.join(', ')}` : '', extra.length > 0 ? `names ${extra.join(', ')}, which the spec does not` : ''].filter(Boolean);
      problems.push(new Problem(file, unit.line(Math.max(0, unit.text.search(form.anchor))), 'metadata-objects', `lists the objects that ${form.says}, but ${parts.join(' and ')} (the spec's request bodies: ${[...expected].join(', ')})`));
    }
  });
  return problems;
}

/** The heading a line falls under, if any. */
function headingAbove(source: string, line: number): string {
  const lines = source.split('\n').slice(0, line);
  return [...lines].reverse().find((text) => /^#{1,6}\s/.test(text)) ?? '';
}

const SUSPENDED = /\bsuspen(?:d|sion)/i;

/** Rule suspended-card-changes: a list of two or more card status changes about a suspended customer names them all. */
export function suspendedCardChangeProblems(file: string, source: string, facts: ClassFacts): Problem[] {
  const units = unitsOf(source);
  return units.flatMap((unit, index) => {
    const context = [unit.text, units[index - 1]?.text ?? '', headingAbove(source, unit.line(0))].some((text) => SUSPENDED.test(text));
    if (!context || !/\bcards?\b/i.test(unit.text)) return [];
    const said = facts.cardChanges.filter((verb) => VERB_FORMS[verb].test(unit.text));
    const missing = facts.cardChanges.filter((verb) => !said.includes(verb));
    if (said.length < 2 || missing.length === 0) return [];
    return [new Problem(file, unit.line(0), 'suspended-card-changes', `lists what a suspended customer's cards can still change without ${missing.join(', ')}; update a card's status does each of ${facts.cardChanges.join(', ')} for a suspended customer too (src/data/lifecycles.ts)`)];
  });
}

const OPENING_CONDITION = /\bno (?:open |active |unarchived )?wallets? (?:for|in)\b|\bcounts as missing\b|\bonly wallets? (?:is|are) `?archived/i;
export const OPENING_WORDING = 'no wallet other than `archived` ones';

/** Rule wallet-opening-condition: the condition on which a listed currency opens a wallet, in its one wording. */
export function walletOpeningProblems(file: string, source: string): Problem[] {
  return unitsOf(source).flatMap((unit) => {
    const text = plain(unit.text);
    const match = OPENING_CONDITION.exec(text);
    if (!match || !/\bcurrenc/i.test(text) || text.includes(OPENING_WORDING)) return [];
    return [new Problem(file, unit.line(0), 'wallet-opening-condition', `gives when a listed currency opens a wallet as "${match[0]}"; say it in the spec's one wording, "${OPENING_WORDING}" (an archived wallet does not count, a pending one does)`)];
  });
}

/** "a legal entity (company, … or sole trader)" or "sole traders are legal entities". */
const SOLE_TRADER_AS_ENTITY = /\blegal entit(?:y|ies)\s*\([^)]*\bsole traders?\b[^)]*\)|\bsole traders?\b[^.;]{0,40}\b(?:is|are)\s+(?:a\s+)?(?:separate\s+)?legal entit/i;

/** Rule sole-trader-entity: sole traders are never listed among legal entities. */
export function soleTraderEntityProblems(file: string, source: string): Problem[] {
  return unitsOf(source).flatMap((unit) => {
    const match = SOLE_TRADER_AS_ENTITY.exec(plain(unit.text));
    if (!match) return [];
    return [new Problem(file, unit.line(0), 'sole-trader-entity', `counts a sole trader as a legal entity ("${match[0]}"); a sole trader is a business customer without a separate legal entity (docs/guides/counterparty-sectors.mdx, \`sole_trader\`)`)];
  });
}

export function classListProblems(file: string, source: string, facts: ClassFacts): Problem[] {
  return [
    ...patchRuleProblems(file, source, facts),
    ...metadataListProblems(file, source, facts),
    ...suspendedCardChangeProblems(file, source, facts),
    ...walletOpeningProblems(file, source),
    ...soleTraderEntityProblems(file, source),
  ];
}

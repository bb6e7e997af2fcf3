import type { JsonValue } from './spec';
import { parseMdx } from './mdx';
import { sentences } from './sentences';

/** A request field the API refuses unless another is sent with it, as the field's own `x-errors` says. */
export interface RequiredCompanion {
  field: string;
  companion: string;
  pointer: string;
}

const SENT_WITHOUT = /\bsent without `([A-Za-z_]+)(?::[^`]*)?`/;

/** Every property whose `x-errors` has a `when` saying it "is sent without `X`": the field and X. */
export function requiredCompanions(spec: JsonValue): RequiredCompanion[] {
  const found: RequiredCompanion[] = [];
  const visit = (node: JsonValue, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${pointer}/${index}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const properties = node.properties;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [field, schema] of Object.entries(properties)) {
        const errors = (schema as { 'x-errors'?: { when?: string }[] } | null)?.['x-errors'];
        for (const error of Array.isArray(errors) ? errors : []) {
          const companion = SENT_WITHOUT.exec(error.when ?? '')?.[1];
          if (companion) found.push({ field, companion, pointer: `${pointer}/properties/${field}` });
        }
      }
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${key}`);
  };
  visit(spec, '');
  return found;
}

const SEND = /\bsend(s|ing)?\b/i;

/**
 * Sentences of a page that tell the reader to send a field in backticks without the field the
 * API refuses it without: rule `sent-without-required`.
 */
export function sentWithoutRequiredProblems(file: string, source: string, ties: RequiredCompanion[]): string[] {
  const problems: string[] = [];
  for (const paragraph of parseMdx(source).paragraphs) {
    if (paragraph.isHeading) continue;
    for (const sentence of sentences(paragraph.text)) {
      if (!SEND.test(sentence.text)) continue;
      for (const { field, companion, pointer } of ties) {
        const names = (name: string) => new RegExp('`' + name + '(?::[^`]*)?`').test(sentence.text);
        if (names(field) && !names(companion)) {
          problems.push(
            `${file}:${paragraph.line + sentence.line - 1}: tells the reader to send \`${field}\` without \`${companion}\`, which the API refuses (#${pointer}/x-errors) (rule: sent-without-required)`,
          );
        }
      }
    }
  }
  return problems;
}

import { lineAt, parseMdx } from './mdx';
import { Problem } from './problem';
import type { ApiModel } from './spec';

/**
 * A state whose entry in its status enum gives another outcome per phase ("A customer rejected at
 * onboarding keeps … A customer rejected at re-verification is suspended …") has no one outcome:
 * a page that states what the state leads to must say which phase it means, or it states the
 * rule wider than the spec.
 */

export interface PhasedState {
  lifecycle: string;
  state: string;
  /** The phases the entry tells apart (`onboarding`, `re-verification`). */
  phases: string[];
  /** The states of the other lifecycles (not of this one): what the state leads to for other objects. */
  otherStates: Set<string>;
  /** How a page names the lifecycle (`KYC` for KycStatus). */
  subject: RegExp;
}

type Schema = { description?: string; enum?: unknown[] };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

export function phasedStates(model: ApiModel): PhasedState[] {
  const found: PhasedState[] = [];
  const lifecycles = Object.entries(model.schemas as Record<string, Schema>).filter(([name, schema]) => name.endsWith('Status') && Array.isArray(schema.enum));
  for (const [name, schema] of lifecycles) {
    const ownStates = new Set(schema.enum!.map(String));
    // A lifecycle of the same subject (KycDocumentStatus beside KycStatus) is its own review, not an outcome of the state.
    const subjectPrefix = name.slice(0, -'Status'.length);
    const others = lifecycles.filter(([other]) => !other.startsWith(subjectPrefix));
    const otherStates = new Set(others.flatMap(([, other]) => other.enum!.map(String)).filter((state) => !ownStates.has(state)));
    const subjectWord = name.slice(0, -'Status'.length).replace(/([a-z])([A-Z])/g, '$1 $2');
    for (const entry of (schema.description ?? '').matchAll(/^- `([a-z_]+)`:([\s\S]*?)(?=^- |$(?![\s\S]))/gm)) {
      const phases = [...new Set([...entry[2].matchAll(new RegExp(`\\b${escape(entry[1])} at ([a-z-]+)`, 'g'))].map((m) => m[1]))];
      if (phases.length >= 2) found.push({ lifecycle: name, state: entry[1], phases, otherStates, subject: new RegExp(`\\b${escape(subjectWord)}|\\b${escape(subjectWord.toLowerCase().replace(/ /g, '_'))}_status\\b`, 'i') });
    }
  }
  return found;
}

/**
 * What a page states at once: a list item with its continuation lines (the state and its outcome
 * often sit in two sentences of one bullet), a table row, or else a sentence.
 */
function statementsOf(source: string): { text: string; context: string; line: (offset: number) => number }[] {
  const paragraphs = parseMdx(source).paragraphs;
  return paragraphs
    .filter((paragraph) => !paragraph.isHeading)
    .flatMap((paragraph) => {
      // A list's lead-in ("`kyc_status` tells you where it stands:") names what its items are about.
      const context = `${paragraphs[paragraphs.indexOf(paragraph) - 1]?.text ?? ''}\n${paragraph.text}`;
      const text = paragraph.text;
      const split = /^\s*(?:[-*] |\d+\. |\|)/m.test(text) ? /\n(?=\s*(?:[-*] |\d+\. |\|))/g : /[.!?](?=\s+[A-Z[`*])/g;
      const ends = [...[...text.matchAll(split)].map((m) => m.index + 1), text.length];
      return ends.map((end, index) => {
        const start = index === 0 ? 0 : ends[index - 1];
        return { text: text.slice(start, end), context, line: (offset: number) => lineAt(paragraph, start + offset) };
      });
    });
}

/** A statement that names the state, its lifecycle and a state of another object, and none of the phases. */
export function checkPhaseOutcomes(file: string, source: string, phased: PhasedState[]): Problem[] {
  const problems: Problem[] = [];
  for (const unit of statementsOf(source)) {
    for (const state of phased) {
      const at = unit.text.indexOf(`\`${state.state}\``);
      if (at === -1 || !state.subject.test(unit.context)) continue;
      const outcomes = [...unit.text.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((word) => state.otherStates.has(word));
      if (outcomes.length === 0) continue;
      if (state.phases.some((phase) => new RegExp(`\\b${escape(phase)}`, 'i').test(unit.text))) continue;
      problems.push(
        new Problem(
          file,
          unit.line(at),
          'phase-outcome',
          `\`${state.state}\` (${state.lifecycle}) leads to ${outcomes.map((o) => `\`${o}\``).join(', ')} here, but the spec gives it another outcome ${state.phases.map((p) => `at ${p}`).join(' and ')}; say which one this is, or state both`,
        ),
      );
    }
  }
  return problems;
}

/**
 * What an operation sends, as its description says it in its Emits sentence ("Emits
 * `payment.created`, then `payment.completed` or `payment.failed`." or "Read-only; emits no
 * events."). Other sentences may name events to explain what the objects went through; only
 * the Emits sentence says what the call sends.
 */

/** A period followed by a space and a capital (or a code span or link) closes a sentence. */
const sentencesOf = (text: string) => text.replace(/\s+/g, ' ').split(/(?<=\.)\s+(?=[A-Z[`])/);

/** What comes just before an event named as not sent: "(not `wallet.updated`)", "no `kyc_document.accepted`", "instead of `x`". */
const DENIAL = /\b(?:not|no|nor|never|instead of)\s+$/i;

const eventMentions = (text: string, types: ReadonlySet<string>) =>
  [...text.matchAll(/`([a-z_]+\.[a-z_*]+)`/g)].filter((m) => types.has(m[1])).map((m) => ({ type: m[1], denied: DENIAL.test(text.slice(0, m.index)) }));

/** The event types `text` names in code spans as sent, in order, once each. */
export function eventTypesNamedIn(text: string, types: ReadonlySet<string>): string[] {
  return [...new Set(eventMentions(text, types).filter((m) => !m.denied).map((m) => m.type))];
}

/** The event types `text` names as not sent. */
export function eventTypesDeniedIn(text: string, types: ReadonlySet<string>): string[] {
  return [...new Set(eventMentions(text, types).filter((m) => m.denied).map((m) => m.type))];
}

/** The sentences of a description that say what the operation sends (none when it does not say). */
export const emitsSentencesOf = (description: string): string[] => sentencesOf(description).filter((sentence) => /\bemits\b/i.test(sentence));

/**
 * The events an operation sends: those its Emits sentences name. A description without one
 * (an older release's) sends what it names anywhere.
 */
export function emittedEvents(description: string, types: ReadonlySet<string>): string[] {
  const emits = emitsSentencesOf(description);
  return eventTypesNamedIn(emits.length > 0 ? emits.join(' ') : description, types);
}

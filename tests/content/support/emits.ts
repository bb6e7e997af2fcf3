import { emitsSentencesOf, eventTypesDeniedIn, eventTypesNamedIn, type ApiModel, type OperationModel } from './spec';
import { placeOf } from './world-pairs';

/**
 * An operation's description says what it sends in one place, its Emits sentence (which the
 * endpoint page, the exports and the MCP server read). Every event the rest of the description
 * names as something the call leads to must be in it, or they list fewer events than the
 * prose around them promises.
 */

export interface EmitsProblem {
  where: string;
  rule: 'emits-sentence' | 'emits-complete' | 'emits-denied' | 'emits-review';
  message: string;
}

export const formatEmitsProblem = (problem: EmitsProblem) => `${problem.where}: ${problem.message} (rule: ${problem.rule})`;

const SENDS_NOTHING = /\bemits no events?\b/i;

export function checkOperationEmits(model: ApiModel, op: OperationModel, eventTypes: Set<string>): EmitsProblem[] {
  const where = placeOf(model, op.pointer, ['description']);
  const emits = emitsSentencesOf(op.description);
  if (emits.length === 0) {
    return [{ where, rule: 'emits-sentence', message: `${op.operationId}'s description has no Emits sentence; say which events it sends ("Emits \`…\`.") or that it emits no events` }];
  }
  // A read-only description names events only to say what the objects it returns went through.
  if (emits.every((sentence) => SENDS_NOTHING.test(sentence))) return [];
  // The Emits sentence is a plain list of what the call sends; a denial inside it is one parse away from reading as sent.
  const denied: EmitsProblem[] = eventTypesDeniedIn(emits.join(' '), eventTypes).map((event) => ({
    where,
    rule: 'emits-denied',
    message: `${op.operationId}'s Emits sentence names \`${event}\` as an event it does not send; the Emits sentence lists only what the call sends, so say what it does not send in a sentence of its own`,
  }));
  const listed = new Set(eventTypesNamedIn(emits.join(' '), eventTypes));
  const notSent = new Set(eventTypesDeniedIn(op.description, eventTypes));
  const missing: EmitsProblem[] = eventTypesNamedIn(op.description, eventTypes)
    .filter((event) => !listed.has(event) && !notSent.has(event))
    .map((event) => ({
      where,
      rule: 'emits-complete',
      message: `${op.operationId}'s description names \`${event}\` as something the call leads to, but its Emits sentence lists only ${[...listed].map((name) => `\`${name}\``).join(', ')}`,
    }));
  return [...missing, ...denied];
}

/** A call that moves `kyc_status` to `pending` starts a KYC review; the review's events are events the call leads to. */
const STARTS_REVIEW = /moves\s+`kyc_status`[^.;]*?\bto\s+`pending`/;
const REVIEW_CLAUSE = /the review that follows sends([\s\S]*)$/;

const reviewEventsOf = (op: OperationModel, eventTypes: Set<string>): string[] | undefined => {
  const clause = REVIEW_CLAUSE.exec(emitsSentencesOf(op.description).join(' '));
  return clause ? eventTypesNamedIn(clause[1], eventTypes) : undefined;
};

/**
 * Every operation that starts a KYC review lists the same review events in its Emits sentence,
 * after "the review that follows sends": one rule for what Emits lists, whichever call starts it.
 * The review's events are those any starter lists and those the `KycStatus` description says an
 * outcome of the review sends (a re-verification ending `rejected` suspends the customer).
 */
export function checkReviewEmits(model: ApiModel, eventTypes: Set<string>): EmitsProblem[] {
  const starters = model.operations.filter((op) => STARTS_REVIEW.test(op.description));
  const outcomeEvents = eventTypesNamedIn(model.schemas.KycStatus?.description ?? '', eventTypes);
  const reviewEvents = [...new Set([...starters.flatMap((op) => reviewEventsOf(op, eventTypes) ?? []), ...outcomeEvents])];
  return starters.flatMap((op): EmitsProblem[] => {
    const where = placeOf(model, op.pointer, ['description']);
    const listed = reviewEventsOf(op, eventTypes);
    if (!listed) {
      return [{ where, rule: 'emits-review', message: `${op.operationId} moves \`kyc_status\` to \`pending\`, which starts a KYC review, but its Emits sentence has no "the review that follows sends …" listing the review's events` }];
    }
    return reviewEvents
      .filter((event) => !listed.includes(event))
      .map((event) => ({
        where,
        rule: 'emits-review',
        message: `${op.operationId} starts a KYC review, but its Emits sentence leaves out \`${event}\`, which the review sends (${
          outcomeEvents.includes(event) ? 'the `KycStatus` description names it for an outcome of the review' : 'other operations that start one list it'
        })`,
      }));
  });
}

export function checkEmits(model: ApiModel): EmitsProblem[] {
  const eventTypes = new Set(model.webhookEvents.map((event) => event.type));
  return [...model.operations.flatMap((op) => checkOperationEmits(model, op, eventTypes)), ...checkReviewEmits(model, eventTypes)];
}

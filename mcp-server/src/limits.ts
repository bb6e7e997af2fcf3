import { z } from 'zod';

/**
 * The longest text each kind of tool argument may be. Every string argument of every tool is
 * built with `boundedText`, so a request over its limit is refused by the schema before any
 * look-up runs (tools/list shows each limit as `maxLength`).
 */
export const MAX_ARGUMENT_LENGTH = {
  /** A name to look up: an operationId, schema, error code, event type or tag. */
  name: 200,
  /** A search query. */
  query: 300,
  /** A page or request URL, or a path. */
  url: 2_000,
  /** A heading's text or anchor. */
  section: 200,
  /** A code sample's language, a date or another short keyword. */
  keyword: 40,
} as const;

/** The largest offset an answer can be continued from (answers are far shorter). */
export const MAX_OFFSET = 10_000_000;

export type ArgumentKind = keyof typeof MAX_ARGUMENT_LENGTH;

/** A string argument of at most `MAX_ARGUMENT_LENGTH[kind]` characters. */
export function boundedText(kind: ArgumentKind) {
  const max = MAX_ARGUMENT_LENGTH[kind];
  return z.string().max(max, { message: `at most ${max} characters` });
}

/** Where to continue a cut answer. */
export const offsetArgument = z.number().int().min(0).max(MAX_OFFSET);

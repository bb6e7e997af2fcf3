import { Problem } from './problem';

/**
 * Promises that say more than the spec: a webhook secret "shown once" (a rotation repeated during
 * its grace period, and a replayed create, return it again; only reads never do), and webhooks
 * "for everything" (several changes send no event). Read over the raw text, so the home page's
 * TSX, the spec's YAML and the MDX pages are held alike.
 */

const RULES = [
  {
    rule: 'secret-shown-once',
    pattern: /\bonly\s+time\b[^.]{0,60}?\bsecret\b|\bsecret`?,\s+once\b|\bsecret\b[^.]{0,40}?\bshown\s+once\b/gi,
    message: 'says the webhook secret is shown once; a repeat of the rotation during its grace period (and a replay of create with the same `Idempotency-Key`) returns it again: say that no read returns it',
  },
  {
    rule: 'events-for-everything',
    pattern: /\bwebhook(?:s|\s+events?)?\b[^.#]{0,30}?\bfor\s+(?:everything|every\s+change|all\s+changes|anything)\b/gi,
    message: 'promises an event for every change; several changes send none (see the event reference): promise only what it lists',
  },
] as const;

const lineOfOffset = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

export function checkPromiseClaims(file: string, source: string): Problem[] {
  return RULES.flatMap(({ rule, pattern, message }) =>
    [...source.matchAll(pattern)].map((match) => new Problem(file, lineOfOffset(source, match.index), rule, `"${match[0].replace(/\s+/g, ' ')}" ${message}`)),
  );
}

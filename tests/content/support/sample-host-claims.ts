import { unitsOf } from './claims';
import { Problem } from './problem';
import type { Environment } from './world-environments';

/**
 * sample-host-claim: a sentence that says where the code samples or the Postman collection send
 * their requests by default ("set up for the sandbox", "call production", "sent to production")
 * names the environment of the server the spec marks as the examples' (`examplesServer`), the one
 * they are built to call. Sentences about pointing them elsewhere ("to try a sample in the
 * sandbox, point ...") are not default claims and are left alone.
 */
const SUBJECT = /postman|collection|\bsamples?\b/i;
const DEFAULT_HOST = /\b(?:set up for|calls?|sent to|sends? (?:them|it|its requests|their requests|requests) to|defaults? to)\s+(?:the\s+)?(sandbox|production)\b/gi;

function sentenceProblems(file: string, text: string, line: (offset: number) => number, examples: Environment, context = text): Problem[] {
  if (!SUBJECT.test(context)) return [];
  return [...text.matchAll(DEFAULT_HOST)]
    .filter((match) => match[1].toLowerCase() !== examples)
    .map(
      (match) =>
        new Problem(file, line(match.index), 'sample-host-claim', `"${match[0]}": the samples and the Postman collection default to ${examples}, the server the spec marks \`x-example-objects\`; say ${examples}, or say nothing of the default host`),
    );
}

/** A page's sentences that claim another default host than the examples' server. */
export function pageSampleHostProblems(file: string, source: string, examples: Environment): Problem[] {
  return unitsOf(source).flatMap((unit) => sentenceProblems(file, unit.text, unit.line, examples));
}

/**
 * The same, line by line, for a source file that writes prose into pages or downloads (code, spec YAML);
 * the line's subject may be named on one of the few lines above it (a download's `label`).
 */
export function lineSampleHostProblems(file: string, source: string, examples: Environment): Problem[] {
  const lines = source.split('\n');
  return lines.flatMap((text, index) => sentenceProblems(file, text, () => index + 1, examples, lines.slice(Math.max(0, index - 3), index + 1).join('\n')));
}

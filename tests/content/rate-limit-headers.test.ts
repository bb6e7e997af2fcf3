import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../plugins/api-model/load';
import { readFixture } from './support/check-inputs';
import { docPages, readRepoFile } from './support/repo-files';
import { rateLimitBlockProblems, rateLimitHeaderProblems, rateLimitLimitProblems } from './support/rate-limit-headers';
import { loadApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/rate-limit-headers.yaml';
const PAGE_FIXTURE = 'tests/fixtures/content/rate-limit-headers.mdx';

/** `file:line` of the fixture's last line that contains `snippet`. */
const { lastAt: at } = readFixture(FIXTURE);

async function problemsOf(rootFile: string): Promise<string[]> {
  const spec = rootFile === FIXTURE ? await loadSpec(FIXTURE) : (await loadApiModel()).spec;
  return [...rateLimitHeaderProblems(spec.bundled as never), ...rateLimitLimitProblems(spec.bundled as never)].map(({ pointer, rule, message }) => {
    const place = spec.locate(`#${pointer}`);
    return `${place.file}:${place.line ?? 0}: ${message} (rule: ${rule})`;
  });
}

describe('the headers of a 429 tell one story, and Retry-After is always there', () => {
  it('holds for every response of the spec, and the spec has a response it applies to', async () => {
    const model = await loadApiModel();
    expect(JSON.stringify(model.spec.bundled)).toContain('Retry-After');
    expect(await problemsOf('examples/api.yaml')).toEqual([]);
  }, 60_000);

  it('holds for every 429 a page shows', () => {
    const pages = docPages().map((file) => [file, readRepoFile(file)] as const);
    expect(pages.filter(([, text]) => /^HTTP\/\S+ 429/m.test(text)).length).toBeGreaterThan(0);
    expect(pages.flatMap(([file, text]) => rateLimitBlockProblems(file, text))).toEqual([]);
  });

  it('catches each planted mistake, naming file, line and rule', async () => {
    expect(await problemsOf(FIXTURE)).toEqual([
      `${at('RateLimit-Remaining: {$ref')}: \`RateLimit-Remaining\` example is 97 on a response that says to wait \`Retry-After\` seconds; the window is spent, so it is 0 (rule: rate-limit-example)`,
      `${at('RateLimit-Reset: {$ref')}: \`RateLimit-Reset\` example is 42, \`Retry-After\` example is 12; the wait ends when the window does, so they are equal (rule: rate-limit-example)`,
      `${at('Retry after 20 seconds')}: the body says "Retry after 20 seconds", \`Retry-After\` example is 12 (rule: rate-limit-example)`,
      `${at('OptionalRetryAfter\'}')}: the response says to wait \`Retry-After\` seconds, but the header is not \`required\` (rule: retry-after-required)`,
      `${FIXTURE}:37: \`RateLimit-Limit\` example is 100 on 200 of ping, which allows 60 requests per window per IP address (its description); the example shows the operation's limit (rule: rate-limit-limit)`,
      `${FIXTURE}:38: \`RateLimit-Remaining\` example is 97 on 200 of ping, which allows 60 requests per window per IP address (its description); no more than the limit can be left (rule: rate-limit-limit)`,
      `${FIXTURE}:47: the body says "100 requests per" on 429 of ping, which allows 60 requests per window per IP address (its description) (rule: rate-limit-limit)`,
      `${FIXTURE}:55: \`RateLimit-Limit\` example is 60 on 200 of pong, which allows a key 100 requests per window in the sandbox (the \`RateLimit-Limit\` header); the example shows the operation's limit (rule: rate-limit-limit)`,
      `${FIXTURE}:59: \`RateLimit-Limit\` example is 100 on 401 of pong, whose 401 counts 60 requests per window per IP address (the response's description); the example shows the operation's limit (rule: rate-limit-limit)`,
    ]);
    expect(rateLimitBlockProblems(PAGE_FIXTURE, readRepoFile(PAGE_FIXTURE))).toEqual([
      `${PAGE_FIXTURE}:8: a \`429\` with \`RateLimit-Remaining: 97\`; the window is spent, so it is 0 (rule: rate-limit-example)`,
      `${PAGE_FIXTURE}:8: a \`429\` with \`RateLimit-Reset: 42\` and \`Retry-After: 12\`; the wait ends when the window does, so they are equal (rule: rate-limit-example)`,
      `${PAGE_FIXTURE}:15: a \`429\` shown without \`Retry-After\`, which every \`429\` carries (rule: retry-after-required)`,
    ]);
  }, 60_000);
});

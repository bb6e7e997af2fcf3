import { beforeAll, describe, expect, it } from 'vitest';
import { currentDocPages, readFixture, specFiles } from './support/check-inputs';
import { readRepoFile } from './support/repo-files';
import { checkScopeClaims, errorsPresenceProblem, problemsIn } from './support/scope-claims';
import { scopeFacts, type ScopeFacts } from './support/scope-facts';
import { loadApiModel, type ApiModel, type JsonValue } from './support/spec';

const FIXTURE = 'tests/fixtures/content/wider-claims.mdx';

describe('rules stated over every object, response, new object, error and error body, against the spec', () => {
  let model: ApiModel;
  let facts: ScopeFacts;
  const { text: fixture, at } = readFixture(FIXTURE);

  beforeAll(async () => {
    model = await loadApiModel();
    facts = scopeFacts(model);
  }, 60_000);

  it('reads the facts it compares with from the spec and the lifecycle data', () => {
    expect(facts.objects.map((o) => o.name)).toEqual(expect.arrayContaining(['Customer', 'Balance', 'Transaction']));
    expect(facts.responseHeaders.get('x-request-id')?.size).toBe(facts.responses.length);
    expect(facts.lifecycles.get('virtual account')?.initial).toEqual(new Set(['active']));
    expect(facts.nonProblemErrors.map((error) => error.where)).toEqual(['HealthCheckController_healthCheck 503']);
    expect(facts.catchUpGaps.map((gap) => gap.events)).toEqual([
      ['kyc_document.accepted', 'kyc_document.attached', 'kyc_document.rejected'],
      ['virtual_account.closed', 'virtual_account.created'],
    ]);
    expect(facts.errorsCarriers).toEqual(new Set(['invalid_request', 'customer_code_taken', 'insufficient_funds', 'currency_mismatch', 'unsupported_country', 'invalid_status_transition', 'credit_limit_exceeded', 'unsupported_file']));
  });

  const sources = [...currentDocPages(), ...specFiles()];
  it.each(sources)('%s: its rules over every object, response and error hold', (file) => {
    expect(checkScopeClaims(file, readRepoFile(file), facts).map(String)).toEqual([]);
  });

  it('every problem example of the spec carries `errors` exactly where Problem.errors says', () => {
    const found = problemsIn(model.spec.bundled as unknown as JsonValue);
    expect(found.length).toBeGreaterThan(10);
    const wrong = found.flatMap(({ pointer, problem }) => {
      const message = errorsPresenceProblem(problem, facts);
      if (!message) return [];
      const place = model.spec.locate(`#${pointer}`);
      return [`${place.file}:${place.line ?? 0}: ${message} (rule: errors-presence)`];
    });
    expect(wrong).toEqual([]);
  });

  it('catch each planted mistake of the fixture, naming file, line and rule, and pass the correct claims beside them', () => {
    expect(checkScopeClaims(FIXTURE, fixture, facts).map(String)).toEqual([
      `${at('Every error body is an RFC 9457')}: every error is said to be a problem details body, but HealthCheckController_healthCheck 503 (application/json) in the spec is not: name it as the exception (rule: error-bodies)`,
      expect.stringMatching(new RegExp(`^${at('Every object has an `id`, an')}: every object is said to have \`id\`, but .*\`Balance\`.* in the spec have no required \`id\` \\(rule: object-fields\\)$`)),
      expect.stringMatching(new RegExp(`^${at('Every object has an `id`, an')}: every object is said to have \`created_at\`, but .*\`Balance\`.* \\(rule: object-fields\\)$`)),
      expect.stringMatching(new RegExp(`^${at('always has the same set of keys')}: an object is said to always have the same keys, but the spec lets a response leave out \`[\\w.]+\`.* \\(rule: object-keys\\)$`)),
      expect.stringMatching(new RegExp(`^${at('An object with an id of its own also has a')}: an object with an id of its own is said to have \`created_at\`, but .*Customer.business.beneficial_owners.* have an \`id\` and no required \`created_at\`: name them as the exception \\(rule: id-object-fields\\)$`)),
      `${at('with an integer `amount`')}: every amount is said to be a Money object, but \`Balance.available\`, \`Balance.pending\`, \`Balance.current\` in the spec are integers in minor units: name them as the exception (rule: money-shape)`,
      expect.stringMatching(new RegExp(`^${at('`Idempotent-Replayed` header')}: every response is said to carry \`Idempotent-Replayed\`, but the spec lists it as optional, or not at all, on \\d+ responses .* \\(rule: response-header\\)$`)),
      `${at('A new card starts `frozen`')}: a new card is said to start \`frozen\`, but the lifecycle data (CardStatus) starts it in \`inactive\`, \`active\` only (rule: initial-state)`,
      `${at('A wallet opens `archived`')}: a new wallet is said to start \`archived\`, but the lifecycle data (WalletStatus) starts it in \`pending\`, \`active\` only (rule: initial-state)`,
      `${at('A card not replaced by the end')}: any card is said to become \`expired\`, but the lifecycle data (CardStatus) moves only \`inactive\`, \`active\`, \`frozen\` to it, never \`blocked\`, \`cancelled\`: name the statuses it applies to (rule: any-object-move)`,
      expect.stringMatching(new RegExp(`^${at('absent otherwise')}: says where \`errors\` is absent, but leaves out \`customer_code_taken\`, \`insufficient_funds\`, \`currency_mismatch\`, \`unsupported_country\`, \`invalid_status_transition\`, \`credit_limit_exceeded\` and 1 more and names \`wallet_not_empty\`, which do not carry it .* \\(rule: errors-presence\\)$`)),
      expect.stringMatching(new RegExp(`^${at('"code": "resource_not_found"')}: a \`404 resource_not_found\` example carries \`errors\`, which .*Problem/properties/errors says only .* carry \\(rule: errors-presence\\)$`)),
      expect.stringMatching(new RegExp(`^${at('"code": "customer_code_taken"')}: a \`409 customer_code_taken\` example has no \`errors\`, which .* says it always carries \\(rule: errors-presence\\)$`)),
      `${at('it finds every object that changed')}: says \`updated_after\` catches up on missed events, but names neither the events it cannot recover (\`kyc_document.*\`, \`virtual_account.*\`: no list returns their object) nor links /docs/guides/going-live#catch-up, which lists them with what to do instead (rule: catch-up-gaps)`,
    ]);
  });
});

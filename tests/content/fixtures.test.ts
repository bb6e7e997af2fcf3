// The misspelt field names are what these tests are about. cspell:ignore curency
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFrontMatter, checkMdxAgainstSpec } from './support/checks';
import { parseMdx } from './support/mdx';
import { readFixture } from './support/check-inputs';
import { readRepoFile } from './support/repo-files';
import { parseProblems, specIndex } from './support/spec-index';

const VALID = 'tests/fixtures/content/valid-examples.mdx';
const BROKEN = 'tests/fixtures/content/broken-examples.mdx';
const UNKNOWN_FIELDS = 'tests/fixtures/content/unknown-fields.mdx';

describe('the content rules on fixtures', () => {
  // Loading and bundling the spec is shared set-up; under load it can take longer than one test's timeout.
  beforeAll(() => specIndex(), 60_000);

  const valid = readFixture(VALID);
  const broken = readRepoFile(BROKEN);

  it('accept a page that follows them', async () => {
    expect(checkMdxAgainstSpec(VALID, valid.text, await specIndex()).map(String)).toEqual([]);
  });

  it('fail when a response example drifts from its schema, naming file and line', async () => {
    const drifted = valid.text.replace('"status": "ok"', '"status": "fine"');
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      `${valid.at('status="200"')}: 200 response of HealthCheckController_healthCheck: /status must be equal to one of the allowed values (ok, degraded) (rule: schema)`,
    ]);
  });

  it('fail when a problem example retitles its code, naming file, line and rule', async () => {
    const drifted = valid.text.replace('"title": "Customer code taken"', '"title": "Customer code in use"');
    expect(drifted).not.toBe(valid.text);
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      `${valid.at('status="409"')}: 409 response of CustomersController_createIndividualCustomer: customer_code_taken is titled "Customer code in use" but the catalogue titles it "Customer code taken" (rule: one-title-per-code)`,
    ]);
  });

  it('fail when a request body drifts from its schema', async () => {
    const drifted = valid.text.replace('"date_of_birth": "1988-04-17"', '"date_of_birth": 19880417');
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      `${valid.at('curl -X POST')}: request body of CustomersController_createIndividualCustomer: /individual/date_of_birth must be string (rule: schema)`,
    ]);
  });

  it('fail when an event example drifts from its schema', async () => {
    const drifted = valid.text.replace('"currency": "EUR",\n      "name"', '"currency": "JPY",\n      "name"');
    expect(drifted).not.toBe(valid.text);
    expect(checkMdxAgainstSpec(VALID, drifted, await specIndex()).map(String)).toEqual([
      expect.stringMatching(
        new RegExp(`^${valid.at('event="wallet.created"')}: payload of event wallet.created: /data/object/currency must be equal to one of the allowed values .*\\(rule: schema\\)$`),
      ),
    ]);
  });

  it('fail on every field a schema does not have, at any depth, naming file, line and field', async () => {
    const messages = checkMdxAgainstSpec(UNKNOWN_FIELDS, readRepoFile(UNKNOWN_FIELDS), await specIndex()).map(String);
    expect(messages).toEqual([
      // The curl check runs first; its line is the line of the curl command.
      `${UNKNOWN_FIELDS}:23: request body of CustomersController_createIndividualCustomer: /individual/nickname is not a field of the schema (rule: closed-object)`,
      `${UNKNOWN_FIELDS}:13: request body of VirtualAccountsController_createVirtualAccountForWallet: /curency_typo is not a field of the schema (rule: closed-object)`,
      // Inside `oneOf: [IndividualDetails, null]`: no "must be null" from the other branch.
      `${UNKNOWN_FIELDS}:41: 200 response of CustomersController_getCustomer: /individual/middle_name is not a field of the schema (rule: closed-object)`,
      // Inside the oneOf of bank account schemes: only the errors of the `sepa` branch.
      `${UNKNOWN_FIELDS}:70: payload of event deposit.received: /data/object/counterparty/bank_account/sort_code is not a field of the schema (rule: closed-object)`,
    ]);
  });

  it('report every broken rule of the broken page with its line', async () => {
    expect(checkMdxAgainstSpec(BROKEN, broken, await specIndex()).map(String)).toEqual([
      `${BROKEN}:14: POST /customers/individuals matches no operation in the spec (rule: curl)`,
      `${BROKEN}:19: POST /customers/individual (CustomersController_createIndividualCustomer) needs an "Authorization: Bearer <key>" header (rule: curl)`,
      `${BROKEN}:19: request body of CustomersController_createIndividualCustomer: /individual/date_of_birth must match format "date" (rule: schema)`,
      `${BROKEN}:24: every \`\`\`json block needs meta: operation="..." with status="..." or request, or event="..." (rule: json-example)`,
      `${BROKEN}:28: 200 response of HealthCheckController_healthCheck: /status must be equal to one of the allowed values (ok, degraded) (rule: schema)`,
      `${BROKEN}:32: HealthCheckController_healthCheck has no 418 response (it has 200, 429, 500, 503) (rule: json-example)`,
      `${BROKEN}:36: event="wallet.opened" is not a webhook event in the spec (rule: json-example)`,
      `${BROKEN}:9: \`GET /health\` must link to /docs/health-check-controller-health-check (rule: operation-link)`,
      `${BROKEN}:11: "create an individual customer" names the operation CustomersController_createIndividualCustomer: make it a link to /docs/customers-controller-create-individual-customer (rule: operation-link)`,
      `${BROKEN}:36: "wallet.opened" is not a webhook event type of the spec (its wallet events are wallet.archived, wallet.created, wallet.refilled, wallet.updated) (rule: webhook-event)`,
      `${BROKEN}:37: "wallet.opened" is not a webhook event type of the spec (its wallet events are wallet.archived, wallet.created, wallet.refilled, wallet.updated) (rule: webhook-event)`,
    ]);
  });

  it('reject an undeclared tag', () => {
    expect(checkFrontMatter(BROKEN, parseMdx(broken), ['api']).map(String)).toEqual([
      `${BROKEN}:1: tag "not-a-declared-tag" is not declared in docs/tags.yml (rule: tags)`,
    ]);
  });
});

describe("the reading of the example validator's summary", () => {
  it('names a field the schema lacks by its own pointer, at the root and deeper', () => {
    expect(parseProblems("/ must NOT have additional properties 'curency_typo'; /data/object must NOT have unevaluated properties 'a~b/c'")).toEqual([
      { rule: 'closed-object', message: '/curency_typo is not a field of the schema' },
      { rule: 'closed-object', message: '/data/object/a~0b~1c is not a field of the schema' },
    ]);
  });

  it('keeps read-only, write-only and other errors with their pointer, and the count of those left out', () => {
    expect(
      parseProblems(
        '/id is read-only and must not be sent in a request; /secret is write-only and must not appear in a response; /amount must be integer; and 3 more',
      ),
    ).toEqual([
      { rule: 'read-only', message: '/id is read-only and must not be sent in a request' },
      { rule: 'write-only', message: '/secret is write-only and must not appear in a response' },
      { rule: 'schema', message: '/amount must be integer' },
      { rule: 'schema', message: 'and 3 more problems; fix these and run the check again' },
    ]);
  });
});

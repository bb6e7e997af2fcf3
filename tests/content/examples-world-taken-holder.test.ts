// Planted mistakes: a conflict example naming the request's own object as the holder of the taken value fails, naming the place.
import { beforeAll, describe, expect, it } from 'vitest';
import { withPlantedOperation } from './support/planted-model';
import { loadApiModel, type ApiModel, type OperationModel } from './support/spec';
import { formatWorldProblem } from './support/world';
import { takenHoldersInSpec, takenHoldersOnPage } from './support/world-taken-holder';

const PAGE = 'docs/guides/planted.mdx';
const MARIA = 'cus_4f9Kq2LmN8pR7sT1';
const JONAS = 'cus_2Lk5Mn8Pq1Rs4Tu7';
const taken = (holder: string) => ({
  type: 'https://docs.example.com/docs/api/intro#customer_code_taken',
  title: 'Customer code taken',
  status: 409,
  detail: 'Another customer in your program already has the customer code ACME-000188.',
  code: 'customer_code_taken',
  request_id: 'req_3Cv6Bn9Mq2Wx5Ez8',
  errors: [{ field: 'customer_code', code: 'taken', message: `Customer code ACME-000188 is already used by ${holder}.` }],
});
const page = (holder: string) =>
  [
    'Change the code:',
    '',
    '```bash',
    `curl -X PATCH https://api.example.com/v1/customers/${MARIA} \\`,
    '  -H "Authorization: Bearer $LEDGERLINE_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{ "customer_code": "ACME-000188" }'`,
    '```',
    '',
    '```json title="Response" operation="CustomersController_updateCustomer" status="409"',
    JSON.stringify(taken(holder), null, 2),
    '```',
    '',
  ].join('\n');

describe('taken-names-other-holder on planted mistakes', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  const conflict = (op: OperationModel) => op.responses['409'].content!['application/problem+json'].examples!.customerCodeTaken.value as ReturnType<typeof taken>;

  it('passes on the spec, whose shared customer-code conflict names a customer no customer operation is about', () => {
    expect(takenHoldersInSpec(model).map(formatWorldProblem)).toEqual([]);
  });

  it("the update's conflict naming the customer the request is sent to fails at the message's pointer", () => {
    const planted = withPlantedOperation(model, 'CustomersController_updateCustomer', (op) => {
      conflict(op).errors[0].message = `Customer code ACME-000188 is already used by ${MARIA}.`;
    }, 'only');
    expect(takenHoldersInSpec(planted).map(formatWorldProblem)).toEqual([
      expect.stringMatching(new RegExp(`^examples/api/components/responses\\.yaml#/Conflict/content/application~1problem\\+json/examples/customerCodeTaken/value/errors/0/message \\(line \\d+\\): CustomersController_updateCustomer: the 409 example "customerCodeTaken" names ${MARIA} as the holder of the value, but ${MARIA} is the object the request is sent to \\(its path\\); .* \\(rule: taken-names-other-holder\\)$`)),
    ]);
  });

  it("a create's conflict naming the customer its 201 example creates fails", () => {
    const planted = withPlantedOperation(model, 'CustomersController_createBusinessCustomer', (op) => {
      conflict(op).errors[0].message = 'Customer code ACME-B-0007 is already used by cus_7Tb3Xy9Qw2Er5Ty8.';
    }, 'only');
    expect(takenHoldersInSpec(planted).map(formatWorldProblem)).toEqual([expect.stringMatching(/: CustomersController_createBusinessCustomer: the 409 example "customerCodeTaken" names cus_7Tb3Xy9Qw2Er5Ty8 as the holder of the value, but cus_7Tb3Xy9Qw2Er5Ty8 is the object the request returns \(its 201 example\); .* \(rule: taken-names-other-holder\)$/)]);
  });

  it("a page's conflict naming the customer its curl updates fails at the message's line; another customer passes", () => {
    expect(takenHoldersOnPage(model, PAGE, page(JONAS))).toEqual([]);
    expect(takenHoldersOnPage(model, PAGE, page(MARIA)).map(formatWorldProblem)).toEqual([
      `${PAGE}:22: the 409 example of CustomersController_updateCustomer names ${MARIA} as the holder of the value, but ${MARIA} is the object the request above is sent to (${PAGE}:4); a value the object already holds is not taken: name another object of the examples that holds it (rule: taken-names-other-holder)`,
    ]);
  });
});

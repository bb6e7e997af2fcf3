// Planted mistakes: rule `sample-host-environment` fails, naming the spec place or the Postman request, when a
// request readers run as it is defaults to a host where the objects it sends do not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { docPages, readRepoFile } from './support/repo-files';
import { loadApiModel, type ApiModel } from './support/spec';
import { formatWorldProblem } from './support/world';
import { defaultRequests, environmentSightings } from './support/world-check';
import { serversOf } from './support/world-environments';
import { sampleDefaultRequests, sampleHostsOffEnvironment } from './support/world-sample-hosts';

const PAGE = 'docs/guides/planted.mdx';
const PRODUCTION = 'https://api.example.com/v1';
const SANDBOX = 'https://api.sandbox.example.com/v1';
const servers = serversOf([
  { url: SANDBOX, description: 'Sandbox (test keys)' },
  { url: PRODUCTION, description: 'Production (live keys)' },
]);

/** The model with the examples' server marker moved to the sandbox, as before the samples were made one world. */
function markedSandbox(model: ApiModel): ApiModel {
  const move = <T extends { description?: string }>(list: T[]) => list.map((server) => ({ ...server, 'x-example-objects': /^sandbox\b/i.test(server.description ?? '') }));
  return { ...model, servers: move(model.servers), operations: model.operations.map((op) => ({ ...op, servers: move(op.servers) })) };
}

describe('sample-host-environment', () => {
  let model: ApiModel;
  let pages: { file: string; source: string }[];
  beforeAll(async () => {
    model = await loadApiModel();
    pages = docPages().map((file) => ({ file, source: readRepoFile(file) }));
  }, 60_000);

  it('a sample defaulting to the sandbox that pays from a wallet a page uses in production, at the spec place', () => {
    const sightings = [{ id: 'wal_9Vx4Cb7Nm2Zq6Wr3', environment: 'production' as const, where: `${PAGE}:12` }];
    const sample = { label: 'the code samples of TransactionsController_payment', where: 'examples/api/paths/transactions_payments.yaml#/post (line 45)', host: SANDBOX, sent: '/transactions/payments {"wallet_id":"wal_9Vx4Cb7Nm2Zq6Wr3"}' };
    expect(sampleHostsOffEnvironment([sample], servers, sightings).map(formatWorldProblem)).toEqual([
      `examples/api/paths/transactions_payments.yaml#/post (line 45): the code samples of TransactionsController_payment default to ${SANDBOX} (sandbox), but send wal_9Vx4Cb7Nm2Zq6Wr3, which lives in production (${PAGE}:12); a request run as shown must go where its objects exist, so its default host is ${PRODUCTION} (rule: sample-host-environment)`,
    ]);
    expect(sampleHostsOffEnvironment([{ ...sample, host: PRODUCTION }], servers, sightings)).toEqual([]);
  });

  it('the site: samples and Postman defaulting to the sandbox, as they did, fail on the production objects of the guides', () => {
    const planted = markedSandbox(model);
    const sightings = environmentSightings(model, pages);
    const problems = sampleHostsOffEnvironment(defaultRequests(planted), serversOf(planted.servers), sightings).map(formatWorldProblem);
    const payment = problems.find((line) => line.includes('the code samples of TransactionsController_payment '));
    expect(payment).toMatch(/^examples\/api\/paths\/transactions_payments\.yaml#\S+ \(line \d+\): .*default to https:\/\/api\.sandbox\.example\.com\/v1 \(sandbox\), but send .*wal_9Vx4Cb7Nm2Zq6Wr3.*which live.? in production \(docs\/[a-z/-]+\.mdx:\d+\).*\(rule: sample-host-environment\)$/);
    expect(problems.some((line) => line.startsWith('Postman collection: ') && line.includes('(rule: sample-host-environment)'))).toBe(true);
    console.log(`planted sandbox default: ${problems.length} requests off their objects' environment (${sampleDefaultRequests(planted).length} sample requests, ${defaultRequests(planted).length} in all)`);
    // As shipped: every default host is where the ids live.
    expect(sampleHostsOffEnvironment(defaultRequests(model), serversOf(model.servers), sightings).map(formatWorldProblem)).toEqual([]);
  }, 60_000);
});

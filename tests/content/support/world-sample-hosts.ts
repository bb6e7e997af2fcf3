/**
 * Rule `sample-host-environment`: a request the site hands readers to run as it is (the code
 * samples of an endpoint page, which its twin, the MCP server and the llms files quote, and each
 * request of the Postman collection) succeeds only where the objects it names exist. Its default
 * host is therefore the server of the environment its ids live in, as the pages that send or
 * show them there say.
 */
import { sampleRequest } from '../../../plugins/api-reference/view/operation';
import { environmentOf, type Environment, type IdSighting, type Server } from './world-environments';
import { placeOf } from './world-pairs';
import type { ApiModel } from './spec';
import type { WorldProblem } from './world';

/** A request as a reader runs it without setting anything: the host it goes to and what it sends. */
export interface DefaultRequest {
  /** What sends it: `the code samples of <operationId>` or `the Postman request <name>`. */
  label: string;
  /** `file#pointer (line N)` of what it is built from, or the collection's request. */
  where: string;
  host: string;
  /** The path, query and body, where its ids are. */
  sent: string;
}

const ID = /\b(?:cus|adr|kyd|per|ptf|wal|vac|crd|txn|whk|evt)_[0-9A-Za-z]{16,32}\b/g;

/** The code samples' request of each request example of each operation, as the endpoint pages show it. */
export function sampleDefaultRequests(model: ApiModel): DefaultRequest[] {
  return model.operations.flatMap((op) => {
    const media = Object.values(op.requestBody?.content ?? {})[0];
    const names = Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined).map(([name]) => name);
    return (names.length > 1 ? names : [undefined]).map((name) => {
      const request = sampleRequest(op, name);
      const body = request.body?.kind === 'json' ? JSON.stringify(request.body.value) : JSON.stringify(request.body?.fields ?? '');
      return {
        label: `the code samples of ${op.operationId}${name ? ` (request example "${name}")` : ''}`,
        where: placeOf(model, op.pointer, []),
        host: request.baseUrl,
        sent: `${request.path} ${body}`,
      };
    });
  });
}

/** Rule `sample-host-environment`: each id a default request sends lives in its host's environment. */
export function sampleHostsOffEnvironment(requests: DefaultRequest[], servers: Server[], sightings: IdSighting[]): WorldProblem[] {
  const home = new Map<string, IdSighting>();
  for (const sighting of sightings) if (!home.has(sighting.id)) home.set(sighting.id, sighting);
  const problems: WorldProblem[] = [];
  for (const request of requests) {
    const environment: Environment | undefined = environmentOf(request.host, servers);
    if (!environment) continue;
    const elsewhere = [...new Set(request.sent.match(ID) ?? [])].map((id) => home.get(id)).filter((sighting): sighting is IdSighting => sighting !== undefined && sighting.environment !== environment);
    if (elsewhere.length === 0) continue;
    const [first] = elsewhere;
    const server = servers.find((candidate) => candidate.environment === first.environment);
    problems.push({
      rule: 'sample-host-environment',
      message: `${request.label} default to ${request.host} (${environment}), but send ${elsewhere.map((s) => s.id).join(', ')}, which ${elsewhere.length > 1 ? 'live' : 'lives'} in ${first.environment} (${first.where}); a request run as shown must go where its objects exist, so its default host is ${server?.url ?? `the ${first.environment} server`}`,
      places: [request.where],
    });
  }
  return problems;
}

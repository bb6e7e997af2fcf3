/**
 * Rule `currencies-opened`: an update-customer example that sends `wallet_currencies` opens a
 * wallet in each listed currency where the customer has no wallet other than `archived` ones at
 * that moment, and in no other; its summary names exactly the currencies it opens.
 */
import type { ApiModel } from './spec';
import type { World, WorldProblem } from './world';
import { placeOf } from './world-pairs';
import { requestOf } from './world-updates';

type Json = Record<string, unknown>;
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
const CURRENCY = /\b[A-Z]{3}\b/g;

/** The currencies in which `customer` has a wallet that is not archived at `at`, by the world. */
function liveCurrencies(world: World, customer: string, at: number): Set<string> {
  const live = new Set<string>();
  const wallets = new Set(world.entities.filter((entity) => entity.id.startsWith('wal_') && world.get(entity.id, 'customer_id') === customer).map((entity) => entity.id));
  for (const id of wallets) {
    if (!(time(world.get(id, 'created_at')) <= at)) continue;
    const archived = world.entities.some((entity) => entity.id === id && (time(entity.fields.get('archived_at')) <= at || (entity.fields.get('status') === 'archived' && time(entity.fields.get('updated_at')) <= at)));
    if (!archived) live.add(String(world.get(id, 'currency')));
  }
  return live;
}

export function currenciesOpened(model: ApiModel, world: World): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const currencies = ((model.schemas.WalletCurrency?.enum ?? []) as unknown[]).map(String);
  for (const op of model.operations.filter((candidate) => candidate.method === 'patch' && candidate.path === '/customers/{customer_id}')) {
    for (const [status, response] of Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code))) {
      for (const [name, example] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
        const request = requestOf(op, name);
        const sent = (request?.value as Json | undefined)?.wallet_currencies;
        const customer = example.value as Json | undefined;
        if (!request || !Array.isArray(sent) || typeof customer?.id !== 'string') continue;
        const live = liveCurrencies(world, customer.id, time(customer.updated_at));
        const opened = sent.map(String).filter((currency) => !live.has(currency));
        const requestExample = op.requestBody?.content?.['application/json']?.examples?.[request.name];
        const said = [...new Set(`${requestExample?.summary ?? ''} ${example.summary ?? ''}`.match(CURRENCY) ?? [])].filter((code) => currencies.includes(code));
        if (opened.sort().join() === said.sort().join()) continue;
        problems.push({
          rule: 'currencies-opened',
          message: `${op.operationId} "${request.name}": sends \`wallet_currencies\` ${JSON.stringify(sent)} at ${String(customer.updated_at)}, when ${customer.id} has wallets that are not archived in ${[...live].sort().join(', ') || 'no currency'}; that opens a wallet in ${opened.join(', ') || 'no currency'}, but the examples say ${said.join(', ') || 'none'}`,
          places: [placeOf(model, op.pointer, ['requestBody', 'content', 'application/json', 'examples', request.name, 'value', 'wallet_currencies']), placeOf(model, op.pointer, ['responses', status, 'content', 'application/json', 'examples', name])],
        });
      }
    }
  }
  return problems;
}

import { describe, expect, it } from 'vitest';
import type { ApiModel } from '../api-model';
import { modelBeforeAll } from '../api-model/test-model';
import { statusMeanings } from './statusMeanings';

const PER_KEY = 'Too many requests for your API key.';
const PER_IP = 'Too many requests from your IP address.';

/** A model of three operations documenting a 429: the first (the health check) with a per-IP one of its own. */
function plantedModel(): ApiModel {
  const operation = (operationId: string, path: string, description: string, ref: string) => ({
    operation: { operationId, path, method: 'get', responses: { '200': { description: 'OK.' }, '429': { description } } },
    raw: { responses: { '429': { $ref: `#/components/responses/${ref}` } } },
  });
  const operations = [operation('health', '/health', PER_IP, 'TooManyRequestsPerIp'), operation('getWallet', '/wallets/{id}', PER_KEY, 'TooManyRequests'), operation('getCard', '/cards/{id}', PER_KEY, 'TooManyRequests')];
  return {
    operations: operations.map((entry) => entry.operation),
    spec: {
      bundled: {
        paths: Object.fromEntries(operations.map((entry) => [entry.operation.path, { get: entry.raw }])),
        components: { responses: { TooManyRequests: { description: PER_KEY }, TooManyRequestsPerIp: { description: PER_IP } } },
      },
    },
  } as unknown as ApiModel;
}

describe('statusMeanings', () => {
  it('takes the meaning from the shared response most operations refer to, not from the first operation, and names the exception', () => {
    expect(statusMeanings(plantedModel())['429']).toEqual({ meaning: PER_KEY, exceptions: [{ operationId: 'health', meaning: PER_IP }] });
  });

  const model = modelBeforeAll();
  it('on the spec: each meaning holds on every operation that documents the status and is not an exception', () => {
    const meanings = statusMeanings(model());
    for (const op of model().operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const meaning = meanings[status];
        const own = meaning.exceptions.find((exception) => exception.operationId === op.operationId)?.meaning ?? meaning.meaning;
        expect(own, `${op.operationId} ${status}: the meaning published for it is not its response's description`).toBe(response.description!.replace(/\s+/g, ' ').trim());
      }
    }
    expect(meanings['429'].meaning).toMatch(/usually your API key's/);
    expect(meanings['429'].exceptions.map((exception) => exception.operationId)).toEqual(['HealthCheckController_healthCheck']);
    expect(meanings['500'].meaning).toMatch(/a `POST` that takes an `Idempotency-Key` is done at most once only when you retry it with the same key/);
    expect(meanings['403'].exceptions.map((exception) => exception.operationId).sort()).toEqual(['CardsController_createCreditCard', 'TransactionsController_initializeBalanceAdjustmentTransaction']);
  });
});

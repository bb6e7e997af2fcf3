import { describe, expect, it } from 'vitest';
import { keyedRequests, sharedKeyProblems } from './support/idempotency-keys';
import { docPages, readRepoFile } from './support/repo-files';

const request = (body: string, key = '1e5c8a3f-7b2d-4f90-a6c4-d8b1e3f5a702') =>
  ['```bash', 'curl -X POST https://api.sandbox.example.com/v1/wallets/wal_5Gh2Jk8Lm1Np4Qr7/refill \\', `  -H "Idempotency-Key: ${key}" \\`, `  -d '${body}'`, '```'].join('\n');

describe('Idempotency-Key values in the pages', () => {
  it('no key is sent with two different requests across the pages', () => {
    const requests = docPages().flatMap((file) => keyedRequests(file, readRepoFile(file)));
    expect(requests.length).toBeGreaterThan(10);
    expect(sharedKeyProblems(requests).map(String)).toEqual([]);
  });

  it('flag a key reused for another body, naming both places, and let a retry of the same request pass', () => {
    const page = [request('{ "amount": { "amount": 100, "currency": "EUR" } }'), '', request('{ "amount": {"amount": 100, "currency": "EUR"} }'), '', request('{ "amount": { "amount": 200, "currency": "EUR" } }')].join('\n');
    expect(sharedKeyProblems(keyedRequests('docs/guides/example.mdx', page)).map(String)).toEqual([
      'docs/guides/example.mdx:14: Idempotency-Key 1e5c8a3f-7b2d-4f90-a6c4-d8b1e3f5a702 is already sent with another request at docs/guides/example.mdx:2; a reader who runs both gets 409 idempotency_key_reused (rule: idempotency-key)',
    ]);
  });
});

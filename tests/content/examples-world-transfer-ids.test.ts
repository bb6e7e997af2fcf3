// Planted mistakes: an internal transfer shown without the id both sides are matched on fails, naming the place.
import { describe, expect, it } from 'vitest';
import { formatWorldProblem } from './support/world';
import { transfersWithoutMatchingId } from './support/world-transfer-ids';
import { docExamplesOf } from './support/world-sources';

const PAGE = 'docs/guides/planted.mdx';
const block = (value: unknown) => `Some prose.\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
const request = (metadata?: object) => ({ source_wallet_id: 'wal_9Vx4Cb7Nm2Zq6Wr3', destination_wallet_id: 'wal_6Ty9Ui2Op5As8Df1', amount: { amount: 4200, currency: 'EUR' }, ...(metadata ? { metadata } : {}) });
const side = (id: string, direction: string, wallet: string, other: string, metadata: object) => ({ id, object: 'transaction', type: 'internal_transfer', direction, amount: { amount: 4200, currency: 'EUR' }, wallet_id: wallet, counterparty: { type: 'wallet', wallet_id: other }, metadata, created_at: '2026-12-18T09:30:00Z' });
const debit = (metadata: object) => side('txn_1Lp4Ok7Ij0Uh3Yg6', 'debit', 'wal_9Vx4Cb7Nm2Zq6Wr3', 'wal_6Ty9Ui2Op5As8Df1', metadata);
const credit = (metadata: object) => side('txn_3Mk6Nj9Bh2Vg5Cf8', 'credit', 'wal_6Ty9Ui2Op5As8Df1', 'wal_9Vx4Cb7Nm2Zq6Wr3', metadata);
const problemsOf = (...blocks: unknown[]) => transfersWithoutMatchingId(docExamplesOf(PAGE, blocks.map(block).join('\n'))).map(formatWorldProblem);

describe('internal-transfer-matching-id on planted mistakes', () => {
  const id = { transfer_id: 'TRF-000731' };

  it('passes when the request and both sides carry the same id', () => {
    expect(problemsOf(request(id), debit(id), credit(id))).toEqual([]);
  });

  it('a request without metadata and a side with empty metadata fail at their lines', () => {
    expect(problemsOf(request(), debit(id), credit({}))).toEqual([
      `${PAGE}:4: this internal transfer request sends no \`metadata\`; no field links the debit and the credit it books, so send your own id for the transfer there (as make an internal transfer says), which both sides carry (rule: internal-transfer-matching-id)`,
      expect.stringMatching(new RegExp(`^${PAGE}:\\d+: txn_3Mk6Nj9Bh2Vg5Cf8 is an internal transfer with an empty \`metadata\`; .* \\(rule: internal-transfer-matching-id\\)$`)),
    ]);
  });

  it('a credit side carrying another id than its debit fails at the credit', () => {
    expect(problemsOf(request(id), debit(id), credit({ transfer_id: 'TRF-000999' }))).toEqual([
      expect.stringMatching(new RegExp(`^${PAGE}:\\d+: txn_3Mk6Nj9Bh2Vg5Cf8 is the credit side of txn_1Lp4Ok7Ij0Uh3Yg6 but carries \`metadata\` \\{"transfer_id":"TRF-000999"\\}, not \\{"transfer_id":"TRF-000731"\\} \\(${PAGE}:\\d+\\); .* \\(rule: internal-transfer-matching-id\\)$`)),
    ]);
  });
});

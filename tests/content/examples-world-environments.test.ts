// Planted mistakes: the environment rules of "the examples are one world" each fail on one, naming the place.
import { describe, expect, it } from 'vitest';
import { entitiesOf, formatWorldProblem, World } from './support/world';
import { idsInTwoEnvironments, pageSightings, sandboxCardPayments, sandboxEntities, sandboxTimes, serversOf } from './support/world-environments';
import { docExamplesOf } from './support/world-sources';
import { sandboxFileNames, sandboxFilesInProduction, sandboxPaymentEndings } from './support/world-sandbox-values';

const PAGE = 'docs/guides/planted.mdx';
const servers = serversOf([
  { url: 'https://api.sandbox.example.com/v1', description: 'Sandbox (test keys)' },
  { url: 'https://api.example.com/v1', description: 'Production (live keys)' },
]);
const curl = (host: string, path: string) => `\`\`\`bash\ncurl -X GET "${host}${path}" \\\n  -H "Authorization: Bearer $LEDGERLINE_API_KEY"\n\`\`\`\n`;
const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;
const SANDBOX = 'https://api.sandbox.example.com/v1';
const payment = (created: string, completed: string | null, status: string) => ({ id: 'txn_6Yt9Re2Wq5Az8Sx1', object: 'transaction', type: 'payment', status, created_at: created, updated_at: completed ?? created, completed_at: completed });

/** The world of a planted page, and its sandbox objects. */
function sandboxOf(source: string) {
  const world = new World(entitiesOf(docExamplesOf(PAGE, source)));
  return { world, entities: sandboxEntities(world, pageSightings(PAGE, source, servers)) };
}

describe('the environment rules on planted mistakes', () => {
  it('one-environment-per-id: one subscription rotated on the sandbox host and on the production host', () => {
    const source = `${curl(SANDBOX, '/webhooks/whk_4Zx7Cv1Bn5Mq8Wr2')}\nProse.\n\n${curl('https://api.example.com/v1', '/webhooks/whk_4Zx7Cv1Bn5Mq8Wr2')}`;
    expect(idsInTwoEnvironments(pageSightings(PAGE, source, servers)).map(formatWorldProblem)).toEqual([
      `${PAGE}:9: whk_4Zx7Cv1Bn5Mq8Wr2 is used in production here, but in sandbox at ${PAGE}:2; an object exists in one environment, so the other needs an id of its own (rule: one-environment-per-id)`,
    ]);
  });

  it('sandbox-times: a sandbox payment completed the next morning, and one still pending hours later', () => {
    const late = `${curl(SANDBOX, '/transactions/payments?id=txn_6Yt9Re2Wq5Az8Sx1')}\n${json(payment('2026-11-19T18:20:00Z', '2026-11-20T08:00:04Z', 'completed'))}`;
    const { entities } = sandboxOf(late);
    expect(sandboxTimes(entities, 10).map(formatWorldProblem)).toEqual([
      `${PAGE}:8: txn_6Yt9Re2Wq5Az8Sx1 is a sandbox payment that completes 49204 seconds after its created_at 2026-11-19T18:20:00Z; the sandbox ends one about 10 seconds after it is created (examples/api.yaml, info.description) (rule: sandbox-times)`,
    ]);
    const pending = `${curl(SANDBOX, '/transactions/payments')}\n${json({ ...payment('2026-11-19T18:20:00Z', null, 'pending'), updated_at: '2026-11-20T07:05:00Z' })}`;
    expect(sandboxTimes(sandboxOf(pending).entities, 10).map((p) => p.message)).toContainEqual(expect.stringContaining('still `pending` 45900 seconds after'));
    const onTime = `${curl(SANDBOX, '/transactions/payments')}\n${json(payment('2026-11-19T18:20:00Z', '2026-11-19T18:20:10Z', 'completed'))}`;
    expect(sandboxTimes(sandboxOf(onTime).entities, 10)).toEqual([]);
  });

  it('sandbox-times: the same payment on the production host is not held to the sandbox', () => {
    const production = `${curl('https://api.example.com/v1', '/transactions/payments')}\n${json(payment('2026-11-19T18:20:00Z', '2026-11-20T08:00:04Z', 'completed'))}`;
    expect(sandboxTimes(sandboxOf(production).entities, 10)).toEqual([]);
  });

  it('sandbox-card-payments: a sandbox card declined at a real merchant for an amount it was not set to, and charged twice', () => {
    const card = { id: 'crd_7Hj0Kl3Zx6Cv9Bn2', object: 'card', metadata: { sandbox_card_payment: '4551' } };
    const charge = (id: string, merchant: string, amount: number) => ({ id, object: 'transaction', type: 'card_payment', direction: 'debit', amount: { amount, currency: 'EUR' }, card_payment: { card_id: card.id, merchant_name: merchant } });
    const source = `${curl(SANDBOX, '/cards/crd_7Hj0Kl3Zx6Cv9Bn2/payments')}\n${json(card)}\n${json(charge('txn_2Vb5Nm8Qw1Er4Ty7', 'Saturn Berlin', 184500))}\n${json(charge('txn_6Yu9Io2Pa5Sd8Fg1', 'Ledgerline Test Shop', 4551))}`;
    const { world, entities } = sandboxOf(source);
    expect(sandboxCardPayments(world, entities, 'Ledgerline Test Shop').map(formatWorldProblem)).toEqual([
      `${PAGE}:18: txn_2Vb5Nm8Qw1Er4Ty7 charges sandbox card crd_7Hj0Kl3Zx6Cv9Bn2 at "Saturn Berlin"; no card network reaches the sandbox, only "Ledgerline Test Shop" charges its cards (rule: sandbox-card-payments)`,
      `${PAGE}:18: txn_2Vb5Nm8Qw1Er4Ty7 charges sandbox card crd_7Hj0Kl3Zx6Cv9Bn2 184500, but the card's \`sandbox_card_payment\` metadata is 4551; the test merchant charges that amount and no other (rule: sandbox-card-payments)`,
      `${PAGE}:18: sandbox card crd_7Hj0Kl3Zx6Cv9Bn2 is charged 2 times (txn_2Vb5Nm8Qw1Er4Ty7, txn_6Yu9Io2Pa5Sd8Fg1); the test merchant charges a card once (also ${PAGE}:35) (rule: sandbox-card-payments)`,
    ]);
  });
});

describe('sandbox test values on the production host', () => {
  it('sandbox-values-in-sandbox: a production upload of kyc_rejected.pdf, at its lines; the same upload to the sandbox passes', () => {
    const names = sandboxFileNames('| File name | The document |\n| --- | --- |\n| `kyc_rejected` | `rejected` |\n');
    const upload = (host: string) => `\`\`\`bash\ncurl -X POST ${host}/customers/cus_7Hq2LmN4pR8sT1vX/kyc-documents \\\n  -F "file=@kyc_rejected.pdf;type=application/pdf"\n\`\`\`\n\n${json({ id: 'kyd_2Wx7Pb5Ln9Ks3Dq1', file_name: 'kyc_rejected.pdf' })}`;
    expect(sandboxFilesInProduction(PAGE, upload('https://api.example.com/v1'), servers, names).map(formatWorldProblem)).toEqual([
      `${PAGE}:3: the production example uploads \`kyc_rejected.pdf\`, a sandbox test file name (docs/guides/sandbox.mdx#kyc); in production it is an ordinary file, so name it as a customer's file would be (rule: sandbox-values-in-sandbox)`,
      `${PAGE}:9: the production example uploads \`kyc_rejected.pdf\`, a sandbox test file name (docs/guides/sandbox.mdx#kyc); in production it is an ordinary file, so name it as a customer's file would be (rule: sandbox-values-in-sandbox)`,
    ]);
    expect(sandboxFilesInProduction(PAGE, upload(SANDBOX), servers, names)).toEqual([]);
  });

  it('sandbox-values-in-sandbox: a production payment of 10091, at its line; 10100 passes', () => {
    const endings = sandboxPaymentEndings('| Outcome | Magic value |\n| --- | --- |\n| Payment or withdrawal fails | Amount ending in `91` to `97` |\n| Payment or withdrawal returned | Amount ending in `98` |\n');
    expect([...endings]).toEqual([91, 92, 93, 94, 95, 96, 97, 98]);
    const pay = (amount: number) => `\`\`\`bash\ncurl -X POST https://api.example.com/v1/transactions/payments \\\n  -d '{\n    "amount": { "amount": ${amount}, "currency": "EUR" }\n  }'\n\`\`\`\n`;
    expect(sandboxFilesInProduction(PAGE, pay(10091), servers, [], endings).map(formatWorldProblem)).toEqual([
      `${PAGE}:4: the production example moves 10091, whose last two digits are a sandbox failure or return value (docs/guides/sandbox.mdx#at-a-glance); a production example uses an amount that means nothing in the sandbox (rule: sandbox-values-in-sandbox)`,
    ]);
    expect(sandboxFilesInProduction(PAGE, pay(10100), servers, [], endings)).toEqual([]);
  });
});

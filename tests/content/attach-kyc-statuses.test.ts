import { beforeAll, describe, expect, it } from 'vitest';
import { attachStatusProblems } from './support/attach-kyc-statuses';
import { readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const SOURCE = 'examples/api/paths/customers_customer_id_kyc-documents.yaml';
const FIXTURE = 'tests/fixtures/content/attach-kyc-statuses.yaml';

describe('attaching a KYC document says what happens in every kyc_status', () => {
  let statuses: string[];

  beforeAll(async () => {
    statuses = ((await loadApiModel()).schemas.KycStatus as { enum: string[] }).enum;
  }, 60_000);

  it("the operation's description answers each value of KycStatus", () => {
    expect(statuses).toContain('pending');
    expect(attachStatusProblems(SOURCE, readRepoFile(SOURCE), statuses)).toEqual([]);
  });

  it('catches the planted mistake, naming file, line and rule', () => {
    expect(attachStatusProblems(FIXTURE, readRepoFile(FIXTURE), statuses)).toEqual([
      `${FIXTURE}:3: the description does not say what a document attached while \`kyc_status\` is \`pending\` does (name it as "while \`kyc_status\` is \`pending\`", "on \`pending\`", "from \`pending\`" or "a(n) \`pending\` customer") (rule: attach-every-kyc-status)`,
    ]);
  });
});

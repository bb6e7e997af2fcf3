import { describe, expect, it } from 'vitest';
import { kycStatusEventProblems } from './support/kyc-status-event';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/kyc-status-event.mdx';
const RULE = "sends `customer.kyc_status_updated` for a status change without naming `kyc_status`; a change of the customer's `status` sends `customer.updated` (rule: kyc-status-event)";
// A release is the spec as it was published; its words are history, not today's rule.
const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'))];

describe('customer.kyc_status_updated is sent for kyc_status changes only', () => {
  it('no page or spec file sends it for a change of another status', () => {
    expect(files().flatMap((file) => kycStatusEventProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    expect(kycStatusEventProblems(FIXTURE, readRepoFile(FIXTURE))).toEqual([
      `${FIXTURE}:3: "Each document's review sends \`kyc_document.accepted\`, and each change of the customer's status sends \`customer.kyc_status_updated\`." ${RULE}`,
      `${FIXTURE}:8: "Emits \`kyc_document.attached\` and, when the status changes, \`customer.kyc_status_updated\`." ${RULE}`,
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { statedOutcomeProblems } from './support/stated-outcomes';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/stated-outcomes.mdx';
// The changelog records what each release changed, in the words of its day.
const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'))].filter((file) => file !== 'docs/api/changelog.mdx');

describe('outcomes stated no broader than the place that owns them', () => {
  let errorCodes: Set<string>;
  beforeAll(async () => {
    errorCodes = new Set((await loadApiModel()).errorCodes.map((entry) => entry.code));
  }, 60_000);

  it('no page or spec file says a rejected customer\'s documents are never reviewed, reads a document from a move to pending, or ignores events whose object is not later, or gives an error without saying which', () => {
    expect(files().flatMap((file) => statedOutcomeProblems(file, readRepoFile(file), errorCodes).map(String))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule, and passes the correct sentences', () => {
    expect(statedOutcomeProblems(FIXTURE, readRepoFile(FIXTURE), errorCodes).map((problem) => `${problem.file}:${problem.line} ${problem.rule}`)).toEqual([
      `${FIXTURE}:3 rejected-documents-reviewed`,
      `${FIXTURE}:5 pending-move-cause`,
      `${FIXTURE}:7 same-state-events`,
      `${FIXTURE}:9 same-state-events`,
      `${FIXTURE}:15 pending-move-cause`,
      `${FIXTURE}:18 error-says-which`,
      `${FIXTURE}:23 error-says-which`,
      `${FIXTURE}:25 error-says-which`,
    ]);
    expect(String(statedOutcomeProblems(FIXTURE, readRepoFile(FIXTURE), errorCodes)[0])).toMatch(/^tests\/fixtures\/content\/stated-outcomes\.mdx:3: ".*never reviewed once `rejected`\." says a document attached to a `rejected` customer is never reviewed; .* \(rule: rejected-documents-reviewed\)$/);
  });
});

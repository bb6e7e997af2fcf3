import { beforeAll, describe, expect, it } from 'vitest';
import { checkOperationMentions } from './support/checks';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

describe('operation mentions in docs/', () => {
  // Loading and bundling the spec is shared set-up; under load it can take longer than one test's timeout.
  beforeAll(() => specIndex(), 60_000);

  it.each(docPages())('%s: every operation mentioned links to its page', async (file) => {
    const problems = checkOperationMentions(file, parseMdx(readRepoFile(file)), await specIndex());
    expect(problems.map(String)).toEqual([]);
  });
});

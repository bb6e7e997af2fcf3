import { beforeAll, describe, expect, it } from 'vitest';
import { checkCurlBlocks, checkJsonBlocks } from './support/checks';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

const pages = docPages();

describe('examples in docs/ match examples/api.yaml', () => {
  // Loading and bundling the spec is shared set-up; under load it can take longer than one test's timeout.
  beforeAll(() => specIndex(), 60_000);

  it('finds the pages to check', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)('%s: every curl uses an operation of the spec and a valid body', async (file) => {
    const problems = checkCurlBlocks(file, parseMdx(readRepoFile(file)), await specIndex());
    expect(problems.map(String)).toEqual([]);
  });

  it.each(pages)('%s: every JSON block is tied to the spec by its meta and validates', async (file) => {
    const problems = checkJsonBlocks(file, parseMdx(readRepoFile(file)), await specIndex());
    expect(problems.map(String)).toEqual([]);
  });
});

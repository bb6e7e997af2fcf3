import { describe, expect, it } from 'vitest';
import { businessDaysProblems } from './support/business-days';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/business-days.mdx';

describe('a count of business days says whose', () => {
  it('holds on every page and spec file (the changelog records what was said then)', () => {
    const files = [...docPages().filter((file) => !file.endsWith('changelog.mdx')), ...handWrittenFiles('examples/api').filter((file) => file.endsWith('.yaml'))];
    expect(files.flatMap((file) => businessDaysProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('names the file, line and rule of a count that says no calendar', () => {
    expect(businessDaysProblems(FIXTURE, readRepoFile(FIXTURE))).toEqual([
      `${FIXTURE}:3: "2 business days" does not say whose business days: link /docs/glossary#business-day or name the scheme's calendar (rule: business-days-calendar)`,
      `${FIXTURE}:9: "1 business day" does not say whose business days: link /docs/glossary#business-day or name the scheme's calendar (rule: business-days-calendar)`,
    ]);
  });
});

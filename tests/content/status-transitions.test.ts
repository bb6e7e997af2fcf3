import { describe, expect, it } from 'vitest';
import { statusTransitionProblems } from './support/status-transitions';
import { handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/status-transitions.yaml';
// A release is the spec as it was published; its words are history, not today's rule.
const specFiles = () => handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'));

describe('a status enum gives the transitions of every value or of none', () => {
  it('holds for every status enum of the spec', () => {
    expect(specFiles().flatMap((file) => statusTransitionProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistake, naming file, line and rule', () => {
    expect(statusTransitionProblems(FIXTURE, readRepoFile(FIXTURE))).toEqual([
      `${FIXTURE}:5: \`PlantedStatus\` value \`paused\` does not say which statuses it can become (or that it is terminal), as the enum's other values do (rule: status-transitions)`,
    ]);
  });
});

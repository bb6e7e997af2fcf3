import { describe, expect, it } from 'vitest';
import { exampleDateProblems, statedDates } from './support/example-dates';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';

const CONVENTIONS = 'docs/api/intro.mdx';

describe('the examples are dated as the conventions say', () => {
  const stated = statedDates(readRepoFile(CONVENTIONS));

  it('reads the range and its one exception from the conventions', () => {
    expect(stated).toEqual({ from: '2026-11-16', to: '2026-12-31', exceptionPage: 'cards-controller-reissue-card', exceptionMonth: '2029-12' });
  });

  it('every timestamp in the spec and the pages falls in that range, or is the stated exception', () => {
    const files = [...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/')), ...docPages()];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => exampleDateProblems(file, readRepoFile(file), stated)).map(String)).toEqual([]);
  });

  it('flags a date outside the range, and the exception month outside its operation', () => {
    const spec = ['  operationId: CardsController_getCard', "        created_at: '2026-10-02T09:00:00Z'", "        updated_at: '2029-12-10T09:00:00Z'"].join('\n');
    const reissue = ['  operationId: CardsController_reissueCard', "        created_at: '2029-12-10T09:00:00Z'"].join('\n');
    expect(exampleDateProblems('examples/api/paths/cards_card_id.yaml', spec, stated).map(String)).toEqual([
      'examples/api/paths/cards_card_id.yaml:2: 2026-10-02 is outside the dates the conventions give the examples (2026-11-16 to 2026-12-31, and 2029-12 on /docs/cards-controller-reissue-card only, docs/api/intro.mdx#authentication); date the example inside them, or change that sentence (rule: example-dates)',
      'examples/api/paths/cards_card_id.yaml:3: 2029-12-10 is outside the dates the conventions give the examples (2026-11-16 to 2026-12-31, and 2029-12 on /docs/cards-controller-reissue-card only, docs/api/intro.mdx#authentication); date the example inside them, or change that sentence (rule: example-dates)',
    ]);
    expect(exampleDateProblems('examples/api/paths/cards_card_id_reissue.yaml', reissue, stated)).toEqual([]);
  });

  it('fails loudly when the conventions no longer date the examples', () => {
    expect(() => statedDates('The examples are one set of objects.')).toThrow(/docs\/api\/intro\.mdx: the sentence that dates the examples .* \(rule: example-dates\)/);
  });
});

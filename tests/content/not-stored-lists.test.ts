import { describe, expect, it } from 'vitest';
import { notStoredListProblems, notStoredResponses } from './support/not-stored-lists';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

describe('lists of the responses never stored under an idempotency key', () => {
  it('derive the never-stored responses from the key parameter', async () => {
    expect(notStoredResponses(await loadApiModel())).toEqual({ codes: ['idempotency_key_reused', 'request_in_progress'], statuses: ['401', '429'] });
  });

  it('every list on the pages and in the spec names all of them', async () => {
    const expected = notStoredResponses(await loadApiModel());
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('examples/releases/'))];
    const texts = files.map((file) => ({ file, text: readRepoFile(file) }));
    expect(texts.filter(({ text }) => notStoredListProblems('', text, { codes: ['\u0000'], statuses: [] }).length > 0).length).toBeGreaterThanOrEqual(3);
    expect(texts.flatMap(({ file, text }) => notStoredListProblems(file, text, expected))).toEqual([]);
  });

  it('catches a list that leaves some out, naming file:line and rule', async () => {
    const expected = notStoredResponses(await loadApiModel());
    const page = 'Intro.\n\nResponses that mean the\nrequest did not run (`409 request_in_progress`, `429`) are not stored.\n';
    expect(notStoredListProblems('docs/glossary.mdx', page, expected)).toEqual([
      'docs/glossary.mdx:3: the list of responses never stored under an idempotency key leaves out `401`, `idempotency_key_reused` (x-not-replayed-codes and the 4xx statuses outside x-replayed-statuses, examples/api/components/parameters.yaml) (rule: not-stored-list)',
    ]);
  });
});

// Planted mistakes: rule `sample-host-claim` fails, naming file:line, on a sentence that says the samples or the
// Postman collection default to another environment than the server the spec marks `x-example-objects`.
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesServer } from '../../plugins/api-model/servers';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { lineSampleHostProblems, pageSampleHostProblems } from './support/sample-host-claims';
import { loadApiModel } from './support/spec';
import { serversOf, type Environment } from './support/world-environments';

/** Where prose about the samples' or the collection's host is written outside the pages. */
const PROSE_SOURCES = () => [...handWrittenFiles('plugins'), ...handWrittenFiles('src'), ...handWrittenFiles('mcp-server/src'), ...handWrittenFiles('examples/api'), 'examples/api.yaml'].filter((file) => /\.(ts|tsx|yaml)$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('sample-host-claim', () => {
  let examples: Environment;
  beforeAll(async () => {
    const model = await loadApiModel();
    const server = examplesServer(model.servers);
    examples = serversOf(server ? [server] : [])[0]?.environment ?? 'production';
  }, 60_000);

  it('every sentence of the site about the default host of the samples or the collection names the examples server', () => {
    expect(examples).toBe('production');
    const problems = [
      ...docPages().flatMap((file) => pageSampleHostProblems(file, readRepoFile(file), examples)),
      ...PROSE_SOURCES().flatMap((file) => lineSampleHostProblems(file, readRepoFile(file), examples)),
    ];
    expect(problems.map(String)).toEqual([]);
    // The check reads the site's default-host sentences: held to the other environment, each fails.
    const other: Environment = examples === 'production' ? 'sandbox' : 'production';
    const read = [
      ...docPages().flatMap((file) => pageSampleHostProblems(file, readRepoFile(file), other)),
      ...PROSE_SOURCES().flatMap((file) => lineSampleHostProblems(file, readRepoFile(file), other)),
    ].map((problem) => problem.file);
    expect(read).toEqual(expect.arrayContaining(['docs/api/intro.mdx', 'plugins/exports/downloadFiles.ts']));
  });

  it('fails on the planted "set up for the sandbox", and reads the intro\'s sandbox how-to as no default claim', () => {
    const page = [
      'Import the API into your tools: a Postman collection with every',
      'operation, set up for the sandbox: set the collection variable `apiKey` to your sandbox key.',
      '',
      'The code samples call production. To try a sample in the sandbox, point `LEDGERLINE_BASE_URL` at the sandbox.',
    ].join('\n');
    expect(pageSampleHostProblems('docs/planted.mdx', page, examples).map(String)).toEqual([
      'docs/planted.mdx:2: "set up for the sandbox": the samples and the Postman collection default to production, the server the spec marks `x-example-objects`; say production, or say nothing of the default host (rule: sample-host-claim)',
    ]);
    const about = "    about: 'every operation with the example values, sent to the sandbox unless you set baseUrl',";
    expect(lineSampleHostProblems('plugins/exports/downloadFiles.ts', `  postman: {\n${about}`, examples).map(String)).toEqual([
      'plugins/exports/downloadFiles.ts:2: "sent to the sandbox": the samples and the Postman collection default to production, the server the spec marks `x-example-objects`; say production, or say nothing of the default host (rule: sample-host-claim)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPromiseClaims } from './support/promise-claims';
import { currentDocPages, readFixture, specFiles } from './support/check-inputs';
import { handWrittenFiles, readRepoFile } from './support/repo-files';

const FIXTURE = 'tests/fixtures/content/promise-claims.mdx';

describe('pages, the spec and the home page promise no more than the spec holds', () => {
  const sources = [
    ...currentDocPages(),
    ...specFiles(),
    ...handWrittenFiles('src/pages').filter((file) => file.endsWith('.tsx')),
  ];

  it('reads the home page and the spec', () => {
    expect(sources).toEqual(expect.arrayContaining(['src/pages/index.tsx', 'examples/api/paths/webhooks.yaml', 'docs/guides/going-live.mdx']));
  });

  it.each(sources)('%s', (file) => {
    expect(checkPromiseClaims(file, readRepoFile(file)).map(String)).toEqual([]);
  });

  it('flag a secret shown once and webhooks for everything, at file:line, and pass the exact wording', () => {
    const { text, at } = readFixture(FIXTURE);
    expect(checkPromiseClaims(FIXTURE, text).map(String)).toEqual([
      expect.stringMatching(new RegExp(`^${at('only time the new secret')}: "only time the new secret" says the webhook secret is shown once; .* \\(rule: secret-shown-once\\)$`)),
      expect.stringMatching(new RegExp(`^${at('`secret`, once')}: "secret\`, once" says the webhook secret is shown once; .* \\(rule: secret-shown-once\\)$`)),
      expect.stringMatching(new RegExp(`^${at('webhooks for everything')}: "webhooks for everything" promises an event for every change; .* \\(rule: events-for-everything\\)$`)),
    ]);
  });
});

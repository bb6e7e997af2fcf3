import { describe, expect, it } from 'vitest';
import { GUIDE_SLUGS } from '../../plugins/api-model/rules/links';
import { docPages } from './support/repo-files';

describe('the guides the spec may link to', () => {
  it('are exactly the guides in docs/guides/', () => {
    const guides = docPages()
      .filter((file) => file.startsWith('docs/guides/') && !/\/index\.mdx?$/.test(file))
      .map((file) => file.replace(/^docs\/guides\/|\.mdx?$/g, ''))
      .sort();
    expect([...GUIDE_SLUGS].sort(), 'update GUIDE_SLUGS in plugins/api-model/rules/links.ts').toEqual(guides);
  });
});

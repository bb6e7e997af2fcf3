import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkFrontMatter } from './support/checks';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';

const declaredTags = Object.keys(parse(readRepoFile('docs/tags.yml')) as Record<string, unknown>);
const pages = docPages();

describe('page front matter and tags', () => {
  it('docs/tags.yml declares the 16 tags of the site', () => {
    expect(declaredTags.sort()).toEqual(
      [
        'api', 'balance-adjustments', 'cards', 'changelog', 'customers', 'deposits', 'glossary', 'guides',
        'internal-transfers', 'introduction', 'overview', 'portfolios', 'virtual-accounts', 'wallets', 'webhooks',
        'withdrawals',
      ].sort(),
    );
  });

  it.each(pages)('%s: has a title, a description and declared tags', (file) => {
    expect(checkFrontMatter(file, parseMdx(readRepoFile(file)), declaredTags).map(String)).toEqual([]);
  });

  it('every declared tag is used by at least one page', () => {
    const used = new Set(pages.flatMap((file) => (parseMdx(readRepoFile(file)).frontMatter?.tags as string[] | undefined) ?? []));
    const unused = declaredTags.filter((tag) => !used.has(tag));
    expect(unused, `tags in docs/tags.yml that no page under docs/ uses: ${unused.join(', ')}`).toEqual([]);
  });
});

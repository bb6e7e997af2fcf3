import { describe, expect, it } from 'vitest';
import { findUndeclaredTags, tagLine, undeclaredTagsFailure } from '../tooling/build-checks/undeclared-tags';

const ERROR = `[ERROR] Error: Unable to build website for locale en.
  [cause]: Error: Can't process doc metadata for doc at path path=/site/docs/guides/wallets.md in version name=current
    [cause]: Error: Tags [savings-goals, budgets] used in guides/wallets.md are not defined in tags.yml`;

const SOURCE = ['---', 'title: Wallets', 'tags:', '  - wallets', '  - savings-goals', "  - 'budgets'", '---', '', 'budgets in prose'].join('\n');

describe('undeclared tags', () => {
  it('reads the file and the tags from the Docusaurus error', () => {
    expect(findUndeclaredTags(ERROR)).toEqual({ file: '/site/docs/guides/wallets.md', tags: ['savings-goals', 'budgets'], tagsFile: 'tags.yml' });
    expect(findUndeclaredTags('[SUCCESS] Generated static files in "build".')).toBeUndefined();
  });

  it('finds the front-matter line of each tag, not a mention in the body', () => {
    expect(tagLine(SOURCE, 'savings-goals')).toBe(5);
    expect(tagLine(SOURCE, 'budgets')).toBe(6);
    expect(tagLine(SOURCE, 'wallet')).toBeUndefined();
  });

  it('names file, line, tag and rule', () => {
    const found = findUndeclaredTags(ERROR);
    expect(found).toBeDefined();
    expect(undeclaredTagsFailure(found!, 'docs/guides/wallets.md', SOURCE).split('\n')).toEqual([
      'docs/guides/wallets.md:5: tag "savings-goals" is not declared in tags.yml; declare it there or use a declared tag',
      'docs/guides/wallets.md:6: tag "budgets" is not declared in tags.yml; declare it there or use a declared tag',
    ]);
  });
});

import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { describe, expect, it } from 'vitest';
import { withBundleLoader } from './ssrTemplate';

describe('withBundleLoader', () => {
  it("replaces Docusaurus's deferred script tags with the loader at the end of the body", () => {
    const template = withBundleLoader(docusaurusTemplate);
    expect(template).not.toContain('defer');
    expect(template).toContain('<link rel="stylesheet"');
    expect(template.indexOf('<script data-bundles=')).toBeGreaterThan(template.indexOf('<div id="__docusaurus">'));
    expect(template.indexOf('<script data-bundles=')).toBeLessThan(template.indexOf('<%~ it.postBodyTags %>'));
  });

  it('names this file when the template it edits has changed', () => {
    expect(() => withBundleLoader('<html><body><%~ it.postBodyTags %></body></html>')).toThrow(/plugins\/page-loading\/ssrTemplate\.ts: .*DEFERRED_SCRIPTS/);
  });
});

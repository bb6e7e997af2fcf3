import { describe, expect, it } from 'vitest';
import { docRouteExists, markdownToHtml, unlinkMissingDocs } from './markdown';

describe('unlinkMissingDocs', () => {
  const exists = (route: string) => route === '/docs/guides/deposits';

  it('keeps links to existing docs and the text of links to docs not written yet', () => {
    expect(unlinkMissingDocs('See [deposits](/docs/guides/deposits#steps) and [wallets](/docs/guides/wallets).', exists)).toBe(
      'See [deposits](/docs/guides/deposits#steps) and wallets.',
    );
  });

  it('leaves external links alone', () => {
    expect(unlinkMissingDocs('[RFC 9457](https://www.rfc-editor.org/rfc/rfc9457)', exists)).toBe('[RFC 9457](https://www.rfc-editor.org/rfc/rfc9457)');
  });

  it('treats generated reference pages as existing', () => {
    expect(docRouteExists('/docs/cards-controller-create-credit-card', '/nonexistent')).toBe(true);
    expect(docRouteExists('/docs/categories-webhooks', '/nonexistent')).toBe(true);
    expect(docRouteExists('/docs/guides/wallets', '/nonexistent')).toBe(false);
  });
});

describe('markdownToHtml', () => {
  it('renders one paragraph inline and escapes raw HTML', () => {
    expect(markdownToHtml('Use `limit` <b>now</b>.')).toBe('Use <code>limit</code> &lt;b&gt;now&lt;/b&gt;.');
    expect(markdownToHtml('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
    expect(markdownToHtml('  ')).toBeUndefined();
  });
});

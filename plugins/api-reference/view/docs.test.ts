import { describe, expect, it } from 'vitest';
import { loadApiModel } from '../../api-model';
import { markdownToHtml } from '../render/markdownToHtml';
import { docIndex, unlinkMissingDocs } from './docs';

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

  it('knows the generated reference pages from the model and the hand-written docs from docs/', { timeout: 30_000 }, async () => {
    const model = await loadApiModel();
    const withoutDocs = docIndex(model, '/nonexistent');
    expect(withoutDocs.exists('/docs/cards-controller-create-credit-card')).toBe(true);
    expect(withoutDocs.exists('/docs/categories-webhooks')).toBe(true);
    expect(withoutDocs.exists('/docs/guides/wallets')).toBe(false);
    const docs = docIndex(model, 'docs');
    expect(docs.exists('/docs/guides/wallets#archive')).toBe(true);
    expect(docs.find('guides/wallets')?.route).toBe('/docs/guides/wallets');
    expect(docs.find('api')?.route).toBe('/docs/api');
  });
});

describe('markdownToHtml', () => {
  it('renders one paragraph inline and escapes raw HTML', () => {
    expect(markdownToHtml('Use `limit` <b>now</b>.')).toBe('Use <code>limit</code> &lt;b&gt;now&lt;/b&gt;.');
    expect(markdownToHtml('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
    expect(markdownToHtml('  ')).toBeUndefined();
  });
});

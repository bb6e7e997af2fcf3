import { describe, expect, it } from 'vitest';
import { escapeHtml, inlineMarkdownHtml } from './html';

describe('inlineMarkdownHtml', () => {
  it('turns code spans into <code> and escapes everything, inside code too', () => {
    expect(inlineMarkdownHtml('Sent when `amount` < 0 & the "card" is `<inactive>`.')).toBe(
      'Sent when <code>amount</code> &lt; 0 &amp; the &quot;card&quot; is <code>&lt;inactive&gt;</code>.',
    );
  });

  it('leaves an empty or unclosed backtick as text', () => {
    expect(inlineMarkdownHtml('a `` b')).toBe('a `` b');
    expect(inlineMarkdownHtml('an `unclosed span')).toBe('an `unclosed span');
  });

  it('turns a Markdown link into <a>, with code spans in its label and its href escaped', () => {
    expect(inlineMarkdownHtml('contact [support](/docs/guides/going-live#support) with the `id`.')).toBe(
      'contact <a href="/docs/guides/going-live#support">support</a> with the <code>id</code>.',
    );
    expect(inlineMarkdownHtml('see [`429 rate_limited`](/docs/api/intro#rate_limited)')).toBe(
      'see <a href="/docs/api/intro#rate_limited"><code>429 rate_limited</code></a>',
    );
    expect(inlineMarkdownHtml('[x](/a?b="c")')).toBe('<a href="/a?b=&quot;c&quot;">x</a>');
  });

  it('leaves brackets that are not a link as text', () => {
    expect(inlineMarkdownHtml('an array [1, 2] (of two)')).toBe('an array [1, 2] (of two)');
  });
});

describe('escapeHtml', () => {
  it('escapes what could start markup or end an attribute value', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

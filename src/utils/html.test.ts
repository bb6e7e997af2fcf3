import { describe, expect, it } from 'vitest';
import { escapeHtml, inlineCodeHtml } from './html';

describe('inlineCodeHtml', () => {
  it('turns code spans into <code> and escapes everything, inside code too', () => {
    expect(inlineCodeHtml('Sent when `amount` < 0 & the "card" is `<inactive>`.')).toBe(
      'Sent when <code>amount</code> &lt; 0 &amp; the &quot;card&quot; is <code>&lt;inactive&gt;</code>.',
    );
  });

  it('leaves an empty or unclosed backtick as text', () => {
    expect(inlineCodeHtml('a `` b')).toBe('a `` b');
    expect(inlineCodeHtml('an `unclosed span')).toBe('an `unclosed span');
  });
});

describe('escapeHtml', () => {
  it('escapes what could start markup or end an attribute value', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

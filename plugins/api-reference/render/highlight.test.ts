import { describe, expect, it } from 'vitest';
import { highlight, highlightLines } from './highlight';

describe('highlight', () => {
  it('marks up every sample and guide language with token classes', () => {
    for (const [language, code] of [
      ['bash', "curl --request GET --url 'https://api.example.com/v1'"],
      ['javascript', 'const a = await fetch("x");'],
      ['js', 'const a = 1;'],
      ['python', 'import requests'],
      ['go', 'package main'],
      ['java', 'public class Example {}'],
      ['csharp', 'var request = new HttpRequestMessage();'],
      ['php', "<?php\n$client = new Client();"],
      ['ruby', "require 'net/http'"],
      ['json', '{"a": 1}'],
      ['http', 'POST /webhooks HTTP/1.1\nContent-Type: application/json'],
      ['sql', 'SELECT 1;'],
    ]) {
      expect(highlight(code, language), language).toContain('<span class="token ');
    }
  });

  it('escapes text it has no grammar for', () => {
    expect(highlight('<b>&</b>', 'no-such-language')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('leaves punctuation unwrapped and keeps the code text exact', () => {
    const code = '{\n  "id": "cus_1",\n  "tags": [1, true]\n}';
    const html = highlight(code, 'json');
    expect(html).not.toContain('punctuation');
    expect(html).toContain('<span class="token property">&quot;id&quot;</span>'.replace(/&quot;/g, '"'));
    expect(html.replace(/<[^>]+>/g, '')).toBe(code);
  });

  it('closes a token at each line end and reopens it on the next line', () => {
    const lines = highlightLines('/* one\ntwo */\nx = 1', 'javascript');
    expect(lines).toEqual(['<span class="token comment">/* one</span>', '<span class="token comment">two */</span>', 'x <span class="token operator">=</span> <span class="token number">1</span>']);
  });

  it('gives nested tokens all their classes on one element', () => {
    const html = highlight('const s = `a${b}`;', 'javascript');
    expect(html).toMatch(/<span class="token template-string [^"]*interpolation[^"]*">/);
    expect(html).not.toMatch(/<span[^>]*><span/);
  });
});

import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('marks up every sample language with token classes', () => {
    for (const [language, code] of [
      ['bash', "curl --request GET --url 'https://api.example.com/v1'"],
      ['javascript', 'const a = await fetch("x");'],
      ['python', 'import requests'],
      ['go', 'package main'],
      ['java', 'public class Example {}'],
      ['csharp', 'var request = new HttpRequestMessage();'],
      ['php', "<?php\n$client = new Client();"],
      ['ruby', "require 'net/http'"],
      ['json', '{"a": 1}'],
    ]) {
      expect(highlight(code, language), language).toContain('<span class="token ');
    }
  });

  it('escapes text it has no grammar for', () => {
    expect(highlight('<b>&</b>', 'no-such-language')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});

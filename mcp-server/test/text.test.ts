// cspell:ignore Crad
import { describe, expect, it } from 'vitest';
import { continuation, partOf } from '../src/parts';
import { bestSentence, cleanText, nearest, readableSentences } from '../src/text';

describe('parts of a long answer', () => {
  const text = Array.from({ length: 400 }, (_, i) => `line ${i} — ${'é'.repeat(20)}`).join('\n');

  it('cuts at a line end within the byte limit, and the parts join up to the whole', () => {
    const parts = [];
    for (let offset = 0, part; offset !== undefined; offset = part.nextOffset!) {
      part = partOf(text, offset, 2_000);
      expect(Buffer.byteLength(part.text)).toBeLessThanOrEqual(2_000);
      parts.push(part);
      if (part.nextOffset === undefined) break;
      expect(part.text.endsWith('\n')).toBe(true);
    }
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('cuts before a heading in the second half of a part rather than at the last line end', () => {
    const sections = ['## One', 'a'.repeat(800), '## Two', 'b'.repeat(700), 'c'.repeat(200)].join('\n');
    const first = partOf(sections, 0, 1_300);
    expect(first.text.endsWith(`${'a'.repeat(800)}\n`)).toBe(true);
    expect(sections.slice(first.nextOffset)).toMatch(/^## Two\n/);
  });

  it('says where the next part starts, and nothing when there is none', () => {
    const first = partOf(text, 0, 1_000);
    expect(continuation(first, 'read_page with offset {offset}')).toBe(`\n\n[Part ends at character ${first.nextOffset} of ${text.length}. Next part: read_page with offset ${first.nextOffset}]`);
    expect(continuation(partOf('short', 0, 1_000), 'x')).toBe('');
  });
});

describe('text of answers', () => {
  it('cleans an excerpt: no tags, entities decoded, no space before punctuation', () => {
    expect(cleanText('Send <mark>Idempotency-Key</mark> on every <code>POST</code> . It&#x27;s &amp; safe ( retries )')).toBe("Send Idempotency-Key on every POST. It's & safe (retries)");
  });

  it('offers the nearest names first', () => {
    expect(nearest('createCreditCrad', ['listCards', 'createCreditCard', 'createDebitCard'], 2)).toEqual(['createCreditCard', 'createDebitCard']);
  });
});

describe('snippets', () => {
  const section = ['## Errors of this operation', '', 'Besides those every operation can return:', '', '| Error | When |', '| --- | --- |', '| `kyc_not_approved` | The customer\'s KYC is not approved. |', '', '```json', '{"code": "x"}', '```'].join('\n');

  it('reads a section as sentences: no heading, code block or table header row', () => {
    expect(readableSentences(section)).toEqual(['Besides those every operation can return:', "kyc_not_approved — The customer's KYC is not approved."]);
  });

  it('picks the sentence with most words of the query, and none when no sentence has one', () => {
    expect(bestSentence(section, 'kyc not approved')).toBe("kyc_not_approved — The customer's KYC is not approved.");
    expect(bestSentence(section, 'wallet archived')).toBeUndefined();
  });
});

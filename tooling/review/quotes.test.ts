import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkQuotes, quoteProblems, readCorpus, tally, type Round } from './quotes';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'review-build-'));
  mkdirSync(path.join(dir, 'docs', 'guides'), { recursive: true });
  mkdirSync(path.join(dir, 'pagefind'));
  writeFileSync(path.join(dir, 'docs', 'guides', 'wallets.md'), 'A new wallet is `pending` until the customer\'s\nKYC is approved, then `active`.\n');
  writeFileSync(path.join(dir, 'docs', 'guides', 'wallets.html'), '<p>Only in HTML: the twin is what is read.</p>');
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify({ info: { description: 'Every response carries `X-Request-Id`.' } }));
  writeFileSync(path.join(dir, 'pagefind', 'index.txt'), 'Search records are not the site.');
  return dir;
}

const round: Round = {
  round: 1,
  findings: [
    { id: 'H1', kind: 'hard', summary: 'wallet state', quotes: [{ text: "A new wallet is pending until the customer's KYC is approved", where: '/docs/guides/wallets' }] },
    { id: 'S1', kind: 'soft', summary: 'headers', quotes: [{ text: 'Every response carries `X-Request-Id`.', where: '/openapi.json' }] },
    { id: 'S2', kind: 'soft', summary: 'a misquote', quotes: [{ text: 'Every response carries `X-Request-ID`.' }] },
    { id: 'G1', kind: 'gap', summary: 'wrong page', quotes: [{ text: 'is `pending` until', where: 'https://docs.example.com/docs/api/wallets#lifecycle' }] },
    { id: 'G2', kind: 'gap', summary: 'only in HTML and search', quotes: [{ text: 'Only in HTML' }, { text: 'Search records' }] },
  ],
};

describe("checking a review round's quotes against the build", () => {
  const results = checkQuotes(round, readCorpus(fakeBuild()));

  it('finds a quote across a line break and without Markdown marks, on the page it names', () => {
    expect(results[0]).toMatchObject({ finding: 'H1', foundIn: ['/docs/guides/wallets.md'], plainOnly: true });
    expect(results[1]).toMatchObject({ finding: 'S1', foundIn: ['/openapi.json'], plainOnly: false });
  });

  it('names each quote that is misquoted, on another page, or only in what a reader does not get', () => {
    expect(quoteProblems(results)).toEqual([
      'S2: "Every response carries `X-Request-ID`." occurs nowhere in the build',
      'G1: "is `pending` until" is not on /docs/api/wallets.md (found in /docs/guides/wallets.md)',
      'G2: "Only in HTML" occurs nowhere in the build',
      'G2: "Search records" occurs nowhere in the build',
    ]);
  });

  it('counts the findings by kind', () => {
    expect(tally(round)).toEqual({ hard: 1, soft: 2, gap: 2 });
  });
});

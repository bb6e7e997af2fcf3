// cspell:ignore cardh paym payo walle
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCbor, encodeCbor } from './cbor';
import { chunkRanges, rechunkIndex, splitWords } from './rechunk';

type Word = Parameters<typeof chunkRanges>[0][number][number];
const word = (text: string, ...locations: number[][]): Word => [text, locations.map((locs, page) => [page, locs, []])];

describe('cbor', () => {
  it('decodes and encodes what Pagefind writes back to the same bytes', () => {
    const value = ['1.6.0', [['en_1234567', 300]], [['a', 'm', 'en_abc']], [], new Map([['k', [true, false, null]]]), -25, 70_000, 2 ** 33, new Uint8Array([1, 2])];
    const bytes = encodeCbor(value);
    expect(decodeCbor(bytes)).toEqual(value);
    expect(encodeCbor(decodeCbor(bytes))).toEqual(bytes);
  });

  it('writes heads in their shortest form', () => {
    expect([...encodeCbor(23)]).toEqual([0x17]);
    expect([...encodeCbor(24)]).toEqual([0x18, 24]);
    expect([...encodeCbor(-25)]).toEqual([0x38, 24]);
    expect([...encodeCbor('')]).toEqual([0x60]);
  });

  it('refuses what it cannot read back', () => {
    expect(() => decodeCbor(Uint8Array.from([0x9f]))).toThrow(/indefinite length/);
    expect(() => decodeCbor(Uint8Array.from([0x82, 0x01]))).toThrow(/unexpected end/);
    expect(() => decodeCbor(Uint8Array.from([0x01, 0x02]))).toThrow(/1 bytes after the value/);
  });
});

describe('splitWords', () => {
  it('closes a chunk once its locations and pages reach the size, as Pagefind does', () => {
    const words = [word('alpha', [1, 2]), word('beta', [3]), word('gamma', [4, 5, 6, 7]), word('delta', [8])];
    // alpha 3, beta 2: the chunk reaches 5 at beta; gamma alone is 5; delta is what is left.
    expect(splitWords(words, 5).map((chunk) => chunk.map(([text]) => text))).toEqual([['alpha', 'beta'], ['gamma'], ['delta']]);
  });
});

describe('chunkRanges', () => {
  it('shortens each boundary to one character past the prefix its two words share', () => {
    const chunks = [[word('card', [1])], [word('cardholder', [2]), word('payment', [3])], [word('payout', [4])]];
    expect(chunkRanges(chunks)).toEqual([
      { from: 'card', to: 'card' },
      { from: 'cardh', to: 'paym' },
      { from: 'payo', to: 'payout' },
    ]);
  });
});

interface BrowserPagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; score: number; data(): Promise<{ url: string; excerpt: string }> }[] }>;
}

/** Searches a bundle with Pagefind's own browser script, its files read from disk. */
async function searchBundle(bundle: string, queries: string[]) {
  const pagefind = (await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href)) as BrowserPagefind;
  await pagefind.options({ basePath: `${pathToFileURL(bundle).href}/`, baseUrl: '/' });
  await pagefind.init();
  const found: Record<string, { url: string; score: number; excerpt: string }[]> = {};
  for (const query of queries) {
    const { results } = await pagefind.search(query);
    found[query] = await Promise.all(results.map(async (result) => ({ score: result.score, ...(({ url, excerpt }) => ({ url, excerpt }))(await result.data()) })));
  }
  return found;
}

describe('rechunkIndex', () => {
  let dir: string;
  const realFetch = globalThis.fetch;
  const topics = ['deposit', 'refund', 'wallet', 'card', 'payout', 'webhook', 'signature', 'timeout', 'idempotency_key_reused', 'kyc'];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rechunk-'));
    const pagefind = await import('pagefind');
    const { index } = await pagefind.createIndex({ forceLanguage: 'en', writePlayground: false });
    if (!index) throw new Error('no index');
    for (const [n, topic] of topics.entries()) {
      const others = topics.filter((_, i) => i !== n).slice(0, 3).join(' and ');
      await index.addHTMLFile({ url: `/docs/${n}`, content: `<html lang="en"><body><main><h1>About ${topic}</h1><p>How a ${topic} works with ${others}, retried after a timeout.</p></main></body></html>` });
    }
    await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    await pagefind.close();
    await cp(path.join(dir, 'pagefind'), path.join(dir, 'rechunked'), { recursive: true });
    globalThis.fetch = (async (input: string | URL) => new Response(await readFile(fileURLToPath(String(input).split('?')[0])))) as typeof fetch;
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await rm(dir, { recursive: true, force: true });
  });

  it('splits the index into smaller chunks that find the same pages, with the same scores and excerpts', async () => {
    const { before, after } = await rechunkIndex(path.join(dir, 'rechunked'), 10);
    expect(before).toBe(1);
    expect(after).toBeGreaterThan(5);
    expect(await readdir(path.join(dir, 'rechunked', 'index'))).toHaveLength(after);
    const queries = ['deposit', 'timeout retried', 'webhook signature', 'idempotency_key_reused', 'card', 'ca', 'walle'];
    const original = await searchBundle(path.join(dir, 'pagefind'), queries);
    const rechunked = await searchBundle(path.join(dir, 'rechunked'), queries);
    expect(original.deposit.length).toBeGreaterThan(0);
    expect(rechunked).toEqual(original);
  });

  it('refuses an index it would not write back as it read it, naming the file', async () => {
    const bundle = path.join(dir, 'broken');
    await cp(path.join(dir, 'pagefind'), bundle, { recursive: true });
    const [chunk] = await readdir(path.join(bundle, 'index'));
    const file = path.join(bundle, 'index', chunk);
    const body = gunzipSync(await readFile(file)).subarray('pagefind_dcd'.length);
    // The same value with its outer array's length written in a longer head than needed.
    const longHead = Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from([0x98, 1]), body.subarray(1)]);
    await writeFile(file, gzipSync(longHead));
    await expect(rechunkIndex(bundle, 10)).rejects.toThrow(`search: ${file} is not the Pagefind index format the build re-chunks (it does not encode back to the same bytes)`);
  });
});

import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeCbor, encodeCbor, type CborValue } from './cbor';
import { MIN_WORD_LENGTH } from './client/engine';

/**
 * How large an index chunk is, in Pagefind's measure: a word's locations plus one per page it is
 * on. Pagefind splits its index at 20,000 (not an option), about 25 KiB gzip a chunk, and
 * the browser loads one chunk per searched word: a question of four words would cost four of
 * them. At this size a chunk is about 2 KiB, and a word with more locations is a chunk of its own
 * (at 2,500, about 3 KiB, a question told in a sentence of seven content words cost 11 KiB more).
 */
export const INDEX_CHUNK_SIZE = 800;

/** What Pagefind's files start with, inside their gzip. */
const SIGNATURE = Buffer.from('pagefind_dcd');

/** A word of the index (`PackedWord`): the word and, per page, its locations (and what Pagefind adds after them). */
type Word = [string, [number, number[], ...CborValue[]][]];

const formatError = (file: string, what: string) =>
  new Error(`search: ${file} is not the Pagefind index format the build re-chunks (${what}); check plugins/search/rechunk.ts against the installed Pagefind`);

async function readPagefindFile(file: string): Promise<CborValue> {
  const data = gunzipSync(await readFile(file));
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw formatError(file, 'no signature');
  const body = data.subarray(SIGNATURE.length);
  const value = decodeCbor(body);
  // Decoded and encoded again, the file must be the same bytes: nothing of it is lost or changed.
  if (!Buffer.from(encodeCbor(value)).equals(body)) throw formatError(file, 'it does not encode back to the same bytes');
  return value;
}

const pagefindFile = (value: CborValue) => gzipSync(Buffer.concat([SIGNATURE, encodeCbor(value)]), { level: 9 });

const hashName = (language: string, bytes: Uint8Array, length: number) => `${language}_${createHash('sha1').update(bytes).digest('hex').slice(0, length)}`;

const sizeOf = (word: Word) => word[1].reduce((sum, page) => sum + page[1].length + 1, 0);

/**
 * The shortest word the dialog searches (`MIN_WORD_LENGTH` in client/engine.ts). Pagefind
 * matches a searched word as the start of longer ones, but only in the one chunk whose range
 * holds it: two words that share this many first letters stay in one chunk, so that every
 * word that starts like a searched word is in the chunk loaded for it.
 */
const SHARED_PREFIX_KEPT = MIN_WORD_LENGTH;

const sharedPrefix = (a: string, b: string) => {
  const [x, y] = [Array.from(a), Array.from(b)];
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) common += 1;
  return common;
};

/**
 * Splits the sorted words into chunks as Pagefind does, closing a chunk once it reaches `size`,
 * but never between two words that start alike (SHARED_PREFIX_KEPT).
 */
export function splitWords<W extends Word>(words: W[], size: number): W[][] {
  const chunks: W[][] = [];
  let chunk: W[] = [];
  let filled = 0;
  for (const [index, word] of words.entries()) {
    chunk.push(word);
    filled += sizeOf(word);
    const next = words[index + 1];
    if (filled >= size && (!next || sharedPrefix(word[0], next[0]) < SHARED_PREFIX_KEPT)) {
      chunks.push(chunk);
      chunk = [];
      filled = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The word range each chunk answers for, as Pagefind writes it: from its first word to its
 * last, with each boundary between two chunks shortened to one character past the prefix the two
 * words share (a searched word, or a prefix of one, is looked up in the chunk whose range holds it).
 */
export function chunkRanges(chunks: Word[][]): { from: string; to: string }[] {
  const ranges = chunks.map((chunk) => ({ from: chunk[0][0], to: chunk[chunk.length - 1][0] }));
  for (let i = 0; i + 1 < ranges.length; i += 1) {
    const common = sharedPrefix(ranges[i].to, ranges[i + 1].from);
    ranges[i].to = Array.from(ranges[i].to).slice(0, common + 1).join('');
    ranges[i + 1].from = Array.from(ranges[i + 1].from).slice(0, common + 1).join('');
  }
  return ranges;
}

function asMeta(file: string, value: CborValue): [string, CborValue[], [string, string, string][], ...CborValue[]] {
  const isChunk = (chunk: CborValue) => Array.isArray(chunk) && chunk.length === 3 && chunk.every((part) => typeof part === 'string');
  if (!Array.isArray(value) || typeof value[0] !== 'string' || !Array.isArray(value[1]) || !Array.isArray(value[2]) || !value[2].every(isChunk)) {
    throw formatError(file, 'no list of index chunks where the meta index has it');
  }
  return value as ReturnType<typeof asMeta>;
}

function asWords(file: string, value: CborValue): Word[] {
  const isPage = (page: CborValue) => Array.isArray(page) && typeof page[0] === 'number' && Array.isArray(page[1]);
  const isWord = (word: CborValue) => Array.isArray(word) && typeof word[0] === 'string' && Array.isArray(word[1]) && word[1].every(isPage);
  if (!Array.isArray(value) || value.length !== 1 || !Array.isArray(value[0]) || !value[0].every(isWord)) throw formatError(file, 'no list of words');
  return value[0] as Word[];
}

/**
 * Rewrites the index Pagefind wrote in `bundleDir` into chunks of `size` (INDEX_CHUNK_SIZE): the
 * same words, pages and locations, in smaller files, with the meta index and the entry file
 * naming them. Returns the number of chunks before and after.
 */
export async function rechunkIndex(bundleDir: string, size = INDEX_CHUNK_SIZE): Promise<{ before: number; after: number }> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as { version: string; languages: Record<string, { hash: string }> };
  let before = 0;
  let after = 0;
  for (const [language, described] of Object.entries(entry.languages)) {
    const metaFile = path.join(bundleDir, `pagefind.${described.hash}.pf_meta`);
    const meta = asMeta(metaFile, await readPagefindFile(metaFile));
    if (meta[0] !== entry.version) throw formatError(metaFile, `version ${meta[0]}, the entry file says ${entry.version}`);
    const oldFiles = meta[2].map(([, , hash]) => path.join(bundleDir, 'index', `${hash}.pf_index`));
    const words: Word[] = [];
    for (const file of oldFiles) words.push(...asWords(file, await readPagefindFile(file)));

    const chunks = splitWords(words, size);
    const ranges = chunkRanges(chunks);
    const written = new Map<string, Buffer>();
    meta[2] = chunks.map((chunk, index) => {
      const file = pagefindFile([chunk]);
      const hash = hashName(language, file, 7);
      if (written.has(hash)) throw new Error(`search: two index chunks are named ${hash}`);
      written.set(hash, file);
      return [ranges[index].from, ranges[index].to, hash];
    });
    const metaBytes = pagefindFile(meta);
    const metaHash = hashName(language, metaBytes, 10);

    await Promise.all([...oldFiles, metaFile].map((file) => rm(file)));
    await Promise.all([...written].map(([hash, file]) => writeFile(path.join(bundleDir, 'index', `${hash}.pf_index`), file)));
    await writeFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), metaBytes);
    described.hash = metaHash;
    before += oldFiles.length;
    after += chunks.length;
  }
  await writeFile(entryFile, JSON.stringify(entry));
  return { before, after };
}

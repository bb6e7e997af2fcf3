/**
 * Writes the data the site renders from the spec into src/data/generated/ (gitignored):
 * error-codes.json, the error catalogue of /docs/api/intro.
 * Run with `npm run gen:data`; build, start and test run it first.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { collectErrorCodes } from './error-codes';

const root = resolve(__dirname, '../..');
const outDir = join(root, 'src/data/generated');

const doc = parse(readFileSync(join(root, 'examples/api.yaml'), 'utf8')) as Record<string, unknown>;

mkdirSync(outDir, { recursive: true });
const errorCodes = collectErrorCodes(doc);
writeFileSync(join(outDir, 'error-codes.json'), `${JSON.stringify(errorCodes, null, 2)}\n`);
console.log(`gen:data: wrote ${errorCodes.length} error codes to src/data/generated/error-codes.json`);

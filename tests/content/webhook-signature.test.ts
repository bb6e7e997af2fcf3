import { createHmac } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMdx } from './support/mdx';
import { readRepoFile } from './support/repo-files';

// The verification samples of the webhook page, run against signatures made with the documented
// scheme: `v1` = hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret; |now - t| <= 300 s.
const PAGE = 'docs/notifications/webhook-notification-payloads.mdx';
const SECRET = 'whsec_9fK2mQ7xL4pR8tV1wY5zB3nC6dG0hJ2k';
const NOW = 1763631000;
// Non-ASCII on purpose: a sample that signs re-encoded text instead of the raw bytes fails.
const BODY = Buffer.from('{"id":"evt_6Pl9Ok2Ij5Uh8Yg1","object":"event","type":"deposit.received","data":{"object":{"reference":"Rent – €950 for 12/2026"}}}');

const sign = (body: Buffer, t: number, secret = SECRET) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

interface Case {
  name: string;
  header: string;
  body: Buffer;
  accepted: boolean;
}

const CASES: Case[] = [
  { name: 'a genuine delivery', header: `t=${NOW},v1=${sign(BODY, NOW)}`, body: BODY, accepted: true },
  { name: 'a delivery signed 300 s ago', header: `t=${NOW - 300},v1=${sign(BODY, NOW - 300)}`, body: BODY, accepted: true },
  { name: 'one valid signature among two while a secret rolls', header: `t=${NOW},v1=${sign(BODY, NOW, 'whsec_old')},v1=${sign(BODY, NOW)}`, body: BODY, accepted: true },
  { name: 'a tampered body', header: `t=${NOW},v1=${sign(BODY, NOW)}`, body: Buffer.concat([BODY, Buffer.from(' ')]), accepted: false },
  { name: 'a stale timestamp (301 s old)', header: `t=${NOW - 301},v1=${sign(BODY, NOW - 301)}`, body: BODY, accepted: false },
  { name: 'a timestamp 301 s in the future', header: `t=${NOW + 301},v1=${sign(BODY, NOW + 301)}`, body: BODY, accepted: false },
  { name: 'a changed timestamp', header: `t=${NOW - 1},v1=${sign(BODY, NOW)}`, body: BODY, accepted: false },
  { name: 'another secret', header: `t=${NOW},v1=${sign(BODY, NOW, 'whsec_other')}`, body: BODY, accepted: false },
  { name: 'no signature', header: `t=${NOW}`, body: BODY, accepted: false },
  { name: 'no timestamp', header: `v1=${sign(BODY, NOW)}`, body: BODY, accepted: false },
  { name: 'a truncated signature', header: `t=${NOW},v1=${sign(BODY, NOW).slice(0, 40)}`, body: BODY, accepted: false },
  { name: 'an empty header', header: '', body: BODY, accepted: false },
];

/** The code of the block with `title="<title>"` on the webhook page. */
function sample(title: string): string {
  const block = parseMdx(readRepoFile(PAGE)).codeBlocks.find((b) => b.meta.title === title);
  if (!block) throw new Error(`${PAGE}: no code block with title="${title}"`);
  return block.code;
}

const workDir = mkdtempSync(join(tmpdir(), 'webhook-signature-'));

describe('webhook signature verification samples', () => {
  describe('Node.js (verify-signature.js)', async () => {
    const file = join(workDir, 'verify-signature.mjs');
    writeFileSync(file, sample('verify-signature.js'));
    const { verifySignature } = (await import(pathToFileURL(file).href)) as {
      verifySignature: (header: string, body: Buffer, secret: string, now?: number) => boolean;
    };

    it.each(CASES)('$name: accepted = $accepted', ({ header, body, accepted }) => {
      expect(verifySignature(header, body, SECRET, NOW)).toBe(accepted);
    });
  });

  const python = spawnSync('python3', ['--version']);
  describe.skipIf(python.status !== 0)('Python (verify_signature.py)', () => {
    writeFileSync(join(workDir, 'verify_signature.py'), sample('verify_signature.py'));
    const runner = [
      'import base64, json, sys',
      'from verify_signature import verify_signature',
      'cases = json.load(sys.stdin)',
      'print(json.dumps([verify_signature(c["header"], base64.b64decode(c["body"]), c["secret"], c["now"]) for c in cases]))',
    ].join('\n');

    it('gives the expected answer for every case', () => {
      const input = CASES.map((c) => ({ header: c.header, body: c.body.toString('base64'), secret: SECRET, now: NOW }));
      const run = spawnSync('python3', ['-c', runner], { cwd: workDir, input: JSON.stringify(input), encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const answers = JSON.parse(run.stdout) as boolean[];
      expect(Object.fromEntries(CASES.map((c, i) => [c.name, answers[i]]))).toEqual(
        Object.fromEntries(CASES.map((c) => [c.name, c.accepted])),
      );
    });
  });
});

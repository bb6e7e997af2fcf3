import { createHmac } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseMdx } from './support/mdx';
import { readRepoFile } from './support/repo-files';
import { secretProblems, secretRule, signedEventRule, signedEventsNamed } from './support/webhook-test-vector';

// The verification samples of the webhook page, in every language, run against the page's test
// vector and against signatures made with the documented scheme: `v1` = hex HMAC-SHA256 of
// "<t>.<raw body>" keyed with the secret; |now - t| <= 300 s.
const PAGE = 'docs/notifications/webhook-notification-payloads.mdx';
const source = readRepoFile(PAGE);
const page = parseMdx(source);

/** The code of the block with `title="<title>"` on the webhook page. */
function sample(title: string): string {
  const block = page.codeBlocks.find((b) => b.meta.title === title);
  if (!block) throw new Error(`${PAGE}: no code block with title="${title}"`);
  return block.code;
}

/** The test vector, as the page's "Test vector" section gives it to the reader. */
const vector = (() => {
  const section = /\{#test-vector\}([\s\S]*?)\n##/.exec(source)?.[1] ?? '';
  const find = (pattern: RegExp, what: string) => {
    const match = pattern.exec(section);
    if (!match) throw new Error(`${PAGE}: the test vector section gives no ${what} (${pattern})`);
    return match;
  };
  const rawBody = page.codeBlocks.find((b) => b.meta.title?.toString().startsWith('Raw body'));
  if (!rawBody) throw new Error(`${PAGE}: no code block titled "Raw body ..."`);
  const [, from, to] = find(/change\s+`([^`]+)`\s+to\s+`([^`]+)`/, 'tampering');
  return {
    secret: find(/Secret: `(whsec_[0-9A-Za-z]+)`/, 'secret')[1],
    timestamp: Number(find(/Timestamp: `(\d+)`/, 'timestamp')[1]),
    header: find(/Header: `Ledgerline-Signature: ([^`]+)`/, 'header')[1],
    statedBytes: Number(find(/Raw body: the (\d+) bytes below/, 'body length')[1]),
    body: Buffer.from(rawBody.code, 'utf8'),
    from,
    to,
  };
})();
/** The event type of the test vector's raw body. */
const vectorEventType = () => (JSON.parse(vector.body.toString('utf8')) as { type: string }).type;
const tamperedBody = Buffer.from(vector.body.toString('utf8').replace(vector.from, vector.to), 'utf8');

const SECRET = vector.secret;
const NOW = vector.timestamp;
// Non-ASCII on purpose: a sample that signs re-encoded text instead of the raw bytes fails.
const BODY = Buffer.from('{"id":"evt_6Pl9Ok2Ij5Uh8Yg1","object":"event","type":"deposit.received","data":{"object":{"reference":"Rent – €950 for 12/2026"}}}');

const sign = (body: Buffer, t: number, secret = SECRET) => createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

interface Case {
  name: string;
  header: string;
  body: Buffer;
  accepted: boolean;
}

const CASES: Case[] = [
  { name: "the page's test vector", header: vector.header, body: vector.body, accepted: true },
  { name: "the page's tampered test vector", header: vector.header, body: tamperedBody, accepted: false },
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

const expected = Object.fromEntries(CASES.map((c) => [c.name, c.accepted]));
const input = JSON.stringify(CASES.map((c) => ({ header: c.header, body: c.body.toString('base64'), secret: SECRET, now: NOW })));

/** The answers of a runner that reads the cases as JSON on stdin and prints a JSON list of booleans. */
function answers(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Record<string, boolean> {
  const run = spawnSync(command, args, { cwd, input, encoding: 'utf8', env });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const list = JSON.parse(run.stdout) as boolean[];
  return Object.fromEntries(CASES.map((c, i) => [c.name, list[i]]));
}

/** Whether a toolchain is installed; in CI (.ci/run installs them) a missing one fails the tests instead of skipping them. */
const has = (command: string, ...args: string[]) => Boolean(process.env.CI) || spawnSync(command, args).status === 0;

const workDir = mkdtempSync(join(tmpdir(), 'webhook-signature-'));

describe('the test vector of the webhook page', () => {
  it('is a delivery signed with its secret at its timestamp', () => {
    const [t, ...signatures] = vector.header.split(',');
    expect(t).toBe(`t=${vector.timestamp}`);
    expect(signatures).toEqual([`v1=${sign(vector.body, vector.timestamp)}`]);
  });

  it("has the event's created_at as timestamp, and the body's stated length", () => {
    const event = JSON.parse(vector.body.toString('utf8')) as { created_at: string };
    expect(Date.parse(event.created_at) / 1000).toBe(vector.timestamp);
    expect(vector.body.length).toBe(vector.statedBytes);
    expect(vector.body.toString('utf8')).not.toMatch(/\n/);
  });

  it('is the event the page shows, as one line, with the header the page shows', () => {
    const type = page.codeBlocks.find((b) => b.meta.title?.toString().startsWith('Raw body'))?.meta.event;
    expect(type).toBeTruthy();
    const shown = page.codeBlocks.find((b) => b.meta.event === type && !b.meta.title?.toString().startsWith('Raw body'));
    expect(JSON.stringify(JSON.parse(shown?.code ?? 'null'))).toBe(vector.body.toString('utf8'));
    expect(page.codeBlocks.find((b) => b.lang === 'http')?.code.split('\n')).toContain(`Ledgerline-Signature: ${vector.header}`);
  });

  it("is the spec's example of the Ledgerline-Signature header, which names the event it signs", () => {
    const parameters = parseYaml(readRepoFile('examples/api/components/parameters.yaml')) as {
      LedgerlineSignature: { example: string; description: string };
    };
    expect(parameters.LedgerlineSignature.example).toBe(vector.header);
    expect(signedEventsNamed(parameters.LedgerlineSignature.description), signedEventRule).toEqual([vectorEventType()]);
  });

  it('is signed with the secret its subscription holds at its timestamp', () => {
    expect(secretProblems(source, vector), secretRule).toEqual([]);
  });

  it('has a tampered body that differs from the signed one in exactly one place', () => {
    expect(vector.body.toString('utf8').split(vector.from)).toHaveLength(2);
    expect(tamperedBody.equals(vector.body)).toBe(false);
  });
});

describe('the test vector rules on planted mistakes', () => {
  it('signed-event-named: a description naming another event than the signed one', () => {
    const planted = 'The example is the signature of the test vector, the `deposit.received` example sent as one line.';
    expect(signedEventsNamed(planted)).not.toEqual([vectorEventType()]);
  });

  it('vector-secret-in-force: a vector signed with the old secret after the grace period, at its Secret line', () => {
    const planted = source.replace(`Secret: \`${vector.secret}\``, 'Secret: `whsec_9fK2mQ7xL4pR8tV1wY5zB3nC6dG0hJ2k`');
    expect(secretProblems(planted, { ...vector, secret: 'whsec_9fK2mQ7xL4pR8tV1wY5zB3nC6dG0hJ2k' })).toEqual([
      expect.stringMatching(/^docs\/notifications\/webhook-notification-payloads\.mdx:\d+: the test vector \(t=\d+\) is signed with whsec_9fK2mQ7xL4pR8tV1wY5zB3nC6dG0hJ2k, but the roll at line \d+ ended its grace period at 2026-12-22T09:30:00Z, before it; .*rule vector-secret-in-force/),
    ]);
  });
});

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

  describe.skipIf(!has('python3', '--version'))('Python (verify_signature.py)', () => {
    it('gives the expected answer for every case', () => {
      const dir = join(workDir, 'python');
      mkdirSync(dir);
      writeFileSync(join(dir, 'verify_signature.py'), sample('verify_signature.py'));
      const runner = [
        'import base64, json, sys',
        'from verify_signature import verify_signature',
        'cases = json.load(sys.stdin)',
        'print(json.dumps([verify_signature(c["header"], base64.b64decode(c["body"]), c["secret"], c["now"]) for c in cases]))',
      ].join('\n');
      expect(answers('python3', ['-c', runner], dir)).toEqual(expected);
    });
  });

  describe.skipIf(!has('go', 'version'))('Go (signature.go)', () => {
    it('gives the expected answer for every case', () => {
      const dir = join(workDir, 'go');
      mkdirSync(join(dir, 'webhooks'), { recursive: true });
      writeFileSync(join(dir, 'go.mod'), 'module example.com/webhookcheck\n\ngo 1.19\n');
      writeFileSync(join(dir, 'webhooks', 'signature.go'), sample('signature.go'));
      writeFileSync(
        join(dir, 'main.go'),
        [
          'package main',
          '',
          'import (',
          '\t"encoding/base64"',
          '\t"encoding/json"',
          '\t"os"',
          '\t"time"',
          '',
          '\t"example.com/webhookcheck/webhooks"',
          ')',
          '',
          'func main() {',
          '\tvar cases []struct {',
          '\t\tHeader, Body, Secret string',
          '\t\tNow                  int64',
          '\t}',
          '\tif err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {',
          '\t\tpanic(err)',
          '\t}',
          '\tanswers := []bool{}',
          '\tfor _, c := range cases {',
          '\t\tbody, _ := base64.StdEncoding.DecodeString(c.Body)',
          '\t\tanswers = append(answers, webhooks.VerifySignature(c.Header, body, c.Secret, time.Unix(c.Now, 0)))',
          '\t}',
          '\tjson.NewEncoder(os.Stdout).Encode(answers)',
          '}',
          '',
        ].join('\n'),
      );
      const env = { ...process.env, GOCACHE: join(tmpdir(), 'ledgerline-samples-go-cache') };
      expect(answers('go', ['run', '.'], dir, env)).toEqual(expected);
    }, 240_000);
  });

  describe.skipIf(!has('ruby', '--version'))('Ruby (verify_signature.rb)', () => {
    it('gives the expected answer for every case', () => {
      const dir = join(workDir, 'ruby');
      mkdirSync(dir);
      writeFileSync(join(dir, 'verify_signature.rb'), sample('verify_signature.rb'));
      const runner = [
        'require "base64"',
        'require "json"',
        'require_relative "verify_signature"',
        'cases = JSON.parse($stdin.read)',
        'puts JSON.generate(cases.map { |c| verify_signature(c["header"], Base64.decode64(c["body"]), c["secret"], now: c["now"]) })',
      ].join('\n');
      writeFileSync(join(dir, 'runner.rb'), runner);
      expect(answers('ruby', ['runner.rb'], dir)).toEqual(expected);
    });
  });
});

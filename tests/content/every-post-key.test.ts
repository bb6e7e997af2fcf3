import { beforeAll, describe, expect, it } from 'vitest';
import { everyPostKeyProblems, keylessPosts } from './support/every-post-key';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const FIXTURE = 'tests/fixtures/content/every-post-key.mdx';
// A release is the spec as it was published; its words are history, not today's rule.
const files = () => [...docPages(), ...handWrittenFiles('examples').filter((file) => /\.ya?ml$/.test(file) && !file.startsWith('examples/releases/'))];

describe('sentences about idempotency keys for every POST match the operations', () => {
  let keyless: string[];

  beforeAll(async () => {
    keyless = keylessPosts((await loadApiModel()).operations);
  }, 120_000);

  it('finds the POST operations that take no key', () => {
    expect(keyless).toContain('DigitalWalletsController_archiveWallet');
  });

  it('no page or spec file gives every POST a key', () => {
    expect(files().flatMap((file) => everyPostKeyProblems(file, readRepoFile(file), keyless))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line and rule', () => {
    const rule = (quote: string) => `${FIXTURE}:${quote}" gives every POST an idempotency key, but ${keyless.join(', ')} take none; say "every \`POST\` that creates a resource or moves money" (rule: every-post-key)`;
    expect(everyPostKeyProblems(FIXTURE, readRepoFile(FIXTURE), keyless)).toEqual([
      rule('5: "A way to generate an idempotency key (a UUID) for every `POST`.'),
      rule('8: "Each POST request takes an `Idempotency-Key` header.'),
    ]);
    expect(everyPostKeyProblems(FIXTURE, readRepoFile(FIXTURE), [])).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { collectErrorCodes, type ErrorCodeEntry } from '../../scripts/spec/error-codes';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

const SANDBOX = 'docs/guides/sandbox.mdx';

type Json = Record<string, unknown>;

/** The values of a component schema's enum. */
function enumOf(doc: Json, name: string): string[] {
  const schemas = (doc.components as Json).schemas as Record<string, { enum?: unknown[] }>;
  return (schemas[name]?.enum ?? []).map(String);
}

/** The prose of a page (code blocks left out), so that a value counts only where the guide explains it. */
function prose(file: string): string {
  return parseMdx(readRepoFile(file))
    .paragraphs.map((p) => p.text)
    .join('\n');
}

describe('the sandbox guide reproduces every documented outcome', () => {
  let doc: Json;
  let codes: ErrorCodeEntry[];
  let text: string;

  beforeAll(async () => {
    doc = (await specIndex()).doc as Json;
    codes = collectErrorCodes(doc);
    text = prose(SANDBOX);
  }, 60_000);

  it('says how to cause every error code of the spec, with its status', () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter(({ code, status }) => !text.includes(`\`${status} ${code}\``)).map((c) => c.code)).toEqual([]);
  });

  it('names the magic value of every failure code a transaction can carry', () => {
    const failureCodes = enumOf(doc, 'FailureCode');
    expect(failureCodes.length).toBeGreaterThan(5);
    expect(failureCodes.filter((code) => !text.includes(`\`${code}\``))).toEqual([]);
  });

  it('covers every end of a KYC review and every card payment event', () => {
    const wanted = [
      ...['approved', 'rejected', 'action_required', 'pending'],
      ...enumOf(doc, 'EventType').filter((type) => type.startsWith('card_payment.') && type !== 'card_payment.authorised'),
    ];
    expect(wanted.filter((value) => !text.includes(`\`${value}\``))).toEqual([]);
  });

  it('is linked from every guide that describes a failure', () => {
    const failure = /`[45]\d\d [a-z_]+`|`failure_code`/;
    const guides = docPages().filter((file) => file.startsWith('docs/guides/') && file !== SANDBOX);
    const unlinked = guides.filter((file) => failure.test(prose(file)) && !prose(file).includes('](/docs/guides/sandbox'));
    expect(unlinked).toEqual([]);
  });
});

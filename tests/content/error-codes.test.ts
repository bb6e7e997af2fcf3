import { beforeAll, describe, expect, it } from 'vitest';
import { collectErrorCodes, type ErrorCodeEntry } from '../../plugins/api-model/error-codes';
import { checkErrorCodeMentions } from './support/checks';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

const problemResponse = (example: Record<string, unknown>) => ({
  description: 'A problem.',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example } },
});

describe('the error catalogue', () => {
  let codes: ErrorCodeEntry[] = [];
  beforeAll(async () => {
    codes = collectErrorCodes((await specIndex()).doc);
  });

  it('lists every code of the spec, each with a status, a title and a meaning', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const entry of codes) {
      expect(entry.code).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.title).not.toBe('');
      expect(entry.description).not.toBe('');
    }
  });

  it('is rendered on the conventions page, where the error type URIs point', () => {
    expect(readRepoFile('docs/api/intro.mdx')).toMatch(/^<ErrorCatalogue \/>$/m);
  });

  it('merges declared codes with example codes and rejects a type URI that does not match its code', () => {
    const doc = {
      components: {
        schemas: {
          Problem: {
            properties: {
              code: { type: 'string', enum: ['wallet_not_empty'], 'x-enum-descriptions': { wallet_not_empty: 'Move the money out first.' } },
            },
          },
        },
      },
      paths: {
        '/wallets/{id}/archive': {
          post: {
            responses: {
              '422': problemResponse({
                type: 'https://docs.example.com/docs/api/intro#wallet_not_empty',
                title: 'Wallet not empty',
                status: 422,
                code: 'wallet_not_empty',
              }),
            },
          },
        },
      },
    };
    expect(collectErrorCodes(doc)).toEqual([
      { code: 'wallet_not_empty', status: 422, title: 'Wallet not empty', description: 'Move the money out first.' },
    ]);
    const wrongType = structuredClone(doc);
    wrongType.paths['/wallets/{id}/archive'].post.responses['422'].content['application/problem+json'].example.type =
      'https://docs.example.com/docs/api/intro#wallet_archived';
    expect(() => collectErrorCodes(wrongType)).toThrow(
      /\/paths\/~1wallets~1\{id\}~1archive\/post\/responses\/422\/content\/application~1problem\+json\/example\/type: expected "https:\/\/docs\.example\.com\/docs\/api\/intro#wallet_not_empty"/,
    );
  });

  it('reads codes from a Markdown list in the description of Problem.code and checks them against its enum', () => {
    const codeSchema = {
      type: 'string',
      enum: ['kyc_not_approved', 'rate_limited'],
      description: "Branch on this.\n- `kyc_not_approved` (422): the customer's KYC is not approved yet.\n- `rate_limited` (429): wait.\n",
    };
    const doc = { components: { schemas: { Problem: { properties: { code: { $ref: '#/components/schemas/ErrorCode' } } }, ErrorCode: codeSchema } } };
    expect(collectErrorCodes(doc)).toEqual([
      { code: 'kyc_not_approved', status: 422, title: 'KYC not approved', description: "The customer's KYC is not approved yet." },
      { code: 'rate_limited', status: 429, title: 'Rate limited', description: 'Wait.' },
    ]);
    codeSchema.enum = ['kyc_not_approved'];
    expect(() => collectErrorCodes(doc)).toThrow('error code "rate_limited" is described but missing from the enum of Problem.code');
  });

  it.each(docPages())('%s: every `STATUS code` it names is in the catalogue with that status', (file) => {
    expect(checkErrorCodeMentions(file, parseMdx(readRepoFile(file)), codes).map(String)).toEqual([]);
  });

  it('flags an unknown code and a wrong status', () => {
    const mdx = parseMdx('A retry returns `409 idempotency_key_reuse`.\n\nOr `404 insufficient_funds`.');
    expect(checkErrorCodeMentions('docs/x.mdx', mdx, [{ code: 'insufficient_funds', status: 422 }]).map(String)).toEqual([
      'docs/x.mdx:1: [error-code] `409 idempotency_key_reuse`: "idempotency_key_reuse" is not an error code of the spec',
      'docs/x.mdx:3: [error-code] `404 insufficient_funds`: the spec gives "insufficient_funds" the status 422',
    ]);
  });
});

// The misspelt codes are what these tests are about. cspell:ignore insuficient
import { beforeAll, describe, expect, it } from 'vitest';
import { checkErrorCodeMentions, checkErrorCodeMentionsInSource } from './support/mentions';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';
import { collectErrorCodes, type ErrorCodeEntry } from './support/spec';
import { specIndex, type ErrorCatalogue } from './support/spec-index';

const FIXTURE = 'tests/fixtures/content/unknown-error-codes.mdx';
const SOURCE_FIXTURE = 'tests/fixtures/content/error-code-in-source.ts.txt';
/** Code that writes prose into pages and exports; its tests plant wrong codes on purpose. */
const proseWritingSources = () =>
  ['plugins', 'src', 'mcp-server/src'].flatMap((dir) => handWrittenFiles(dir)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

const problemResponse = (example: Record<string, unknown>) => ({
  description: 'A problem.',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example } },
});

describe('the error catalogue', () => {
  let codes: ErrorCodeEntry[] = [];
  let catalogue: ErrorCatalogue;
  beforeAll(async () => {
    const spec = await specIndex();
    codes = collectErrorCodes(spec.doc);
    catalogue = spec.errorCatalogue;
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

  it('rejects an example whose title differs from the title the code carries elsewhere (one-title-per-code)', () => {
    const example = (title: string) =>
      problemResponse({ type: 'https://docs.example.com/docs/api/intro#wallet_not_empty', title, status: 422, code: 'wallet_not_empty' });
    const doc = {
      components: { schemas: { Problem: { properties: { code: { type: 'string', enum: ['wallet_not_empty'] } } } } },
      paths: {
        '/wallets/{id}/archive': { post: { responses: { '422': example('Wallet not empty') } } },
        '/wallets/{id}/close': { post: { responses: { '422': example('Wallet still holds money') } } },
      },
    };
    expect(() => collectErrorCodes(doc)).toThrow(
      '/paths/~1wallets~1{id}~1close/post/responses/422/content/application~1problem+json/example/title: wallet_not_empty is titled "Wallet still holds money" here but "Wallet not empty" in /paths/~1wallets~1{id}~1archive/post/responses/422/content/application~1problem+json/example (rule: one-title-per-code)',
    );
    doc.paths['/wallets/{id}/close'].post.responses['422'] = example('Wallet not empty');
    expect(collectErrorCodes(doc).map((entry) => entry.title)).toEqual(['Wallet not empty']);
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

  it.each(docPages())('%s: every error code it names is in the catalogue, with its status', (file) => {
    expect(checkErrorCodeMentions(file, readRepoFile(file), catalogue).map(String)).toEqual([]);
  });

  it('every `STATUS code` that code writes into pages (changelog changes, versioning reasons) is in the catalogue', () => {
    const files = proseWritingSources();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => checkErrorCodeMentionsInSource(file, readRepoFile(file), catalogue)).map(String)).toEqual([]);
  });

  it('flags a code of an `errors` entry written as the code of a response, in code that writes prose', () => {
    expect(checkErrorCodeMentionsInSource(SOURCE_FIXTURE, readRepoFile(SOURCE_FIXTURE), catalogue).map(String)).toEqual([
      `${SOURCE_FIXTURE}:3: \`400 unknown_field\`: "unknown_field" is the code of an \`errors\` entry, not of the response; write \`400 invalid_request\` with an \`errors\` entry of code \`unknown_field\` (rule: error-code)`,
      `${SOURCE_FIXTURE}:4: \`409 wallet_not_empty\`: the catalogue gives "wallet_not_empty" the status 422 (rule: error-code)`,
    ]);
  });

  it('flags each way a page can name a code the catalogue lacks, or give a code the wrong status', () => {
    expect(checkErrorCodeMentions(FIXTURE, readRepoFile(FIXTURE), catalogue).map(String)).toEqual([
      `${FIXTURE}:9: \`409 idempotency_key_reuse\`: "idempotency_key_reuse" is not an error code of the catalogue (rule: error-code)`,
      `${FIXTURE}:10: \`404 insufficient_funds\`: the catalogue gives "insufficient_funds" the status 422 (rule: error-code)`,
      `${FIXTURE}:33: \`400 unknown_field\`: "unknown_field" is the code of an \`errors\` entry, not of the response; write \`400 invalid_request\` with an \`errors\` entry of code \`unknown_field\` (rule: error-code)`,
      `${FIXTURE}:12: "/docs/api/intro#insuficient_funds" points to "insuficient_funds", which is not an error code of the catalogue (rule: error-code)`,
      `${FIXTURE}:15: "insuficient_funds" is read as an error code but is not one of the catalogue (nor a field error code) (rule: error-code)`,
      `${FIXTURE}:20: problem "insufficient_funds" has "status": 404; the catalogue gives "insufficient_funds" the status 422 (rule: error-code)`,
      `${FIXTURE}:20: a 404 response cannot carry "insufficient_funds": the catalogue gives it the status 422 (rule: error-code)`,
      `${FIXTURE}:20: problem "insufficient_funds" has "type": "https://docs.example.com/docs/api/intro#wallet_archived"; it must end with #insufficient_funds (rule: error-code)`,
    ]);
  });
});

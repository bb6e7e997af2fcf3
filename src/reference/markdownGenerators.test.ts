import { describe, expect, it } from 'vitest';
import { createApiPageMD, createTagPageMD, metaDescription } from './markdownGenerators';

const api = {
  operationId: 'WalletsController_getThing',
  method: 'get',
  path: '/wallets/{wallet_id}',
  tags: ['Wallets'],
  description: 'Returns a wallet. Use `{curly}` <safely>.',
  servers: [{ url: 'https://api.sandbox.example.com/v1', description: 'Sandbox' }],
  security: [{ bearerAuth: [] }],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  parameters: [{ name: 'wallet_id', in: 'path', required: true, description: 'The wallet.', schema: { type: 'string' }, example: 'wal_1' }],
  responses: {
    '200': { description: 'The wallet.', content: { 'application/json': { schema: { type: 'object', properties: { currency: { type: 'string' } } } } } },
    '404': { description: 'No such wallet.' },
  },
};

describe('createApiPageMD', () => {
  const mdx = createApiPageMD({ api });

  it('imports only our reference components', () => {
    const imports = mdx.match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/from '(@theme\/ApiReference|@site\/src\/components)\/\w+';$/);
  });

  it('emits the sections as headings with stable ids, one per response status', () => {
    expect(mdx).toContain('## Request {#request}');
    expect(mdx).toContain('### Path parameters {#path-parameters}');
    expect(mdx).toContain('## Code samples {#code-samples}');
    expect(mdx).toContain('### 200 OK {#response-200}');
    expect(mdx).toContain('### 404 Not found {#response-404}');
    expect(mdx).not.toContain('### Body');
  });

  it('links the spec and Postman downloads after the code samples', () => {
    expect(mdx).toMatch(/## Code samples[\s\S]*<SpecDownloads variant=\{"inline"\} \/>[\s\S]*## Responses/);
  });

  it('passes plain JSON props, with a curl sample that fills in the path parameter', () => {
    const samples = /<CodeSamples samples=\{(.*)\} \/>/.exec(mdx)?.[1];
    const parsed = JSON.parse(samples ?? '[]') as { id: string; html: string }[];
    const curl = parsed.find((s) => s.id === 'curl')?.html.replace(/<[^>]+>/g, '');
    expect(curl).toContain("--url 'https://api.sandbox.example.com/v1/wallets/wal_1'");
  });

  it('escapes MDX syntax in the description', () => {
    expect(mdx).toContain('Use `{curly}` &lt;safely&gt;.');
  });
});

describe('createTagPageMD', () => {
  it('lists every operation of the tag through the operation index', () => {
    const mdx = createTagPageMD({ tag: { name: 'Virtual accounts', description: 'Bank details for wallets.' } });
    expect(mdx).toContain('Bank details for wallets.');
    expect(mdx).toContain('<OperationIndex tag={"Virtual accounts"} />');
  });
});

describe('webhook events', () => {
  it('makes the generated event pages drafts with no content', () => {
    const item: { api: object; frontMatter?: Record<string, unknown> } = { api: { method: 'event', path: 'webhook' }, frontMatter: { description: 'x' } };
    expect(createApiPageMD(item)).toBe('');
    expect(item.frontMatter).toEqual({ description: 'x', draft: true });
  });
});

describe('metaDescription', () => {
  it('keeps the whole first sentence as plain text, across wrapped lines', () => {
    const description = 'Issues a Visa credit card linked to a wallet: purchases draw on `credit_limit` and the\noutstanding amount is repaid from [the wallet](/docs/guides/wallets). Emits `card.created`.';
    expect(metaDescription(description)).toBe(
      'Issues a Visa credit card linked to a wallet: purchases draw on credit_limit and the outstanding amount is repaid from the wallet.',
    );
  });

  it('cannot break out of the quoted front matter value', () => {
    expect(metaDescription('Says "hello" \\ once.')).toBe("Says 'hello' once.");
  });
});

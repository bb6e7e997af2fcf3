import { describe, expect, it } from 'vitest';
import type { OperationModel, TagModel } from '../api-model';
import { endpointPage, escapeMdx, metaDescription, referenceSidebar, tagPage } from './pages';
import { operationView } from './view/operation';

const op: OperationModel = {
  operationId: 'WalletsController_getThing',
  pageId: 'wallets-controller-get-thing',
  route: '/docs/wallets-controller-get-thing',
  summary: "Retrieve a wallet's thing",
  description: 'Returns a wallet. Use `{curly}` <safely>. See [the guide](/docs/guides/missing).',
  tag: 'Wallets',
  tags: ['Wallets'],
  method: 'get',
  path: '/wallets/{wallet_id}',
  servers: [{ url: 'https://api.sandbox.example.com/v1', description: 'Sandbox' }],
  security: [{ bearerAuth: [] }],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  parameters: [{ name: 'wallet_id', in: 'path', required: true, description: 'The wallet.', schema: { type: 'string' }, example: 'wal_1' }],
  responses: {
    '200': { description: 'The wallet.', content: { 'application/json': { schema: { type: 'object', properties: { currency: { type: 'string' } } } } } },
    '404': { description: 'No such wallet.' },
  },
  inSidebar: true,
  pointer: '/paths/~1wallets~1{wallet_id}/get',
  errors: [],
  generalErrors: [],
};
const docs = { find: () => undefined, exists: (route: string) => route.startsWith('/docs/api') };
const { mdx, data } = endpointPage(operationView(op, docs, { world: [] }));
/** The MDX with each `page.html[i]` prop replaced by the HTML it stands for. */
const rendered = mdx.replace(/\{page\.html\[(\d+)\]\}/g, (_, index: string) => JSON.stringify(data.html[Number(index)]));

describe('endpointPage', () => {
  it('keeps the route /docs/{page id} with its slug and carries title, description and keywords', () => {
    expect(mdx).toMatch(/^---\nid: "wallets-controller-get-thing"\nslug: "\/wallets-controller-get-thing"\ntitle: "Retrieve a wallet's thing"\n/);
    expect(mdx).toContain('description: "Returns a wallet."');
    expect(mdx).toContain('keywords: ["WalletsController_getThing","/wallets/{wallet_id}"]');
  });

  it('imports only our reference components, the downloads and its own data file', () => {
    const imports = mdx.match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !/from '@theme\/(ApiReference\/)?\w+';$/.test(line))).toEqual(["import page from './wallets-controller-get-thing.data.json';"]);
  });

  it('keeps the bulky props out of the MDX: every StaticHtml block reads its HTML from the data file', () => {
    const blocks = mdx.match(/<StaticHtml [^\n]*\/>/g) ?? [];
    expect(blocks).toEqual(data.html.map((_, index) => `<StaticHtml html={page.html[${index}]} />`));
    expect(mdx).not.toContain('ref-field');
    expect(mdx.length).toBeLessThan(3000);
  });

  it('emits the sections as headings with stable ids, one per response status', () => {
    expect(mdx).toContain('## Request {#request}');
    expect(mdx).toContain('### Path parameters {#path-parameters}');
    expect(mdx).toContain('## Code samples {#code-samples}');
    expect(mdx).toContain('### 200 OK {#response-200}');
    expect(mdx).toContain('### 404 Not found {#response-404}');
    expect(mdx).not.toContain('### Body');
  });

  it('puts the code column between the request and the responses, and the downloads at the end', () => {
    expect(mdx).toMatch(
      /<EndpointLayout>\n\n<div className="ref-column ref-column--request">[\s\S]*## Request[\s\S]*<\/div>\n\n<EndpointCode [^\n]*>\n\n## Code samples \{#code-samples\}\n\n<\/EndpointCode>\n\n<div className="ref-column ref-column--responses">\n\n## Responses[\s\S]*<SpecDownloads variant=\{"inline"\} \/>\n\n<\/div>\n\n<\/EndpointLayout>\n$/,
    );
  });

  it('passes plain JSON props, with a curl sample that fills in the path parameter and every status', () => {
    expect(mdx).toContain('<EndpointCode examples={page.code.examples} samples={page.code.samples} responses={page.code.responses}>');
    const { code } = data;
    expect(code.examples).toEqual([]);
    const curl = code.samples[0].find((s) => s.id === 'curl')?.html.replace(/<[^>]+>/g, '');
    expect(curl).toContain('--url "${LEDGERLINE_BASE_URL:-https://api.sandbox.example.com/v1}/wallets/wal_1"');
    expect(code.responses.map((r) => r.label)).toEqual(['200 OK', '404 Not found']);
  });

  it('gives each parameter an anchor and a link to it, and marks it required', () => {
    expect(rendered).toContain('id=\\"request-path-wallet_id\\"');
    expect(rendered).toContain('<a class=\\"ref-anchor\\" href=\\"#request-path-wallet_id\\" aria-label=\\"Link to wallet_id\\">#</a>');
    expect(rendered).toContain('<span class=\\"ref-required\\">required</span>');
  });

  it('escapes MDX syntax in the description and unlinks docs that do not exist', () => {
    expect(mdx).toContain('Use `{curly}` &lt;safely&gt;. See the guide.');
  });
});

describe('escapeMdx', () => {
  it('leaves code spans and fences alone', () => {
    expect(escapeMdx('a {b} `{c}`\n```json\n{"d": 1}\n```')).toBe('a \\{b\\} `{c}`\n```json\n{"d": 1}\n```');
  });
});

describe('tagPage and the sidebar', () => {
  const tag: TagModel = { name: 'Wallets', description: 'Money held for a customer.', pageId: 'wallets', route: '/docs/categories-wallets', operations: [op, { ...op, pageId: 'hidden', inSidebar: false }] };

  it('lists every operation of the tag through the operation index, at /docs/categories-{tag}', () => {
    const page = tagPage(tag, (markdown) => markdown);
    expect(page).toContain('slug: "/categories-wallets"');
    expect(page).toContain('Money held for a customer.');
    expect(page).toContain('<OperationIndex tag={"Wallets"} />');
  });

  it('gives each tag a category linking its page, without the operations that have no entry', () => {
    expect(referenceSidebar([tag], (id) => `reference/${id}`)).toEqual([
      {
        type: 'category',
        label: 'Wallets',
        link: { type: 'doc', id: 'reference/wallets' },
        items: [{ type: 'doc', id: 'reference/wallets-controller-get-thing', label: "Retrieve a wallet's thing", className: 'api-method get' }],
      },
    ]);
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

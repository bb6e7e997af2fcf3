import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { errorCodeAnswer } from './errors';
import { webhookEventAnswer } from './events';
import { LookupError } from './failures';
import { boundedText, offsetArgument } from './limits';
import { listOperationsAnswer, operationAnswer } from './operations';
import { listedPages, LLMS_TXT_PATH, readPageAnswer } from './pages';
import { continuation, DEFAULT_PART_BYTES, MAX_ANSWER_BYTES, partOf } from './parts';
import { sampleLanguage, SAMPLE_LANGUAGE_IDS } from './samples';
import { schemaAnswer } from './schemas';
import { MAX_QUERY_LENGTH, searchAnswer, searchDocs } from './search';
import type { Site } from './site';
import { OPENAPI_PATH } from './spec';

export const SERVER_NAME = 'ledgerline-docs-mcp';
declare const __PACKAGE_VERSION__: string | undefined;
/** The package's version, from its package.json when the build compiles it. */
export const SERVER_VERSION = typeof __PACKAGE_VERSION__ === 'string' ? __PACKAGE_VERSION__ : '0.0.0-source';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const offset = offsetArgument.optional().describe('Where to continue a cut answer: the character offset its last line names.');

/** An answer, cut into parts past MAX_ANSWER_BYTES; a refusal or a miss as an error result the agent reads. */
async function answer(compute: () => Promise<string>, from = 0, how = 'the same call with offset {offset}'): Promise<CallToolResult> {
  try {
    const text = await compute();
    const part = partOf(text, from, MAX_ANSWER_BYTES);
    return { content: [{ type: 'text', text: `${part.text}${continuation(part, how)}` }] };
  } catch (error) {
    const message = error instanceof LookupError ? error.message : `The server could not answer: ${error instanceof Error ? error.message : String(error)}`;
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}

/** The MCP server of the docs: tools and resources over one site (a URL or a build folder). */
export function createServer(site: Site): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION, title: 'Ledgerline API docs' },
    {
      instructions: `The Ledgerline API documentation (${site.url}). Use search_docs for questions in words, get_operation / get_schema / get_error_code / get_webhook_event for exact API facts, read_page to read a page or one of its sections. Every answer links the page it came from.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Search the Ledgerline docs (guides, conventions, API reference, webhook payloads) with the site\'s own search. Returns up to `limit` hits, best first: title, URL with the anchor of the part or field that matched, and a short plain-text snippet. Use it for questions in words ("how do lists page", "which error when KYC is pending"); then read_page on a hit\'s URL.',
      inputSchema: {
        query: boundedText('query').describe(`Words to search for, at most ${MAX_QUERY_LENGTH} characters: a question, a field name, an error code, an event type or an operation name.`),
        limit: z.number().int().min(1).max(6).optional().describe('How many hits (1-6, default 5).'),
      },
      annotations: { title: 'Search the docs', ...READ_ONLY },
    },
    ({ query, limit }) => answer(async () => searchAnswer(query.trim(), await searchDocs(site, query, limit ?? 5))),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description:
        'Read a docs page as Markdown, by URL or path (`docs/guides/deposits`, `/docs/api/intro#pagination`, a search hit\'s URL), whole or one section: `section` is a heading (text or anchor), or the URL\'s #anchor. Long pages come in parts of `max_bytes`; the answer ends with the offset of the next part.',
      inputSchema: {
        url: boundedText('url').describe('A page URL on this site, or its path such as docs/api/intro (an #anchor picks a section).'),
        section: boundedText('section').optional().describe('A heading of the page (its text or anchor); overrides the URL\'s #anchor.'),
        offset,
        max_bytes: z.number().int().min(1000).max(MAX_ANSWER_BYTES).optional().describe(`Size of one part in bytes (default ${DEFAULT_PART_BYTES}).`),
      },
      annotations: { title: 'Read a page as Markdown', ...READ_ONLY },
    },
    ({ url, section, offset: from, max_bytes: maxBytes }) => answer(() => readPageAnswer(site, url, section, from ?? 0, maxBytes ?? DEFAULT_PART_BYTES)),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'Everything about one API operation, from the published OpenAPI description: method, path, base URLs, auth, parameters, request fields (required or optional, types, enums, constraints), responses by status, the error codes it can return, the webhook events it emits, and a code sample. `name` is any name a developer pastes: `createCreditCard`, `CardsController_createCreditCard`, `cards-controller-create-credit-card`, `POST /cards/credit`, or a full request or endpoint page URL.',
      inputSchema: {
        name: boundedText('url').describe('The operation: operationId (with or without its controller), page slug or URL, `METHOD /path`, or a request URL.'),
        language: boundedText('keyword').optional().describe(`The code sample's language: ${SAMPLE_LANGUAGE_IDS.join(', ')} (default curl).`),
        offset,
      },
      annotations: { title: 'Get an API operation', ...READ_ONLY },
    },
    ({ name, language, offset: from }) => answer(() => operationAnswer(site, name, sampleLanguage(language)), from ?? 0),
  );

  server.registerTool(
    'get_schema',
    {
      title: 'Get an object schema',
      description: 'An object schema of the API by name (`Card`, `Wallet`, `CreateCreditCardRequest`, `Money`): its fields with types, required or optional, enums and constraints, and the operations that take or return it.',
      inputSchema: { name: boundedText('name').describe('The schema name as in openapi.json (#/components/schemas/<name>).'), offset },
      annotations: { title: 'Get an object schema', ...READ_ONLY },
    },
    ({ name, offset: from }) => answer(() => schemaAnswer(site, name), from ?? 0),
  );

  server.registerTool(
    'get_error_code',
    {
      title: 'Get an error code',
      description: 'One error code of the API (`insufficient_funds`, `kyc_not_approved`): its HTTP status, what it means, what to do, and which operations return it.',
      inputSchema: { code: boundedText('name').describe('The `code` of an error body, such as wallet_not_active.') },
      annotations: { title: 'Get an error code', ...READ_ONLY },
    },
    ({ code }) => answer(() => errorCodeAnswer(site, code)),
  );

  server.registerTool(
    'get_webhook_event',
    {
      title: 'Get a webhook event',
      description: 'One webhook event type (`deposit.received`, `card.created`): when it fires, which operations emit it, its payload fields, an example, and how to verify the delivery.',
      inputSchema: { type: boundedText('name').describe('The event type, such as payment.failed.'), offset },
      annotations: { title: 'Get a webhook event', ...READ_ONLY },
    },
    ({ type, offset: from }) => answer(() => webhookEventAnswer(site, type), from ?? 0),
  );

  server.registerTool(
    'list_operations',
    {
      title: 'List API operations',
      description: 'Every operation of the API (method, path, summary, operationId, page URL), grouped by tag; optionally only one tag (Cards, Customers, Wallets, Transactions, Virtual accounts, Webhooks, Health check).',
      inputSchema: { tag: boundedText('name').optional().describe('Only this tag.'), offset },
      annotations: { title: 'List API operations', ...READ_ONLY },
    },
    ({ tag, offset: from }) => answer(async () => (await listOperationsAnswer(site, tag)).text, from ?? 0),
  );

  const fileResource = (name: string, path: string, mimeType: string, description: string) =>
    server.registerResource(name, `docs://${path.slice(1)}`, { title: name, description: `${description} (${site.link(path)})`, mimeType }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType, text: await site.readText(path) }],
    }));
  fileResource('llms.txt', LLMS_TXT_PATH, 'text/plain', 'The index of the docs for language models: every page with its Markdown URL and summary');
  fileResource('openapi.json', OPENAPI_PATH, 'application/json', 'The OpenAPI 3.1 description of the API, as the site publishes it');

  server.registerResource(
    'page',
    new ResourceTemplate('docs://page/{+path}', {
      list: async () => ({
        resources: (await listedPages(site)).map((page) => ({
          uri: `docs://page${page.path.replace(/\.md$/, '')}`,
          name: page.title,
          mimeType: 'text/markdown',
          description: site.link(page.path),
        })),
      }),
    }),
    { title: 'A docs page as Markdown', description: `Any page of the docs as Markdown: docs://page/<path>, e.g. docs://page/docs/api/intro (${site.url}/docs/api/intro.md).`, mimeType: 'text/markdown' },
    async (uri, { path }) => {
      const { path: at } = site.resolve(String(path));
      const twin = `${at.replace(/\.md$/, '')}.md`;
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await site.readText(twin) }] };
    },
  );
  return server;
}

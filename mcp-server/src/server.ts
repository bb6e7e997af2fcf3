import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { changesAnswer } from './changes';
import { errorCodeAnswer } from './errors';
import { webhookEventAnswer } from './events';
import { LookupError } from './failures';
import { boundedText, offsetArgument } from './limits';
import { listOperationsAnswer, OPERATION_PART_BYTES, operationAnswer } from './operations';
import { listedPages, LLMS_TXT_PATH, readPageAnswer } from './pages';
import { continuation, CONTINUATION_ROOM, DEFAULT_PART_BYTES, MAX_ANSWER_BYTES, partOf } from './parts';
import { sampleLanguage, SAMPLE_LANGUAGE_IDS } from './samples';
import { schemaAnswer } from './schemas';
import { MAX_QUERY_LENGTH, MAX_SEARCH_HITS, SEARCH_KINDS, searchAnswer, searchDocs } from './search';
import type { Site } from './site';

const OPENAPI_PATH = '/openapi.json';

export const SERVER_NAME = 'ledgerline-docs-mcp';
declare const __PACKAGE_VERSION__: string | undefined;
/** The package's version, from its package.json when the build compiles it. */
export const SERVER_VERSION = typeof __PACKAGE_VERSION__ === 'string' ? __PACKAGE_VERSION__ : '0.0.0-source';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const offset = offsetArgument.optional().describe('Where to continue a cut answer: the character offset its last line names.');
const asOf = boundedText('keyword')
  .optional()
  .describe('A date, YYYY-MM-DD: the API as released then (the latest release on or before it, as published at /openapi/<date>.json). Without it, the API as it is now.');

/** An answer, cut into parts past `maxBytes`; a refusal or a miss as an error result the agent reads. */
async function answer(compute: () => Promise<string>, from = 0, how = 'the same call with offset {offset}', maxBytes = MAX_ANSWER_BYTES): Promise<CallToolResult> {
  try {
    const text = await compute();
    // The closing note of a cut answer fits within maxBytes too.
    const part = partOf(text, from, maxBytes - CONTINUATION_ROOM);
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
      instructions: `The Ledgerline API documentation (${site.url}). Use search_docs for questions in words, get_operation / get_schema / get_error_code / get_webhook_event for exact API facts (as_of for a past release), what_changed for the changes since a date, read_page to read a page or one of its sections. Every answer links the page it came from.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Search the Ledgerline docs (guides, conventions, API reference, webhook payloads) with the site\'s own search. Returns up to `limit` hits, best first: title, URL with the anchor of the part or field that matched, and a short plain-text snippet. Use it for questions in words ("how do lists page", "which error when KYC is pending"); then read_page on a hit\'s URL. `kind` and `tag` keep only some hits; `offset` pages on.',
      inputSchema: {
        query: boundedText('query').describe(`Words to search for, at most ${MAX_QUERY_LENGTH} characters: a question, a field name, an error code, an event type or an operation name.`),
        limit: z.number().int().min(1).max(6).optional().describe('How many hits (1-6, default 5).'),
        kind: z.enum(SEARCH_KINDS).optional().describe('Only hits of this kind: operation (endpoint pages), guide, event (webhook events and payloads), error (error codes and the errors section).'),
        tag: boundedText('name').optional().describe('Only hits about this tag: an API tag (Cards, Customers, Wallets, ...) for operations, a page tag for other pages.'),
        offset: z.number().int().min(0).max(MAX_SEARCH_HITS).optional().describe('How many hits to skip: the next page of hits starts at the offset the last answer names.'),
      },
      annotations: { title: 'Search the docs', ...READ_ONLY },
    },
    ({ query, limit, kind, tag, offset: from }) => answer(async () => searchAnswer(query.trim(), await searchDocs(site, query, { limit: limit ?? 5, offset: from ?? 0, kind, tag }))),
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
        `Everything about one API operation, as its endpoint page shows it: method, path, base URLs, auth, parameters and request fields with their whole descriptions (required or optional, types, enums, constraints), a code sample with every header it takes, responses by status with their headers, the error codes it can return and when, and the webhook events it emits. \`name\` is any name a developer pastes: \`createCreditCard\`, \`CardsController_createCreditCard\`, \`cards-controller-create-credit-card\`, \`POST /cards/credit\`, or a full request or endpoint page URL. \`as_of\` gives the operation as released on a date. Answers come in parts of at most ${OPERATION_PART_BYTES / 1000} KB; a cut one ends with the offset of the next part.`,
      inputSchema: {
        name: boundedText('url').describe('The operation: operationId (with or without its controller), page slug or URL, `METHOD /path`, or a request URL.'),
        language: boundedText('keyword').optional().describe(`The code sample's language: ${SAMPLE_LANGUAGE_IDS.join(', ')} (default curl).`),
        example: boundedText('name').optional().describe('Where the request has several named examples: the one the code sample sends (the answer lists them).'),
        as_of: asOf,
        offset,
      },
      annotations: { title: 'Get an API operation', ...READ_ONLY },
    },
    ({ name, language, example, as_of: date, offset: from }) =>
      answer(() => operationAnswer(site, name, sampleLanguage(language), { asOf: date, example }), from ?? 0, 'the same call with offset {offset}', OPERATION_PART_BYTES),
  );

  server.registerTool(
    'get_schema',
    {
      title: 'Get an object schema',
      description: 'An object schema of the API by name (`Card`, `Wallet`, `CreateCreditCardRequest`, `Money`): its fields with their whole descriptions, types, required or optional, enums and constraints, and the operations that take or return it. `as_of` gives it as released on a date.',
      inputSchema: { name: boundedText('name').describe('The schema name as in openapi.json (#/components/schemas/<name>).'), as_of: asOf, offset },
      annotations: { title: 'Get an object schema', ...READ_ONLY },
    },
    ({ name, as_of: date, offset: from }) => answer(() => schemaAnswer(site, name, date), from ?? 0),
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
      description: 'Every operation of the API (method, path, summary, operationId, page URL), grouped by tag; optionally only one tag (Cards, Customers, Wallets, Transactions, Virtual accounts, Webhooks, Health check), or as released on a date.',
      inputSchema: { tag: boundedText('name').optional().describe('Only this tag.'), as_of: asOf, offset },
      annotations: { title: 'List API operations', ...READ_ONLY },
    },
    ({ tag, as_of: date, offset: from }) => answer(async () => (await listOperationsAnswer(site, tag, date)).text, from ?? 0),
  );

  server.registerTool(
    'what_changed',
    {
      title: 'What changed since a date',
      description:
        'What changed in the API since a date, breaking changes first: every change of each later release (from the diff of the published specs the changelog lists), for one operation, one tag or the whole API, each with the field it is about and its changelog entry.',
      inputSchema: {
        since: boundedText('keyword').describe('A date, YYYY-MM-DD: changes released after it.'),
        operation: boundedText('url').optional().describe('Only this operation (any name get_operation takes).'),
        tag: boundedText('name').optional().describe('Only the operations of this tag.'),
        offset,
      },
      annotations: { title: 'What changed since a date', ...READ_ONLY },
    },
    ({ since, operation, tag, offset: from }) => answer(() => changesAnswer(site, { since, operation, tag }), from ?? 0),
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

import { describe, expect, it } from 'vitest';
import { MCP_SERVER, WELL_KNOWN_FILES } from './agentAccess';
import { DOWNLOAD_FILES } from './downloadFiles';
import { apiCatalog, mcpCatalog, mcpServerCard, reverseDomain, SERVER_CARD_SCHEMA, wellKnownFiles } from './wellKnown';

const SITE = 'https://docs.example.com';
const SERVERS = [
  { url: 'https://api.sandbox.example.com/v1', description: 'Sandbox' },
  { url: 'https://api.example.com/v1', description: 'Production' },
];

describe('apiCatalog (RFC 9727)', () => {
  it('lists every API base URL as an item of the catalog, each with its OpenAPI files and docs', () => {
    const { linkset } = apiCatalog(SITE, SERVERS);
    expect(linkset[0]).toEqual({ anchor: `${SITE}/.well-known/api-catalog`, item: SERVERS.map((server) => ({ href: server.url, title: server.description })) });
    for (const [index, server] of SERVERS.entries()) {
      const context = linkset[index + 1];
      expect(context.anchor).toBe(server.url);
      expect(context['service-desc']).toEqual([
        expect.objectContaining({ href: `${SITE}${DOWNLOAD_FILES.openapiJson.path}`, type: 'application/json' }),
        expect.objectContaining({ href: `${SITE}${DOWNLOAD_FILES.openapiYaml.path}`, type: 'application/yaml' }),
      ]);
      expect(context['service-doc']).toEqual([
        expect.objectContaining({ href: `${SITE}/docs/api`, type: 'text/html' }),
        expect.objectContaining({ href: `${SITE}/llms.txt`, type: 'text/plain' }),
      ]);
    }
  });

  it('refuses an API description without servers, saying what needs them', () => {
    expect(() => apiCatalog(SITE, [])).toThrow(/no `servers`.*api-catalog/);
  });
});

describe('the MCP server card and catalog (SEP-2127 draft)', () => {
  it('names the server in reverse DNS of the site, with its version and Streamable HTTP endpoint', () => {
    const card = mcpServerCard(`${SITE}/`, '1.2.3');
    expect(card).toMatchObject({
      $schema: SERVER_CARD_SCHEMA,
      name: `com.example.docs/${MCP_SERVER.packageName}`,
      version: '1.2.3',
      websiteUrl: `${SITE}/docs/api/build-with-ai-tools`,
      remotes: [{ type: 'streamable-http', url: `${SITE}/mcp` }],
    });
    expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(card.description.length).toBeLessThanOrEqual(100);
    expect(card.title.length).toBeLessThanOrEqual(100);
    expect(card._meta['com.example.docs/stdio']).toEqual({ command: 'npx', args: ['-y', '--fetch-retries=0', `${SITE}/ledgerline-docs-mcp.tgz`] });
    expect(card).not.toHaveProperty('packages');
  });

  it("points the catalog's one entry at the server card", () => {
    expect(mcpCatalog(SITE)).toEqual({
      specVersion: 'draft',
      entries: [{ identifier: 'urn:air:docs.example.com:ledgerline-docs-mcp', displayName: MCP_SERVER.title, type: 'application/mcp-server-card+json', url: `${SITE}/.well-known/mcp/server-card.json` }],
    });
  });

  it('reverses a host name', () => {
    expect(reverseDomain('https://developers.bank.example.co.uk/docs')).toBe('uk.co.example.bank.developers');
  });
});

describe('wellKnownFiles', () => {
  it('writes each discovery file at its path, as JSON', () => {
    const files = wellKnownFiles(SITE, SERVERS, '1.0.0');
    expect(Object.keys(files).sort()).toEqual(Object.values(WELL_KNOWN_FILES).map((file) => file.path).sort());
    for (const text of Object.values(files)) expect(() => JSON.parse(text)).not.toThrow();
  });
});

import type { ServerModel } from '../api-model/model';
import { AGENT_PAGE_PATH, MCP_SERVER, WELL_KNOWN_FILES, mcpCommand, mcpEndpointUrl } from './agentAccess';
import { DOWNLOAD_FILES } from './downloadFiles';

/**
 * The discovery files under `/.well-known/`, written by the build from the site URL, the
 * download paths and the MCP server's data (agentAccess.ts):
 * - `/.well-known/api-catalog`: an API catalog as RFC 9727 defines it, a linkset (RFC 9264);
 * - `/.well-known/mcp/catalog.json` and `/.well-known/mcp/server-card.json`: an MCP catalog
 *   and server card as the MCP server-card proposal (SEP-2127, the experimental server-card
 *   extension's draft) defines them.
 */

/** The server card's `$schema`: the v2 schema of the proposal. */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';

interface Link {
  href: string;
  type?: string;
  title?: string;
}

interface LinkContext {
  anchor: string;
  [relation: string]: string | Link[];
}

export interface ApiCatalog {
  linkset: LinkContext[];
}

const withoutSlash = (siteUrl: string) => siteUrl.replace(/\/$/, '');

/**
 * The API catalog: the catalog itself lists each API base URL as an `item`, and each base URL
 * links its description (`service-desc`: the OpenAPI files) and its documentation
 * (`service-doc`: the docs and `llms.txt`).
 */
export function apiCatalog(siteUrl: string, servers: readonly ServerModel[]): ApiCatalog {
  const site = withoutSlash(siteUrl);
  if (servers.length === 0) throw new Error('exports: the API description has no `servers`; the API catalog (/.well-known/api-catalog) needs at least one base URL');
  const describedBy: Link[] = [
    { href: `${site}${DOWNLOAD_FILES.openapiJson.path}`, type: 'application/json', title: DOWNLOAD_FILES.openapiJson.label },
    { href: `${site}${DOWNLOAD_FILES.openapiYaml.path}`, type: 'application/yaml', title: DOWNLOAD_FILES.openapiYaml.label },
  ];
  const documentedBy: Link[] = [
    { href: `${site}/docs/api`, type: 'text/html', title: 'API reference' },
    { href: `${site}/llms.txt`, type: 'text/plain', title: 'llms.txt: every page as Markdown, for language models' },
  ];
  return {
    linkset: [
      { anchor: `${site}${WELL_KNOWN_FILES.apiCatalog.path}`, item: servers.map((server) => ({ href: server.url, ...(server.description && { title: server.description }) })) },
      ...servers.map((server) => ({ anchor: server.url, 'service-desc': describedBy, 'service-doc': documentedBy })),
    ],
  };
}

/** `https://docs.example.com` → `com.example.docs`: the reverse-DNS namespace of the server's name. */
export function reverseDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname.split('.').reverse().join('.');
}

export interface ServerCard {
  $schema: string;
  name: string;
  version: string;
  title: string;
  description: string;
  websiteUrl: string;
  remotes: { type: 'streamable-http'; url: string }[];
  _meta: Record<string, unknown>;
}

/**
 * The server card: the server's name (reverse DNS of the site), version, and the Streamable
 * HTTP endpoint nginx serves beside the site. A card lists no tools (the proposal leaves them to
 * `tools/list`) and no packages; the stdio command readers paste goes in `_meta`, under the
 * site's own namespace.
 */
export function mcpServerCard(siteUrl: string, version: string): ServerCard {
  const namespace = reverseDomain(siteUrl);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: `${namespace}/${MCP_SERVER.packageName}`,
    version,
    title: MCP_SERVER.title,
    description: MCP_SERVER.description,
    websiteUrl: `${withoutSlash(siteUrl)}${AGENT_PAGE_PATH}`,
    remotes: [{ type: 'streamable-http', url: mcpEndpointUrl(siteUrl) }],
    _meta: { [`${namespace}/stdio`]: mcpCommand(siteUrl) },
  };
}

export interface McpCatalog {
  specVersion: string;
  entries: { identifier: string; displayName: string; type: string; url: string }[];
}

/** The MCP catalog, the proposal's entry point for discovery: one entry, the server card. */
export function mcpCatalog(siteUrl: string): McpCatalog {
  return {
    specVersion: 'draft',
    entries: [
      {
        identifier: `urn:air:${new URL(siteUrl).hostname}:${MCP_SERVER.packageName}`,
        displayName: MCP_SERVER.title,
        type: 'application/mcp-server-card+json',
        url: `${withoutSlash(siteUrl)}${WELL_KNOWN_FILES.mcpServerCard.path}`,
      },
    ],
  };
}

/** Every discovery file, by its path under the site root. */
export function wellKnownFiles(siteUrl: string, servers: readonly ServerModel[], mcpVersion: string): Record<string, string> {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [WELL_KNOWN_FILES.apiCatalog.path]: text(apiCatalog(siteUrl, servers)),
    [WELL_KNOWN_FILES.mcpCatalog.path]: text(mcpCatalog(siteUrl)),
    [WELL_KNOWN_FILES.mcpServerCard.path]: text(mcpServerCard(siteUrl, mcpVersion)),
  };
}

/**
 * What the site offers coding agents, in one place: the docs' MCP server (the `mcp-server/`
 * package the build publishes as a tarball), how an agent is configured to run it, and the
 * discovery files under `/.well-known/`. The "Build with AI tools" page, its Markdown twin,
 * `llms.txt`, the discovery files and the deploy tests all read it from here.
 */

/** The page for readers who build with coding agents (docs/api/build-with-ai-tools.mdx). */
export const AGENT_PAGE_PATH = '/docs/api/build-with-ai-tools';

/** The server's package, command and HTTP endpoint (the contract of `mcp-server/`). */
export const MCP_SERVER = {
  packageName: 'ledgerline-docs-mcp',
  /** The name agents list the server under in their configuration. */
  configName: 'ledgerline-docs',
  /** The `npm pack` tarball the production build publishes at the site root. */
  tarballPath: '/ledgerline-docs-mcp.tgz',
  /** Where nginx serves Streamable HTTP beside the site (deploy/nginx-mcp.conf). */
  httpPath: '/mcp',
  /** What `--http` listens on by default, and what the proxy forwards to. */
  port: 3939,
  host: '127.0.0.1',
  title: 'Ledgerline docs',
  description: 'Search the Ledgerline API docs and look up operations, schemas, error codes and webhook events.',
} as const;

/** The server's tools, with what each answers (the names are the server's; the sentences are this site's). */
export const MCP_TOOLS = [
  { name: 'search_docs', about: 'searches the docs with the site search\'s records and ranking, optionally only operations, guides, events or errors, or one tag, page by page; each hit has a title, a URL with the part\'s or field\'s anchor and a short snippet' },
  { name: 'read_page', about: 'reads a page as Markdown, by URL or path, whole or one section, cut at a size limit with a pointer to the next part' },
  { name: 'get_operation', about: 'an operation by any name you paste (operation id, page slug, `POST /cards/credit`, a URL), as its endpoint page shows it: auth, parameters and request fields with their whole descriptions, responses with their headers, errors and when each happens, events and a code sample with every header it takes; or as released on a date' },
  { name: 'get_schema', about: 'an object schema and its fields, now or as released on a date' },
  { name: 'get_error_code', about: 'an error code: its status, what it means, what to do and which operations return it' },
  { name: 'get_webhook_event', about: 'a webhook event: when it fires, its payload fields, an example and how to verify the signature' },
  { name: 'list_operations', about: 'every operation, or those of one tag' },
  { name: 'what_changed', about: 'what changed since a date, for one operation, a tag or the whole API, breaking changes first, from the diff the changelog lists' },
] as const;

/** The server's resources: the index, the API description and every page's Markdown. */
export const MCP_RESOURCES = ['docs://llms.txt', 'docs://openapi.json', 'docs://page/{+path}'] as const;

/** The discovery files the build writes (plugins/exports/wellKnown.ts), with their media types as nginx serves them. */
export const WELL_KNOWN_FILES = {
  apiCatalog: {
    path: '/.well-known/api-catalog',
    mediaType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    about: 'the API catalog (RFC 9727): the OpenAPI description, the docs and llms.txt',
  },
  mcpCatalog: {
    path: '/.well-known/mcp/catalog.json',
    mediaType: 'application/json',
    about: 'the MCP catalog, which points to the server card',
  },
  mcpServerCard: {
    path: '/.well-known/mcp/server-card.json',
    mediaType: 'application/mcp-server-card+json',
    about: 'the MCP server card: the server\'s name, version and Streamable HTTP endpoint',
  },
} as const;

const withoutSlash = (siteUrl: string) => siteUrl.replace(/\/$/, '');

export const mcpTarballUrl = (siteUrl: string) => `${withoutSlash(siteUrl)}${MCP_SERVER.tarballPath}`;
export const mcpEndpointUrl = (siteUrl: string) => `${withoutSlash(siteUrl)}${MCP_SERVER.httpPath}`;

/**
 * The command that runs the server over stdio against the site, as an argument list. Without
 * npm's retries, a site that is down is reported by the server within seconds (npx runs the
 * cached package) instead of after npm's minute of retrying.
 */
export const mcpCommand = (siteUrl: string) => ({ command: 'npx', args: ['-y', '--fetch-retries=0', mcpTarballUrl(siteUrl)] });

/** The same command as one shell line. */
export const mcpCommandLine = (siteUrl: string) => [mcpCommand(siteUrl).command, ...mcpCommand(siteUrl).args].join(' ');

/** One agent's configuration: where it goes and what to put there, for stdio and for HTTP. */
export interface AgentConfig {
  agent: string;
  /** The file the snippet goes in, or "Terminal" for a command. */
  where: string;
  language: 'bash' | 'json' | 'toml';
  stdio: string;
  http: string;
}

/** JSON as people write configuration: indented, with a list of strings on one line. */
const json = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/\[\n\s*((?:"[^"\n]*",\n\s*)*"[^"\n]*")\n\s*\]/g, (_list, items: string) => `[${items.split(/,\n\s*/).join(', ')}]`);

/** The configuration of each common agent, keyed as the page's `<AgentConfig agent="…">` names it. */
export function agentConfigs(siteUrl: string): Record<'claudeCode' | 'cursor' | 'vscode' | 'codex', AgentConfig> {
  const { command, args } = mcpCommand(siteUrl);
  const name = MCP_SERVER.configName;
  const endpoint = mcpEndpointUrl(siteUrl);
  const tomlList = (items: string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
  return {
    claudeCode: {
      agent: 'Claude Code',
      where: 'Terminal',
      language: 'bash',
      stdio: `claude mcp add ${name} -- ${mcpCommandLine(siteUrl)}`,
      http: `claude mcp add --transport http ${name} ${endpoint}`,
    },
    cursor: {
      agent: 'Cursor',
      where: '.cursor/mcp.json',
      language: 'json',
      stdio: json({ mcpServers: { [name]: { command, args } } }),
      http: json({ mcpServers: { [name]: { url: endpoint } } }),
    },
    vscode: {
      agent: 'VS Code',
      where: '.vscode/mcp.json',
      language: 'json',
      stdio: json({ servers: { [name]: { type: 'stdio', command, args } } }),
      http: json({ servers: { [name]: { type: 'http', url: endpoint } } }),
    },
    codex: {
      agent: 'Codex',
      where: '~/.codex/config.toml',
      language: 'toml',
      stdio: [`[mcp_servers.${name}]`, `command = ${JSON.stringify(command)}`, `args = ${tomlList(args)}`].join('\n'),
      http: [`[mcp_servers.${name}]`, `url = ${JSON.stringify(endpoint)}`].join('\n'),
    },
  };
}

export type AgentName = keyof ReturnType<typeof agentConfigs>;

/** A snippet's title: where it goes, and for HTTP, where the agent is not named by a heading, which agent. */
export const agentConfigTitle = (config: AgentConfig, transport: 'stdio' | 'http') => (transport === 'http' ? `${config.agent}: ${config.where}` : config.where);

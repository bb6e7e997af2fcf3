import { describe, expect, it } from 'vitest';
import { agentConfigs, mcpCommand, mcpCommandLine, mcpEndpointUrl, mcpTarballUrl, MCP_SERVER } from './agentAccess';

const SITE = 'https://docs.example.com';

describe('the MCP server as readers run it', () => {
  it('runs the tarball the site publishes with npx, and serves HTTP at /mcp', () => {
    expect(mcpTarballUrl(`${SITE}/`)).toBe(`${SITE}/ledgerline-docs-mcp.tgz`);
    expect(mcpCommandLine(SITE)).toBe(`npx -y --fetch-retries=0 ${SITE}/ledgerline-docs-mcp.tgz`);
    expect(mcpEndpointUrl(SITE)).toBe(`${SITE}/mcp`);
  });
});

describe('agentConfigs', () => {
  const configs = agentConfigs(SITE);
  const { command, args } = mcpCommand(SITE);

  it('gives Claude Code one command for stdio and one for HTTP', () => {
    expect(configs.claudeCode.stdio).toBe(`claude mcp add ${MCP_SERVER.configName} -- ${mcpCommandLine(SITE)}`);
    expect(configs.claudeCode.http).toBe(`claude mcp add --transport http ${MCP_SERVER.configName} ${SITE}/mcp`);
  });

  it('writes valid JSON for Cursor and VS Code, with the command or the URL', () => {
    expect(JSON.parse(configs.cursor.stdio)).toEqual({ mcpServers: { [MCP_SERVER.configName]: { command, args } } });
    expect(JSON.parse(configs.cursor.http)).toEqual({ mcpServers: { [MCP_SERVER.configName]: { url: `${SITE}/mcp` } } });
    expect(JSON.parse(configs.vscode.stdio)).toEqual({ servers: { [MCP_SERVER.configName]: { type: 'stdio', command, args } } });
    expect(JSON.parse(configs.vscode.http)).toEqual({ servers: { [MCP_SERVER.configName]: { type: 'http', url: `${SITE}/mcp` } } });
    expect(configs.cursor.stdio).toContain(`"args": ["-y", "--fetch-retries=0", "${SITE}/ledgerline-docs-mcp.tgz"]`);
  });

  it("writes Codex's TOML table", () => {
    expect(configs.codex.stdio).toBe(`[mcp_servers.${MCP_SERVER.configName}]\ncommand = "npx"\nargs = ["-y", "--fetch-retries=0", "${SITE}/ledgerline-docs-mcp.tgz"]`);
    expect(configs.codex.http).toBe(`[mcp_servers.${MCP_SERVER.configName}]\nurl = "${SITE}/mcp"`);
  });
});

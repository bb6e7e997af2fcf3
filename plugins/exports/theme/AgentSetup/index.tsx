import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import { escapeHtml } from '../../../../src/utils/html';
import { MCP_TOOLS, WELL_KNOWN_FILES, agentConfigTitle, agentConfigs, mcpCommandLine, mcpEndpointUrl, type AgentName } from '../../agentAccess';

/** A code block as the site's fenced blocks look (title, copy button), shown by StaticHtml. */
function block(code: string, language: string, title?: string): string {
  const head = title ? `<div class="ref-code-title">${escapeHtml(title)}</div>` : '';
  return `<div class="ref-code">${head}<div class="ref-code-body"><pre class="language-${language}" tabindex="0"><code>${escapeHtml(code)}</code></pre><button type="button" class="ref-copy" data-copy aria-label="Copy code to clipboard">Copy</button></div></div>`;
}

function useSiteUrl(): string {
  return useDocusaurusContext().siteConfig.url;
}

/** The command that runs the docs' MCP server over stdio, or with `transport="http"` its endpoint beside the site. */
export function McpCommand({ transport = 'stdio' }: { transport?: 'stdio' | 'http' }) {
  const siteUrl = useSiteUrl();
  return <StaticHtml html={transport === 'http' ? block(mcpEndpointUrl(siteUrl), 'text', 'Streamable HTTP endpoint') : block(mcpCommandLine(siteUrl), 'bash')} />;
}

/** One agent's configuration for the server, over stdio or HTTP, titled with the file it goes in. */
export function AgentConfig({ agent, transport = 'stdio' }: { agent: AgentName; transport?: 'stdio' | 'http' }) {
  const config = agentConfigs(useSiteUrl())[agent];
  return <StaticHtml html={block(config[transport], config.language, agentConfigTitle(config, transport))} />;
}

/** The server's tools, each with what it answers. */
export function McpTools() {
  return (
    <ul>
      {MCP_TOOLS.map((tool) => (
        <li key={tool.name}>
          <code>{tool.name}</code>: {tool.about}.
        </li>
      ))}
    </ul>
  );
}

/** The discovery files the site publishes, as links. */
export function DiscoveryFiles() {
  const siteUrl = useSiteUrl();
  return (
    <ul>
      {Object.values(WELL_KNOWN_FILES).map((file) => (
        <li key={file.path}>
          <a href={`${siteUrl}${file.path}`}>
            <code>{file.path}</code>
          </a>
          : {file.about} (<code>{file.mediaType.split(';')[0]}</code>).
        </li>
      ))}
    </ul>
  );
}

import type { ApiModel } from '../api-model';
import { contentData } from '../api-content/data';
import { contentMarkdown } from '../api-content/markdown';
import { versioningRulesMarkdown } from '../api-diff/rules';
import { policyDifferencesMarkdown } from '../api-diff/policy';
import { breakingWithoutNoticeMarkdown, type BreakingWithoutNoticeData } from '../changelog-feed/notice';
import { availableFromMarkdown, type ComingRelease } from '../changelog-feed/coming';
import type { ComingMarks } from '../api-model/coming';
import { operationIndex } from '../api-reference';
import { absoluteLinks, firstSentence } from '../api-reference/render/markdownText';
import { MCP_TOOLS, WELL_KNOWN_FILES, agentConfigTitle, agentConfigs, mcpCommandLine, mcpEndpointUrl, type AgentName } from './agentAccess';
import { DOWNLOAD_FILES } from './downloadFiles';
import type { ComponentRenderer } from './mdxToMarkdown';
import type { DocPage, SidebarItem } from './pages';

export interface ComponentContext {
  siteUrl: string;
  model: ApiModel;
  /** A built doc by id. */
  pageById: (docId: string) => DocPage | undefined;
  /** The sidebar items of the category this page introduces (what DocCardList lists). */
  categoryItems: SidebarItem[];
  /** The Breaking changelog entries that shipped without notice (what BreakingWithoutNotice lists). */
  withoutNotice: BreakingWithoutNoticeData;
  /** What the coming release adds, with the date (what AvailableFrom shows). */
  coming: ComingRelease;
  /** The same, where the spec has it: what the content components date. */
  comingMarks: ComingMarks;
}

function docLine(context: ComponentContext, docId: string, label?: string): string | undefined {
  const page = context.pageById(docId);
  if (!page) return undefined;
  const summary = absoluteLinks(firstSentence(page.description), context.siteUrl);
  return `- [${label ?? page.title}](${context.siteUrl}${page.permalink})${summary ? `: ${summary}` : ''}`;
}

function cardLines(context: ComponentContext, items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [docLine(context, item.id, item.label)].filter((line): line is string => Boolean(line));
    if (item.type === 'category' && item.link?.type === 'doc' && item.link.id) {
      return [docLine(context, item.link.id, item.label)].filter((line): line is string => Boolean(line));
    }
    if (item.type === 'category') return cardLines(context, item.items ?? []);
    if (item.type === 'link' && item.href) return [`- [${item.label ?? item.href}](${item.href.startsWith('/') ? context.siteUrl + item.href : item.href})`];
    return [];
  });
}

/** A fenced code block, titled as the site's fences are (`title="…"`). */
const fence = (language: string, code: string, title?: string) => `\`\`\`${language}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``;

/**
 * Markdown renderings of the JSX components the docs use, each from the data its React
 * component shows: the content components' from the api-content plugin's data, the operation
 * map's from the reference's operation index, the cards' from the sidebar.
 */
export function markdownComponents(context: ComponentContext): Record<string, ComponentRenderer> {
  const { siteUrl } = context;
  const operationLine = (op: { id: string; title: string; method: string; path: string }) =>
    `- [${op.title}](${siteUrl}/docs/${op.id}): \`${op.method.toUpperCase()} ${op.path}\``;
  const index = operationIndex(context.model);
  return {
    ...contentMarkdown(contentData(context.model, undefined, context.comingMarks), { siteUrl, urlOf: (route) => `${siteUrl}${route}` }),
    DocCardList: () => cardLines(context, context.categoryItems).join('\n'),
    OperationIndex: (props) => {
      const only = typeof props.tag === 'string' ? props.tag : undefined;
      if (only) return index.filter((tag) => tag.name === only).flatMap((tag) => tag.operations.map(operationLine)).join('\n');
      return index.map((tag) => [`### ${tag.name}`, '', ...tag.operations.map(operationLine)].join('\n')).join('\n\n');
    },
    SpecDownloads: () =>
      Object.values(DOWNLOAD_FILES)
        .map((file) => `- [${file.label}](${siteUrl}${file.path}): ${file.about}.`)
        .join('\n'),
    McpCommand: (props) =>
      props.transport === 'http' ? fence('text', mcpEndpointUrl(siteUrl), 'Streamable HTTP endpoint') : fence('bash', mcpCommandLine(siteUrl)),
    AgentConfig: (props) => {
      const config = agentConfigs(siteUrl)[props.agent as AgentName];
      if (!config) throw new Error(`AgentConfig: unknown agent ${JSON.stringify(props.agent)}; one of ${Object.keys(agentConfigs(siteUrl)).join(', ')}`);
      const transport = props.transport === 'http' ? 'http' : 'stdio';
      return fence(config.language, config[transport], agentConfigTitle(config, transport));
    },
    McpTools: () => MCP_TOOLS.map((tool) => `- \`${tool.name}\`: ${tool.about}.`).join('\n'),
    DiscoveryFiles: () =>
      Object.values(WELL_KNOWN_FILES)
        .map((file) => `- [\`${file.path}\`](${siteUrl}${file.path}): ${file.about} (\`${file.mediaType.split(';')[0]}\`).`)
        .join('\n'),
    // The page's filter needs JavaScript; the twin says how to ask the page for the same view.
    ChangelogFilter: () =>
      'To list only the entries after a date, or about one operation or tag, breaking first, open the HTML page with `?since=<YYYY-MM-DD>&about=op:<operationId>` (or `about=tag:<Tag>`) in a browser.',
    VersioningRules: () => versioningRulesMarkdown(),
    PolicyDifferences: () => policyDifferencesMarkdown(),
    AvailableFrom: (props) => availableFromMarkdown(context.coming, String(props.name), (route) => `${siteUrl}${route}`),
    BreakingWithoutNotice: () => breakingWithoutNoticeMarkdown(context.withoutNotice, (route) => `${siteUrl}${route}`),
    Tabs: (_props, children) => children,
    TabItem: (props, children) => `**${String(props.label ?? props.value ?? '')}**\n\n${children}`,
  };
}

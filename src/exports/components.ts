import { DOWNLOAD_FILES } from './downloadFiles';
import { LIFECYCLES, type LifecycleEnum } from '../data/lifecycles';
import type { JsonSchema } from '../reference/schema';
import { collectErrorCodes } from '../../scripts/spec/error-codes';
import type { OpenApiDocument } from '../../scripts/spec/load-spec';
import { collectEnums, collectWebhookPayloads } from '../../scripts/spec/resource-data';
import { collectWebhookEvents } from '../../scripts/spec/webhook-events';
import { schemaFieldsTable, type SpecOperation } from './endpointMarkdown';
import { absoluteLinks, firstSentence, table } from './markdownText';
import type { ComponentRenderer } from './mdxToMarkdown';
import type { DocPage, SidebarItem } from './pages';

export interface ComponentContext {
  siteUrl: string;
  /** The spec with internal references (what the site-data collectors read) and with them resolved. */
  bundled: OpenApiDocument;
  spec: OpenApiDocument;
  operations: SpecOperation[];
  /** Absolute URL of a doc by id, when it is built. */
  pageUrl: (docId: string) => string | undefined;
  pageById: (docId: string) => DocPage | undefined;
  /** The sidebar items of the category this page introduces (what DocCardList lists). */
  categoryItems: SidebarItem[];
}

function docLine(context: ComponentContext, docId: string, label?: string): string | undefined {
  const page = context.pageById(docId);
  const url = context.pageUrl(docId);
  if (!page || !url) return undefined;
  const summary = absoluteLinks(firstSentence(page.description), context.siteUrl);
  return `- [${label ?? page.title}](${url})${summary ? `: ${summary}` : ''}`;
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

function operationLine(context: ComponentContext, op: SpecOperation): string {
  const url = context.pageUrl(op.pageId) ?? `${context.siteUrl}/docs/${op.pageId}`;
  return `- [${op.summary}](${url}): \`${op.method.toUpperCase()} ${op.path}\``;
}

/** `states.CardStatus`, `LIFECYCLES.CardStatus.transitions`: the expressions the overviews pass to StateDiagram. */
function lifecycleOf(expression: unknown): LifecycleEnum | undefined {
  const name = /^(?:states|LIFECYCLES)\.(\w+)/.exec(String(expression))?.[1];
  return name && name in LIFECYCLES ? (name as LifecycleEnum) : undefined;
}

function stateDiagram(context: ComponentContext, props: Record<string, unknown>): string {
  const name = lifecycleOf(props.transitions) ?? lifecycleOf(props.states);
  if (!name) throw new Error(`StateDiagram: cannot tell the lifecycle from ${JSON.stringify(props)}`);
  const { initial, transitions } = LIFECYCLES[name];
  const states = collectEnums(context.spec)[name] ?? [];
  const via = (t: (typeof transitions)[number]) => {
    if (!t.via) return t.label;
    const op = context.operations.find((candidate) => candidate.operationId === t.via?.operation);
    const link = op ? `[${t.via.text}](${context.pageUrl(op.pageId) ?? ''})` : t.via.text;
    return [link, t.label].filter(Boolean).join(' ');
  };
  return [
    `**${String(props.title ?? name)}** (starts as ${initial.map((s) => `\`${s}\``).join(' or ')})`,
    '',
    ...states.map((state) => `- \`${state.value}\`: ${state.description}`),
    '',
    'Transitions:',
    '',
    ...transitions.map((t) => `- \`${t.from}\` → \`${t.to}\`${via(t) ? `: ${via(t)}` : ''}`),
  ].join('\n');
}

/** Every event's section, or with `type` only that event's, without the heading the page then writes itself. */
function webhookPayloads(context: ComponentContext, type?: string): string {
  const events = collectWebhookEvents(context.bundled);
  const schemas = (context.spec.components.schemas ?? {}) as Record<string, JsonSchema>;
  return collectWebhookPayloads(context.bundled, context.spec)
    .filter((payload) => type === undefined || payload.type === type)
    .map((payload) => {
      const description = events.find((event) => event.type === payload.type)?.description ?? '';
      const schema = schemas[payload.schemaName];
      return [
        ...(type === undefined ? [`### ${payload.type}`, ''] : []),
        description,
        '',
        ...(schema ? [schemaFieldsTable(schema, context.siteUrl), ''] : []),
        '```json',
        payload.example,
        '```',
      ].join('\n');
    })
    .join('\n\n');
}

/** Markdown renderings of the JSX components the docs use; the page's data comes from the spec and the sidebar. */
export function markdownComponents(context: ComponentContext): Record<string, ComponentRenderer> {
  const tagNames = [...new Set([...context.spec.tags.map((tag) => tag.name), ...context.operations.flatMap((op) => op.tags ?? [])])];
  return {
    DocCardList: () => cardLines(context, context.categoryItems).join('\n'),
    OperationIndex: (props) => {
      const only = typeof props.tag === 'string' ? props.tag : undefined;
      const byTag = tagNames
        .filter((name) => !only || name === only)
        .map((name) => ({ name, operations: context.operations.filter((op) => (op.tags?.[0] ?? 'Other') === name) }))
        .filter((group) => group.operations.length > 0);
      if (only) return byTag.flatMap((group) => group.operations.map((op) => operationLine(context, op))).join('\n');
      return byTag.map((group) => [`### ${group.name}`, '', ...group.operations.map((op) => operationLine(context, op))].join('\n')).join('\n\n');
    },
    SpecDownloads: () =>
      Object.values(DOWNLOAD_FILES)
        .map((file) => `- [${file.label}](${context.siteUrl}${file.path}): ${file.about}.`)
        .join('\n'),
    ErrorCatalogue: () =>
      table(
        ['Code', 'Status', 'Title', 'Description'],
        collectErrorCodes(context.bundled).map((entry) => [`\`${entry.code}\``, String(entry.status), entry.title, entry.description]),
      ),
    WebhookEventList: (props) => {
      const events = collectWebhookEvents(context.bundled);
      const byType = new Map(events.map((event) => [event.type, event]));
      const shown = Array.isArray(props.types) ? props.types.map((type) => byType.get(String(type))).filter((e) => e !== undefined) : events;
      return shown.map((event) => `- \`${event.type}\`: ${event.description}`).join('\n');
    },
    ResourceSchema: (props) => {
      const schema = ((context.spec.components.schemas ?? {}) as Record<string, JsonSchema>)[String(props.name)];
      if (!schema) throw new Error(`ResourceSchema: no component schema ${String(props.name)} in the spec`);
      return schemaFieldsTable(schema, context.siteUrl);
    },
    StateDiagram: (props) => stateDiagram(context, props),
    WebhookPayloads: (props) => webhookPayloads(context, typeof props.type === 'string' ? props.type : undefined),
    Tabs: (_props, children) => children,
    TabItem: (props, children) => `**${String(props.label ?? props.value ?? '')}**\n\n${children}`,
  };
}

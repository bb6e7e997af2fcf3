import { schemaFieldsTable } from '../api-reference/render/markdown';
import { absoluteLinks, table } from '../api-reference/render/markdownText';
import type { ContentData } from './data';
import { operationErrorRows } from './operationErrorRows';
import { ANY_OPERATION } from './returnedBy';

/** What the Markdown of a component needs besides its data: absolute URLs. */
export interface MarkdownContext {
  siteUrl: string;
  /** The absolute URL of a site route. */
  urlOf: (route: string) => string;
}

type Props = Record<string, unknown>;

export { PAYLOADS_PAGE } from './payloads';

/**
 * The Markdown of each content component, from the same data its React component shows
 * (`contentData`), for the `.md` twins and llms-full.txt.
 */
export function contentMarkdown(data: ContentData, context: MarkdownContext): Record<string, (props: Props) => string> {
  return {
    ErrorCatalogue: () =>
      table(
        ['Code', 'Status', 'Title', 'Description', 'Returned by'],
        data.errorCodes.map((entry) => [
          `\`${entry.code}\``,
          String(entry.status),
          entry.title,
          entry.description,
          entry.returnedBy === 'any' ? ANY_OPERATION : entry.returnedBy.map((op) => `[${op.summary}](${context.urlOf(op.route)})`).join(', '),
        ]),
      ),
    OperationErrors: (props) => {
      const operations = Array.isArray(props.operations) ? props.operations.map(String) : [];
      const codes = Array.isArray(props.codes) ? props.codes.map(String) : undefined;
      const advice = props.advice && typeof props.advice === 'object' ? (props.advice as Record<string, string>) : undefined;
      const several = operations.length > 1;
      const rows = operationErrorRows(data.operationErrors, operations, codes);
      return table(
        ['Error', ...(several ? ['Operations'] : []), 'When', ...(advice ? ['What to do'] : [])],
        rows.map((row) => [
          `[\`${row.status} ${row.code}\`](${context.urlOf('/docs/api/intro')}#${row.code})`,
          ...(several ? [row.operations.map((op) => `[${op.summary}](${context.urlOf(op.route)})`).join(', ')] : []),
          row.when,
          ...(advice ? [advice[row.code] ?? ''] : []),
        ]),
      );
    },
    CatchUpGaps: () =>
      data.catchUp.gaps.map((gap) => `- ${gap.events.map((type) => `\`${type}\``).join(', ')}: ${absoluteLinks(gap.instead, context.siteUrl)}`).join('\n'),
    WebhookEventList: (props) => {
      const byType = new Map(data.webhookEvents.map((event) => [event.type, event]));
      // As the page shows it (WebhookEventList): the types given, or every event carrying `object`, or all.
      const shown = Array.isArray(props.types)
        ? props.types.map((type) => byType.get(String(type))).filter((e) => e !== undefined)
        : typeof props.object === 'string'
          ? data.webhookEvents.filter((event) => event.object === props.object)
          : data.webhookEvents;
      return shown.map((event) => `- \`${event.type}\`: ${event.description}`).join('\n');
    },
    ResourceSchema: (props) => {
      const node = data.resourceSchemas[String(props.name)];
      if (!node) throw new Error(`ResourceSchema: no overview schema ${String(props.name)} (see OVERVIEW_SCHEMAS in plugins/api-content/data.ts)`);
      return schemaFieldsTable(node, context.siteUrl);
    },
    // With `type`, one event's section without its heading: the page writes the heading itself.
    WebhookPayloads: (props) => {
      const type = typeof props.type === 'string' ? props.type : undefined;
      return data.webhookPayloads
        .filter((payload) => type === undefined || payload.type === type)
        .map((payload) => {
          const description = data.webhookEvents.find((event) => event.type === payload.type)?.description ?? '';
          const heading = type === undefined ? [`### ${payload.type}`, ''] : [];
          return [...heading, description, '', schemaFieldsTable(payload.schema, context.siteUrl), '', '```json', payload.example, '```'].join('\n');
        })
        .join('\n\n');
    },
    ValueList: (props) => {
      const list = data.valueLists[String(props.name)];
      if (!list) throw new Error(`ValueList: no value list ${String(props.name)} (see VALUE_LIST_ENUMS in plugins/api-content/data.ts)`);
      const text = (markdown: string) => absoluteLinks(markdown, context.siteUrl);
      return [
        ...list.intro.map(text),
        table(['Value', String(props.meaning ?? 'Meaning')], list.values.map((value) => [`\`${value.value}\``, text(value.description)])),
        ...list.after.map(text),
      ].join('\n\n');
    },
    StateDiagram: (props) => {
      const name = String(props.lifecycle);
      const lifecycle = data.lifecycles[name];
      if (!lifecycle) throw new Error(`StateDiagram: no lifecycle ${name} (see src/data/lifecycles.ts)`);
      const via = (t: (typeof lifecycle.transitions)[number]) =>
        [t.via ? `[${t.via.text}](${context.urlOf(t.via.route)})` : '', t.label].filter(Boolean).join(' ');
      return [
        `**${String(props.title ?? name)}** (starts as ${lifecycle.initial.map((s) => `\`${s}\``).join(' or ')})`,
        '',
        ...lifecycle.states.map((state) => `- \`${state.value}\`: ${state.description}`),
        '',
        'Transitions:',
        '',
        ...lifecycle.transitions.map((t) => `- \`${t.from}\` → \`${t.to}\`${via(t) ? `: ${via(t)}` : ''}`),
      ].join('\n');
    },
  };
}

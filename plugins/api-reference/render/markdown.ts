import type { ServerModel } from '../../api-model';
import { examplesServer } from '../../api-model/servers';
import { examplesFor } from '../view/operation';
import { BASE_URL_ENV } from '../view/sampleEnv';
import type { AuthRequirement, MediaView, OperationView, SchemaNode } from '../view/types';
import { typeText, type Direction } from './html';
import { absoluteLinks, oneLine, table } from './markdownText';

/**
 * The Markdown rendering of the operation view: the `.md` twin of an endpoint page and its
 * part of llms-full.txt. Fields become table rows named by their path (`parent.child`,
 * `list[].child`), each linking to its anchor on the page, so a reader or a tool can point at
 * any field. A request's fields are required or not; a response's always present or optional.
 */

interface Row {
  name: string;
  /** The field's anchor id on the endpoint page. */
  anchor?: string;
  type: string;
  required: boolean;
  description: string;
}

function rowOf(name: string, node: SchemaNode): Row {
  const enumText = node.enum?.length ? `One of: ${node.enum.map((value) => `\`${value.value}\``).join(', ')}.` : '';
  const description = [
    node.deprecated ? `**Deprecated${node.sunset ? `: goes away on ${node.sunset}` : ''}.**` : '',
    node.readOnly ? 'Read-only.' : '',
    oneLine(node.description ?? ''),
    enumText,
    node.constraints?.length ? `(${node.constraints.join('; ')})` : '',
    node.default !== undefined ? `Default: \`${node.default}\`.` : '',
    node.example !== undefined ? `Example: \`${node.example}\`.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { name, ...(node.anchor ? { anchor: node.anchor } : {}), type: typeText(node), required: node.required === true, description };
}

/** A request shows no read-only field and a response no write-only one. */
const shown = (node: SchemaNode, direction: Direction) => !(direction === 'request' ? node.readOnly : node.writeOnly);

/** The rows of a node's fields and of its variants' fields; `prefix` is the node's own path. */
function fieldRows(node: SchemaNode, direction: Direction, prefix = ''): Row[] {
  const childPrefix = !prefix ? '' : node.type.startsWith('array') ? `${prefix}[].` : `${prefix}.`;
  const rows: Row[] = [];
  for (const child of node.properties ?? []) {
    if (!shown(child, direction)) continue;
    const name = `${childPrefix}${child.name ?? ''}`;
    rows.push(rowOf(name, child), ...fieldRows(child, direction, name));
  }
  const discriminator = node.variants?.discriminator;
  for (const option of node.variants?.options ?? []) {
    const key = discriminator && option.discriminatorValue !== undefined ? `, \`${discriminator}\` = \`${option.discriminatorValue}\`` : '';
    for (const row of fieldRows(option.schema, direction, prefix)) rows.push({ ...row, description: `(${option.label}${key}) ${row.description}`.trim() });
  }
  return rows;
}

/**
 * The rows as a table; with `pageUrl`, each name links to the field's anchor on the page.
 * Request fields say whether they are required; response fields whether they are always present.
 */
function rowsTable(rows: Row[], siteUrl: string, direction: Direction, pageUrl?: string): string {
  const name = (row: Row) => (pageUrl && row.anchor ? `[\`${row.name}\`](${pageUrl}#${row.anchor})` : `\`${row.name}\``);
  const presence = (row: Row) => (direction === 'request' ? (row.required ? 'yes' : 'no') : row.required ? 'always present' : 'optional');
  return table(
    ['Name', 'Type', direction === 'request' ? 'Required' : 'Presence', 'Description'],
    rows.map((row) => [name(row), row.type, presence(row), absoluteLinks(row.description, siteUrl)]),
  );
}

/** The fields of a schema as a Markdown table (`parent.child` names), as a response shows them. */
export function schemaFieldsTable(node: SchemaNode, siteUrl: string): string {
  return rowsTable(fieldRows(node, 'response'), siteUrl, 'response');
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

function mediaSection(content: MediaView, direction: Direction, siteUrl: string, pageUrl: string, requestExample?: string): string[] {
  // Error bodies repeat on every page and status: each schema is described once per page.
  const parts: string[] = [
    content.schemaSameAs ? `Content type: \`${content.contentType}\`, the same fields as ${content.schemaSameAs}.` : `Content type: \`${content.contentType}\``,
    '',
  ];
  const rows = content.schema ? fieldRows(content.schema, direction) : [];
  if (rows.length > 0) parts.push(rowsTable(rows, siteUrl, direction, pageUrl), '');
  // A response pointing to an earlier one's fields still gives its own example of each.
  if (content.fieldExamples?.length) parts.push(table(['Field', 'Example in this response'], content.fieldExamples.map((row) => [`\`${row.field}\``, `\`${row.example}\``])), '');
  // Every example the page shows, the one that answers the first request example first.
  const paired = examplesFor(content, requestExample);
  for (const example of [...paired, ...content.examples.filter((other) => !paired.includes(other))]) {
    parts.push(example.label ? `Example (${example.label}):` : 'Example:', '', `\`\`\`${example.language}`, example.code, '```', '');
  }
  return parts;
}

function authText(auth: AuthRequirement): string {
  if (auth.kind === 'none') return 'Authentication: none.';
  if (auth.kind === 'bearer') return 'Authentication: your secret API key as a bearer token, `Authorization: Bearer <key>`.';
  return `Authentication: ${auth.names.join(', ')}.`;
}

/** The Markdown twin of an endpoint page: method and path, servers, authentication, description, request, a curl sample and every response. */
export function operationMarkdown(view: OperationView, siteUrl: string): string {
  const { operation } = view;
  const pageUrl = `${siteUrl.replace(/\/$/, '')}${operation.route}`;
  const requestExample = view.requestExamples[0]?.name;
  const parts: string[] = [`# ${operation.summary}`, '', `\`${operation.method.toUpperCase()} ${operation.path}\``, ''];
  if (view.servers.length > 0) {
    const samples = examplesServer(view.servers);
    const line = (s: ServerModel) => `- \`${s.url}\`${s.description ? `: ${oneLine(s.description)}` : ''}${s === samples ? `; the examples are written for this server, and the code samples call it unless \`${BASE_URL_ENV}\` names another` : ''}`;
    parts.push('Base URLs:', '', ...view.servers.map(line), '');
  }
  parts.push(authText(view.auth), '');
  if (view.description) parts.push(absoluteLinks(view.description.trim(), siteUrl), '');

  const body = view.requestBody;
  if (view.parameterGroups.length > 0 || body) {
    parts.push('## Request', '');
    for (const group of view.parameterGroups) {
      const rows = group.parameters.map((node) => rowOf(node.name ?? '', node));
      parts.push(`### ${LOCATION_TITLES[group.location]}`, '', rowsTable(rows, siteUrl, 'request', pageUrl), '');
    }
    if (body) {
      parts.push(`### Body${body.required ? ' (required)' : ''}`, '');
      if (body.description) parts.push(absoluteLinks(body.description, siteUrl), '');
      for (const content of body.contents) parts.push(...mediaSection(content, 'request', siteUrl, pageUrl, requestExample));
    }
  }

  const curl = view.samples.find((sample) => sample.id === 'curl');
  if (curl) parts.push('## Example request', '', '```bash', curl.code, '```', '');

  parts.push('## Responses', '');
  for (const response of view.responses) {
    parts.push(`### ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, '');
    if (response.description) parts.push(absoluteLinks(response.description, siteUrl), '');
    if (response.headersSameAs) parts.push(`Headers: the same as ${response.headersSameAs}.`, '');
    else if (response.headers.length > 0) {
      parts.push('Headers:', '', rowsTable(response.headers.map((node) => rowOf(node.name ?? '', node)), siteUrl, 'response', pageUrl), '');
    }
    for (const content of response.contents) parts.push(...mediaSection(content, 'response', siteUrl, pageUrl, requestExample));
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

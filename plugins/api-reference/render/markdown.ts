import type { AuthRequirement, MediaView, OperationView, SchemaNode } from '../view/types';
import { absoluteLinks, oneLine, table } from './markdownText';

/**
 * The Markdown rendering of the operation view: the `.md` twin of an endpoint page and its
 * part of llms-full.txt. Fields become table rows named by their path (`parent.child`,
 * `list[].child`), so a reader or a tool can point at any field.
 */

interface Row {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

type Direction = 'request' | 'response';

function rowOf(name: string, node: SchemaNode): Row {
  const enumText = node.enum?.length ? `One of: ${node.enum.map((value) => `\`${value.value}\``).join(', ')}.` : '';
  const description = [
    node.deprecated ? '**Deprecated.**' : '',
    node.readOnly ? 'Read-only.' : '',
    oneLine(node.description ?? ''),
    enumText,
    node.constraints?.length ? `(${node.constraints.join('; ')})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { name, type: node.type, required: node.required === true, description };
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
  for (const option of node.variants?.options ?? []) {
    for (const row of fieldRows(option.schema, direction, prefix)) rows.push({ ...row, description: `(${option.label}) ${row.description}`.trim() });
  }
  return rows;
}

function rowsTable(rows: Row[], siteUrl: string): string {
  return table(
    ['Name', 'Type', 'Required', 'Description'],
    rows.map((row) => [`\`${row.name}\``, row.type, row.required ? 'yes' : 'no', absoluteLinks(row.description, siteUrl)]),
  );
}

/** The fields of a schema as a Markdown table (`parent.child` names), as a response shows them. */
export function schemaFieldsTable(node: SchemaNode, siteUrl: string): string {
  return rowsTable(fieldRows(node, 'response'), siteUrl);
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

function mediaSection(content: MediaView, direction: Direction, siteUrl: string): string[] {
  const parts: string[] = [`Content type: \`${content.contentType}\``, ''];
  const rows = content.schema ? fieldRows(content.schema, direction) : [];
  if (rows.length > 0) parts.push(rowsTable(rows, siteUrl), '');
  const [example] = content.examples;
  if (example) parts.push('Example:', '', `\`\`\`${example.language}`, example.code, '```', '');
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
  const parts: string[] = [`# ${operation.summary}`, '', `\`${operation.method.toUpperCase()} ${operation.path}\``, ''];
  if (view.servers.length > 0) {
    parts.push('Base URLs:', '', ...view.servers.map((s) => `- \`${s.url}\`${s.description ? `: ${oneLine(s.description)}` : ''}`), '');
  }
  parts.push(authText(view.auth), '');
  if (view.description) parts.push(absoluteLinks(view.description.trim(), siteUrl), '');

  const body = view.requestBody;
  if (view.parameterGroups.length > 0 || body) {
    parts.push('## Request', '');
    for (const group of view.parameterGroups) {
      parts.push(`### ${LOCATION_TITLES[group.location]}`, '', rowsTable(group.parameters.map((node) => rowOf(node.name ?? '', node)), siteUrl), '');
    }
    if (body) {
      parts.push(`### Body${body.required ? ' (required)' : ''}`, '');
      if (body.description) parts.push(absoluteLinks(body.description, siteUrl), '');
      for (const content of body.contents) parts.push(...mediaSection(content, 'request', siteUrl));
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
      parts.push('Headers:', '', rowsTable(response.headers.map((node) => rowOf(node.name ?? '', node)), siteUrl), '');
    }
    for (const content of response.contents) {
      // Error bodies repeat on every page and status: each schema is described once per page.
      if (content.schemaSameAs) parts.push(`Content type: \`${content.contentType}\`, the same fields as ${content.schemaSameAs}.`, '');
      else parts.push(...mediaSection(content, 'response', siteUrl));
    }
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

import kebabCase from 'lodash/kebabCase';
import { renderCodeSamples } from '../reference/codeSamples';
import { sampleRequest, STATUS_TEXT, type ApiOperation } from '../reference/operation';
import { collapseNullable, describeConstraints, mergeAllOf, type JsonSchema } from '../reference/schema';
import { HTTP_METHODS, type OpenApiDocument } from '../../scripts/spec/load-spec';
import { absoluteLinks, oneLine, table } from './markdownText';

/** One operation of the (dereferenced) spec, with what the page and its Markdown need. */
export interface SpecOperation extends ApiOperation {
  operationId: string;
  summary: string;
  /** The page id the generator gives it: kebab-case of the operationId. */
  pageId: string;
}

const MAX_DEPTH = 8;


/** Every operation of the spec, in document order, with servers, security and schemes filled in from the root. */
export function specOperations(spec: OpenApiDocument): SpecOperation[] {
  const securitySchemes = (spec.components.securitySchemes ?? {}) as ApiOperation['securitySchemes'];
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      // Parameters of the path item apply to each of its operations, unless one redefines them.
      type Parameter = { name: string; in: string };
      const own = (operation.parameters ?? []) as unknown as Parameter[];
      const shared = ((item.parameters ?? []) as unknown as Parameter[]).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      return [
        {
          ...(operation as unknown as ApiOperation),
          parameters: [...shared, ...own] as unknown as ApiOperation['parameters'],
          operationId: operation.operationId,
          summary: operation.summary,
          method,
          path,
          servers: (operation.servers ?? item.servers ?? spec.servers ?? []) as ApiOperation['servers'],
          security: (operation.security ?? spec.security ?? []) as ApiOperation['security'],
          securitySchemes,
          pageId: kebabCase(operation.operationId),
        },
      ];
    }),
  );
}

function typeOf(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.length === 0 && schema.items) types.push('array');
  if (types.length === 0) return schema.oneOf ? 'one of' : schema.anyOf ? 'any of' : 'any';
  return types
    .map((type) => {
      if (type === 'array' && schema.items && typeof schema.items === 'object') return `array of ${typeOf(mergeAllOf(schema.items))}`;
      if (type === 'object' && schema.title) return `object (${schema.title})`;
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      return type;
    })
    .join(' | ');
}

function enumText(schema: JsonSchema): string | undefined {
  const source = Array.isArray(schema.enum) ? schema.enum : schema.items && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
  const values = source?.filter((value) => value !== null);
  return values?.length ? `One of: ${values.map((value) => `\`${String(value)}\``).join(', ')}.` : undefined;
}

interface Row {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Flattens a schema into rows: `parent.child`, `list[].child`; oneOf options are labelled in the description. */
function fieldRows(input: JsonSchema, direction: 'request' | 'response', prefix = '', depth = 0): Row[] {
  const schema = collapseNullable(mergeAllOf(input));
  const items = schema.items && typeof schema.items === 'object' ? collapseNullable(mergeAllOf(schema.items)) : undefined;
  const objectSchema = schema.properties ? schema : items?.properties ? items : undefined;
  const childPrefix = objectSchema === items ? `${prefix}[].` : prefix ? `${prefix}.` : '';
  const rows: Row[] = [];
  if (objectSchema?.properties && depth < MAX_DEPTH) {
    const required = new Set(objectSchema.required ?? []);
    for (const [name, child] of Object.entries(objectSchema.properties)) {
      if (typeof child !== 'object') continue;
      if (direction === 'request' && child.readOnly) continue;
      if (direction === 'response' && child.writeOnly) continue;
      rows.push(fieldRow(`${childPrefix}${name}`, child, required.has(name)));
      rows.push(...fieldRows(child, direction, `${childPrefix}${name}`, depth + 1));
    }
  }
  const alternatives = schema.oneOf ?? schema.anyOf ?? items?.oneOf ?? items?.anyOf;
  if (alternatives && depth < MAX_DEPTH && !alternatives.every((option) => option.const !== undefined)) {
    alternatives.forEach((option, index) => {
      const merged = mergeAllOf(option);
      const label = merged.title ?? `option ${index + 1}`;
      for (const row of fieldRows(merged, direction, prefix, depth + 1)) {
        rows.push({ ...row, description: `(${label}) ${row.description}`.trim() });
      }
    });
  }
  return rows;
}

function fieldRow(name: string, input: JsonSchema, required: boolean): Row {
  const schema = collapseNullable(mergeAllOf(input));
  const constraints = describeConstraints(schema);
  const description = [
    schema.deprecated ? '**Deprecated.**' : '',
    schema.readOnly ? 'Read-only.' : '',
    oneLine(schema.description ?? ''),
    enumText(schema) ?? '',
    constraints.length ? `(${constraints.join('; ')})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { name, type: typeOf(schema), required, description };
}

function rowsTable(rows: Row[], siteUrl: string): string {
  return table(
    ['Name', 'Type', 'Required', 'Description'],
    rows.map((row) => [`\`${row.name}\``, row.type, row.required ? 'yes' : 'no', absoluteLinks(row.description, siteUrl)]),
  );
}

/** The fields of a schema as a Markdown table (`parent.child` names), as a response shows them. */
export function schemaFieldsTable(schema: JsonSchema, siteUrl: string): string {
  return rowsTable(fieldRows(schema, 'response'), siteUrl);
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

type Media = { schema?: JsonSchema; example?: unknown; examples?: Record<string, { summary?: string; value?: unknown }> };

function firstExample(media: Media): unknown {
  const named = media.examples && Object.values(media.examples).find((example) => example.value !== undefined);
  return named?.value ?? media.example;
}

function mediaSection(contentType: string, media: Media, direction: 'request' | 'response', siteUrl: string): string[] {
  const parts: string[] = [`Content type: \`${contentType}\``, ''];
  const rows = media.schema ? fieldRows(media.schema, direction) : [];
  if (rows.length > 0) parts.push(rowsTable(rows, siteUrl), '');
  const example = firstExample(media);
  if (example !== undefined) {
    const text = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
    parts.push('Example:', '', `\`\`\`${typeof example === 'string' ? 'text' : 'json'}`, text, '```', '');
  }
  return parts;
}

function authText(op: SpecOperation): string {
  const requirements = op.security ?? [];
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) return 'Authentication: none.';
  const schemes = requirements.flatMap((r) => Object.keys(r)).map((name) => op.securitySchemes?.[name]);
  if (schemes.some((s) => s?.type === 'http' && s.scheme?.toLowerCase() === 'bearer')) {
    return 'Authentication: your secret API key as a bearer token, `Authorization: Bearer <key>`.';
  }
  return `Authentication: ${requirements.flatMap((r) => Object.keys(r)).join(', ')}.`;
}

/**
 * The Markdown twin of an endpoint page, written from the spec: method and path, servers,
 * authentication, description, parameters, request body, a curl sample and every response.
 */
export function endpointMarkdown(op: SpecOperation, siteUrl: string): string {
  const parts: string[] = [`# ${op.summary}`, '', `\`${op.method.toUpperCase()} ${op.path}\``, ''];
  const servers = op.servers ?? [];
  if (servers.length > 0) {
    parts.push('Base URLs:', '', ...servers.map((s) => `- \`${s.url}\`${s.description ? `: ${oneLine(s.description)}` : ''}`), '');
  }
  parts.push(authText(op), '');
  if (op.description) parts.push(absoluteLinks(op.description.trim(), siteUrl), '');

  const params = (op.parameters ?? []) as { name: string; in: keyof typeof LOCATION_TITLES; required?: boolean; description?: string; schema?: JsonSchema }[];
  const body = op.requestBody as { required?: boolean; description?: string; content?: Record<string, Media> } | undefined;
  if (params.length > 0 || body) {
    parts.push('## Request', '');
    for (const location of Object.keys(LOCATION_TITLES) as (keyof typeof LOCATION_TITLES)[]) {
      const group = params.filter((p) => p.in === location);
      if (group.length === 0) continue;
      const rows = group.map((p) => {
        const row = fieldRow(p.name, p.schema ?? {}, p.required === true);
        return { ...row, description: [oneLine(p.description ?? ''), row.description].filter(Boolean).join(' ') };
      });
      parts.push(`### ${LOCATION_TITLES[location]}`, '', rowsTable(rows, siteUrl), '');
    }
    if (body) {
      parts.push(`### Body${body.required ? ' (required)' : ''}`, '');
      if (body.description) parts.push(absoluteLinks(body.description.trim(), siteUrl), '');
      for (const [contentType, media] of Object.entries(body.content ?? {})) parts.push(...mediaSection(contentType, media, 'request', siteUrl));
    }
  }

  const curl = renderCodeSamples(sampleRequest(op)).find((sample) => sample.id === 'curl');
  if (curl) parts.push('## Example request', '', '```bash', curl.code, '```', '');

  parts.push('## Responses', '');
  const shownSchemas = new Map<string, string>();
  const shownHeaders = new Map<string, string>();
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    parts.push(`### ${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}`, '');
    if (response.description) parts.push(absoluteLinks(response.description.trim(), siteUrl), '');
    const headers = Object.entries(response.headers ?? {});
    if (headers.length > 0) {
      const key = JSON.stringify(headers);
      const earlier = shownHeaders.get(key);
      if (earlier) parts.push(`Headers: the same as ${earlier}.`, '');
      else {
        shownHeaders.set(key, status);
        const rows = headers.map(([name, header]) => {
          const row = fieldRow(name, header.schema ?? {}, header.required === true);
          return { ...row, description: [oneLine(header.description ?? ''), row.description].filter(Boolean).join(' ') };
        });
        parts.push('Headers:', '', rowsTable(rows, siteUrl), '');
      }
    }
    for (const [contentType, media] of Object.entries(response.content ?? {})) {
      // Error bodies repeat on every page and status: describe each schema once per page.
      const key = JSON.stringify(media.schema ?? null);
      const earlier = shownSchemas.get(key);
      if (earlier && media.schema) {
        parts.push(`Content type: \`${contentType}\`, the same fields as ${earlier}.`, '');
        continue;
      }
      shownSchemas.set(key, status);
      parts.push(...mediaSection(contentType, media, 'response', siteUrl));
    }
  }
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

import { AnchorSet } from '../../plugins/api-reference/view/anchors';
import { errorCodes, ERROR_CATALOGUE_PATH, generalCodes, namesCode, operationErrors } from './errors';
import { eventsNamedIn, EVENTS_PAGE_PATH } from './events';
import { describedOperations, findOperation, type OperationInfo } from './operationIndex';
import { codeSample, SAMPLE_LANGUAGE_IDS, type CodeSample, type SampleLanguage } from './samples';
import type { Site } from './site';
import { constraintsOf, deref, fieldLine, fieldsOf, loadSpec, typeName, type Json, type OpenApi } from './spec';
import { NotFoundError } from './failures';
import { clip, firstSentence, nearest } from './text';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content', '400': 'Bad request', '401': 'Unauthorized', '403': 'Forbidden',
  '404': 'Not found', '409': 'Conflict', '422': 'Unprocessable content', '429': 'Too many requests', '500': 'Internal server error',
};

function authOf(spec: OpenApi, operation: Json): string {
  const requirements = (operation.security ?? spec.security ?? []) as Record<string, string[]>[];
  if (requirements.length === 0 || requirements.every((r) => Object.keys(r).length === 0)) return 'none';
  return requirements
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => {
      const scheme = spec.components?.securitySchemes?.[name] ?? {};
      if (scheme.type === 'http' && scheme.scheme === 'bearer') return 'your secret API key as a bearer token, `Authorization: Bearer <key>`';
      if (scheme.type === 'apiKey') return `API key in the ${String(scheme.in)} \`${String(scheme.name)}\``;
      return name;
    })
    .join(' or ');
}

/** The operation's parameters (path item's and its own), the operation's winning on a name clash. */
function parametersOf(spec: OpenApi, info: OperationInfo): Json[] {
  const item = spec.paths[info.path] ?? {};
  const all = [...((item.parameters as unknown as unknown[] | undefined) ?? []), ...((info.operation.parameters as unknown[] | undefined) ?? [])].map((p) => deref(spec, p).node);
  const byKey = new Map(all.map((parameter) => [`${String(parameter.in)}:${String(parameter.name)}`, parameter]));
  return [...byKey.values()];
}

function bodyOf(spec: OpenApi, holder: Json): { type?: string; schema?: unknown; required: boolean } {
  const body = deref(spec, holder).node;
  const [type, media] = Object.entries((body.content as Json | undefined) ?? {})[0] ?? [];
  return { type, schema: (media as Json | undefined)?.schema, required: Boolean(body.required) };
}

/** Past this size, an operation's answer leaves out its response fields' descriptions (get_schema has them). */
const COMPACT_ABOVE_BYTES = 11_000;

export async function operationAnswer(site: Site, name: string, language: SampleLanguage): Promise<string> {
  const spec = await loadSpec(site);
  const info = findOperation(spec, name);
  const sample = await codeSample(site, info.route, language);
  const full = operationText(site, spec, info, sample, true);
  return Buffer.byteLength(full) <= COMPACT_ABOVE_BYTES ? full : operationText(site, spec, info, sample, false);
}

function operationText(site: Site, spec: OpenApi, info: OperationInfo, sample: CodeSample, responseDescriptions: boolean): string {
  const op = info.operation;
  const page = site.link(info.route);
  const anchors = new AnchorSet();
  const lines = [
    `# ${info.summary}`,
    `\`${info.method.toUpperCase()} ${info.path}\` · operationId \`${info.operationId}\` · tag ${info.tags.join(', ')}`,
    `Page: ${page} (Markdown: add .md); the #anchors below are on it.`,
    `Base URLs: ${(spec.servers ?? []).map((server) => `${server.url} (${(server.description ?? '').split(' (')[0]})`).join('; ')}`,
    `Auth: ${authOf(spec, op)}.`,
    '',
    String(op.description ?? '').trim(),
  ];

  const parameters = parametersOf(spec, info);
  if (parameters.length > 0) {
    lines.push('', '## Parameters');
    for (const parameter of parameters) {
      const schema = deref(spec, parameter.schema).node;
      const anchor = anchors.take(`request-${String(parameter.in)}-${String(parameter.name).replace(/\s+/g, '_')}`);
      const field = {
        path: String(parameter.name),
        anchor,
        type: `${String(parameter.in)}, ${typeName(spec, parameter.schema ?? {})}`,
        required: Boolean(parameter.required),
        description: firstSentence(String(parameter.description ?? schema.description ?? ''), 160),
        enum: Array.isArray(schema.enum) ? schema.enum.map(String) : undefined,
        constraints: constraintsOf(schema),
      };
      lines.push(fieldLine(field));
    }
  }

  if (op.requestBody) {
    const body = bodyOf(spec, op.requestBody as Json);
    lines.push('', `## Request body (${body.type ?? 'no content type'}, ${body.required ? 'required' : 'optional'}${body.schema ? `, ${typeName(spec, body.schema)}` : ''}; anchors: #request-body-<path> unless given)`);
    if (body.schema) {
      lines.push(...fieldsOf(spec, body.schema, 'request-body', anchors).map((field) => fieldLine(field, field.anchor !== `request-body-${field.path}`)));
    }
  }

  const codes = errorCodes(spec);
  const general = generalCodes(spec);
  lines.push('', '## Responses');
  const responses = Object.entries((op.responses as Json | undefined) ?? {});
  for (const [status, raw] of responses) {
    const response = deref(spec, raw).node;
    const body = bodyOf(spec, response);
    const head = `### ${status} ${STATUS_TEXT[status] ?? ''}`.trimEnd();
    const description = String(response.description ?? '').replace(/\s+/g, ' ').trim();
    if (Number(status) >= 400) {
      const ofStatus = codes.filter((entry) => String(entry.status) === status);
      const named = ofStatus.filter((entry) => namesCode(info, entry.code)).map((entry) => `\`${entry.code}\``);
      const others = ofStatus.filter((entry) => general.has(entry.code) && !named.includes(`\`${entry.code}\``)).map((entry) => `\`${entry.code}\``);
      const rest = ofStatus.length - named.length - others.length;
      const parts = [named.length > 0 ? `for this operation: ${named.join(', ')}` : '', others.length > 0 ? `any operation: ${others.join(', ')}` : ''].filter(Boolean);
      lines.push(`${head} — ${description} Codes: ${parts.join('; ') || `none named (${rest} ${status} codes in the catalogue)`}.`);
      continue;
    }
    lines.push(head, description);
    if (body.schema) {
      const prefix = `response-${status}`;
      lines.push(`Body (${body.type}, ${typeName(spec, body.schema)}; anchors: #${prefix}-<path> unless given):`);
      const fields = fieldsOf(spec, body.schema, prefix, anchors);
      // Response fields: names and types of the top level; the rest is on the page and in get_schema.
      const shown = fields.filter((field) => !field.path.includes('.'));
      if (shown.length < fields.length) lines.push(`(${fields.length - shown.length} deeper fields on the page, or get_schema ${typeName(spec, body.schema).replace(/^.*\((\w+)\).*$/, '$1')})`);
      lines.push(
        ...shown.map((field) => {
          const values = field.enum ? ` (${field.enum.map((v) => `\`${v}\``).join(', ')})` : '';
          const anchor = field.anchor === `${prefix}-${field.path}` ? '' : ` #${field.anchor}`;
          const description = responseDescriptions && field.description ? ` — ${clip(field.description, 100)}` : '';
          return `- \`${field.path}\` ${field.type}${field.variant ? ` [${field.variant}]` : ''}${values}${description}${anchor}`;
        }),
      );
    }
  }
  lines.push(`Errors are \`application/problem+json\`; each code: get_error_code, or ${site.link(ERROR_CATALOGUE_PATH)}#<code>.`);
  const own = operationErrors(info);
  if (own.length > 0) {
    lines.push('', '## When its own errors happen');
    lines.push(...own.map((entry) => `- \`${entry.code}\`: ${clip(entry.when, 160)}`));
  }

  const events = eventsNamedIn(spec, String(op.description ?? ''));
  lines.push('', '## Events it emits');
  lines.push(events.length > 0 ? events.map((type) => `- \`${type}\`: ${site.link(EVENTS_PAGE_PATH)}#${type} (get_webhook_event for its payload)`).join('\n') : '- none named by this operation');

  lines.push('', `## Example request (${sample.language}; the language option gives ${SAMPLE_LANGUAGE_IDS.length - 1} others)`, '```' + sample.fence, sample.code, '```');
  return lines.join('\n');
}

export async function listOperationsAnswer(site: Site, tag: string | undefined): Promise<{ text: string; tags: string[] }> {
  const spec = await loadSpec(site);
  const operations = describedOperations(spec);
  const tags = [...new Set(operations.flatMap((op) => op.tags))];
  const wanted = tag?.trim().toLowerCase();
  const chosen = wanted ? operations.filter((op) => op.tags.some((t) => t.toLowerCase() === wanted)) : operations;
  if (wanted && chosen.length === 0) throw new NotFoundError(`Tag \`${tag}\``, nearest(wanted, tags, tags.length));
  const byTag = new Map<string, OperationInfo[]>();
  for (const op of chosen) {
    const key = op.tags[0] ?? 'Other';
    byTag.set(key, [...(byTag.get(key) ?? []), op]);
  }
  const lines = [`${chosen.length} operations${wanted ? ` tagged ${tag}` : ''}. Base URLs: ${(spec.servers ?? []).map((s) => s.url).join(', ')}.`];
  for (const [name, ops] of byTag) {
    lines.push('', `## ${name}`);
    lines.push(...ops.map((op) => `- \`${op.method.toUpperCase()} ${op.path}\` ${op.summary} — \`${op.operationId}\` ${site.link(op.route)}`));
  }
  return { text: lines.join('\n'), tags };
}

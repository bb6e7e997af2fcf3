import { EXAMPLES_SERVER_EXTENSION } from '../../plugins/api-model/servers';
import { ERROR_CATALOGUE_PATH } from './errors';
import { EVENTS_PAGE_PATH } from './events';
import { NotFoundError } from './failures';
import { findOperation } from './operationIndex';
import { fieldLine, fieldLines } from './render';
import { SAMPLE_LANGUAGE_IDS, sampleOf, type SampleLanguage } from './samples';
import type { Site } from './site';
import { nearest } from './text';
import { indexAsOf, readJson, releaseNote, type ApiViewIndex, type AuthRequirement, type MediaView, type PublishedOperation, type SchemaNode } from './view';

/** Operation answers come in parts of at most this many bytes, each ending with how to get the next. */
export const OPERATION_PART_BYTES = 12_000;

function authText(auth: AuthRequirement): string {
  if (auth.kind === 'none') return 'none';
  if (auth.kind === 'bearer') return 'your secret API key as a bearer token, `Authorization: Bearer <key>`';
  return auth.names.join(' or ');
}

/** The component a body's type names: `object (Customer)` -> Customer. */
const schemaNameOf = (node: SchemaNode) => /\(([A-Z]\w*)\)$/.exec(node.type)?.[1];

function mediaLines(media: MediaView, prefix: string, direction: 'request' | 'response', anchors: boolean, topLevelOnly: boolean): string[] {
  if (media.schemaSameAs) return [`Body (${media.contentType}): the same fields as ${media.schemaSameAs}.`];
  if (!media.schema) return [`Body (${media.contentType}).`];
  const lines = [`Body (${media.contentType}, ${media.schema.type}${anchors ? `; anchors: #${prefix}-<path> unless given` : ''}):`];
  const options = { direction, anchors, anchorPrefix: `${prefix}-` } as const;
  const all = fieldLines(media.schema, options);
  const name = schemaNameOf(media.schema);
  if (topLevelOnly && name && all.length > (media.schema.properties?.length ?? 0)) {
    const top = (media.schema.properties ?? []).filter((node) => !node.writeOnly);
    lines.push(...top.map((node) => fieldLine(node.path ?? node.name ?? '', node, options)));
    lines.push(`(${all.length - top.length} deeper fields: get_schema ${name}, or the page)`);
  } else lines.push(...all);
  return lines;
}

function errorLine(index: ApiViewIndex, op: PublishedOperation, status: string): string {
  const ofStatus = index.errorCodes.filter((entry) => String(entry.status) === status);
  const named = op.errors.filter((error) => String(error.status) === status).map((error) => `\`${error.code}\``);
  const general = ofStatus.filter((entry) => op.generalErrors.includes(entry.code)).map((entry) => `\`${entry.code}\``);
  const parts = [named.length > 0 ? `for this operation: ${named.join(', ')}` : '', general.length > 0 ? `of those any operation can return, these apply here: ${general.join(', ')}` : ''].filter(Boolean);
  return `Codes: ${parts.join('; ') || `none named (${ofStatus.length} ${status} codes in the catalogue)`}.`;
}

function sampleSection(op: PublishedOperation, language: SampleLanguage, example: string | undefined): string[] {
  const examples = op.requestExamples;
  const chosen = example === undefined ? examples[0] : examples.find((candidate) => candidate.name.toLowerCase() === example.trim().toLowerCase());
  if (example !== undefined && !chosen) {
    throw new NotFoundError(`A request example \`${example}\` of ${op.operationId}`, examples.length > 0 ? nearest(example, examples.map((candidate) => candidate.name)) : [], examples.length > 0 ? '' : 'It has one example, the one shown without the option.');
  }
  const samples = chosen ? chosen.samples : op.samples;
  if (samples.length === 0) return [];
  const sample = sampleOf(samples, language, op.url ?? op.operationId);
  const choices = examples.length > 1 ? `; request examples: ${examples.map((candidate) => `\`${candidate.name}\` (${candidate.label})`).join(', ')}, the example option picks one` : '';
  return ['', `## Example request (${sample.id}${chosen && examples.length > 1 ? `, example \`${chosen.name}\`` : ''}; the language option gives ${SAMPLE_LANGUAGE_IDS.length - 1} others${choices})`, '```' + sample.language, sample.code, '```'];
}

/** Everything about one operation, from the view its endpoint page renders. */
export async function operationAnswer(site: Site, name: string, language: SampleLanguage, options: { asOf?: string; example?: string } = {}): Promise<string> {
  const index = await indexAsOf(site, options.asOf);
  const entry = findOperation(index, name);
  const op = await readJson<PublishedOperation>(site, entry.file);
  // A past release's fields may not be on today's page: its anchors are not given.
  const anchors = !index.release && op.url !== undefined;
  const lines = [
    `# ${op.summary}`,
    `\`${op.method.toUpperCase()} ${op.path}\` · operationId \`${op.operationId}\` · tag ${op.tags.join(', ')}`,
    op.url ? `Page: ${op.url} (Markdown: add .md)${anchors ? '; the #anchors below are on it' : ''}.${releaseNote(index)}` : `No page: the operation is not in the API any more.${releaseNote(index)}`,
    `Base URLs: ${op.servers.map((server) => `${server.url}${server.description ? ` (${server.description.split(' (')[0].replace(/\s+/g, ' ')}${server[EXAMPLES_SERVER_EXTENSION] ? ', the server the examples are written for: the sample calls it' : ''})` : ''}`).join('; ')}`,
    `Auth: ${authText(op.auth)}.`,
    '',
    op.description,
  ];
  if (op.related.length > 0) lines.push('', `Read more: ${op.related.map((link) => `${link.label} (${link.url})`).join('; ')}`);
  // The sample comes before the field lists, so the answer's first part always holds a request to run.
  if (!index.release) lines.push(...sampleSection(op, language, options.example));

  if (op.parameterGroups.length > 0) {
    lines.push('', '## Parameters');
    for (const group of op.parameterGroups) {
      for (const node of group.parameters) lines.push(fieldLine(node.name ?? '', { ...node, type: `${group.location}, ${node.type}` }, { direction: 'request', anchors }));
    }
  }

  const body = op.requestBody;
  if (body) {
    const [media] = body.contents;
    lines.push('', `## Request body (${media?.contentType ?? 'no content type'}, ${body.required ? 'required' : 'optional'}${media?.schema ? `, ${media.schema.type}` : ''}${anchors ? '; anchors: #request-body-<path> unless given' : ''})`);
    if (body.description) lines.push(body.description);
    for (const content of body.contents) {
      if (content.schema) lines.push(...fieldLines(content.schema, { direction: 'request', anchors, anchorPrefix: 'request-body-' }));
    }
  }

  lines.push('', '## Responses');
  for (const response of op.responses) {
    const head = `### ${response.status} ${response.statusText}`.trimEnd();
    const description = (response.description ?? '').replace(/\s+/g, ' ').trim();
    if (Number(response.status) >= 400) {
      lines.push(`${head} — ${description} ${errorLine(index, op, response.status)}${response.headersSameAs ? ` Headers: as ${response.headersSameAs}.` : ''}`);
    } else lines.push(head, description);
    if (response.headers.length > 0) {
      lines.push('Headers:', ...response.headers.map((node) => fieldLine(node.name ?? '', node, { direction: 'response', anchors })));
    } else if (response.headersSameAs && Number(response.status) < 400) lines.push(`Headers: as ${response.headersSameAs}.`);
    if (Number(response.status) < 400) {
      for (const content of response.contents) lines.push(...mediaLines(content, `response-${response.status}`, 'response', anchors, true));
    }
  }
  lines.push(`Errors are \`application/problem+json\`; each code: get_error_code, or ${site.link(ERROR_CATALOGUE_PATH)}#<code>.`);
  if (op.errors.length > 0) {
    lines.push('', '## When its own errors happen');
    lines.push(...op.errors.map((error) => `- \`${error.code}\` (${error.status}): ${error.when.replace(/\s+/g, ' ').trim()}`));
  }
  lines.push('', '## Events it emits');
  lines.push(op.events.length > 0 ? op.events.map((type) => `- \`${type}\`: ${site.link(EVENTS_PAGE_PATH)}#${type} (get_webhook_event for its payload)`).join('\n') : '- none named by this operation');
  return lines.join('\n');
}

export async function listOperationsAnswer(site: Site, tag: string | undefined, asOf?: string): Promise<{ text: string; tags: string[] }> {
  const index = await indexAsOf(site, asOf);
  const operations = index.operations;
  const tags = [...new Set(operations.flatMap((op) => op.tags))];
  const wanted = tag?.trim().toLowerCase();
  const chosen = wanted ? operations.filter((op) => op.tags.some((t) => t.toLowerCase() === wanted)) : operations;
  if (wanted && chosen.length === 0) throw new NotFoundError(`Tag \`${tag}\``, nearest(wanted, tags, tags.length));
  const byTag = new Map<string, typeof operations>();
  for (const op of chosen) {
    const key = op.tags[0] ?? 'Other';
    byTag.set(key, [...(byTag.get(key) ?? []), op]);
  }
  const lines = [`${chosen.length} operations${wanted ? ` tagged ${tag}` : ''}. Base URLs: ${index.servers.map((s) => s.url).join(', ')}.${releaseNote(index)}`];
  for (const [name, ops] of byTag) {
    lines.push('', `## ${name}`);
    lines.push(...ops.map((op) => `- \`${op.method.toUpperCase()} ${op.path}\` ${op.summary} — \`${op.operationId}\`${op.url ? ` ${op.url}` : ''}`));
  }
  return { text: lines.join('\n'), tags };
}

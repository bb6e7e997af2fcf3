import { NotFoundError } from './failures';
import { fieldLines } from './render';
import type { Site } from './site';
import { nearest } from './text';
import { indexAsOf, readJson, releaseNote, type PublishedSchema } from './view';

export async function schemaAnswer(site: Site, wanted: string, asOf?: string): Promise<string> {
  const index = await indexAsOf(site, asOf);
  const names = index.schemas.map((schema) => schema.name);
  const key = wanted.trim().replace(/^#\/components\/schemas\//, '');
  const found = index.schemas.find((candidate) => candidate.name === key) ?? index.schemas.find((candidate) => candidate.name.toLowerCase() === key.toLowerCase().replace(/[\s_-]/g, ''));
  if (!found) throw new NotFoundError(`Schema \`${wanted}\``, nearest(key, names), 'Schema names are as in openapi.json (`Card`, `CreateCreditCardRequest`, `Money`).');
  const schema = await readJson<PublishedSchema>(site, found.file);
  const { node } = schema;
  const lines = [`# ${schema.name} (${node.type}${node.nullable ? ', nullable' : ''})`, `From ${index.spec} (#/components/schemas/${schema.name}).${releaseNote(index)}`];
  if (node.description) lines.push('', node.description);
  // Request schemas say what must be sent, the others what is always present.
  const direction = /Request$/.test(schema.name) ? 'request' : 'response';
  const fields = fieldLines(node, { direction, anchors: false });
  if (fields.length > 0) lines.push('', `## Fields (${direction === 'request' ? 'required: must be sent' : 'always present, or optional'})`, ...fields);
  else if (node.enum?.length) lines.push('', `One of: ${node.enum.map((value) => `\`${value.value}\`${value.description ? ` (${value.description.replace(/\s+/g, ' ')})` : ''}`).join(', ')}.`);
  if (node.constraints?.length) lines.push('', `Constraints: ${node.constraints.join('; ')}.`);
  if (schema.example !== undefined) lines.push('', 'Example:', '```json', schema.example, '```');
  if (schema.usedBy.length > 0) {
    lines.push('', 'Request or response body of (field anchors on each endpoint page):', ...schema.usedBy.map((op) => `- \`${op.method.toUpperCase()} ${op.path}\` ${op.summary}${op.url ? `: ${op.url}` : ''}`));
  }
  return lines.join('\n');
}

import { AnchorSet } from '../../plugins/api-reference/view/anchors';
import { NotFoundError } from './failures';
import { describedOperations } from './operationIndex';
import type { Site } from './site';
import { deref, fieldLine, fieldsOf, loadSpec, typeName } from './spec';
import { nearest } from './text';

export async function schemaAnswer(site: Site, wanted: string): Promise<string> {
  const spec = await loadSpec(site);
  const schemas = spec.components?.schemas ?? {};
  const names = Object.keys(schemas);
  const key = wanted.trim().replace(/^#\/components\/schemas\//, '');
  const name = names.find((candidate) => candidate === key) ?? names.find((candidate) => candidate.toLowerCase() === key.toLowerCase().replace(/[\s_-]/g, ''));
  if (!name) throw new NotFoundError(`Schema \`${wanted}\``, nearest(key, names), 'Schema names are as in openapi.json (`Card`, `CreateCreditCardRequest`, `Money`).');
  const schema = deref(spec, schemas[name]).node;
  const ref = `"#/components/schemas/${name}"`;
  const users = describedOperations(spec).filter((op) =>
    JSON.stringify([op.operation.requestBody, ...Object.values((op.operation.responses as Record<string, unknown> | undefined) ?? {}).map((r) => deref(spec, r).node)]).includes(ref),
  );
  const lines = [
    `# ${name} (${typeName(spec, { $ref: `#/components/schemas/${name}` })})`,
    `From ${site.link('/openapi.json')} (#/components/schemas/${name}).`,
    '',
    String(schema.description ?? '').trim(),
  ];
  const fields = fieldsOf(spec, schemas[name], 'field', new AnchorSet());
  if (fields.length > 0) lines.push('', '## Fields', ...fields.map((field) => fieldLine(field, false)));
  else if (Array.isArray(schema.enum)) lines.push('', `One of: ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}.`);
  const constraints = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'format'].filter((k) => schema[k] !== undefined).map((k) => `${k} ${JSON.stringify(schema[k])}`);
  if (constraints.length > 0) lines.push('', `Constraints: ${constraints.join('; ')}.`);
  if (schema.example !== undefined) lines.push('', 'Example:', '```json', JSON.stringify(schema.example, null, 2), '```');
  if (users.length > 0) {
    lines.push('', 'Request or response body of (field anchors on each endpoint page):', ...users.map((op) => `- \`${op.method.toUpperCase()} ${op.path}\` ${op.summary}: ${site.link(op.route)}`));
  }
  return lines.join('\n');
}

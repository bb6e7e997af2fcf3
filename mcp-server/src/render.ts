// Fields of the published view as answer lines: one line per field, its whole description.
import type { SchemaNode } from './view';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface FieldLineOptions {
  /** Request fields say required or optional; response and payload fields always present or optional. */
  direction: 'request' | 'response';
  /** The page the anchors are on; without it (a past release, a schema) no anchor is given. */
  anchors: boolean;
  /** Anchors left out where they are `<prefix><path>` (the answer says so once). */
  anchorPrefix?: string;
}

/** The type with its flags: `string (date-time), nullable, read-only`. */
function typeOf(node: SchemaNode): string {
  return [node.type, node.nullable ? 'nullable' : '', node.deprecated ? 'deprecated' : ''].filter(Boolean).join(', ');
}

/** What a field's line says after its name: presence, description, values, constraints, default. */
function detailOf(node: SchemaNode, direction: FieldLineOptions['direction']): string {
  const presence = direction === 'request' ? (node.required ? 'required' : 'optional') : node.required ? 'always present' : 'optional';
  const values = node.enum?.length
    ? `One of: ${node.enum.map((value) => (value.description ? `\`${value.value}\` (${oneLine(value.description)})` : `\`${value.value}\``)).join(', ')}.`
    : '';
  const parts = [
    oneLine(node.description ?? ''),
    values,
    node.constraints?.length ? `(${node.constraints.join('; ')})` : '',
    node.default !== undefined ? `Default: \`${node.default}\`.` : '',
  ].filter(Boolean);
  return `${typeOf(node)}, ${presence}${parts.length > 0 ? ` — ${parts.join(' ')}` : ''}`;
}

/** A request shows no read-only field, a response no write-only one. */
const shown = (node: SchemaNode, direction: FieldLineOptions['direction']) => !(direction === 'request' ? node.readOnly : node.writeOnly);

/** `- \`path\` type, required — description One of: … (constraints) #anchor` for a node and its fields, all depths. */
export function fieldLines(node: SchemaNode, options: FieldLineOptions, prefix = '', variant = ''): string[] {
  const lines: string[] = [];
  for (const child of node.properties ?? []) {
    if (!shown(child, options.direction)) continue;
    const name = child.path ?? `${prefix}${child.name ?? ''}`;
    lines.push(fieldLine(name, child, options, variant));
    lines.push(...fieldLines(child, options, `${name}.`, variant));
  }
  const discriminator = node.variants?.discriminator;
  for (const option of node.variants?.options ?? []) {
    const label = discriminator && option.discriminatorValue !== undefined ? `${option.label}, ${discriminator} = ${option.discriminatorValue}` : option.label;
    lines.push(...fieldLines(option.schema, options, prefix, label));
  }
  return lines;
}

/** One field (or a parameter or header, by its name). */
export function fieldLine(name: string, node: SchemaNode, options: FieldLineOptions, variant = ''): string {
  const anchor = options.anchors && node.anchor && (!options.anchorPrefix || node.anchor !== `${options.anchorPrefix}${name}`) ? ` #${node.anchor}` : '';
  return `- \`${name}\`${variant ? ` [${variant}]` : ''} ${detailOf(node, options.direction)}${anchor}`;
}

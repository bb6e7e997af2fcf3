/**
 * What the coming release adds to the fields and values of webhook payloads and the objects they
 * carry, rendered on the schema trees the payloads page, the overviews and the API view show: each
 * field says from when, as the endpoint pages say it. Where each addition goes comes from
 * `comingPlacement` (plugins/api-model/comingPlacement.ts).
 */
import { availableFromNote, withNotes, type ComingMarks } from '../api-model/coming';
import { additionsAt, type PlacedAddition } from '../api-model/comingPlacement';
import type { SchemaNode } from '../api-reference/view/types';

/** The tree with the note of each addition put before the description of the field at its path. */
export function withFieldsDated(node: SchemaNode, placed: PlacedAddition[], coming: ComingMarks, path = ''): SchemaNode {
  if (placed.length === 0) return node;
  const here = path ? additionsAt(placed, path) : [];
  const marked: SchemaNode = here.length > 0 ? { ...node, description: withNotes(node.description, coming, here) } : { ...node };
  const childPath = (child: SchemaNode) => (path ? `${path}.${child.name ?? ''}` : (child.name ?? ''));
  if (node.properties) marked.properties = node.properties.map((child) => withFieldsDated(child, placed, coming, childPath(child)));
  if (node.variants) marked.variants = { ...node.variants, options: node.variants.options.map((option) => ({ ...option, schema: withFieldsDated(option.schema, placed, coming, path) })) };
  return marked;
}

/** `description` of a field shown collapsed, with a note for each addition below it naming the addition's path. */
export function withNestedNotes(description: string | undefined, coming: ComingMarks, placed: PlacedAddition[]): string | undefined {
  if (placed.length === 0) return description;
  const notes = placed.map(({ path, addition }) => availableFromNote(coming, addition, path));
  return [...notes, description?.trim() ?? ''].filter(Boolean).join(' ');
}

/**
 * What the coming release adds to the fields and values of webhook payloads, placed on the
 * schema trees the payloads page, the overviews and the API view show: each field says from when,
 * as the endpoint pages say it.
 */
import { availableFromNote, withNotes, type ComingAddition, type ComingMarks } from '../api-model/coming';
import type { SchemaNode } from '../api-reference/view/types';

/** An addition at a field path of one schema tree (`data.object.metadata`, `kyc_requirements.code`). */
export interface PlacedAddition {
  path: string;
  addition: ComingAddition;
}

/** The path prefix of the fields of the resource an event carries. */
export const OBJECT_PREFIX = 'data.object.';
const placedPath = (addition: ComingAddition) => addition.field ?? addition.name;
const isFieldOrValue = (addition: ComingAddition) => addition.subject === 'field' || addition.subject === 'enum-value';

function unique(placed: PlacedAddition[]): PlacedAddition[] {
  const seen = new Set<string>();
  return placed.filter(({ path, addition }) => {
    const key = `${path}\n${addition.subject}\n${addition.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The additions to the payload of event `type`, at their paths in the event's schema. */
export function eventAdditions(coming: ComingMarks, type: string): PlacedAddition[] {
  return unique(coming.additions.filter((a) => a.event === type && isFieldOrValue(a)).map((addition) => ({ path: placedPath(addition), addition })));
}

/**
 * The additions to component schema `name`, from the events that carry it: the event schema
 * itself (`VirtualAccountCreatedEvent`) or the object in its `data.object` (`VirtualAccount`).
 */
export function schemaAdditions(coming: ComingMarks, name: string, events: { type: string; schemaName: string; objectName: string }[]): PlacedAddition[] {
  return unique(
    events.flatMap((event) => {
      if (event.schemaName !== name && event.objectName !== name) return [];
      return eventAdditions(coming, event.type).flatMap((placed) => {
        if (event.schemaName === name) return [placed];
        return placed.path.startsWith(OBJECT_PREFIX) ? [{ ...placed, path: placed.path.slice(OBJECT_PREFIX.length) }] : [];
      });
    }),
  );
}

/** The tree with the note of each addition put before the description of the field at its path. */
export function withFieldsDated(node: SchemaNode, placed: PlacedAddition[], coming: ComingMarks, path = ''): SchemaNode {
  if (placed.length === 0) return node;
  const here = path ? placed.filter((p) => p.path === path).map((p) => p.addition) : [];
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

/**
 * How the coming release's marks read: `<AvailableFrom />` in descriptions, the "Available from"
 * notes on what it adds, the dated error codes, and the published spec marked with them.
 */
import type { JsonObject, JsonValue, OpenApiDocument } from './load';
import type { OperationErrorModel } from './operation-errors';
import type { ComingAddition, ComingMarks } from './comingMarks';
import { comingPlacement } from './comingPlacement';
import { parsePointer } from './load';
import { deref, isObject } from './walk';

export { NO_COMING, type ComingAddition, type ComingMarks } from './comingMarks';

/** How a page (or a spec description) marks a sentence about a coming name: the guides' component. */
export const AVAILABLE_FROM_MARKER = /<AvailableFrom\s+name="([^"]+)"\s*\/>/g;

const entryLink = (coming: ComingMarks, addition: Pick<ComingAddition, 'entry' | 'date'>) => `[${addition.date}](${coming.pagePath}#${addition.entry})`;

/** Each `<AvailableFrom name="x" />` of `text` (and the blanks before it) replaced by `render` of x's addition; dropped once `x` is released. */
function replaceMarkers(text: string, coming: ComingMarks, render: (addition: ComingAddition) => string): string {
  if (!text.includes('<AvailableFrom')) return text;
  return text.replace(new RegExp(`[ \\t]*${AVAILABLE_FROM_MARKER.source}`, 'g'), (_marker, name: string) => {
    const addition = coming.additions.find((candidate) => candidate.name === name);
    return addition ? ` ${render(addition)}` : '';
  });
}

/** `<AvailableFrom name="x" />` in Markdown, as the guides render it: `(available from [date](entry))`; nothing once `x` is released. */
export function withAvailableFrom(markdown: string, coming: ComingMarks): string {
  return replaceMarkers(markdown, coming, (addition) => `(available from ${entryLink(coming, addition)})`);
}

/** The same in plain text (meta descriptions, one-line summaries): `(available from 2026-12-01)`. */
export function withAvailableFromText(text: string, coming: ComingMarks): string {
  return replaceMarkers(text, coming, (addition) => `(available from ${addition.date})`);
}

/**
 * The sentence a description of something the coming release adds starts with; `below`, the
 * addition's path under a field shown collapsed, names what is added when the note is on that field.
 */
export function availableFromNote(coming: ComingMarks, addition: ComingAddition, below?: string): string {
  const what =
    addition.subject === 'enum-value'
      ? `The value \`${addition.name}\`${below ? ` of \`${below}\`` : ''} is available`
      : below
        ? `\`${below}\` is available`
        : 'Available';
  return `**${what} from ${entryLink(coming, addition)}.**`;
}

/** `description` with the notes of `additions` before it. */
export function withNotes(description: string | undefined, coming: ComingMarks, additions: ComingAddition[]): string {
  const notes = additions.map((addition) => availableFromNote(coming, addition));
  return [...notes, description?.trim() ?? ''].filter(Boolean).join(' ');
}

/** The operation's errors, each one the coming release adds to it saying from when (in its `when`). */
export function withDatedErrors(operationId: string, errors: OperationErrorModel[], coming: ComingMarks): OperationErrorModel[] {
  const noteOf = comingErrorNote(operationId, coming);
  return errors.map((error) => {
    const note = noteOf(error.code);
    return note ? { ...error, when: `${note} ${error.when.trim()}` } : error;
  });
}

/** For an operation, the note of when a coming release adds each error code to it; undefined for a code it returns already. */
export function comingErrorNote(operationId: string, coming: ComingMarks): (code: string) => string | undefined {
  const added = comingPlacement(coming).operation(operationId)?.errors;
  return (code) => {
    const addition = added?.get(code);
    return addition ? availableFromNote(coming, addition) : undefined;
  };
}

/** Every `description` of the document, with `edit` applied (in place). */
function editDescriptions(node: JsonValue, edit: (text: string) => string): void {
  if (Array.isArray(node)) node.forEach((item) => editDescriptions(item, edit));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') node[key] = edit(value);
      else editDescriptions(value, edit);
    }
  }
}

/**
 * The object that describes an addition where the spec places it: the parameter, the property or
 * the field holding the value, reached through `$ref`s except the last, so that a shared component
 * (`Metadata`, `KycRequirementCode`) keeps its words for the places that have it already.
 */
function placeOf(doc: OpenApiDocument, addition: ComingAddition): JsonObject | undefined {
  const segments = parsePointer(`#${addition.pointer}`);
  const steps = addition.subject === 'enum-value' ? segments.slice(0, -1) : segments;
  const place = at(doc, doc, steps);
  return isObject(place) ? place : undefined;
}

/** The value at `path` below `node`, through `$ref`s (not the last) and `allOf` branches (the diff reads an `allOf` merged). */
function at(doc: OpenApiDocument, node: JsonValue | undefined, path: string[]): JsonValue | undefined {
  if (path.length === 0) return node;
  const [key, ...rest] = path;
  const target = deref(doc, node, '').node;
  if (Array.isArray(target)) return at(doc, target[Number(key)], rest);
  if (!isObject(target)) return undefined;
  const direct = key in target ? at(doc, target[key], rest) : undefined;
  if (direct !== undefined) return direct;
  const branches = Array.isArray(target.allOf) ? target.allOf : [];
  return branches.map((branch) => at(doc, branch, path)).find((found) => found !== undefined);
}

/**
 * The published document with the coming release marked: each added parameter, field and value
 * says from when in its description, and every `<AvailableFrom />` reads as the date. A `$ref`
 * gets the note as a `description` beside it (OpenAPI 3.1 lets it override the target's).
 */
export function markComing(doc: OpenApiDocument, coming: ComingMarks): OpenApiDocument {
  editDescriptions(doc as unknown as JsonValue, (text) => withAvailableFrom(text, coming));
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (!isObject(operation) || typeof operation.operationId !== 'string' || !Array.isArray(operation['x-errors'])) continue;
      const errors = operation['x-errors'] as unknown as OperationErrorModel[];
      operation['x-errors'] = withDatedErrors(operation.operationId, errors, coming) as unknown as JsonValue;
    }
  }
  const byPlace = new Map<JsonObject, ComingAddition[]>();
  for (const addition of coming.additions) {
    if (addition.subject === 'error-code' || addition.subject === 'event') continue;
    const place = placeOf(doc, addition);
    if (!place) throw new Error(`markComing: ${addition.pointer} (${addition.name}, coming on ${addition.date}) is not in the spec`);
    const list = byPlace.get(place) ?? [];
    if (!list.some((other) => other.name === addition.name && other.subject === addition.subject)) list.push(addition);
    byPlace.set(place, list);
  }
  for (const [place, additions] of byPlace) {
    const target = deref(doc, place, '').node;
    const description = typeof place.description === 'string' ? place.description : isObject(target) && typeof target.description === 'string' ? target.description : undefined;
    place.description = withNotes(description, coming, additions);
  }
  return doc;
}

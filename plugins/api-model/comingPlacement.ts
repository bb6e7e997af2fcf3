/**
 * Where the coming release's marks go, computed once per set of marks: each operation's
 * parameters, response fields and error codes, each event's payload fields and each component
 * schema an event carries. The views (endpoint pages, payloads page, overviews, API view, Postman)
 * look their nodes up here and only render the notes.
 */
import type { ComingAddition, ComingMarks } from './comingMarks';

/** An addition at a field path of one schema tree (`data.object.metadata`, `kyc_requirements.code`). */
export interface PlacedAddition {
  path: string;
  addition: ComingAddition;
}

export interface OperationPlacement {
  /** By parameter location (`query`), each at the parameter's name. */
  parameters: ReadonlyMap<string, PlacedAddition[]>;
  /** By response status, each at its field's path. */
  responses: ReadonlyMap<string, PlacedAddition[]>;
  /** The addition that brings each error code. */
  errors: ReadonlyMap<string, ComingAddition>;
}

/** An event as the payloads page shows it: its schema and the schema of its `data.object`. */
export interface EventSchemas {
  type: string;
  schemaName: string;
  objectName: string;
}

export interface ComingPlacement {
  operation(operationId: string): OperationPlacement | undefined;
  /** The additions to the payload of event `type`, at their paths in the event's schema. */
  event(type: string): PlacedAddition[];
  /** The additions to the payload's `data.object`, at their paths in the object. */
  eventObject(type: string): PlacedAddition[];
  /** The additions to component schema `name` from the events that carry it, as the event or as its `data.object`. */
  schema(name: string, events: readonly EventSchemas[]): PlacedAddition[];
}

const OBJECT_PREFIX = 'data.object.';
const isFieldOrValue = (addition: ComingAddition) => addition.subject === 'field' || addition.subject === 'enum-value';
const fieldPath = (addition: ComingAddition) => addition.field ?? addition.name;

/** Each (path, subject, name) once, in the order of the changelog's additions. */
function unique(placed: PlacedAddition[]): PlacedAddition[] {
  const seen = new Set<string>();
  return placed.filter(({ path, addition }) => {
    const key = `${path}\n${addition.subject}\n${addition.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function grouped(placed: { key: string; at: PlacedAddition }[]): Map<string, PlacedAddition[]> {
  const groups = new Map<string, PlacedAddition[]>();
  for (const { key, at } of placed) groups.set(key, [...(groups.get(key) ?? []), at]);
  return new Map([...groups].map(([key, list]) => [key, unique(list)]));
}

function placeOperations(additions: ComingAddition[]): Map<string, OperationPlacement> {
  const byOperation = new Map<string, ComingAddition[]>();
  for (const addition of additions) if (addition.operationId) byOperation.set(addition.operationId, [...(byOperation.get(addition.operationId) ?? []), addition]);
  return new Map(
    [...byOperation].map(([operationId, own]) => {
      const errors = new Map<string, ComingAddition>();
      for (const addition of own) if (addition.subject === 'error-code' && !errors.has(addition.name)) errors.set(addition.name, addition);
      return [
        operationId,
        {
          parameters: grouped(own.filter((a) => a.subject === 'parameter' && a.in !== undefined).map((a) => ({ key: a.in!, at: { path: a.name, addition: a } }))),
          responses: grouped(own.filter((a) => isFieldOrValue(a) && a.status !== undefined).map((a) => ({ key: a.status!, at: { path: fieldPath(a), addition: a } }))),
          errors,
        },
      ];
    }),
  );
}

function place(coming: ComingMarks): ComingPlacement {
  const operations = placeOperations(coming.additions);
  const events = grouped(coming.additions.filter((a) => a.event !== undefined && isFieldOrValue(a)).map((a) => ({ key: a.event!, at: { path: fieldPath(a), addition: a } })));
  const event = (type: string) => events.get(type) ?? [];
  const eventObject = (type: string) => event(type).flatMap((p) => (p.path.startsWith(OBJECT_PREFIX) ? [{ ...p, path: p.path.slice(OBJECT_PREFIX.length) }] : []));
  return {
    operation: (operationId) => operations.get(operationId),
    event,
    eventObject,
    schema: (name, carriers) =>
      unique(carriers.flatMap((carrier) => (carrier.schemaName === name ? event(carrier.type) : carrier.objectName === name ? eventObject(carrier.type) : []))),
  };
}

const placements = new WeakMap<ComingMarks, ComingPlacement>();

/** The placement of `coming`'s additions, computed on first use. */
export function comingPlacement(coming: ComingMarks): ComingPlacement {
  let placement = placements.get(coming);
  if (!placement) {
    placement = place(coming);
    placements.set(coming, placement);
  }
  return placement;
}

/** The additions placed at `path`. */
export const additionsAt = (placed: readonly PlacedAddition[] | undefined, path: string): ComingAddition[] =>
  (placed ?? []).filter((p) => p.path === path).map((p) => p.addition);

import type { IChange } from '@useoptic/openapi-utilities';
import { EVENT_PATH_PREFIX, type ApiChange, type ChangeAction, type ChangeDirection } from './types';

/** `get /customers` -> `CustomersController_listCustomers`. */
export type OperationIndex = Map<string, string>;

/**
 * The project's mark for a request field that a customer's KYC review needs: the field stays
 * optional in the request, but without it the review stops at `action_required`. Adding one
 * (or marking an existing optional field) is a new KYC requirement that blocks approvals:
 * breaking, like adding a required request field.
 */
export const APPROVAL_REQUIREMENT = 'x-required-for-approval';

type Json = Record<string, unknown>;
type Location = {
  method?: string;
  path?: string;
  inRequest?: { query?: string; path?: string; header?: string; cookie?: string; body?: { contentType: string } };
  inResponse?: { statusCode: string; header?: string; body?: { contentType: string } };
  jsonSchemaTrail?: string[];
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: Json | undefined): string[] => {
  const type = schema?.type;
  return (Array.isArray(type) ? type : type === undefined ? [] : [type]).map(String).sort();
};
const enumOf = (schema: Json | undefined): unknown[] | undefined => (Array.isArray(schema?.enum) ? (schema.enum as unknown[]) : undefined);
const code = (text: string) => `\`${text}\``;

/** `/paths/~1~0events~1card.created/post/responses/200/content/…` -> `/webhooks/card.created/post/requestBody/content/…`. */
function specPointer(jsonPath: string): string {
  const prefix = `/paths/${EVENT_PATH_PREFIX.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  if (!jsonPath.startsWith(prefix)) return jsonPath;
  const [type, ...rest] = jsonPath.slice(prefix.length).split('/');
  const tail = rest.join('/').replace(/^post\/responses\/200(?=\/|$)/, 'post/requestBody');
  return `/webhooks/${type}/${tail}`;
}

/** The field path the endpoint pages anchor: names joined with dots, through array items alike. */
const fieldPath = (trail: readonly string[] | undefined) => (trail ?? []).filter((segment) => segment !== 'items').join('.');

interface Target {
  operationId?: string;
  event?: string;
}

function targetOf(location: Location, operations: OperationIndex): Target | undefined {
  if (!location.path || !location.method) return undefined;
  if (location.path.startsWith(EVENT_PATH_PREFIX)) return { event: location.path.slice(EVENT_PATH_PREFIX.length) };
  const operationId = operations.get(`${location.method} ${location.path}`);
  return operationId ? { operationId } : undefined;
}

export function classify(changes: readonly IChange[], operations: OperationIndex): ApiChange[] {
  const result: ApiChange[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    const raw = change as unknown as { location: { kind: string; jsonPath: string; conceptualLocation: Location }; changeType: ChangeAction; added?: Json; removed?: Json; changed?: { before: Json; after: Json } };
    const location = raw.location.conceptualLocation;
    const target = targetOf(location, operations);
    if (!target) continue;
    const isEvent = target.event !== undefined;
    const direction: ChangeDirection = location.inRequest ? 'request' : location.inResponse ? 'response' : 'none';
    const status = !isEvent ? location.inResponse?.statusCode : undefined;
    const place = isEvent ? 'the payload' : direction === 'request' ? 'the request body' : `the ${status} response`;
    const pointer = specPointer(raw.location.jsonPath);
    const push = (change: Omit<ApiChange, 'operationId' | 'event' | 'pointer' | 'direction'> & { direction?: ChangeDirection }) => {
      const full: ApiChange = { ...target, direction, pointer, ...change, ...(status && direction === 'response' ? { status } : {}) };
      const key = [full.operationId ?? full.event, full.direction, full.subject, full.action, full.name, full.field ?? '', full.subject === 'error-code' ? '' : (full.status ?? '')].join('|');
      if (seen.has(key)) return;
      seen.add(key);
      result.push(full);
    };

    switch (raw.location.kind) {
      case 'operation': {
        if (raw.changeType === 'changed') break;
        const added = raw.changeType === 'added';
        const name = isEvent ? target.event! : `${location.method!.toUpperCase()} ${location.path}`;
        push({
          direction: 'none',
          subject: isEvent ? 'event' : 'operation',
          action: raw.changeType,
          name,
          breaking: !added,
          rule: `${isEvent ? 'event' : 'operation'}-${raw.changeType}`,
          text: isEvent ? `${added ? 'New event' : 'Event removed:'} ${code(name)}` : `${added ? 'New operation' : 'Operation removed:'} ${code(name)}`,
        });
        break;
      }
      case 'query-parameter':
      case 'path-parameter':
      case 'header-parameter':
      case 'cookie-parameter': {
        const where = raw.location.kind.replace('-parameter', '');
        const before = raw.changed?.before ?? raw.removed;
        const after = raw.changed?.after ?? raw.added;
        const name = String((after ?? before)?.name ?? '');
        const label = `${where} parameter ${code(name)}`;
        if (raw.changeType === 'added') {
          const required = after?.required === true;
          push({ subject: 'parameter', action: 'added', name, in: where, breaking: required, rule: required ? 'required-parameter-added' : 'parameter-added', text: `New ${required ? 'required ' : ''}${label}` });
        } else if (raw.changeType === 'removed') {
          push({ subject: 'parameter', action: 'removed', name, in: where, breaking: true, rule: 'parameter-removed', text: `Removed the ${label}` });
        } else {
          if (before?.required !== true && after?.required === true) {
            push({ subject: 'required', action: 'changed', name, in: where, breaking: true, rule: 'parameter-became-required', text: `The ${label} is now required` });
          } else if (before?.required === true && after?.required !== true) {
            push({ subject: 'required', action: 'changed', name, in: where, breaking: false, rule: 'parameter-became-optional', text: `The ${label} is now optional` });
          }
          const schemaBefore = isObject(before?.schema) ? before.schema : undefined;
          const schemaAfter = isObject(after?.schema) ? after.schema : undefined;
          const items = (schema: Json | undefined) => (isObject(schema?.items) ? schema.items : schema);
          compareValues(items(schemaBefore), items(schemaAfter), 'request', (value, action, breaking) =>
            push({ subject: 'enum-value', action, name: value, field: name, in: where, breaking, rule: `request-enum-value-${action}`, text: `${code(value)} ${action === 'added' ? 'added to' : 'removed from'} the ${label}` }),
          );
          compareTypes(schemaBefore, schemaAfter, 'request', (from, to, breaking) =>
            push({ subject: 'type', action: 'changed', name, in: where, breaking, rule: breaking ? 'request-type-narrowed' : 'request-type-widened', text: `The ${label} changed type from ${from} to ${to}` }),
          );
        }
        break;
      }
      case 'response': {
        if (isEvent || raw.changeType === 'changed') break;
        const added = raw.changeType === 'added';
        push({ direction: 'response', subject: 'status', action: raw.changeType, name: status!, breaking: !added, rule: `response-status-${raw.changeType}`, text: added ? `New ${status} response` : `The ${status} response was removed` });
        break;
      }
      case 'response-header': {
        if (raw.changeType === 'changed') break;
        const name = location.inResponse?.header ?? '';
        const added = raw.changeType === 'added';
        push({ subject: 'field', action: raw.changeType, name, in: 'header', breaking: !added, rule: `response-header-${raw.changeType}`, text: `${added ? 'New' : 'Removed the'} header ${code(name)} in ${place}` });
        break;
      }
      case 'field': {
        const field = fieldPath(location.jsonSchemaTrail);
        const before = raw.changed?.before ?? raw.removed;
        const after = raw.changed?.after ?? raw.added;
        const approvalAfter = isObject(after?.flatSchema) && after.flatSchema[APPROVAL_REQUIREMENT] === true;
        const approvalBefore = isObject(before?.flatSchema) && before.flatSchema[APPROVAL_REQUIREMENT] === true;
        if (raw.changeType === 'added') {
          const required = after?.required === true;
          const breaking = direction === 'request' && required;
          push({ subject: 'field', action: 'added', name: field, field, breaking, rule: breaking ? 'required-request-field-added' : `${direction}-field-added`, text: `${code(field)} added to ${place}${breaking ? ', required' : ''}` });
          if (direction === 'request' && approvalAfter && !required) approvalRequirement(field);
        } else if (raw.changeType === 'removed') {
          push({ subject: 'field', action: 'removed', name: field, field, breaking: true, rule: `${direction}-field-removed`, text: `${code(field)} removed from ${place}` });
        } else {
          const wasRequired = before?.required === true;
          const isRequired = after?.required === true;
          if (wasRequired !== isRequired) {
            const breaking = direction === 'request' ? isRequired : !isRequired;
            const text =
              direction === 'request'
                ? `${code(field)} in ${place} is now ${isRequired ? 'required' : 'optional'}`
                : `${code(field)} in ${place} is now ${isRequired ? 'always present' : 'sometimes absent'}`;
            push({ subject: 'required', action: 'changed', name: field, field, breaking, rule: `${direction}-field-became-${isRequired ? 'required' : 'optional'}`, text });
          }
          if (direction === 'request' && approvalAfter && !approvalBefore && !wasRequired && !isRequired) approvalRequirement(field);
        }
        break;

        function approvalRequirement(name: string) {
          push({ subject: 'approval-requirement', action: 'added', name, field: name, breaking: true, rule: 'kyc-requirement-added', text: `Approval now needs ${code(name)} in ${place}: without it the KYC review stops at \`action_required\`` });
        }
      }
      case 'schema': {
        if (raw.changeType !== 'changed') break;
        const field = fieldPath(location.jsonSchemaTrail);
        const before = isObject(raw.changed?.before?.flatSchema) ? raw.changed.before.flatSchema : undefined;
        const after = isObject(raw.changed?.after?.flatSchema) ? raw.changed.after.flatSchema : undefined;
        const contentType = location.inResponse?.body?.contentType ?? '';
        const isErrorCode = contentType === 'application/problem+json' && field === 'code';
        compareValues(before, after, direction, (value, action, breaking) =>
          push({
            subject: isErrorCode ? 'error-code' : 'enum-value',
            action,
            name: value,
            field,
            breaking,
            rule: `${direction}-enum-value-${action}`,
            text: isErrorCode
              ? `${action === 'added' ? 'New' : 'Removed the'} error code ${code(value)}`
              : `${code(value)} ${action === 'added' ? 'added to' : 'removed from'} ${field ? code(field) : 'the body'} in ${place}`,
          }),
        );
        compareTypes(before, after, direction, (from, to, breaking) =>
          push({ subject: 'type', action: 'changed', name: field, field, breaking, rule: `${direction}-type-changed`, text: `${field ? code(field) : 'The body'} in ${place} changed type from ${from} to ${to}` }),
        );
        if (direction === 'request') {
          compareClosed(before, after, (closed) =>
            push({
              subject: 'type',
              action: 'changed',
              name: field,
              field,
              breaking: closed,
              rule: closed ? 'request-unknown-fields-refused' : 'request-unknown-fields-allowed',
              text: `${field ? `${code(field)} in ${place}` : place.replace(/^the/, 'The')} now ${closed ? 'refuses fields it does not define (`400 unknown_field`)' : 'accepts fields it does not define'}`,
            }),
          );
        }
        break;
      }
      default:
        // Descriptions, examples, summaries and the document's metadata are not the contract.
        break;
    }
  }
  return withoutInnerFields(withoutPartsOfNewOrRemoved(result));
}

/** The fields and statuses of an operation or event that was added or removed are part of that change. */
function withoutPartsOfNewOrRemoved(changes: ApiChange[]): ApiChange[] {
  const whole = new Set(changes.filter((c) => c.subject === 'operation' || c.subject === 'event').map((c) => c.operationId ?? c.event));
  return changes.filter((c) => c.subject === 'operation' || c.subject === 'event' || !whole.has(c.operationId ?? c.event));
}

/** A field added or removed with its parent is part of the parent's change: only the outermost is listed. */
function withoutInnerFields(changes: ApiChange[]): ApiChange[] {
  const scope = (change: ApiChange) => [change.operationId ?? change.event, change.direction, change.status ?? '', change.action].join('|');
  const moved = new Set(changes.filter((c) => c.subject === 'field' && c.action !== 'changed').map((c) => `${scope(c)}|${c.name}`));
  return changes.filter((change) => {
    if (!change.field || change.action === 'changed' || !['field', 'enum-value', 'error-code'].includes(change.subject)) return true;
    const segments = change.field.split('.');
    const outer = change.subject === 'field' ? segments.length - 1 : segments.length;
    for (let n = 1; n <= outer; n++) if (moved.has(`${scope(change)}|${segments.slice(0, n).join('.')}`)) return false;
    return true;
  });
}

/**
 * Enum values added and removed. In a request, a removed value narrows what a client may send
 * (breaking) and an added one is new; in a response, a removed value is something the client
 * no longer receives (not breaking), and an added one is new: the versioning rules promise
 * new enum values and ask clients to default their switches.
 */
function compareValues(before: Json | undefined, after: Json | undefined, direction: ChangeDirection, report: (value: string, action: 'added' | 'removed', breaking: boolean) => void) {
  const old = enumOf(before);
  const now = enumOf(after);
  if (!old || !now) return;
  for (const value of now) if (!old.includes(value)) report(String(value), 'added', false);
  for (const value of old) if (!now.includes(value)) report(String(value), 'removed', direction === 'request');
}

/** A type change where both sides declare one: narrowing a request or widening a response breaks clients. */
function compareTypes(before: Json | undefined, after: Json | undefined, direction: ChangeDirection, report: (from: string, to: string, breaking: boolean) => void) {
  const old = typesOf(before);
  const now = typesOf(after);
  if (old.length === 0 || now.length === 0 || old.join() === now.join()) return;
  const breaking = direction === 'request' ? old.some((type) => !now.includes(type)) : now.some((type) => !old.includes(type));
  report(old.join(' or '), now.join(' or '), breaking);
}

/**
 * A request object that starts refusing fields it does not define (`additionalProperties: false`)
 * narrows what a client may send: a client that sent an extra field now gets a 400.
 */
function compareClosed(before: Json | undefined, after: Json | undefined, report: (closed: boolean) => void) {
  if (!before || !after || !typesOf(before).includes('object') || !typesOf(after).includes('object')) return;
  const wasClosed = before.additionalProperties === false;
  const isClosed = after.additionalProperties === false;
  if (wasClosed !== isClosed) report(isClosed);
}

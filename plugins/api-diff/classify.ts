import { classOf, ruleId, ruleOf } from './rules';
import type { ApiChange, ChangeAction, ChangeSubject } from './types';
import type { Difference } from './walk';

export { APPROVAL_REQUIREMENT } from './types';

const code = (text: unknown) => `\`${typeof text === 'string' ? text : JSON.stringify(text)}\``;

/** What each change is about, for the changelog's anchors and groups. */
function subjectOf(d: Difference): { subject: ChangeSubject; action: ChangeAction } {
  const c = d.change;
  const action: ChangeAction = /-(added|required)$/.test(c) && !c.startsWith('became') ? 'added' : /-removed$/.test(c) ? 'removed' : 'changed';
  if (c === 'unclassified') return { subject: 'unclassified', action: 'changed' };
  if (c === 'documentation-changed' || c === 'operation-id-changed' || c === 'error-condition-changed' || c === 'error-codes-documented') return { subject: 'documentation', action: 'changed' };
  if (c.startsWith('operation-') && c !== 'operation-deprecated' && c !== 'operation-reactivated') return { subject: d.target.event ? 'event' : 'operation', action };
  if (c.startsWith('event-')) return { subject: 'event', action };
  if (c.endsWith('-deprecated') || c.endsWith('-reactivated')) return { subject: 'deprecation', action: 'changed' };
  if (c.startsWith('security-')) return { subject: 'security', action };
  if (c.startsWith('status-') || c.endsWith('-status-removed')) return { subject: 'status', action };
  if (c.startsWith('media-type-')) return { subject: 'media-type', action };
  if (c.startsWith('error-code-')) return { subject: 'error-code', action };
  if (c.startsWith('enum-value-')) return { subject: 'enum-value', action };
  if (c.startsWith('approval-requirement-')) return { subject: 'approval-requirement', action };
  if (c.startsWith('header-')) return { subject: 'header', action: c === 'header-added' ? 'added' : c === 'header-removed' ? 'removed' : 'changed' };
  if (d.parameter && (c.includes('parameter-') && !c.startsWith('parameter-became-array') && !c.startsWith('parameter-serialization'))) return { subject: c.includes('became-') ? 'required' : 'parameter', action };
  if (c.includes('became-required') || c.includes('became-optional')) return { subject: 'required', action: 'changed' };
  if (c === 'property-added' || c === 'required-property-added' || c === 'property-removed') return { subject: 'field', action };
  if (c.startsWith('type-')) return { subject: 'type', action: 'changed' };
  return { subject: 'constraint', action: 'changed' };
}

function nameOf(d: Difference, subject: ChangeSubject): string {
  if (subject === 'operation' || subject === 'event' || subject === 'status' || subject === 'media-type' || subject === 'error-code' || subject === 'enum-value' || subject === 'security') {
    return d.value ?? d.target.event ?? d.target.operationId ?? '';
  }
  if (d.parameter) return d.parameter.name;
  if (d.header) return d.header;
  return d.field ?? '';
}

/** `the request body`, `the 201 response`, `the payload`. */
function placeOf(d: Difference): string {
  if (d.target.event) return 'the payload';
  if (d.direction === 'request') return 'the request body';
  return d.status ? `the ${d.status} response` : 'the operation';
}

/** What the change touches, as a reader names it: `` `holder_name` in the request body ``, `the query parameter `status``. */
function subjectText(d: Difference): string {
  if (d.parameter) return `the ${d.parameter.in} parameter ${code(d.parameter.name)}`;
  if (d.header) return `the header ${code(d.header)} in ${placeOf(d)}`;
  if (d.field) return `${code(d.field)} in ${placeOf(d)}`;
  if (d.direction === 'none') return d.target.event ? `the event ${code(d.target.event)}` : 'the operation';
  return placeOf(d);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fromTo = (d: Difference) => ('from' in d || 'to' in d) && (d.from !== undefined || d.to !== undefined) ? ` (${d.from === undefined ? 'none' : code(d.from)} → ${d.to === undefined ? 'none' : code(d.to)})` : '';

function textOf(d: Difference): string {
  const place = placeOf(d);
  const field = d.field ? code(d.field) : '';
  switch (d.change) {
    case 'operation-added':
      return `New operation ${code(d.value)}`;
    case 'operation-removed':
      return `Operation removed: ${code(d.value)}`;
    case 'event-added':
      return `New event ${code(d.value)}`;
    case 'event-removed':
      return `Event removed: ${code(d.value)}`;
    case 'property-added':
      return `${field} added to ${place}`;
    case 'required-property-added':
      return `${field} added to ${place}${d.direction === 'request' ? ', required' : ', always present'}`;
    case 'property-removed':
      return `${field} removed from ${place}`;
    case 'property-became-required':
      return `${field} in ${place} is now ${d.direction === 'request' ? 'required' : 'always present'}`;
    case 'property-became-optional':
      return `${field} in ${place} is now ${d.direction === 'request' ? 'optional' : 'sometimes absent'}`;
    case 'parameter-added':
      return `New ${d.parameter!.in} parameter ${code(d.parameter!.name)}`;
    case 'required-parameter-added':
      return `New required ${d.parameter!.in} parameter ${code(d.parameter!.name)}`;
    case 'parameter-removed':
      return `Removed the ${d.parameter!.in} parameter ${code(d.parameter!.name)}`;
    case 'parameter-became-required':
      return `The ${d.parameter!.in} parameter ${code(d.parameter!.name)} is now required`;
    case 'parameter-became-optional':
      return `The ${d.parameter!.in} parameter ${code(d.parameter!.name)} is now optional`;
    case 'status-added':
      return `New ${d.status} response`;
    case 'success-status-removed':
    case 'error-status-removed':
      return `The ${d.status} response was removed`;
    case 'header-added':
      return `New header ${code(d.header)} in ${place}`;
    case 'header-removed':
      return `Removed the header ${code(d.header)} in ${place}`;
    case 'error-code-added':
      return `New error code ${code(d.value)}`;
    case 'error-code-removed':
      return `The operation no longer returns ${code(d.value)}`;
    case 'enum-value-added':
      return `${code(d.value)} added to ${d.parameter ? subjectText(d) : field ? `${field} in ${place}` : place}`;
    case 'enum-value-removed':
      return `${code(d.value)} removed from ${d.parameter ? subjectText(d) : field ? `${field} in ${place}` : place}`;
    case 'unknown-fields-refused':
      return `${field ? `${field} in ${place}` : capital(place)} now refuses fields it does not define (\`400 invalid_request\`, \`errors[].code\` \`unknown_field\`)`;
    case 'unknown-fields-allowed':
      return `${field ? `${field} in ${place}` : capital(place)} now accepts fields it does not define`;
    case 'approval-requirement-added':
      return `Approval now needs ${field} in ${place}: without it the KYC review stops at \`action_required\``;
    case 'approval-requirement-replaces-required':
      return `${capital(`${field} in ${place}`)} is now optional, and approval needs it: without it the request no longer fails, and the KYC review stops at \`action_required\``;
    case 'type-narrowed':
    case 'type-widened':
    case 'type-changed':
      return `${capital(subjectText(d))} changed type from ${d.from} to ${d.to}`;
    case 'operation-deprecated':
    case 'parameter-deprecated':
    case 'property-deprecated':
      return `${capital(subjectText(d))} is deprecated${d.sunset ? `, going away on ${d.sunset}` : ' (no `x-sunset` date)'}`;
    case 'variant-added':
    case 'variant-removed':
      return `${capital(subjectText(d))}: variant ${code(d.value)} ${d.change === 'variant-added' ? 'added' : 'removed'}`;
    case 'media-type-added':
    case 'media-type-removed':
      return `${capital(place)}: ${code(d.value)} ${d.change === 'media-type-added' ? 'added' : 'removed'}`;
    case 'security-required':
    case 'security-requirement-added':
    case 'security-requirement-removed':
    case 'security-scope-added':
    case 'security-scope-removed':
      return `${capital(ruleOf(d.change)!.what)}${d.value ? `: ${code(d.value)}` : ''}`;
    case 'unclassified':
      return `${capital(subjectText(d))}: \`${d.keyword}\` changed${fromTo(d)}, which no versioning rule classifies`;
    default: {
      const rule = ruleOf(d.change);
      return `${capital(subjectText(d))}: ${rule?.what ?? d.change}${d.value ? ` ${code(d.value)}` : ''}${fromTo(d)}`;
    }
  }
}

/** Each difference the walk found, classified by the rule table; one that no rule classifies stays `unclassified`. */
export function classify(differences: readonly Difference[]): ApiChange[] {
  const seen = new Set<string>();
  const result: ApiChange[] = [];
  for (const d of differences) {
    const changeClass = d.change === 'unclassified' ? undefined : classOf(d.change, d.direction);
    const { subject, action } = subjectOf(d);
    const change: ApiChange = {
      ...(d.target.operationId !== undefined ? { operationId: d.target.operationId } : {}),
      ...(d.target.event !== undefined ? { event: d.target.event } : {}),
      direction: d.direction,
      subject,
      action,
      name: nameOf(d, subject),
      ...(d.field ? { field: d.field } : d.parameter && subject === 'enum-value' ? { field: d.parameter.name } : {}),
      ...(d.status && !d.target.event ? { status: d.status } : {}),
      ...(d.parameter ? { in: d.parameter.in } : {}),
      class: changeClass ?? 'unclassified',
      breaking: changeClass === 'breaking',
      rule: changeClass ? ruleId(d.direction, d.change) : `unclassified:${d.keyword ?? d.change}`,
      text: textOf(d),
      pointer: d.pointer,
      side: d.side,
      ...(d.sunset ? { sunset: d.sunset } : {}),
    };
    const key = [change.operationId ?? change.event, change.pointer, change.rule, change.name, change.field ?? '', change.status ?? ''].join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(change);
  }
  return result;
}

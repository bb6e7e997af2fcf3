import type { ChangeClass } from './rules';

/**
 * The project's mark for a request field that a customer's KYC review needs: the field stays
 * optional in the request, but without it the review stops at `action_required`. Adding one
 * (or marking an existing optional field) is a new KYC requirement that blocks approvals:
 * breaking, like adding a required request field.
 */
export const APPROVAL_REQUIREMENT = 'x-required-for-approval';

/**
 * The date a deprecated operation, parameter or field goes away (`YYYY-MM-DD`), beside its
 * `deprecated: true`. The endpoint page shows it, and the Deprecated changelog entry repeats it.
 */
export const SUNSET = 'x-sunset';

/** What one change of the API is about, in the words of the site's versioning rules. */
export type ChangeSubject =
  | 'operation'
  | 'event'
  | 'parameter'
  | 'field'
  | 'header'
  | 'status'
  | 'media-type'
  | 'enum-value'
  | 'error-code'
  | 'security'
  | 'type'
  | 'required'
  | 'constraint'
  | 'deprecation'
  | 'approval-requirement'
  | 'documentation'
  | 'unclassified';
export type ChangeAction = 'added' | 'removed' | 'changed';
/** Where the change is seen: what a client sends, or what it receives (responses and webhook payloads). */
export type ChangeDirection = 'request' | 'response' | 'none';

export interface ApiChange {
  /** The operation the change touches (`METHOD /path` for one without an operationId); absent for an event. */
  operationId?: string;
  /** The webhook event type the change touches; absent for a change to an operation. */
  event?: string;
  direction: ChangeDirection;
  subject: ChangeSubject;
  action: ChangeAction;
  /**
   * What changed, as a reader names it: a field path (`business.tax_ids`), a parameter name, a
   * status code, an enum value or error code, the operation's `METHOD /path` or the event type.
   */
  name: string;
  /** For a field or value inside one: its field path (`kyc_requirements.code`). */
  field?: string;
  /** The response status the change is in (`201`), for a response change of an operation. */
  status?: string;
  /** Where a parameter goes: `query`, `path`, `header`. */
  in?: string;
  /** The class by the site's versioning rules (`rules.ts`), or `unclassified` when no rule names the difference. */
  class: ChangeClass | 'unclassified';
  /** Breaking by the site's versioning rules (/docs/api/intro#versioning). */
  breaking: boolean;
  /** The rule that classified it, e.g. `response-property-removed`; `unclassified:<keyword>` for none. */
  rule: string;
  /** One line for readers: what changed, without the operation's name. */
  text: string;
  /** JSON pointer in the snapshot that has it (the newer one, or the older one for a removal). */
  pointer: string;
  /** Which version the pointer is in. */
  side: 'before' | 'after';
  /** For a deprecation: the `x-sunset` date it goes away, when the spec gives one. */
  sunset?: string;
}

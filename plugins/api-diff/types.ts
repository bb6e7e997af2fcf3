/**
 * The path key a webhook event gets in the document the diff library reads. Optic's traverser
 * reads `paths` only, so each event becomes a pseudo-operation whose response is its payload:
 * to the versioning rules a payload is something the client receives, like a response body.
 */
export const EVENT_PATH_PREFIX = '/~events/';
export const EVENT_STATUS = '200';

/** What one change of the API is about, in the words of the site's versioning rules. */
export type ChangeSubject = 'operation' | 'event' | 'parameter' | 'field' | 'status' | 'enum-value' | 'error-code' | 'type' | 'required' | 'approval-requirement';
export type ChangeAction = 'added' | 'removed' | 'changed';
/** Where the change is seen: what a client sends, or what it receives (responses and webhook payloads). */
export type ChangeDirection = 'request' | 'response' | 'none';

export interface ApiChange {
  /** The operation the change touches; absent for a change to a webhook event. */
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
  /** Breaking by the site's versioning rules (/docs/api/intro#versioning). */
  breaking: boolean;
  /** The rule that classified it, e.g. `response-field-removed`. */
  rule: string;
  /** One line for readers: what changed, without the operation's name. */
  text: string;
  /** JSON pointer in the snapshot that has it (the newer one, or the older one for a removal). */
  pointer: string;
}

/**
 * The site's versioning rules: every kind of difference the diff finds between two versions of
 * the spec, and what it means for an integration. The classifier (`classify.ts`) looks each
 * difference up here, and the versioning page renders this table (`<VersioningRules />`): the
 * rules are written once. A difference that no row names is reported as unclassified.
 *
 * Browser-safe: the versioning page's component imports it.
 */

/**
 * - `breaking`: a working integration can stop working; needs an entry labelled Breaking.
 * - `deprecation`: still works, goes away on a date; needs an entry labelled Deprecated.
 * - `additive`: the contract changed without breaking anyone; needs an entry (any label).
 * - `documentation`: words and examples only; needs no entry.
 */
export type ChangeClass = 'breaking' | 'deprecation' | 'additive' | 'documentation';

export const CLASS_LABELS: Record<ChangeClass, string> = {
  breaking: 'Breaking',
  deprecation: 'Deprecation',
  additive: 'Not breaking',
  documentation: 'Documentation only',
};

export interface VersioningRule {
  /** The change, without its direction: `max-length-decreased`. The full rule id is `request-max-length-decreased`. */
  change: string;
  /** What changed, as the versioning page and the check's messages say it. */
  what: string;
  /** Its class in a request (parameters, request bodies). Absent: the change cannot happen there. */
  request?: ChangeClass;
  /** Its class in what a client receives (responses and webhook payloads). */
  response?: ChangeClass;
  /** Its class when it has no direction (operations, events, security). */
  none?: ChangeClass;
  /** One example, in the spec's terms. */
  example: string;
}

type Row = [change: string, what: string, classes: { request?: ChangeClass; response?: ChangeClass; none?: ChangeClass }, example: string];

const B = 'breaking' as const;
const A = 'additive' as const;
const D = 'documentation' as const;
const DEP = 'deprecation' as const;

/** A lower bound raised (or added) narrows what is valid; lowered (or removed), it widens it. Upper bounds the other way round. */
function boundRows(lower: boolean, keyword: string, id: string, field: string, low: number, high: number): Row[] {
  const narrow = lower ? 'increased' : 'decreased';
  const widen = lower ? 'decreased' : 'increased';
  const [narrowFrom, narrowTo] = lower ? [low, high] : [high, low];
  return [
    [`${id}-${narrow}`, `\`${keyword}\` ${lower ? 'raised' : 'lowered'} or added (fewer values valid)`, { request: B, response: A }, `\`${field}\` \`${keyword}: ${narrowFrom}\` → \`${narrowTo}\``],
    [`${id}-${widen}`, `\`${keyword}\` ${lower ? 'lowered' : 'raised'} or removed (more values valid)`, { request: A, response: B }, `\`${field}\` \`${keyword}: ${narrowTo}\` → \`${narrowFrom}\``],
  ];
}
const bounds: Row[] = [
  ...boundRows(true, 'minimum', 'minimum', 'amount', 1, 100),
  ...boundRows(false, 'maximum', 'maximum', 'limit', 50, 100),
  ...boundRows(true, 'exclusiveMinimum', 'exclusive-minimum', 'amount', 0, 1),
  ...boundRows(false, 'exclusiveMaximum', 'exclusive-maximum', 'amount', 99, 100),
  ...boundRows(true, 'minLength', 'min-length', 'name', 1, 2),
  ...boundRows(false, 'maxLength', 'max-length', 'description', 64, 140),
  ...boundRows(true, 'minItems', 'min-items', 'directors', 0, 1),
  ...boundRows(false, 'maxItems', 'max-items', 'events', 20, 50),
  ...boundRows(true, 'minProperties', 'min-properties', 'metadata', 0, 1),
  ...boundRows(false, 'maxProperties', 'max-properties', 'metadata', 20, 50),
];

const ROWS: Row[] = [
  // Operations, events and their lifecycle.
  ['operation-added', 'operation added', { none: A }, '`POST /cards/{id}/freeze`'],
  ['operation-removed', 'operation removed', { none: B }, '`DELETE /cards/{id}`'],
  ['operation-deprecated', 'operation marked `deprecated`, with its `x-sunset` date', { none: DEP }, '`deprecated: true`, `x-sunset: 2027-06-30`'],
  ['operation-reactivated', 'operation no longer deprecated', { none: A }, '`deprecated: true` removed'],
  ['event-added', 'webhook event added', { none: A }, '`card.frozen`'],
  ['event-removed', 'webhook event removed', { none: B }, '`card.frozen`'],
  ['operation-id-changed', '`operationId` renamed (same method and path)', { none: D }, '`listCards` → `CardsController_list`'],
  ['documentation-changed', 'description, summary, title, example or tag', { request: D, response: D, none: D }, 'a field\'s `description`'],
  // Security.
  ['security-required', 'an operation that took no credentials now requires them', { none: B }, '`security: []` → `[{ bearerAuth: [] }]`'],
  ['security-requirement-removed', 'a way to authenticate removed', { none: B }, '`[{ bearerAuth: [] }, { apiKey: [] }]` → `[{ bearerAuth: [] }]`'],
  ['security-requirement-added', 'a way to authenticate added', { none: A }, '`[{ bearerAuth: [] }]` → `[{ bearerAuth: [] }, { apiKey: [] }]`'],
  ['security-scope-added', 'a scope added to a security requirement', { none: B }, '`bearerAuth: []` → `bearerAuth: [cards:write]`'],
  ['security-scope-removed', 'a scope removed from a security requirement', { none: A }, '`bearerAuth: [cards:write]` → `bearerAuth: []`'],
  // Parameters and headers.
  ['parameter-added', 'optional parameter added', { request: A }, '`updated_after` query parameter'],
  ['required-parameter-added', 'required parameter added', { request: B }, 'required `Idempotency-Key` header'],
  ['parameter-removed', 'parameter removed', { request: B }, '`status` query parameter'],
  ['parameter-became-required', 'parameter made required', { request: B }, '`limit` `required: true`'],
  ['parameter-became-optional', 'parameter made optional', { request: A }, '`Idempotency-Key` `required: false`'],
  ['parameter-became-array', 'scalar query parameter accepts a list (exploded array of the same type)', { request: A }, '`status: string` → `status: array of string`'],
  ['parameter-serialization-changed', 'parameter `style` or `explode` changed', { request: B }, '`explode: true` → `false`'],
  ['parameter-deprecated', 'parameter marked `deprecated`, with its `x-sunset` date', { request: DEP }, '`deprecated: true`'],
  ['parameter-reactivated', 'parameter no longer deprecated', { request: A }, '`deprecated: true` removed'],
  ['header-added', 'response header added', { response: A }, '`RateLimit-Reset`'],
  ['header-removed', 'response header removed', { response: B }, '`X-Request-Id`'],
  ['header-became-required', 'response header always sent', { response: A }, '`RateLimit-Limit` `required: true`'],
  ['header-became-optional', 'response header sometimes absent', { response: B }, '`X-Request-Id` `required: false`'],
  // Bodies, statuses and media types.
  ['request-body-added', 'optional request body added', { request: A }, 'an optional JSON body on `POST /cards/{id}/freeze`'],
  ['required-request-body-added', 'required request body added', { request: B }, 'a required JSON body'],
  ['request-body-removed', 'request body removed', { request: B }, 'the JSON body'],
  ['request-body-became-required', 'request body made required', { request: B }, '`requestBody.required: true`'],
  ['request-body-became-optional', 'request body made optional', { request: A }, '`requestBody.required: false`'],
  ['media-type-added', 'media type added', { request: A, response: A }, '`text/csv` beside `application/json`'],
  ['media-type-removed', 'media type removed', { request: B, response: B }, '`text/csv`'],
  ['status-added', 'response status added', { response: A }, '`409`'],
  ['success-status-removed', 'success response status removed (`2xx`, `3xx`, `default`)', { response: B }, '`202`'],
  ['error-status-removed', 'error response status removed (`4xx`, `5xx`): a client\'s handling of it no longer runs, and a failure answered with another status is that status or error code added', { response: A }, '`409`'],
  ['error-code-added', 'error code the operation returns added (`x-errors`)', { response: A }, '`422 customer_not_active`'],
  ['error-code-removed', 'error code the operation returns removed (`x-errors`)', { response: A }, '`422 wallet_not_active`'],
  ['error-codes-documented', 'an operation\'s own errors listed for the first time (`x-errors` added to the operation)', { response: D }, '`x-errors` on `POST /cards/debit`'],
  ['error-condition-changed', 'when an error code is returned, reworded (`x-errors[].when`)', { response: D }, '`when:` text'],
  // Fields.
  ['property-added', 'optional field added', { request: A, response: A }, '`nickname`'],
  ['required-property-added', 'required field added', { request: B, response: A }, '`holder_name`, `required`'],
  ['property-removed', 'field removed', { request: B, response: B }, '`expires_at`'],
  ['property-became-required', 'field made required (request) or always present (response)', { request: B, response: A }, '`required: [currency]`'],
  ['property-became-optional', 'field made optional (request) or sometimes absent (response)', { request: A, response: B }, '`currency` out of `required`'],
  ['property-deprecated', 'field marked `deprecated`, with its `x-sunset` date', { request: DEP, response: DEP }, '`deprecated: true`, `x-sunset: 2027-06-30`'],
  ['property-reactivated', 'field no longer deprecated', { request: A, response: A }, '`deprecated: true` removed'],
  ['approval-requirement-added', 'optional request field the KYC review needs (`x-required-for-approval`) added, or an optional one marked', { request: B }, '`terms_acceptance` with `x-required-for-approval: true`'],
  ['approval-requirement-replaces-required', 'required request field made optional, the KYC review still needing it (`x-required-for-approval`): requests without it no longer fail, and the review stops until it is sent', { request: A }, '`business.counterparty_sector` out of `required`, with `x-required-for-approval: true`'],
  ['approval-requirement-removed', 'request field no longer needed by the KYC review', { request: A }, '`x-required-for-approval` removed'],
  // Values a field takes.
  ['type-narrowed', 'type narrowed (a type dropped)', { request: B, response: A }, '`[string, integer]` → `string`'],
  ['type-widened', 'type widened (a type added)', { request: A, response: B }, '`integer` → `number`'],
  ['type-changed', 'type replaced', { request: B, response: B }, '`string` → `integer`'],
  ['became-nullable', 'field may be `null` (either spelling: `type: [X, "null"]` or `oneOf: [X, {type: "null"}]`)', { request: A, response: B }, '`string` → `oneOf: [string, null]`'],
  ['became-not-nullable', 'field may no longer be `null`', { request: B, response: A }, '`oneOf: [string, null]` → `string`'],
  ['enum-value-added', 'enum value added', { request: A, response: A }, '`status` gains `frozen`'],
  ['enum-value-removed', 'enum value removed', { request: B, response: A }, '`status` loses `frozen`'],
  ['became-enum', 'field restricted to an enum', { request: B, response: A }, '`string` → `enum: [eur, gbp]`'],
  ['enum-removed', 'enum restriction removed', { request: A, response: B }, '`enum: [eur, gbp]` → `string`'],
  ['const-added', '`const` added', { request: B, response: A }, '`object: const: card`'],
  ['const-removed', '`const` removed', { request: A, response: B }, '`const: card` removed'],
  ['const-changed', '`const` changed', { request: B, response: B }, '`const: card` → `const: debit_card`'],
  ['default-added', '`default` added (states what omitting the field already did)', { request: A, response: D }, '`limit` `default: 20`'],
  ['default-changed', '`default` changed (omitting the field now does something else)', { request: B, response: D }, '`limit` `default: 20` → `10`'],
  ['default-removed', '`default` removed (omitting the field is no longer defined)', { request: B, response: D }, '`default: 20` removed'],
  ['format-added', '`format` added', { request: B, response: A }, '`string` → `format: date-time`'],
  ['format-removed', '`format` removed', { request: A, response: B }, '`format: uuid` removed'],
  ['format-changed', '`format` changed', { request: B, response: B }, '`date` → `date-time`'],
  ['pattern-added', '`pattern` added', { request: B, response: A }, '`^[A-Z]{2}$`'],
  ['pattern-removed', '`pattern` removed', { request: A, response: B }, '`^[A-Z]{2}$` removed'],
  ['pattern-changed', '`pattern` changed', { request: B, response: B }, '`^[A-Z]{2}$` → `^[A-Z]{3}$`'],
  ...bounds,
  ['multiple-of-stricter', '`multipleOf` added or made stricter', { request: B, response: A }, '`multipleOf: 1` → `100`'],
  ['multiple-of-looser', '`multipleOf` removed or made looser', { request: A, response: B }, '`multipleOf: 100` → `1`'],
  ['unique-items-added', '`uniqueItems: true` added', { request: B, response: A }, '`tax_ids` `uniqueItems: true`'],
  ['unique-items-removed', '`uniqueItems: true` removed', { request: A, response: B }, '`uniqueItems` removed'],
  ['unknown-fields-refused', 'object refuses fields it does not define (`additionalProperties: false`)', { request: B, response: D }, '`business` `additionalProperties: false`'],
  ['unknown-fields-allowed', 'object accepts fields it does not define', { request: A, response: D }, '`additionalProperties: false` removed'],
  ['variant-added', '`oneOf`/`anyOf` variant added (matched by discriminator, `const`, title or shape)', { request: A, response: A }, 'a `sole_trader` variant of `business`'],
  ['variant-removed', '`oneOf`/`anyOf` variant removed', { request: B, response: A }, 'the `sole_trader` variant'],
  ['discriminator-changed', 'discriminator property changed', { request: B, response: B }, '`propertyName: type` → `kind`'],
];

export const VERSIONING_RULES: readonly VersioningRule[] = ROWS.map(([change, what, classes, example]) => ({ change, what, ...classes, example }));

const byChange = new Map(VERSIONING_RULES.map((rule) => [rule.change, rule]));

export type RuleDirection = 'request' | 'response' | 'none';

/** The rule id as changes carry it: `request-max-length-decreased`, `operation-removed`. */
export const ruleId = (direction: RuleDirection, change: string) => (direction === 'none' ? change : `${direction}-${change}`);

/** The class of a change in a direction, or undefined when no rule classifies it. */
export function classOf(change: string, direction: RuleDirection): ChangeClass | undefined {
  return byChange.get(change)?.[direction];
}

export function ruleOf(change: string): VersioningRule | undefined {
  return byChange.get(change);
}

const cell = (value: ChangeClass | undefined) => (value ? (value === 'breaking' ? '**Breaking**' : CLASS_LABELS[value]) : '');

/** The rule table as the versioning page's Markdown twin writes it (the page renders the same rows). */
export function versioningRulesMarkdown(): string {
  const lines = ['| Change | In a request | In a response or webhook payload | Example |', '| --- | --- | --- | --- |'];
  for (const rule of VERSIONING_RULES) {
    const request = rule.none ?? rule.request;
    const response = rule.none ?? rule.response;
    lines.push(`| ${rule.what} | ${cell(request)} | ${cell(response)} | ${rule.example} |`);
  }
  return lines.join('\n');
}

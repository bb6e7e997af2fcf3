/**
 * Where the site's versioning rules (`rules.ts`) deliberately differ from oasdiff's
 * breaking-change checks (its public rule ids and levels), each with the reason. The versioning
 * page renders this list (`<PolicyDifferences />`), and the oasdiff fixture pairs in the tests
 * assert the site's class for each of these rules.
 */
export interface PolicyDifference {
  /** oasdiff's rule ids. */
  oasdiff: string[];
  /** What oasdiff reports: `ERR` (breaking) or `INFO`. */
  oasdiffLevel: 'ERR' | 'WARN' | 'INFO' | 'ERR, INFO';
  /** The site's rule (`rules.ts` change id) and its class. */
  rule: string;
  site: string;
  reason: string;
}

export const POLICY_DIFFERENCES: readonly PolicyDifference[] = [
  {
    oasdiff: ['response-property-enum-value-added'],
    oasdiffLevel: 'WARN',
    rule: 'enum-value-added',
    site: 'Not breaking',
    reason: 'The versioning rules promise new enum values and ask every integration to give its `switch` a default branch.',
  },
  {
    oasdiff: ['response-body-one-of-added', 'response-property-one-of-added'],
    oasdiffLevel: 'ERR',
    rule: 'variant-added',
    site: 'Not breaking',
    reason: 'A new variant is a new kind of object, like a new enum value of its discriminator: integrations ignore kinds they do not know.',
  },
  {
    oasdiff: ['request-parameter-default-value-added'],
    oasdiffLevel: 'ERR',
    rule: 'default-added',
    site: 'Not breaking',
    reason: 'The spec writes down what omitting the parameter already did; a default that changes behaviour is written as `default-changed`, which is breaking.',
  },
  {
    oasdiff: ['api-path-removed-with-deprecation', 'api-removed-with-deprecation', 'request-parameter-removed-with-deprecation'],
    oasdiffLevel: 'INFO',
    rule: 'operation-removed',
    site: 'Breaking',
    reason: 'Removing an operation breaks whoever still calls it, deprecated or not; the Deprecated entry gives the Sunset date, and the removal needs its own Breaking entry with that date to act by.',
  },
  {
    oasdiff: ['(no oasdiff rule for `x-errors`)'],
    oasdiffLevel: 'INFO',
    rule: 'error-code-added',
    site: 'Not breaking, needs an entry',
    reason: 'An operation\'s errors (`x-errors`) are part of what the site documents: a new error code needs an entry, although integrations handle unknown codes by their status.',
  },
  {
    oasdiff: ['(no oasdiff rule for `x-required-for-approval`)'],
    oasdiffLevel: 'INFO',
    rule: 'approval-requirement-added',
    site: 'Breaking',
    reason: 'A field a customer\'s KYC review needs holds approvals at `action_required`: it blocks onboarding like a required field, though the request still succeeds.',
  },
  {
    oasdiff: ['(no oasdiff rule for `additionalProperties`)'],
    oasdiffLevel: 'INFO',
    rule: 'unknown-fields-refused',
    site: 'Documentation only in a response; Breaking in a request',
    reason: 'Integrations ignore response fields they do not know, so closing a response object changes nothing for them; a request object that closes answers an extra field with `400 invalid_request` (`errors[].code` `unknown_field`).',
  },
  {
    oasdiff: ['api-deprecated-sunset-missing'],
    oasdiffLevel: 'ERR',
    rule: 'operation-deprecated',
    site: 'Deprecation; the check fails without `x-sunset` (sunset-missing)',
    reason: 'A deprecation needs a Deprecated entry; the missing date is the check\'s own error rather than a class.',
  },
  {
    oasdiff: ['api-security-removed', 'api-global-security-removed', 'api-security-scope-added', 'api-global-security-scope-added'],
    oasdiffLevel: 'INFO',
    rule: 'security-requirement-removed',
    site: 'Breaking',
    reason: 'A client that authenticates the removed way, or holds a key without the new scope, gets `401` or `403`.',
  },
  {
    oasdiff: ['new-request-path-parameter'],
    oasdiffLevel: 'ERR',
    rule: 'operation-added',
    site: 'Not breaking (the old path\'s removal is Breaking on its own)',
    reason: 'Operations are matched by method and path with variables unnamed: a path with one more variable is another operation.',
  },
  {
    oasdiff: ['request-optional-property-became-read-only', 'request-required-property-became-read-only', 'request-required-property-became-not-read-only', 'response-body-all-of-removed', 'response-property-all-of-removed'],
    oasdiffLevel: 'INFO',
    rule: 'property-removed',
    site: 'Breaking (or Breaking as a required field added)',
    reason: 'A request field that becomes read-only is refused (`400 invalid_request`, `errors[].code` `unknown_field`), one that stops being read-only and is required must now be sent; an `allOf` branch removed takes its fields out of the response.',
  },
  {
    oasdiff: ['request-body-default-value-changed', 'request-property-default-value-changed', 'request-body-default-value-removed', 'request-property-default-value-removed'],
    oasdiffLevel: 'INFO',
    rule: 'default-changed',
    site: 'Breaking',
    reason: 'A client that omits the field gets another behaviour, or one the spec no longer promises.',
  },
  {
    oasdiff: [
      'request-body-discriminator-added', 'request-body-discriminator-removed', 'request-body-discriminator-property-name-changed',
      'request-property-discriminator-added', 'request-property-discriminator-removed', 'request-property-discriminator-property-name-changed',
      'response-body-discriminator-added', 'response-body-discriminator-removed', 'response-body-discriminator-property-name-changed',
      'response-property-discriminator-added', 'response-property-discriminator-removed', 'response-property-discriminator-property-name-changed',
    ],
    oasdiffLevel: 'INFO',
    rule: 'discriminator-changed',
    site: 'Breaking',
    reason: 'Integrations tell variants apart by the discriminator property (a transaction\'s `type`): another property breaks that switch.',
  },
  {
    oasdiff: ['request-body-wrapped-in-one-of', 'response-body-wrapped-in-one-of'],
    oasdiffLevel: 'ERR',
    rule: '(no change)',
    site: 'No change',
    reason: 'A schema wrapped in a `oneOf` of one branch accepts and returns the same values; the site compares values, not the schema\'s shape.',
  },
  {
    oasdiff: ['request-parameter-pattern-generalized', 'request-property-pattern-generalized', 'response-property-pattern-changed', 'response-property-pattern-removed'],
    oasdiffLevel: 'INFO',
    rule: 'pattern-changed',
    site: 'Breaking',
    reason: 'Whether one regular expression accepts more than another is not decided: a changed pattern may refuse what was sent, and a response value outside the old pattern breaks a client that validates it.',
  },
  {
    oasdiff: ['response-body-type-compatible', 'response-property-type-compatible', 'response-header-type-compatible'],
    oasdiffLevel: 'INFO',
    rule: 'type-widened',
    site: 'Breaking',
    reason: 'An integer that may now be a fraction breaks a client that parses it as an integer; amounts here are integers in minor units.',
  },
];

export function policyDifferencesMarkdown(): string {
  return POLICY_DIFFERENCES.map((difference) => `- **\`${difference.rule}\`: ${difference.site}** (oasdiff ${difference.oasdiffLevel}: ${difference.oasdiff.map((id) => `\`${id}\``).join(', ')}). ${difference.reason}`).join('\n');
}

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
  oasdiffLevel: 'ERR' | 'WARN' | 'INFO';
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
    oasdiff: ['api-path-removed-with-deprecation', 'api-removed-with-deprecation'],
    oasdiffLevel: 'INFO',
    rule: 'operation-removed',
    site: 'Breaking',
    reason: 'Removing an operation breaks whoever still calls it, deprecated or not; the Deprecated entry gives the date, and the removal needs its own Breaking entry with the date to act by.',
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
    reason: 'Integrations ignore response fields they do not know, so closing a response object changes nothing for them; a request object that closes answers an extra field with `400 unknown_field`.',
  },
];

export function policyDifferencesMarkdown(): string {
  return POLICY_DIFFERENCES.map((difference) => `- **\`${difference.rule}\`: ${difference.site}** (oasdiff ${difference.oasdiffLevel}: ${difference.oasdiff.map((id) => `\`${id}\``).join(', ')}). ${difference.reason}`).join('\n');
}

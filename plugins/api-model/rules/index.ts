import { validateExamples } from '../validate-examples';
import { errorCodes } from './error-codes';
import { conditionalRequired, fieldErrors } from './field-errors';
import { pairedExamples } from './examples';
import { docLinks, relatedGuide } from './links';
import { listEnvelope } from './lists';
import { idempotencyKey, integerMoney } from './money';
import { operationErrors } from './operation-errors';
import { errorResponses, pathsKebabCase, problemExamples, responseHeaders, summaryStyle, tagsDeclared } from './operations';
import { enumValuesDescribed, objectFields, prefixedIds, propertyDescription, timestamps } from './schemas';
import type { Rule } from './types';
import { eventObjectKinds, webhookEvents } from './webhooks';

export type { Finding, Rule } from './types';

/** The project's API conventions, beyond what `redocly lint` checks. */
export const RULES: readonly Rule[] = [
  validateExamples,
  pairedExamples,
  idempotencyKey,
  integerMoney,
  listEnvelope,
  propertyDescription,
  enumValuesDescribed,
  prefixedIds,
  timestamps,
  objectFields,
  tagsDeclared,
  responseHeaders,
  errorResponses,
  problemExamples,
  errorCodes,
  operationErrors,
  fieldErrors,
  conditionalRequired,
  summaryStyle,
  pathsKebabCase,
  docLinks,
  relatedGuide,
  webhookEvents,
  eventObjectKinds,
];

/**
 * The one door from the content tests into the spec tooling of `scripts/spec/`: every test and
 * helper imports what it needs of it from here, so moving those scripts changes this file only.
 */
export {
  escapePointerSegment,
  HTTP_METHODS,
  loadSpec,
  resolvePointer,
  type JsonObject,
  type JsonValue,
  type OpenApiDocument,
} from '../../../scripts/spec/load-spec';
export { deref } from '../../../scripts/spec/walk';
export { ExampleValidator, type ExampleContext } from '../../../scripts/spec/validate-examples';
export { collectErrorCodes, type ErrorCodeEntry } from '../../../scripts/spec/error-codes';
export { collectWebhookEvents } from '../../../scripts/spec/webhook-events';

/**
 * The one door from the content tests into the spec model (plugins/api-model): every test and
 * helper imports what it needs of it from here.
 */
export { loadApiModel, type ApiModel, type ErrorCodeEntry, type JsonObject, type JsonValue, type OpenApiDocument, type OperationModel } from '../../../plugins/api-model';
export { escapePointerSegment, HTTP_METHODS, resolvePointer } from '../../../plugins/api-model/load';
export { deref } from '../../../plugins/api-model/walk';
export { ExampleValidator, type ExampleContext } from '../../../plugins/api-model/validate-examples';
export { collectErrorCodes } from '../../../plugins/api-model/error-codes';
export { emitsSentencesOf, eventTypesDeniedIn, eventTypesNamedIn } from '../../../plugins/api-model/emits';

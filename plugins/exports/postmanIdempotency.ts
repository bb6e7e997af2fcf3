import type { OperationModel, ParameterModel } from '../api-model';

/**
 * A header whose value names one request (`x-unique-per-request`, the `Idempotency-Key`) is
 * sent on every send of its request: `{{$guid}}` alone would make a resend after a timeout a new
 * request, and one value shared by the collection's requests would make each after the first a
 * replay. So each such request has a pre-request script that puts a new UUID in a collection
 * variable of its own, which the header sends, unless the retry variable is `true`: then it
 * resends the key it sent last.
 */
export const POSTMAN_RETRY_VARIABLE = 'retryWithSameIdempotencyKey';

export const RETRY_VARIABLE_DESCRIPTION = `Leave it \`false\`: each request that takes an Idempotency-Key sends a new one. Set it to \`true\` to retry: each such request then resends the key it sent last, stored in its own \`idempotencyKey_<operationId>\` variable, so a request that already ran returns its stored response instead of running again. Set it back to \`false\` before a new request.`;

/** The header of the operation whose value must be new for each request, if it takes one. */
export const freshHeaderOf = (op: Pick<OperationModel, 'parameters'>): ParameterModel | undefined =>
  op.parameters.find((p) => p.in === 'header' && p['x-unique-per-request'] === true);

/** The collection variable holding the key this operation's request sent last. */
export const keyVariableOf = (op: Pick<OperationModel, 'operationId'>) => `idempotencyKey_${op.operationId}`;

/** The pre-request script: a new UUID in the operation's key variable, or the one it holds when retrying. */
export function freshKeyScript(variable: string): string[] {
  return [
    `// Puts the key this send carries in the collection variable ${variable}, which the header sends:`,
    `// a new UUID, or, when ${POSTMAN_RETRY_VARIABLE} is "true", the key this request sent last.`,
    `const variable = ${JSON.stringify(variable)};`,
    'const sentLast = pm.collectionVariables.get(variable);',
    `const retry = String(pm.collectionVariables.get(${JSON.stringify(POSTMAN_RETRY_VARIABLE)})) === "true";`,
    'pm.collectionVariables.set(variable, retry && sentLast ? sentLast : pm.variables.replaceIn("{{$guid}}"));',
  ];
}

/** What the header's description adds: where its value comes from. */
export const freshHeaderNote = (variable: string) =>
  `Each send carries a new UUID, which the request's pre-request script stores in the collection variable \`${variable}\`. To retry with the same key, see the request's description.`;

/** What the request's description adds: how to resend it with the key it sent. */
export const retryNote = (header: string, variable: string) =>
  `**Retrying with the same ${header}.** Each send of this request carries a new \`${header}\`, stored in the collection variable \`${variable}\`. When you do not know whether a send ran (it timed out, or no response came back), set the collection variable \`${POSTMAN_RETRY_VARIABLE}\` to \`true\` and send the request again with the same body: it resends the stored key, so the request runs at most once. Then set \`${POSTMAN_RETRY_VARIABLE}\` back to \`false\`.`;

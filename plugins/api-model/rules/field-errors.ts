import type { JsonObject, JsonValue, OpenApiDocument } from '../load';
import { OPERATION_ERRORS_EXTENSION } from '../operation-errors';
import { ANY_OPERATION_EXTENSION, IDEMPOTENCY_HEADER } from '../own-error-examples';
import { deref, isObject, operationsOf } from '../walk';
import type { Finding, Rule } from './types';

const MENTION = /`([45]\d\d) ([a-z_]+)`/g;
const IDEMPOTENCY_CODES = new Set(['idempotency_key_reused', 'request_in_progress']);
/** The validation refusal any operation can return; named by a field, it is the field's own condition. */
const FIELD_REFUSAL = 'invalid_request';

interface Written {
  text: string;
  pointer: string;
  /** The codes in the `x-errors` of the schema, parameter or `$ref` site the description belongs to. */
  owned: string[];
}

const codesOf = (node: JsonValue | undefined): string[] => {
  const raw = isObject(node) ? node[OPERATION_ERRORS_EXTENSION] : undefined;
  return Array.isArray(raw) ? raw.filter(isObject).map((entry) => String(entry.code)) : [];
};

/** The descriptions and `x-errors` of an operation's request: its parameters and every schema of its body, through `$ref`s. */
function requestSide(doc: OpenApiDocument, parameters: JsonValue[], body: JsonValue | undefined, operationPointer: string) {
  const descriptions: Written[] = [];
  const fieldErrors: { code: string; pointer: string }[] = [];
  const seen = new Set<string>();
  const fieldNames = new Set<string>();
  const visit = (node: JsonValue | undefined, pointer: string) => {
    // Keywords beside a `$ref` override the target's: a field's own description and x-errors.
    if (isObject(node) && typeof node.$ref === 'string') {
      if (typeof node.description === 'string') {
        const target = deref(doc, node, pointer).node;
        descriptions.push({ text: node.description, pointer: `${pointer}/description`, owned: [...codesOf(node), ...codesOf(target)] });
      }
      const beside = node[OPERATION_ERRORS_EXTENSION];
      if (Array.isArray(beside)) beside.forEach((entry, index) => isObject(entry) && typeof entry.code === 'string' && fieldErrors.push({ code: entry.code, pointer: `${pointer}/${OPERATION_ERRORS_EXTENSION}/${index}` }));
    }
    const found = deref(doc, node, pointer);
    if (!isObject(found.node) || seen.has(found.pointer)) return;
    seen.add(found.pointer);
    const schema: JsonObject = found.node;
    if (typeof schema.description === 'string') descriptions.push({ text: schema.description, pointer: `${found.pointer}/description`, owned: codesOf(schema) });
    const raw = schema[OPERATION_ERRORS_EXTENSION];
    if (Array.isArray(raw)) raw.forEach((entry, index) => isObject(entry) && typeof entry.code === 'string' && fieldErrors.push({ code: entry.code, pointer: `${found.pointer}/${OPERATION_ERRORS_EXTENSION}/${index}` }));
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        fieldNames.add(name);
        visit(property, `${found.pointer}/properties/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`);
      }
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = schema[keyword];
      if (Array.isArray(parts)) parts.forEach((part, index) => visit(part, `${found.pointer}/${keyword}/${index}`));
    }
    if (schema.items !== undefined) visit(schema.items, `${found.pointer}/items`);
  };
  const parameterNames: string[] = [];
  parameters.forEach((parameter, index) => {
    const found = deref(doc, parameter, `${operationPointer}/parameters/${index}`);
    if (!isObject(found.node)) return;
    parameterNames.push(String(found.node.name));
    if (typeof found.node.description === 'string') {
      const schema = deref(doc, found.node.schema, `${found.pointer}/schema`).node;
      descriptions.push({ text: found.node.description, pointer: `${found.pointer}/description`, owned: [...codesOf(found.node), ...codesOf(schema)] });
    }
    visit(found.node.schema, `${found.pointer}/schema`);
  });
  const requestBody = deref(doc, body, `${operationPointer}/requestBody`);
  if (isObject(requestBody.node) && isObject(requestBody.node.content)) {
    for (const [type, media] of Object.entries(requestBody.node.content)) {
      if (isObject(media)) visit(media.schema, `${requestBody.pointer}/content/${type.replaceAll('/', '~1')}/schema`);
    }
  }
  return { descriptions, fieldErrors, parameterNames, fieldNames };
}

/** Every schema a response or webhook payload shows, through `$ref`s, with the property nodes as written. */
function responseSchemas(doc: OpenApiDocument, visitProperty: (name: string, property: JsonValue, pointer: string) => void): void {
  const seen = new Set<string>();
  const visit = (node: JsonValue | undefined, pointer: string) => {
    const found = deref(doc, node, pointer);
    if (!isObject(found.node) || seen.has(found.pointer)) return;
    seen.add(found.pointer);
    const schema: JsonObject = found.node;
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        const at = `${found.pointer}/properties/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        visitProperty(name, property, at);
        visit(property, at);
      }
    }
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      const parts = schema[keyword];
      if (Array.isArray(parts)) parts.forEach((part, index) => visit(part, `${found.pointer}/${keyword}/${index}`));
    }
    if (schema.items !== undefined) visit(schema.items, `${found.pointer}/items`);
  };
  for (const entry of operationsOf(doc)) {
    const bodies: [JsonValue | undefined, string][] = [];
    if (entry.section === 'webhooks') bodies.push([entry.operation.requestBody, `${entry.pointer}/requestBody`]);
    const responses = isObject(entry.operation.responses) ? entry.operation.responses : {};
    for (const [status, response] of Object.entries(responses)) bodies.push([response, `${entry.pointer}/responses/${status}`]);
    for (const [body, pointer] of bodies) {
      const found = deref(doc, body, pointer);
      if (!isObject(found.node) || !isObject(found.node.content)) continue;
      for (const [type, media] of Object.entries(found.node.content)) {
        if (isObject(media)) visit(media.schema, `${found.pointer}/content/${type.replaceAll('/', '~1')}/schema`);
      }
    }
  }
}

/**
 * A field that names an error code brings the code to every operation that takes it, written once:
 * in the field's `x-errors`, from which the operation's error table is derived. So every
 * `` `422 code` `` written in an operation's request (its parameters' and body fields'
 * descriptions) is an error the operation can return: in its `x-errors`, its fields' `x-errors`,
 * or the codes any operation can return (`ErrorCode`'s `x-any-operation`; the `Idempotency-Key`
 * codes only where the operation takes the header). A code an operation lists that one of its
 * fields already carries is written twice.
 */
export const fieldErrors: Rule = (doc) => {
  const schemas = isObject(doc.components.schemas) ? doc.components.schemas : {};
  const errorCode = isObject(schemas.ErrorCode) ? schemas.ErrorCode : {};
  const anyOperation = new Set(Array.isArray(errorCode[ANY_OPERATION_EXTENSION]) ? errorCode[ANY_OPERATION_EXTENSION].map(String) : []);
  const known = new Set(Array.isArray(errorCode.enum) ? errorCode.enum.map(String) : []);
  const findings: Finding[] = [];
  const reported = new Set<string>();
  const requestFields = new Set<string>();
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const { descriptions, fieldErrors: carried, parameterNames, fieldNames } = requestSide(doc, entry.parameters, entry.operation.requestBody, entry.pointer);
    for (const name of [...fieldNames, ...parameterNames]) requestFields.add(name);
    const ownRaw = entry.operation[OPERATION_ERRORS_EXTENSION];
    const own = Array.isArray(ownRaw) ? ownRaw.filter(isObject).map((item) => String(item.code)) : [];
    const takesKey = parameterNames.includes(IDEMPOTENCY_HEADER);
    const listed = (code: string) => own.includes(code) || carried.some((field) => field.code === code);
    const returns = (code: string) => listed(code) || (anyOperation.has(code) && (!IDEMPOTENCY_CODES.has(code) || takesKey));
    const id = String(entry.operation.operationId);
    for (const { text, pointer, owned } of descriptions) {
      for (const [, status, code] of text.matchAll(MENTION)) {
        // A `400` a field describes is a refusal of its own (a reference too long, a transfer to its source wallet), so its own
        // x-errors list it: another field's `invalid_request` in the same table says nothing of this one's condition.
        const unlisted = code === FIELD_REFUSAL && !owned.includes(code);
        if (!unlisted && returns(code)) continue;
        const key = `${pointer} ${code} ${id}`;
        if (reported.has(key)) continue;
        reported.add(key);
        findings.push({
          pointer,
          rule: 'field-errors',
          message: unlisted
            ? `names \`${status} ${code}\` for a condition of its own, which ${id}'s error table does not list: put the condition in the field's ${OPERATION_ERRORS_EXTENSION} (\`code: ${code}\`, \`when\`), so every operation that takes the field lists it`
            : `names \`${status} ${code}\`, which ${id} cannot return: list the code in the field's ${OPERATION_ERRORS_EXTENSION} (every operation that takes the field then lists it), or leave it out of the description`,
        });
      }
    }
    for (const field of carried) {
      if (!known.has(field.code)) findings.push({ pointer: `${field.pointer}/code`, rule: 'field-errors', message: `${field.code} is not an error code of ErrorCode` });
      const index = own.indexOf(field.code);
      if (index >= 0) {
        findings.push({
          pointer: `${entry.pointer}/${OPERATION_ERRORS_EXTENSION}/${index}/code`,
          rule: 'field-errors',
          message: `${field.code} is also carried by a field of the request (${field.pointer}): write it once, on the field`,
        });
      }
    }
  }
  // A response field that no request sets (`merchant_country`) takes a shared schema's
  // description, written for the request fields that use it, only when it names no error.
  responseSchemas(doc, (name, property, pointer) => {
    if (requestFields.has(name) || !isObject(property) || typeof property.$ref !== 'string' || typeof property.description === 'string') return;
    const target = deref(doc, property, pointer);
    const text = isObject(target.node) && typeof target.node.description === 'string' ? target.node.description : '';
    const named = [...text.matchAll(MENTION)].map(([mention]) => mention);
    if (named.length === 0) return;
    findings.push({
      pointer,
      rule: 'field-errors',
      message: `\`${name}\` is a response field no request sets, but shows the description of ${target.pointer}, which names ${named.join(', ')}: give the field a description of its own`,
    });
  });
  return [...new Map(findings.map((finding) => [`${finding.pointer} ${finding.message}`, finding])).values()];
};

/** A description that makes its field required under a condition ("required for US addresses", "Required when `form` is `physical`"). */
const CONDITIONALLY_REQUIRED = /(?<!\bnot\s)\brequired\s+(?:for|when|if|while|with)\b/i;

/**
 * A request field required only under a condition is refused, when the condition holds and the
 * field is missing or malformed, with the field-validation error `400 invalid_request`, whose
 * `errors` entry names the field. That refusal is the field's own, so its `x-errors` list it with
 * the case in `when`: every operation that takes the field then shows the case in its error table.
 */
export const conditionalRequired: Rule = (doc) => {
  const findings = new Map<string, Finding>();
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const { descriptions } = requestSide(doc, entry.parameters, entry.operation.requestBody, entry.pointer);
    for (const { text, pointer, owned } of descriptions) {
      if (!CONDITIONALLY_REQUIRED.test(text) || owned.includes(FIELD_REFUSAL) || findings.has(pointer)) continue;
      findings.set(pointer, {
        pointer,
        rule: 'conditional-required',
        message: `says the field is required under a condition, but its ${OPERATION_ERRORS_EXTENSION} do not list \`${FIELD_REFUSAL}\` for it: add { code: ${FIELD_REFUSAL}, when: "is missing while … (\`errors\` names the field, code \`required\`)" } so every operation that takes the field lists the case`,
      });
    }
  }
  return [...findings.values()];
};

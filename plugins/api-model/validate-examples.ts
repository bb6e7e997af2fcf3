import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { resolvePointer, type JsonObject, type JsonValue, type OpenApiDocument } from './load';
import type { Finding } from './rules/types';
import { allSchemas, deref, forEachSchemaHolder, isObject } from './walk';

/**
 * Who sends the data an example shows. Requests must not carry `readOnly` fields, responses and
 * webhook deliveries (sent by the API) must not carry `writeOnly` fields; schema examples are neutral.
 */
export type ExampleContext = 'request' | 'response' | 'neutral';

const RULE = 'valid-examples';
const READ_ONLY_IN_REQUEST = 'x-read-only-in-request';
const WRITE_ONLY_IN_RESPONSE = 'x-write-only-in-response';

export function validateExamples(doc: OpenApiDocument): Finding[] {
  const validator = new ExampleValidator(doc);
  const findings: Finding[] = [];
  const check = (schema: JsonValue | undefined, value: JsonValue, context: ExampleContext, pointer: string, note = '') => {
    const problem = validator.validate(schema, value, context);
    if (problem) findings.push({ pointer, rule: RULE, message: `example does not match schema${note}: ${problem}` });
  };

  forEachSchemaHolder(doc, (holder, pointer, kind) => {
    if (holder.schema === undefined) return;
    const context = contextOf(pointer, kind);
    if (holder.example !== undefined) check(holder.schema, holder.example, context, `${pointer}/example`);
    if (isObject(holder.examples)) {
      for (const [name, example] of Object.entries(holder.examples)) {
        const resolved = deref(doc, example, `${pointer}/examples/${name}`);
        if (!isObject(resolved.node) || resolved.node.value === undefined) continue;
        const note = resolved.pointer.startsWith('/components/examples/') ? ` (example #${resolved.pointer})` : '';
        check(holder.schema, resolved.node.value, context, `${pointer}/examples/${name}`, note);
      }
    }
  });

  for (const { schema, pointer } of allSchemas(doc)) {
    const own = { ...schema };
    if (own.example !== undefined) check(own, own.example, 'neutral', `${pointer}/example`);
    if (Array.isArray(own.examples)) {
      own.examples.forEach((value, index) => check(own, value, 'neutral', `${pointer}/examples/${index}`));
    }
  }
  return findings;
}

function contextOf(pointer: string, kind: 'parameter' | 'header' | 'media'): ExampleContext {
  if (kind === 'parameter') return 'request';
  if (kind === 'header') return 'response';
  if (pointer.includes('/responses/')) return 'response';
  // A webhook's request body is sent by the API to you: it follows the response rules.
  if (pointer.startsWith('/webhooks/')) return 'response';
  return 'request';
}

/** Validates values against schemas of the bundled document, as the example checks do (closed objects, readOnly/writeOnly by context). */
export class ExampleValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly prepared = new Map<string, JsonObject>();

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    for (const [keyword, message] of [
      [READ_ONLY_IN_REQUEST, 'is read-only and must not be sent in a request'],
      [WRITE_ONLY_IN_RESPONSE, 'is write-only and must not appear in a response'],
    ] as const) {
      const validate = Object.assign((schemaValue: boolean) => {
        validate.errors = schemaValue ? [{ keyword, message, params: {} }] : [];
        return !schemaValue;
      }, { errors: [] as Partial<ErrorObject>[] });
      this.ajv.addKeyword({ keyword, schemaType: 'boolean', errors: true, validate });
    }
  }

  /** Returns a readable problem, or undefined when the value is valid. */
  validate(schema: JsonValue | undefined, value: JsonValue, context: ExampleContext): string | undefined {
    let validateFn: ValidateFunction;
    try {
      const prepared = this.prepare(schema, context, false, []);
      const key = `${context}:${JSON.stringify(prepared)}`;
      validateFn = this.compiled.get(key) ?? this.ajv.compile(prepared);
      this.compiled.set(key, validateFn);
    } catch (error) {
      return `schema cannot be compiled (${(error as Error).message})`;
    }
    if (validateFn(value)) return undefined;
    return formatErrors(validateFn.errors ?? []);
  }

  /**
   * Inlines `$ref`s and closes object schemas (`unevaluatedProperties: false`) so that a misspelt
   * field in an example is an error, as it is for redocly's example check.
   */
  private prepare(node: JsonValue | undefined, context: ExampleContext, inAllOf: boolean, seen: string[]): JsonObject {
    if (!isObject(node)) return node === false ? { not: {} } : {};
    const { $ref, ...siblings } = node;
    if (typeof $ref === 'string') {
      if (seen.includes($ref)) throw new Error(`circular $ref ${$ref}`);
      const cacheKey = `${context}:${inAllOf}:${$ref}`;
      let target = this.prepared.get(cacheKey);
      if (!target) {
        const resolved = resolvePointer(this.doc, $ref);
        if (resolved === undefined) throw new Error(`unresolved $ref ${$ref}`);
        target = this.prepare(resolved, context, inAllOf, [...seen, $ref]);
        this.prepared.set(cacheKey, target);
      }
      if (Object.keys(siblings).length === 0) return target;
      return { allOf: [target], ...this.prepare(siblings, context, true, seen) };
    }

    const out: JsonObject = {};
    for (const [key, value] of Object.entries(siblings)) {
      if (key === 'properties' && isObject(value)) {
        out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, this.prepare(sub, context, false, seen)]));
      } else if ((key === 'items' || key === 'additionalProperties' || key === 'not' || key === 'unevaluatedProperties') && isObject(value)) {
        out[key] = this.prepare(value, context, false, seen);
      } else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
        out[key] = value.map((sub) => this.prepare(sub, context, false, seen));
      } else if (key === 'allOf' && Array.isArray(value)) {
        out[key] = value.map((sub) => this.prepare(sub, context, true, seen));
      } else if (key === 'example' || key === 'examples' || key === 'discriminator' || key === 'description') {
        continue;
      } else {
        out[key] = value;
      }
    }
    if (context === 'request' && out.readOnly === true) out[READ_ONLY_IN_REQUEST] = true;
    if (context === 'response' && out.writeOnly === true) out[WRITE_ONLY_IN_RESPONSE] = true;
    const describesObject = out.properties !== undefined || out.allOf !== undefined;
    if (describesObject && !inAllOf && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) {
      out.unevaluatedProperties = false;
    }
    return out;
  }
}

function formatErrors(errors: Partial<ErrorObject>[]): string {
  const messages = new Set<string>();
  for (const error of errors) {
    // oneOf/anyOf summaries repeat what the branch errors already say.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'allOf') continue;
    const params = (error.params ?? {}) as Record<string, unknown>;
    const detail = params.unevaluatedProperty ?? params.additionalProperty;
    const allowed = Array.isArray(params.allowedValues)
      ? ` (${params.allowedValues.join(', ')})`
      : params.allowedValue !== undefined
        ? ` (${JSON.stringify(params.allowedValue)})`
        : '';
    messages.add(`${error.instancePath || '/'} ${error.message}${detail ? ` '${String(detail)}'` : ''}${allowed}`);
  }
  if (messages.size === 0 && errors[0]) messages.add(`${errors[0].instancePath || '/'} ${errors[0].message}`);
  const list = [...messages];
  return list.slice(0, 4).join('; ') + (list.length > 4 ? `; and ${list.length - 4} more` : '');
}

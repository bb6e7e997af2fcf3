import type { JsonObject } from '../load';
import { deref, isObject, operationsOf } from '../walk';
import { isReplayed, REPLAYED_HEADER, replayedStatuses } from '../replayed-responses';
import type { ParameterModel } from '../types';
import type { Finding, Rule } from './types';

/** Every tag an operation or webhook uses is declared in the top-level `tags`, and every operation has one. */
export const tagsDeclared: Rule = (doc) => {
  const declared = new Set(doc.tags.map((tag) => tag.name));
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    const tags = Array.isArray(entry.operation.tags) ? entry.operation.tags : [];
    if (tags.length === 0) findings.push({ pointer: entry.pointer, rule: 'tags-declared', message: 'operation has no tag' });
    tags.forEach((tag, index) => {
      if (!declared.has(tag)) {
        findings.push({ pointer: `${entry.pointer}/tags/${index}`, rule: 'tags-declared', message: `tag "${tag}" is not declared in the top-level tags (declared: ${[...declared].join(', ')})` });
      }
    });
  }
  return findings;
};

const COMMON_HEADERS = ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
/** The `RateLimit-Limit` of a window counted per IP address: the only window of an operation that needs no key. */
const PER_IP_LIMIT = '#/components/headers/RateLimit-Limit-Per-IP';

/**
 * Every response carries the request-id and rate-limit headers; 429 adds Retry-After. Idempotent-Replayed is
 * written only on a response the operation's Idempotency-Key replays (its `x-replayed-statuses`); the model
 * declares it on the rest of those. An operation that opts out of the API key is counted per IP address,
 * so every response of it reports the per-IP window (and a shared per-key `429` is not its own).
 */
export const responseHeaders: Rule = (doc) => {
  const findings = new Map<string, Finding>();
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const idempotent = hasHeaderParameter(doc, entry.parameters, 'Idempotency-Key');
    const replayed = replayedStatuses({ parameters: entry.parameters.map((parameter) => deref(doc, parameter, '').node) as unknown as ParameterModel[] });
    // An operation that opts out of the API's key (its own `security` allows none) is counted per IP address.
    const own = entry.operation.security;
    const keyless = Array.isArray(own) && (own.length === 0 || own.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0));
    for (const [status, raw] of Object.entries(responsesOf(entry.operation))) {
      const { node: response, pointer } = deref(doc, raw, `${entry.pointer}/responses/${status}`);
      if (!isObject(response)) continue;
      const headers = isObject(response.headers) ? response.headers : {};
      const expected = [...COMMON_HEADERS];
      if (status === '429') expected.push('Retry-After');
      if (status === '201' && idempotent) expected.push('Idempotent-Replayed');
      const missing = expected.filter((name) => !(name in headers));
      if (missing.length > 0) {
        findings.set(pointer, { pointer, rule: 'response-headers', message: `response ${status} lacks the header(s) ${missing.join(', ')}` });
      }
      const limit = isObject(headers['RateLimit-Limit']) ? headers['RateLimit-Limit'].$ref : undefined;
      if (keyless && 'RateLimit-Limit' in headers && limit !== PER_IP_LIMIT) {
        findings.set(`${pointer}/headers/RateLimit-Limit`, { pointer: `${pointer}/headers/RateLimit-Limit`, rule: 'response-headers', message: `response ${status} of ${entry.method.toUpperCase()} ${entry.name} needs no API key, so its RateLimit-Limit must be the per-IP window (${PER_IP_LIMIT})` });
      }
      if (REPLAYED_HEADER in headers && !isReplayed(status, replayed)) {
        const why = idempotent ? `its Idempotency-Key replays only ${replayed.join(', ')}` : 'the operation takes no Idempotency-Key';
        findings.set(`${pointer}/headers/${REPLAYED_HEADER}`, { pointer: `${pointer}/headers/${REPLAYED_HEADER}`, rule: 'response-headers', message: `response ${status} of ${entry.method.toUpperCase()} ${entry.name} declares ${REPLAYED_HEADER}, but ${why}` });
      }
    }
  }
  return [...findings.values()];
};

/** Operations list the errors that can happen, and every error is RFC 9457 problem details. */
export const errorResponses: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const responses = responsesOf(entry.operation);
    const parameters = entry.parameters.map((parameter) => deref(doc, parameter, '').node).filter(isObject);
    const security = entry.operation.security ?? doc.security;
    const authenticated = !(Array.isArray(security) && security.length === 0);
    const expected = new Set(['429', '500']);
    if (authenticated) expected.add('401');
    // A read-only key may make every GET, so only an operation that changes data can answer 403.
    if (authenticated && entry.method !== 'get') expected.add('403');
    if (parameters.some((parameter) => parameter.in === 'path')) ['400', '404'].forEach((status) => expected.add(status));
    if (parameters.some((parameter) => parameter.in === 'query')) expected.add('400');
    if (entry.operation.requestBody !== undefined) expected.add('400');
    if (entry.operation.requestBody !== undefined && entry.method === 'post') expected.add('422');
    if (hasHeaderParameter(doc, entry.parameters, 'Idempotency-Key')) expected.add('409');
    if (entry.method === 'get' && '403' in responses) {
      findings.push({ pointer: `${entry.pointer}/responses/403`, rule: 'read-only-403', message: `GET ${entry.name} documents 403, but a read-only key may make every GET: only an operation that changes data can return 403 permission_denied` });
    }
    const missing = [...expected].filter((status) => !(status in responses)).sort();
    if (missing.length > 0) {
      findings.push({ pointer: `${entry.pointer}/responses`, rule: 'error-responses', message: `${entry.method.toUpperCase()} ${entry.name} does not document the error response(s) ${missing.join(', ')}` });
    }
    for (const [status, raw] of Object.entries(responses)) {
      // A 503 may describe its own body (the health check reports `degraded`); every other error is a Problem.
      if (!/^4/.test(status) && status !== '500') continue;
      const { node: response, pointer } = deref(doc, raw, `${entry.pointer}/responses/${status}`);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      const problem = content['application/problem+json'];
      if (!isObject(problem) || !isObject(problem.schema) || problem.schema.$ref !== '#/components/schemas/Problem' || Object.keys(content).length !== 1) {
        findings.push({ pointer, rule: 'error-responses', message: `error response ${status} must be application/problem+json with only the Problem schema` });
      }
    }
  }
  return findings;
};

/** Problem examples are consistent: `type` links the code's anchor on the intro page and `status` matches. */
export const problemExamples: Rule = (doc) => {
  const findings: Finding[] = [];
  const responses = isObject(doc.components.responses) ? doc.components.responses : {};
  for (const [name, response] of Object.entries(responses)) {
    if (!isObject(response) || !isObject(response.content)) continue;
    const media = response.content['application/problem+json'];
    if (!isObject(media) || !isObject(media.examples)) continue;
    for (const [exampleName, example] of Object.entries(media.examples)) {
      const value = isObject(example) ? example.value : undefined;
      if (!isObject(value)) continue;
      const pointer = `/components/responses/${name}/content/application~1problem+json/examples/${exampleName}/value`;
      if (value.type !== `https://docs.example.com/docs/api/intro#${String(value.code)}`) {
        findings.push({ pointer, rule: 'problem-examples', message: `type must be https://docs.example.com/docs/api/intro#${String(value.code)}` });
      }
      const statuses = statusesUsing(doc, name);
      if (statuses.size > 0 && !statuses.has(String(value.status))) {
        findings.push({ pointer, rule: 'problem-examples', message: `status ${String(value.status)} does not match the response status ${[...statuses].join(', ')}` });
      }
    }
  }
  return findings;
};

const SENTENCE_CASE_EXCEPTIONS = new Set(['KYC', 'API', 'IBAN']);

/** Summaries become page titles and sidebar labels: sentence case, no trailing period, short. */
export const summaryStyle: Rule = (doc) => {
  const findings: Finding[] = [];
  for (const entry of operationsOf(doc)) {
    if (entry.section !== 'paths') continue;
    const summary = typeof entry.operation.summary === 'string' ? entry.operation.summary : '';
    const pointer = `${entry.pointer}/summary`;
    const [first = '', ...rest] = summary.split(' ');
    const problems: string[] = [];
    if (!/^[A-Z]/.test(first)) problems.push('must start with a capital letter');
    const capitalised = rest.filter((word) => /^[A-Z]/.test(word) && !SENTENCE_CASE_EXCEPTIONS.has(word));
    if (capitalised.length > 0) problems.push(`must be sentence case (capitalised: ${capitalised.join(', ')})`);
    if (summary.endsWith('.')) problems.push('must not end with a period');
    if (summary.length > 50) problems.push('must be at most 50 characters');
    for (const problem of problems) findings.push({ pointer, rule: 'summary-style', message: `summary "${summary}" ${problem}` });
  }
  return findings;
};

/** Path segments are lowercase kebab-case (parameters excepted). */
export const pathsKebabCase: Rule = (doc) =>
  Object.keys(doc.paths)
    .filter((path) => path.split('/').slice(1).some((segment) => !/^\{[a-z_]+\}$/.test(segment) && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment)))
    .map((path) => ({ pointer: `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`, rule: 'paths-kebab-case', message: `path ${path} is not kebab-case` }));

function responsesOf(operation: JsonObject): JsonObject {
  return isObject(operation.responses) ? operation.responses : {};
}

function hasHeaderParameter(doc: Parameters<Rule>[0], parameters: JsonObject[keyof JsonObject][], name: string): boolean {
  return parameters.some((parameter) => {
    const target = deref(doc, parameter, '').node;
    return isObject(target) && target.in === 'header' && target.name === name;
  });
}

function statusesUsing(doc: Parameters<Rule>[0], responseName: string): Set<string> {
  const statuses = new Set<string>();
  for (const entry of operationsOf(doc)) {
    for (const [status, response] of Object.entries(responsesOf(entry.operation))) {
      if (isObject(response) && response.$ref === `#/components/responses/${responseName}`) statuses.add(status);
    }
  }
  return statuses;
}

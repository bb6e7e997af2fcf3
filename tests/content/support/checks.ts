import { findCurlCommands } from './curl';
import { lineAt, parseMdx, type CodeBlock, type Paragraph, type ParsedMdx } from './mdx';
import { checkErrorCodeMentions, checkEventMentions } from './mentions';
import { Problem } from './problem';
import type { Operation, SchemaError, SpecIndex } from './spec-index';

export { Problem };

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const JSON_LANGS = new Set(['json', 'jsonc', 'json5']);

function serverBases(spec: SpecIndex): string[] {
  return ((spec.doc.servers ?? []) as { url: string }[]).map((server) => server.url.replace(/\/$/, ''));
}

export function checkCurlBlocks(file: string, mdx: ParsedMdx, spec: SpecIndex): Problem[] {
  const problems: Problem[] = [];
  const bases = serverBases(spec);
  for (const block of mdx.codeBlocks.filter((b) => SHELL_LANGS.has(b.lang) || b.lang === '')) {
    for (const curl of findCurlCommands(block.code)) {
      const line = block.line + 1 + curl.lineOffset;
      const report = (message: string) => problems.push(new Problem(file, line, 'curl', message));
      const base = bases.find((b) => curl.url.startsWith(`${b}/`) || curl.url === b);
      if (!base) {
        report(`URL "${curl.url}" does not start with a server URL of the spec (${bases.join(', ')})`);
        continue;
      }
      const [path, query = ''] = curl.url.slice(base.length).split('?');
      const operation = spec.match(curl.method, path);
      if (!operation) {
        report(`${curl.method} ${path} matches no operation in the spec`);
        continue;
      }
      const where = `${curl.method} ${operation.path} (${operation.operationId})`;
      for (const name of new URLSearchParams(query).keys()) {
        if (!operation.queryParameters.includes(name)) report(`${where} has no query parameter "${name}"`);
      }
      if (operation.needsAuth && !/^Bearer \S+$/.test(curl.headers.authorization ?? '')) {
        report(`${where} needs an "Authorization: Bearer <key>" header`);
      }
      for (const header of operation.requiredHeaders) {
        if (!(header.toLowerCase() in curl.headers)) report(`${where} requires the header "${header}"`);
      }
      for (const problem of checkCurlBody(curl.body, curl.formFields, operation, spec, where)) {
        problems.push(typeof problem === 'string' ? new Problem(file, line, 'curl', problem) : new Problem(file, line, problem.rule, problem.message));
      }
    }
  }
  return problems;
}

/** What is wrong with a curl command's body: a message of the `curl` rule, or a schema error with its own rule. */
function checkCurlBody(body: string | null, formFields: string[], operation: Operation, spec: SpecIndex, where: string): (string | SchemaError)[] {
  const jsonPointer = operation.requestSchemas['application/json'];
  const formPointer = operation.requestSchemas['multipart/form-data'];
  if (formFields.length > 0) {
    if (!formPointer) return [`${where} does not take multipart/form-data`];
    const schema = resolveSchema(spec, formPointer) as { properties?: object; required?: string[] } | undefined;
    const known = Object.keys(schema?.properties ?? {});
    return [
      ...formFields.filter((f) => !known.includes(f)).map((f) => `${where} has no form field "${f}"`),
      ...(schema?.required ?? []).filter((f) => !formFields.includes(f)).map((f) => `${where} needs the form field "${f}"`),
    ];
  }
  if (body === null) {
    return operation.requestRequired ? [`${where} requires a request body`] : [];
  }
  if (!jsonPointer) return [`${where} takes no JSON request body`];
  if (body.startsWith('@')) return [];
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    return [`-d body is not valid JSON: ${(error as Error).message}`];
  }
  return spec
    .validate(jsonPointer, value, 'request')
    .map((error) => ({ rule: error.rule, message: `request body of ${operation.operationId}: ${error.message}` }));
}

function resolveSchema(spec: SpecIndex, pointer: string): unknown {
  let node = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], spec.doc);
  for (let hops = 0; hops < 10 && typeof (node as { $ref?: unknown })?.$ref === 'string'; hops++) {
    node = resolveSchema(spec, ((node as { $ref: string }).$ref).replace(/^#/, ''));
  }
  return node;
}

/** The schema a JSON block's meta points at, who sends that data, and how to name it; or why it points nowhere. */
function schemaForBlock(block: CodeBlock, spec: SpecIndex): { pointer: string; label: string; context: 'request' | 'response' } | string {
  const { operation: operationId, status, request, event } = block.meta;
  if (typeof event === 'string') {
    const pointer = spec.eventSchemas.get(event);
    // A webhook delivery is sent by the API: it follows the response rules.
    return pointer ? { pointer, label: `payload of event ${event}`, context: 'response' } : `event="${event}" is not a webhook event in the spec`;
  }
  if (typeof operationId !== 'string') {
    return 'every ```json block needs meta: operation="..." with status="..." or request, or event="..."';
  }
  const operation = spec.byId(operationId);
  if (!operation) return `operation="${operationId}" is not an operationId in the spec`;
  if (request === true) {
    const pointer = operation.requestSchemas['application/json'];
    return pointer ? { pointer, label: `request body of ${operationId}`, context: 'request' } : `${operationId} takes no JSON request body`;
  }
  if (typeof status !== 'string') return `operation="${operationId}" needs status="<code>" or request`;
  if (!(status in operation.responseSchemas)) {
    return `${operationId} has no ${status} response (it has ${Object.keys(operation.responseSchemas).join(', ')})`;
  }
  const pointer = operation.responseSchemas[status];
  return pointer ? { pointer, label: `${status} response of ${operationId}`, context: 'response' } : `${operationId} ${status} response has no body`;
}

/**
 * Every ```json block names the schema it shows in its meta and must match it, closed: a field
 * the schema does not have, at any depth, is an error (rule `closed-object`), as in the spec's
 * own examples. Problems are reported at the line of the block's opening fence.
 */
export function checkJsonBlocks(file: string, mdx: ParsedMdx, spec: SpecIndex): Problem[] {
  const problems: Problem[] = [];
  for (const block of mdx.codeBlocks.filter((b) => JSON_LANGS.has(b.lang))) {
    const report = (message: string) => problems.push(new Problem(file, block.line, 'json-example', message));
    const target = schemaForBlock(block, spec);
    if (typeof target === 'string') {
      report(target);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch (error) {
      report(`not valid JSON: ${(error as Error).message}`);
      continue;
    }
    for (const error of spec.validate(target.pointer, value, target.context)) {
      problems.push(new Problem(file, block.line, error.rule, `${target.label}: ${error.message}`));
    }
    const titleProblem = problemTitleMismatch(value, spec);
    if (titleProblem) problems.push(new Problem(file, block.line, 'one-title-per-code', `${target.label}: ${titleProblem}`));
  }
  return problems;
}

/** Problem.title promises one title per code, the catalogue's, so a client may show it. */
function problemTitleMismatch(value: unknown, spec: SpecIndex): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, title } = value as { code?: unknown; title?: unknown };
  if (typeof code !== 'string' || typeof title !== 'string') return null;
  const expected = spec.errorCatalogue.codes.find((entry) => entry.code === code)?.title;
  return expected === undefined || expected === title ? null : `${code} is titled ${JSON.stringify(title)} but the catalogue titles it ${JSON.stringify(expected)}`;
}

interface Link {
  start: number;
  end: number;
  textStart: number;
  textEnd: number;
  href: string;
}

function findLinks(text: string): Link[] {
  const links: Link[] = [];
  for (const m of text.matchAll(/\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ start: m.index, end: m.index + m[0].length, textStart: m.index + 1, textEnd: m.index + 1 + m[1].length, href: m[2] });
  }
  for (const m of text.matchAll(/<(Link|a)\s[^>]*?(?:to|href)=["']([^"']+)["'][^>]*>([\s\S]*?)<\/\1>/g)) {
    const textStart = m.index + m[0].indexOf('>') + 1;
    links.push({ start: m.index, end: m.index + m[0].length, textStart, textEnd: textStart + m[3].length, href: m[2] });
  }
  return links;
}

const linksTo = (href: string, operation: Operation) => href.split(/[?#]/)[0].replace(/\/$/, '') === `/docs/${operation.pageId}`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every `METHOD /path` in inline code and every operation summary in prose must be a link to that operation's page. */
export function checkOperationMentions(file: string, mdx: ParsedMdx, spec: SpecIndex): Problem[] {
  const problems: Problem[] = [];
  const summaries = spec.operations
    .filter((op) => op.summary.trim().length > 0)
    .map((op) => {
      const phrase = escapeRegExp(op.summary.trim()).replace(/['’]/g, "['’]").replace(/\s+/g, '\\s+');
      return { op, pattern: new RegExp(`(?<![\\w-])${phrase}(?![\\w'’-])`, 'gi') };
    });

  for (const paragraph of mdx.paragraphs.filter((p: Paragraph) => !p.isHeading)) {
    const links = findLinks(paragraph.text);
    const linkAround = (start: number, end: number) => links.find((l) => l.textStart <= start && end <= l.textEnd);
    const inLinkTarget = (offset: number) => links.some((l) => offset >= l.textEnd && offset < l.end);

    for (const m of paragraph.text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)[^`]*`/g)) {
      const operation = spec.match(m[1], m[2]) ?? spec.operations.find((op) => op.method === m[1] && op.path === m[2]);
      if (!operation) {
        problems.push(new Problem(file, lineAt(paragraph, m.index), 'operation-link', `\`${m[1]} ${m[2]}\` matches no operation in the spec`));
        continue;
      }
      const link = linkAround(m.index, m.index + m[0].length);
      if (!link || !linksTo(link.href, operation)) {
        problems.push(
          new Problem(file, lineAt(paragraph, m.index), 'operation-link', `\`${m[1]} ${m[2]}\` must link to /docs/${operation.pageId}`),
        );
      }
    }

    // Summaries are matched outside inline code and link targets.
    const prose = paragraph.text.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const { op, pattern } of summaries) {
      for (const m of prose.matchAll(pattern)) {
        if (inLinkTarget(m.index)) continue;
        const link = linkAround(m.index, m.index + m[0].length);
        if (!link || !linksTo(link.href, op)) {
          problems.push(
            new Problem(
              file,
              lineAt(paragraph, m.index),
              'operation-link',
              `"${m[0].replace(/\s+/g, ' ')}" names the operation ${op.operationId}: make it a link to /docs/${op.pageId}`,
            ),
          );
        }
      }
    }
  }
  return problems;
}

export interface TagFile {
  [tag: string]: { label?: string; description?: string } | null;
}

export function checkFrontMatter(file: string, mdx: ParsedMdx, declaredTags: string[]): Problem[] {
  if (mdx.frontMatterError) return [new Problem(file, 1, 'front-matter', `front matter is not valid YAML: ${mdx.frontMatterError}`)];
  const fm = mdx.frontMatter ?? {};
  const problems: Problem[] = [];
  for (const key of ['title', 'description']) {
    if (typeof fm[key] !== 'string' || (fm[key] as string).trim() === '') {
      problems.push(new Problem(file, 1, 'front-matter', `front matter needs a non-empty "${key}"`));
    }
  }
  const tags = fm.tags;
  if (!Array.isArray(tags) || tags.length === 0) {
    problems.push(new Problem(file, 1, 'tags', 'front matter needs "tags" with at least one tag from docs/tags.yml'));
    return problems;
  }
  for (const tag of tags) {
    if (typeof tag !== 'string' || !declaredTags.includes(tag)) {
      problems.push(new Problem(file, 1, 'tags', `tag ${JSON.stringify(tag)} is not declared in docs/tags.yml`));
    }
  }
  return problems;
}

/** All spec-consistency rules for one MDX file. */
export function checkMdxAgainstSpec(file: string, source: string, spec: SpecIndex): Problem[] {
  const mdx = parseMdx(source);
  return [
    ...checkCurlBlocks(file, mdx, spec),
    ...checkJsonBlocks(file, mdx, spec),
    ...checkOperationMentions(file, mdx, spec),
    ...checkEventMentions(file, source, spec.eventTypes),
    ...checkErrorCodeMentions(file, source, spec.errorCatalogue),
  ];
}

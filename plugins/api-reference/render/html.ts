import type {
  CodeSample,
  ExampleView,
  MediaView,
  RequestBodyView,
  ResponseExamples,
  ResponseView,
  SampleCode,
  SchemaNode,
} from '../view/types';
import { escapeHtml } from '../../../src/utils/html';
import { highlight } from './highlight';
import { markdownToHtml } from './markdownToHtml';

/**
 * Build-time HTML for the static parts of an endpoint page (fields, bodies, responses,
 * examples). The page ships it as one string per section, so the browser hydrates a
 * handful of elements instead of thousands; `<details>` expands without any script.
 * Class names (prefixed `ref-`) are styled by theme/ApiReference/StaticHtml/styles.module.css;
 * `data-*` buttons start `hidden` and are shown and handled by StaticHtml once the page runs.
 */

const html = (strings: TemplateStringsArray, ...values: (string | false | undefined)[]) =>
  strings.reduce((out, string, i) => out + string + (i < values.length ? (values[i] || '') : ''), '');

const code = (text: string, className?: string) => `<code${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</code>`;

/**
 * Whose fields these are. A request's fields are required or optional; a response's (and a
 * webhook payload's) are always present or optional: "required" would read as an order there.
 */
export type Direction = 'request' | 'response';

function presence(node: SchemaNode, direction: Direction): string {
  if (direction === 'request') return node.required ? '<span class="ref-required">required</span>' : '<span class="ref-presence">optional</span>';
  return `<span class="ref-presence">${node.required ? 'always present' : 'optional'}</span>`;
}

/** The type in words: `string (date-time), nullable`. */
export const typeText = (node: SchemaNode) => (node.nullable ? `${node.type}, nullable` : node.type);

function enumList(node: SchemaNode): string {
  const values = node.enum ?? [];
  if (!values.some((v) => v.description)) {
    return html`<p class="ref-detail"><span class="ref-label">Values: </span>${values.map((v) => code(v.value)).join(', ')}</p>`;
  }
  const items = values.map((v) => html`<li>${code(v.value)}${v.description && ` – ${markdownToHtml(v.description)}`}</li>`).join('');
  return html`<div class="ref-detail"><span class="ref-label">Values:</span><ul class="ref-enum">${items}</ul></div>`;
}

/** Constraints, default and example on one line. */
function facts(node: SchemaNode): string {
  const parts = [
    node.constraints?.length && html`<span class="ref-label">Constraints: </span>${escapeHtml(node.constraints.join(' · '))}`,
    node.default !== undefined && html`<span class="ref-label">Default: </span>${code(node.default)}`,
    node.example !== undefined && html`<span class="ref-label">Example: </span>${code(node.example, 'ref-example')}`,
  ].filter(Boolean);
  return parts.length ? `<p class="ref-detail">${parts.join('<span class="ref-sep"> · </span>')}</p>` : '';
}

function variantSummary(option: NonNullable<SchemaNode['variants']>['options'][number], discriminator: string | undefined): string {
  const key = option.discriminatorValue !== undefined && discriminator ? code(`${discriminator}: ${JSON.stringify(option.discriminatorValue)}`) : '';
  return html`<span class="ref-variant">${escapeHtml(option.label)}</span>${key}`;
}

function variants(node: SchemaNode, direction: Direction): string {
  if (!node.variants) return '';
  const { kind, discriminator, options } = node.variants;
  const shapes = `${options.length} ${options.length === 1 ? 'shape' : 'shapes'}`;
  const label = kind === 'oneOf' ? `One of ${shapes}${discriminator ? `, told apart by ${code(discriminator)}` : ''}:` : `Any of ${shapes}:`;
  const items = options
    .map((option) => html`<details class="ref-nested"><summary>${variantSummary(option, discriminator)}</summary>${schemaBody(option.schema, direction)}</details>`)
    .join('');
  return html`<div class="ref-detail"><span class="ref-label">${label}</span>${items}</div>`;
}

function anchorLink(node: SchemaNode): string {
  if (!node.anchor) return '';
  return html`<a class="ref-anchor" href="#${escapeHtml(node.anchor)}" aria-label="Link to ${escapeHtml(node.path ?? node.name ?? '')}">#</a>`;
}

function field(node: SchemaNode, direction: Direction): string {
  const childCount = node.properties?.length ?? 0;
  const head = [
    node.name !== undefined && code(node.name, 'ref-name'),
    `<span class="ref-type">${escapeHtml(typeText(node))}</span>`,
    node.name !== undefined && presence(node, direction),
    node.readOnly && '<span class="ref-flag">read-only</span>',
    node.writeOnly && '<span class="ref-flag">write-only</span>',
    node.deprecated && `<span class="ref-flag">deprecated${node.sunset ? `, goes away on ${escapeHtml(node.sunset)}` : ''}</span>`,
    anchorLink(node),
  ]
    .filter(Boolean)
    .join('');
  const nested =
    childCount > 0 &&
    html`<details class="ref-nested"><summary>${String(childCount)} ${childCount === 1 ? 'field' : 'fields'} of ${code(node.name ?? 'object')}</summary>${schemaFields(node.properties ?? [], direction)}</details>`;
  return html`<li class="ref-field"${node.anchor && ` id="${escapeHtml(node.anchor)}"`}><div class="ref-head">${head}</div>${
    node.description && `<div class="ref-description">${markdownToHtml(node.description)}</div>`
  }${node.enum && enumList(node)}${facts(node)}${nested}${variants(node, direction)}</li>`;
}

/** A list of fields (object properties, parameters or headers); a response's by default. */
export function schemaFields(fields: SchemaNode[], direction: Direction = 'response'): string {
  return `<ul class="ref-fields">${fields.map((node) => field(node, direction)).join('')}</ul>`;
}

/** A schema without a field name: its fields, its alternatives, or its type. */
export function schemaBody(node: SchemaNode, direction: Direction = 'response'): string {
  if (!node.properties?.length && !node.variants) return schemaFields([node], direction);
  return html`${node.type.startsWith('array') && `<p class="ref-detail"><span class="ref-type">${escapeHtml(typeText(node))}</span></p>`}${
    node.description && `<div class="ref-description">${markdownToHtml(node.description)}</div>`
  }${node.properties && schemaFields(node.properties, direction)}${variants(node, direction)}`;
}

const hasNested = (node: SchemaNode): boolean =>
  Boolean(node.variants) || (node.properties ?? []).some((child) => Boolean(child.properties?.length || child.variants) || hasNested(child));

/** The "Expand all" control of a schema with nested fields (shown and handled by StaticHtml). */
const expandAll = (node: SchemaNode | undefined) =>
  node && hasNested(node) ? '<button type="button" class="ref-action" data-expand-all hidden>Expand all</button>' : '';

/** A highlighted code block with a copy button (the page's script copies the `<code>` text). */
export function codeBlock(highlighted: string, language: string, title?: string): string {
  return html`<div class="ref-code">${title && `<div class="ref-code-title">${escapeHtml(title)}</div>`}<div class="ref-code-body"><pre class="language-${language}" tabindex="0"><code>${highlighted}</code></pre><button type="button" class="ref-copy" data-copy aria-label="Copy code to clipboard">Copy</button></div></div>`;
}

const example = (e: ExampleView) => codeBlock(highlight(e.code, e.language), e.language, e.label ? `Example: ${e.label}` : 'Example');

/** The code samples as the CodeSamples component shows them: highlighted blocks with copy buttons. */
export const sampleBlocks = (samples: SampleCode[]): CodeSample[] =>
  samples.map(({ code, ...sample }) => ({ ...sample, html: codeBlock(highlight(code, sample.language), sample.language) }));

const sameAs = (status: string, what: string) => `<p class="ref-meta">${what} as the <a href="#response-${status}">${status} response</a>.</p>`;

/** The request body's fields, per content type. Its examples are the code samples' bodies. */
export function requestBody(body: RequestBodyView): string {
  return html`${body.description && `<p>${markdownToHtml(body.description)}</p>`}${body.contents
    .map(
      (content) =>
        html`<section class="ref-content"><p class="ref-meta ref-media">${code(content.contentType)}<span>${body.required ? 'required' : 'optional'}</span>${expandAll(
          content.schema,
        )}</p>${content.schema && schemaBody(content.schema, 'request')}</section>`,
    )
    .join('')}`;
}

/** The control that shows this status's example in the code column (shown and handled by StaticHtml). */
const showExample = (r: ResponseView) =>
  r.contents.some((content) => content.examples.length > 0)
    ? `<button type="button" class="ref-action" data-show-example="${escapeHtml(r.status)}" hidden>Show example</button>`
    : '';

/** A response that points to an earlier one's fields: its own example value of each field. */
const fieldExamples = (content: MediaView) =>
  content.fieldExamples?.length
    ? `<table class="ref-field-examples"><thead><tr><th scope="col">Field</th><th scope="col">Example in this response</th></tr></thead><tbody>${content.fieldExamples
        .map((row) => `<tr><td>${code(row.field)}</td><td>${code(row.example)}</td></tr>`)
        .join('')}</tbody></table>`
    : '';

function responseBody(content: MediaView): string {
  return html`${content.schema && schemaBody(content.schema, 'response')}${content.schemaSameAs && sameAs(content.schemaSameAs, 'Same fields')}${fieldExamples(content)}`;
}

/**
 * One response status: description, headers and body fields. Its examples are in the code
 * column (responseExamples). Error bodies start collapsed: they share one shape and would bury
 * the success response.
 */
export function response(r: ResponseView): string {
  const isSuccess = /^[23]/.test(r.status);
  const headers =
    r.headers.length > 0 && html`<details class="ref-group"><summary>Headers (${String(r.headers.length)})</summary>${schemaFields(r.headers, 'response')}</details>`;
  const contents = r.contents
    .map((content, index) => {
      const actions = `${index === 0 ? showExample(r) : ''}${expandAll(content.schema)}`;
      return isSuccess
        ? html`<p class="ref-meta ref-media"><span>Body: ${code(content.contentType)}</span>${actions}</p>${responseBody(content)}`
        : html`<details class="ref-group"><summary>Body: ${code(content.contentType)}</summary>${
            actions && `<p class="ref-meta ref-media">${actions}</p>`
          }${responseBody(content)}</details>`;
    })
    .join('');
  return html`${r.description && `<p>${markdownToHtml(r.description)}</p>`}${r.headersSameAs && sameAs(r.headersSameAs, 'Same headers')}${headers}${contents}${
    r.contents.length === 0 && '<p class="ref-meta">No body.</p>'
  }`;
}

/**
 * Every response's examples as code blocks, for the code column: each example says which
 * request example it answers (`pairedWith`), so the column can follow the reader's pick.
 */
export function responseExamples(responses: ResponseView[], requestExampleNames: string[]): ResponseExamples[] {
  return responses.map((r) => {
    const [content] = r.contents;
    const examples = (content?.examples ?? []).map((e) => {
      const pairedWith = e.name !== undefined && requestExampleNames.includes(e.name) ? e.name : undefined;
      return { ...(pairedWith ? { pairedWith } : {}), html: example(e) };
    });
    return {
      status: r.status,
      label: [r.status, r.statusText].filter(Boolean).join(' '),
      ...(content ? { contentType: content.contentType } : {}),
      examples,
    };
  });
}

import type { CodeSample, ExampleView, MediaView, RequestBodyView, ResponseView, SampleCode, SchemaNode } from '../view/types';
import { highlight } from './highlight';
import { markdownToHtml } from './markdownToHtml';

/**
 * Build-time HTML for the static parts of an endpoint page (fields, bodies, responses,
 * examples). The page ships it as one string per section, so the browser hydrates a
 * handful of elements instead of thousands; `<details>` expands without any script.
 * Class names (prefixed `ref-`) are styled by theme/ApiReference/StaticHtml/styles.module.css.
 */

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const html = (strings: TemplateStringsArray, ...values: (string | false | undefined)[]) =>
  strings.reduce((out, string, i) => out + string + (i < values.length ? (values[i] || '') : ''), '');

const code = (text: string, className?: string) => `<code${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</code>`;

function enumList(node: SchemaNode): string {
  const values = node.enum ?? [];
  if (!values.some((v) => v.description)) {
    return html`<p class="ref-detail"><span class="ref-label">Values: </span>${values.map((v) => code(v.value)).join(', ')}</p>`;
  }
  const items = values.map((v) => html`<li>${code(v.value)}${v.description && ` – ${markdownToHtml(v.description)}`}</li>`).join('');
  return html`<div class="ref-detail"><span class="ref-label">Values:</span><ul class="ref-enum">${items}</ul></div>`;
}

function variants(node: SchemaNode): string {
  if (!node.variants) return '';
  const label = node.variants.kind === 'oneOf' ? 'Exactly one of:' : 'Any of:';
  const options = node.variants.options
    .map((option) => html`<details class="ref-nested"><summary>${escapeHtml(option.label)}</summary>${schemaBody(option.schema)}</details>`)
    .join('');
  return html`<div class="ref-detail"><span class="ref-label">${label}</span>${options}</div>`;
}

function field(node: SchemaNode): string {
  const childCount = node.properties?.length ?? 0;
  const head = [
    node.name !== undefined && code(node.name, 'ref-name'),
    `<span class="ref-type">${escapeHtml(node.type)}</span>`,
    node.required && '<span class="ref-required">required</span>',
    node.readOnly && '<span class="ref-flag">read-only</span>',
    node.writeOnly && '<span class="ref-flag">write-only</span>',
    node.deprecated && '<span class="ref-flag">deprecated</span>',
  ]
    .filter(Boolean)
    .join('');
  return html`<li class="ref-field"><div class="ref-head">${head}</div>${
    node.description && `<div class="ref-description">${markdownToHtml(node.description)}</div>`
  }${node.enum && enumList(node)}${
    node.constraints && html`<p class="ref-detail"><span class="ref-label">Constraints: </span>${escapeHtml(node.constraints.join(' · '))}</p>`
  }${node.example !== undefined && html`<p class="ref-detail"><span class="ref-label">Example: </span>${code(node.example, 'ref-example')}</p>`}${
    childCount > 0 &&
    html`<details class="ref-nested"><summary>${String(childCount)} ${childCount === 1 ? 'field' : 'fields'} of ${code(node.name ?? 'object')}</summary>${schemaFields(node.properties ?? [])}</details>`
  }${variants(node)}</li>`;
}

/** A list of fields (object properties, parameters or headers). */
export function schemaFields(fields: SchemaNode[]): string {
  return `<ul class="ref-fields">${fields.map(field).join('')}</ul>`;
}

/** A schema without a field name: its fields, its alternatives, or its type. */
export function schemaBody(node: SchemaNode): string {
  if (!node.properties?.length && !node.variants) return schemaFields([node]);
  return html`${node.type.startsWith('array') && `<p class="ref-detail"><span class="ref-type">${escapeHtml(node.type)}</span></p>`}${
    node.description && `<div class="ref-description">${markdownToHtml(node.description)}</div>`
  }${node.properties && schemaFields(node.properties)}${variants(node)}`;
}

/** A highlighted code block with a copy button (the page's script copies the `<code>` text). */
export function codeBlock(highlighted: string, language: string, title?: string): string {
  return html`<div class="ref-code">${title && `<div class="ref-code-title">${escapeHtml(title)}</div>`}<div class="ref-code-body"><pre class="language-${language}" tabindex="0"><code>${highlighted}</code></pre><button type="button" class="ref-copy" data-copy aria-label="Copy code to clipboard">Copy</button></div></div>`;
}

const example = (e: ExampleView) => codeBlock(highlight(e.code, e.language), e.language, e.label ? `Example: ${e.label}` : 'Example');

/** The code samples as the CodeSamples component shows them: highlighted blocks with copy buttons. */
export const sampleBlocks = (samples: SampleCode[]): CodeSample[] =>
  samples.map(({ code, ...sample }) => ({ ...sample, html: codeBlock(highlight(code, sample.language), sample.language) }));

const sameAs = (status: string, what: string) => `<p class="ref-meta">${what} as the <a href="#response-${status}">${status} response</a>.</p>`;

function bodyContent(content: MediaView): string {
  return html`${content.schema && schemaBody(content.schema)}${content.schemaSameAs && sameAs(content.schemaSameAs, 'Same fields')}${content.examples
    .map(example)
    .join('')}`;
}

export function requestBody(body: RequestBodyView): string {
  return html`${body.description && `<p>${markdownToHtml(body.description)}</p>`}${body.contents
    .map(
      (content) =>
        html`<section class="ref-content"><p class="ref-meta ref-media">${code(content.contentType)}<span>${body.required ? 'required' : 'optional'}</span></p>${bodyContent(content)}</section>`,
    )
    .join('')}`;
}

/** One response status. Error bodies start collapsed: they share one shape and would bury the success response. */
export function response(r: ResponseView): string {
  const isSuccess = /^[23]/.test(r.status);
  const headers =
    r.headers.length > 0 && html`<details class="ref-group"><summary>Headers (${String(r.headers.length)})</summary>${schemaFields(r.headers)}</details>`;
  const contents = r.contents
    .map((content) =>
      isSuccess
        ? html`<p class="ref-meta">Body: ${code(content.contentType)}</p>${bodyContent(content)}`
        : html`<details class="ref-group"><summary>Body: ${code(content.contentType)}</summary>${bodyContent(content)}</details>`,
    )
    .join('');
  return html`${r.description && `<p>${markdownToHtml(r.description)}</p>`}${r.headersSameAs && sameAs(r.headersSameAs, 'Same headers')}${headers}${contents}${
    r.contents.length === 0 && '<p class="ref-meta">No body.</p>'
  }`;
}

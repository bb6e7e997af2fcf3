import type { MediaView, OperationView, SchemaNode } from './types';

/**
 * Every parameter and field of an endpoint page gets a stable anchor id, the same in the page
 * and in its Markdown twin, unique on the page:
 *
 * - parameters: `request-{location}-{name}`, e.g. `request-header-Idempotency-Key`;
 * - request body fields: `request-body-{path}`, e.g. `request-body-credit_limit.amount`;
 * - response body fields: `response-{status}-{path}`, e.g. `response-201-counterparty.bank_account.iban`;
 * - response headers: `response-{status}-header-{name}`.
 *
 * A path joins field names with dots, through objects and the items of arrays alike
 * (`data.id`). A field that several alternatives of a `oneOf` share keeps the plain path in the
 * first one and gets `~{discriminator value}` in the others (`...bank_account.account_number~ach`).
 */

/** Keeps anchors unique on a page: `~{qualifier}` (a discriminator value) first, then `~2`, `~3`. */
export class AnchorSet {
  private readonly used = new Set<string>();

  take(id: string, qualifier?: string): string {
    let candidate = id;
    if (this.used.has(candidate) && qualifier) candidate = `${id}~${qualifier}`;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${id}~${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

/** An id has no whitespace; field names here never have any, but a spec could. */
const idPart = (text: string) => text.replace(/\s+/g, '_');

/** The node's fields (and its alternatives' fields), anchored under `prefix`, their paths continuing `path`. */
function anchorFields(node: SchemaNode, prefix: string, path: string, anchors: AnchorSet, qualifier?: string): SchemaNode {
  const anchored: SchemaNode = { ...node };
  if (node.properties) {
    anchored.properties = node.properties.map((child) => {
      const childPath = path ? `${path}.${idPart(child.name ?? '')}` : idPart(child.name ?? '');
      const withAnchor = { ...child, path: childPath, anchor: anchors.take(`${prefix}-${childPath}`, qualifier) };
      return anchorFields(withAnchor, prefix, childPath, anchors, qualifier);
    });
  }
  if (node.variants) {
    anchored.variants = {
      ...node.variants,
      options: node.variants.options.map((option, index) => ({
        ...option,
        schema: anchorFields(option.schema, prefix, path, anchors, option.discriminatorValue ?? `option-${index + 1}`),
      })),
    };
  }
  return anchored;
}

/** A named node (parameter or header) and its own fields. */
function anchorNamed(node: SchemaNode, id: string, anchors: AnchorSet, prefix: string): SchemaNode {
  const path = idPart(node.name ?? '');
  return anchorFields({ ...node, path, anchor: anchors.take(id) }, prefix, path, anchors);
}

function anchorMedia(contents: MediaView[], prefix: string, anchors: AnchorSet): MediaView[] {
  return contents.map((content, index) => {
    if (!content.schema) return content;
    // A second content type of the same body (rare) gets its own prefix.
    const mediaPrefix = index === 0 ? prefix : `${prefix}-${index + 1}`;
    return { ...content, schema: anchorFields(content.schema, mediaPrefix, '', anchors) };
  });
}

/** A parameter's anchor: `request-{location}-{name}` (search links a pasted request's query parameters so). */
export function parameterAnchor(location: string, name: string): string {
  return `request-${location}-${idPart(name)}`;
}

/** The view with an anchor id and a path on every parameter, header and field. */
export function withAnchors(view: OperationView): OperationView {
  const anchors = new AnchorSet();
  const parameterGroups = view.parameterGroups.map((group) => ({
    ...group,
    parameters: group.parameters.map((node) => {
      const prefix = `request-${group.location}`;
      return anchorNamed(node, parameterAnchor(group.location, node.name ?? ''), anchors, prefix);
    }),
  }));
  const requestBody = view.requestBody && { ...view.requestBody, contents: anchorMedia(view.requestBody.contents, 'request-body', anchors) };
  const responses = view.responses.map((response) => {
    const prefix = `response-${idPart(response.status)}`;
    return {
      ...response,
      headers: response.headers.map((node) => anchorNamed(node, `${prefix}-header-${idPart(node.name ?? '')}`, anchors, `${prefix}-header`)),
      contents: anchorMedia(response.contents, prefix, anchors),
    };
  });
  return { ...view, parameterGroups, ...(requestBody ? { requestBody } : {}), responses };
}

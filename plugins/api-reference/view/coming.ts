import { withNotes, type ComingAddition, type ComingMarks } from '../../api-model/coming';
import type { OperationView, SchemaNode } from './types';

/** The node with the notes of the additions at `path` (a field, or a field whose value is new) put before its description. */
function markNode(node: SchemaNode, coming: ComingMarks, additionsAt: (path: string) => ComingAddition[]): SchemaNode {
  const here = node.path !== undefined ? additionsAt(node.path) : [];
  const marked: SchemaNode = here.length > 0 ? { ...node, description: withNotes(node.description, coming, here) } : { ...node };
  if (node.properties) marked.properties = node.properties.map((child) => markNode(child, coming, additionsAt));
  if (node.variants) marked.variants = { ...node.variants, options: node.variants.options.map((option) => ({ ...option, schema: markNode(option.schema, coming, additionsAt) })) };
  return marked;
}

/**
 * The endpoint page with what the coming release adds to the operation marked with the date it is
 * available from, linking its changelog entry: each new parameter, response field and value.
 */
export function withComingMarked(view: OperationView, coming: ComingMarks): OperationView {
  const own = coming.additions.filter((addition) => addition.operationId === view.operation.operationId);
  if (own.length === 0) return view;
  const parameter = (location: string) => (path: string) => own.filter((a) => a.subject === 'parameter' && a.in === location && a.name === path);
  const responseField = (status: string) => (path: string) =>
    own.filter((a) => (a.subject === 'field' || a.subject === 'enum-value') && a.status === status && (a.field ?? a.name) === path);
  return {
    ...view,
    parameterGroups: view.parameterGroups.map((group) => ({ ...group, parameters: group.parameters.map((node) => markNode(node, coming, parameter(group.location))) })),
    responses: view.responses.map((response) => ({
      ...response,
      contents: response.contents.map((content) => (content.schema ? { ...content, schema: markNode(content.schema, coming, responseField(response.status)) } : content)),
    })),
  };
}

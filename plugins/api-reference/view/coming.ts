import { withNotes, type ComingAddition, type ComingMarks } from '../../api-model/coming';
import { additionsAt, comingPlacement, type PlacedAddition } from '../../api-model/comingPlacement';
import type { OperationView, SchemaNode } from './types';

/** The node with the notes of the additions at its path (a field, or a field whose value is new) put before its description. */
function markNode(node: SchemaNode, coming: ComingMarks, placed: PlacedAddition[] | undefined): SchemaNode {
  const here: ComingAddition[] = node.path !== undefined ? additionsAt(placed, node.path) : [];
  const marked: SchemaNode = here.length > 0 ? { ...node, description: withNotes(node.description, coming, here) } : { ...node };
  if (node.properties) marked.properties = node.properties.map((child) => markNode(child, coming, placed));
  if (node.variants) marked.variants = { ...node.variants, options: node.variants.options.map((option) => ({ ...option, schema: markNode(option.schema, coming, placed) })) };
  return marked;
}

/**
 * The endpoint page with what the coming release adds to the operation marked with the date it is
 * available from, linking its changelog entry: each new parameter, response field and value.
 */
export function withComingMarked(view: OperationView, coming: ComingMarks): OperationView {
  const placement = comingPlacement(coming).operation(view.operation.operationId);
  if (!placement) return view;
  return {
    ...view,
    parameterGroups: view.parameterGroups.map((group) => ({ ...group, parameters: group.parameters.map((node) => markNode(node, coming, placement.parameters.get(group.location))) })),
    responses: view.responses.map((response) => ({
      ...response,
      contents: response.contents.map((content) => (content.schema ? { ...content, schema: markNode(content.schema, coming, placement.responses.get(response.status)) } : content)),
    })),
  };
}

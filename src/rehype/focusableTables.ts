// Markdown tables scroll sideways when they are wider than the page (Infima makes them
// `display: block; overflow: auto`). tabindex="0" lets keyboard users scroll them too (WCAG 2.1.1).

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visitTables(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = { ...node.properties, tabIndex: 0 };
  }
  node.children?.forEach(visitTables);
}

export default function rehypeFocusableTables() {
  return (tree: HastNode) => visitTables(tree);
}

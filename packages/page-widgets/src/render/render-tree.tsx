/**
 * Renders resolved document nodes with their widgets' components. Used by
 * the page shell on the server and, unchanged, by the editor's live preview.
 */

import type { ResolvedNode } from '../document/schema.js';
import type { WidgetLookup } from '../document/validate.js';
import { useRenderContext } from './context.js';

function RenderNode({ node, widgets }: { node: ResolvedNode; widgets: WidgetLookup }) {
  const ctx = useRenderContext();
  const widget = widgets.get(node.type);
  if (!widget) throw new Error(`no widget "${node.type}" in the registry`);
  ctx.collector.widgetTypes.add(node.type);
  const Render = widget.render;
  const children =
    node.children.length > 0
      ? node.children.map((c) => <RenderNode key={c.id} node={c} widgets={widgets} />)
      : undefined;
  return (
    <Render id={node.id} settings={node.settings}>
      {children}
    </Render>
  );
}

export function RenderNodes({ nodes, widgets }: { nodes: ResolvedNode[]; widgets: WidgetLookup }) {
  return (
    <>
      {nodes.map((n) => (
        <RenderNode key={n.id} node={n} widgets={widgets} />
      ))}
    </>
  );
}

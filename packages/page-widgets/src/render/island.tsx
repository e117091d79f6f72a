/**
 * The island boundary. On the server it renders the component inside a
 * marker element carrying its name and JSON props, and records the name so
 * the page loads `islands/{name}.js` (only that island's code). In the editor
 * it renders the component directly, live, with `editing` set.
 */
import type { ComponentType } from 'react';
import { useRenderContext } from './context.js';

export interface IslandBaseProps {
  /** True inside the editor: no autoplay, no pop-ups, no triggers (§6). */
  editing?: boolean;
}

interface IslandProps<P extends IslandBaseProps> {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** Element of the marker; `span` when the island sits in running text. */
  as?: 'div' | 'span';
}

export function Island<P extends IslandBaseProps>({ name, component: Component, props, as = 'div' }: IslandProps<P>) {
  const ctx = useRenderContext();
  if (ctx.editing) return <Component {...props} editing />;
  ctx.collector.islands.add(name);
  const Tag = as;
  return (
    <Tag data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </Tag>
  );
}

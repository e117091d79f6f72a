/**
 * Scrolling motion effects on every widget that holds no others (motion.ts): each widget's settings gain the
 * two motion settings, and a widget with an effect set is wrapped in the element that moves. A pop-up floats
 * over the page, out of its scroll, so it is left as it is.
 */
import type { AnyWidget, WidgetRenderProps } from './define-widget.js';
import { type MotionValues, motion, motionSettings } from './motion.js';
import { useRenderContext } from './render/context.js';

export function withMotion(widget: AnyWidget): AnyWidget {
  // Every widget's settings are a zod object; read as such without zod's classes (as in widget-entrance.tsx).
  const schema = widget.settings as unknown as { extend?(shape: typeof motionSettings): unknown };
  if (widget.placement === 'top' || widget.accepts || typeof schema.extend !== 'function') return widget;
  const Inner = widget.render;
  return {
    ...widget,
    settings: schema.extend(motionSettings) as AnyWidget['settings'],
    render: function Motion(props: WidgetRenderProps<unknown>) {
      const ctx = useRenderContext();
      const fx = motion(props.settings as MotionValues, ctx);
      if (!fx.className) return <Inner {...props} />;
      return (
        <div className={fx.className} style={fx.style}>
          <Inner {...props} />
        </div>
      );
    },
  };
}

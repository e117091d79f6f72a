/**
 * Entrance animations on every widget, not only on sections and columns: each widget's settings gain the
 * three entrance settings, and a widget that has one set is wrapped in the element that plays it
 * (entrance.ts: off in the editor and under reduced motion). They are named apart from sections' and
 * columns' (as the builder names a widget's `_animation` apart), because some widgets have an `animation`
 * of their own (the hotspots' tooltips, the headline's rotation delay). A pop-up has its own entrance and
 * exit, so it is left as it is.
 */
import type { AnyWidget, WidgetRenderProps } from './define-widget.js';
import { type EntranceValues, entrance, entranceSettings } from './entrance.js';
import { useRenderContext } from './render/context.js';

const widgetEntranceSettings = {
  entranceAnimation: entranceSettings.animation,
  entranceDuration: entranceSettings.animationDuration,
  entranceDelay: entranceSettings.animationDelay,
};

interface WidgetEntranceValues {
  entranceAnimation: EntranceValues['animation'];
  entranceDuration: EntranceValues['animationDuration'];
  entranceDelay: number;
}

export function withEntrance(widget: AnyWidget): AnyWidget {
  // Every widget's settings are a zod object; read as such without zod's classes, which the editor's shared
  // chunks would otherwise export for this one check.
  const schema = widget.settings as unknown as { extend?(shape: typeof widgetEntranceSettings): unknown };
  // Sections and columns (the widgets that hold others) play their own; a pop-up has its own entrance.
  if (widget.placement === 'top' || widget.accepts || typeof schema.extend !== 'function') return widget;
  const Inner = widget.render;
  return {
    ...widget,
    settings: schema.extend(widgetEntranceSettings) as AnyWidget['settings'],
    render: function Entrance(props: WidgetRenderProps<unknown>) {
      const ctx = useRenderContext();
      const s = props.settings as WidgetEntranceValues;
      const ent = entrance(
        { animation: s.entranceAnimation, animationDuration: s.entranceDuration, animationDelay: s.entranceDelay },
        ctx,
      );
      if (!ent.className) return <Inner {...props} />;
      return (
        <div className={ent.className.trim()} style={ent.style}>
          <Inner {...props} />
        </div>
      );
    },
  };
}

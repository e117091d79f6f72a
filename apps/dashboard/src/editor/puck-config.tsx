/**
 * The Puck configuration, generated from the page-widgets registry: one
 * component per widget, its fields from the widget's settings schema, its
 * default props from `settings.parse({})`, and its canvas render the widget's
 * own server-safe component (islands render live with `editing` set, so no
 * autoplay, pop-ups or triggers run in the editor). Sections hold columns and
 * columns hold content widgets, as the document schema requires.
 */

import type { AnyWidget } from '@beckon/page-widgets/define-widget.js';
import { newCollector, RenderContext, useRenderContext } from '@beckon/page-widgets/render/context.js';
import type { ComponentConfig, ComponentData, Config, Fields, SlotComponent } from '@puckeditor/core';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref, Suspense } from 'react';
import { t } from '../i18n/i18n.js';
import { canvasIssues } from './canvas-issues.js';
import { nodeIdFor, type WidgetInfo } from './document-data.js';
import { outlineLabel } from './outline-label.js';
import { cleanValue, fieldsOf, settingsJsonSchema } from './settings-fields.js';
import { widgetName } from './widget-words.js';

type WidgetProps = Record<string, unknown> & {
  id: string;
  children?: SlotComponent;
  puck: { dragRef: ((element: Element | null) => void) | null };
};

export function widgetInfo(widgets: ReadonlyMap<string, AnyWidget>): Map<string, WidgetInfo> {
  const info = new Map<string, WidgetInfo>();
  for (const [type, widget] of widgets) {
    let defaults: Record<string, unknown> = {};
    try {
      defaults = widget.settings.parse({}) as Record<string, unknown>;
    } catch {
      // A widget with required settings starts empty; its form shows what is missing.
    }
    info.set(type, { widget, schema: settingsJsonSchema(widget.settings), defaults });
  }
  return info;
}

/**
 * Calls the widget's render as a function, inside a collector of its own, so
 * the per-instance CSS it pushes (responsive values, sticky columns) is known
 * right away and drawn next to it: the canvas has no page shell to gather it.
 */
function WidgetBody({
  widget,
  id,
  settings,
  slot,
  dragRef,
}: {
  widget: AnyWidget;
  id: string;
  settings: unknown;
  slot: ReactNode;
  dragRef: Ref<Element> | null;
}) {
  const collector = newCollector();
  const ctx = useRenderContext();
  // The dashboard build loads each island's component on first use (build.mjs): wait for it here, per widget.
  return (
    <RenderContext.Provider value={{ ...ctx, collector }}>
      <Suspense fallback={<div className="editor-widget-loading" aria-busy="true" />}>
        <CollectedRender widget={widget} id={id} settings={settings} slot={slot} dragRef={dragRef} />
      </Suspense>
    </RenderContext.Provider>
  );
}

function CollectedRender({
  widget,
  id,
  settings,
  slot,
  dragRef,
}: {
  widget: AnyWidget;
  id: string;
  settings: unknown;
  slot: ReactNode;
  dragRef: Ref<Element> | null;
}) {
  const { collector } = useRenderContext();
  let body = widget.render({ id, settings, children: slot });
  // Columns are drawn inline (no wrapper), so the section's grid places them: Puck drags them by their own element.
  if (dragRef && isValidElement(body) && typeof body.type === 'string') {
    body = cloneElement(body as ReactElement<{ ref?: Ref<Element> }>, { ref: dragRef });
  }
  const css = collector.css.join('');
  return (
    <>
      {css ? <style>{css}</style> : null}
      {body}
    </>
  );
}

function componentFor(type: string, w: WidgetInfo, allow: Record<string, string[]>): ComponentConfig {
  const fields: Fields = fieldsOf(w.schema, type);
  const name = widgetName(type, w.widget.label);
  const slotAllow = w.widget.accepts ? allow[w.widget.accepts] : undefined;
  if (slotAllow) fields.children = { type: 'slot', allow: slotAllow };
  return {
    label: name,
    fields,
    defaultProps: slotAllow ? { ...w.defaults, children: [] } : w.defaults,
    inline: type === 'column',
    render: (props) => {
      const { id, children: Slot, puck, editMode: _editMode, ...raw } = props as WidgetProps;
      const nodeId = nodeIdFor(id, type, new Set());
      const settings = cleanValue(raw, w.schema);
      const parsed = w.widget.settings.safeParse(settings);
      const slot = Slot ? (
        <Slot className={w.widget.accepts === 'columns' ? 'editor-zone columns' : 'editor-zone'} />
      ) : null;
      if (!parsed.success) {
        return (
          <div className="editor-invalid" role="alert" ref={type === 'column' ? puck.dragRef : undefined}>
            <strong>{name}:</strong>{' '}
            {canvasIssues(parsed.error.issues, settings, (key) => fields[key]?.label).join('; ')}
            {slot}
          </div>
        );
      }
      return (
        <WidgetBody
          widget={w.widget}
          id={nodeId}
          settings={parsed.data}
          slot={slot}
          dragRef={type === 'column' ? puck.dragRef : null}
        />
      );
    },
  };
}

/** What each holder takes: `columns` (sections), `widgets` (columns, pop-ups) and `top` (the page itself). */
function allowLists(info: ReadonlyMap<string, WidgetInfo>) {
  const content = [...info].filter(([, w]) => !w.widget.accepts).map(([t]) => t);
  // A pop-up also holds widgets but stands at the top level (its `placement`), never in a section.
  const columns = [...info].filter(([, w]) => w.widget.accepts === 'widgets' && !w.widget.placement).map(([t]) => t);
  const top = [...info]
    .filter(([, w]) => w.widget.accepts === 'columns' || w.widget.placement === 'top')
    .map(([t]) => t);
  return { columns, widgets: content, top };
}

/** The types a holder takes (null: the page), as the document schema allows: the keyboard insert asks. */
export function allowedIn(info: ReadonlyMap<string, WidgetInfo>): (holder: string | null) => readonly string[] {
  const lists = allowLists(info);
  return (holder) => {
    if (holder === null) return lists.top;
    const accepts = info.get(holder)?.widget.accepts;
    return accepts ? lists[accepts] : [];
  };
}

/**
 * Every registry widget as a Puck component; sections alone at the top, columns in sections, the rest in
 * columns. `outlineLabel` names each outline row by its words (read by the build's patch of Puck, build.mjs).
 * Its words are the dashboard's language's when it is made: a change of language makes it again.
 */
export function puckConfig(
  info: ReadonlyMap<string, WidgetInfo>,
  root: (children: ReactNode) => ReactNode,
): Config & { outlineLabel: (item: ComponentData) => string } {
  const layout = [...info].filter(([, w]) => w.widget.accepts).map(([t]) => t);
  const allow = allowLists(info);
  const content = allow.widgets;
  const labelOf = (type: string) => widgetName(type, info.get(type)?.widget.label ?? type);
  const yesNo = [
    { label: t('editor.yes'), value: true },
    { label: t('editor.no'), value: false },
  ];
  return {
    outlineLabel: (item) => outlineLabel(item, labelOf),
    categories: {
      layout: { title: t('editor.category.layout'), components: layout },
      content: { title: t('editor.category.widgets'), components: content },
    },
    components: Object.fromEntries([...info].map(([type, w]) => [type, componentFor(type, w, allow)])),
    root: {
      fields: {
        showHeader: { type: 'radio', label: t('editor.root.showHeader'), options: yesNo },
        showFooter: { type: 'radio', label: t('editor.root.showFooter'), options: yesNo },
        showTitle: { type: 'radio', label: t('editor.root.showTitle'), options: yesNo },
      },
      defaultProps: { showHeader: true, showFooter: true, showTitle: true },
      render: ({ children }: { children: ReactNode }) => <>{root(children)}</>,
    },
  };
}

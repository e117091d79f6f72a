/**
 * The editor's tool row inside Puck (its header slot, so it reads Puck's state): undo and redo, and the
 * watcher that places every dropped widget where it can stand (placement.ts) and says so in words.
 */
import { type ComponentData, createUsePuck, useGetPuck } from '@puckeditor/core';
import { createContext, useContext, useEffect } from 'react';
import { t, useT } from '../i18n/i18n.js';
import { type PlacementRules, placeContent } from './placement.js';

const usePuck = createUsePuck();

/** What the tools need from the editor around Puck: the placement rules, names, and the status line. */
export interface EditorToolsContextValue {
  rules: PlacementRules;
  labelOf: (type: string) => string;
  announce: (text: string) => void;
}

export const EditorToolsContext = createContext<EditorToolsContextValue | null>(null);

export function EditorTools() {
  const t = useT();
  const context = useContext(EditorToolsContext);
  const hasPast = usePuck((s) => s.history.hasPast);
  const hasFuture = usePuck((s) => s.history.hasFuture);
  const content = usePuck((s) => s.appState.data.content);
  const dispatch = usePuck((s) => s.dispatch);
  const getPuck = useGetPuck();

  useEffect(() => {
    if (!context) return;
    const placed = placeContent(content, context.rules);
    if (placed.content === content) return;
    // Not a step of its own in the history: undoing the drop takes the widget away, holders and all.
    dispatch({ type: 'setData', data: () => ({ content: placed.content }), recordHistory: false });
    const last = placed.changes.at(-1);
    if (!last) return;
    const selector = getPuck().getSelectorForId(last.id);
    if (selector) dispatch({ type: 'setUi', ui: { itemSelector: selector }, recordHistory: false });
    context.announce(placementMessage(last, context.labelOf));
  }, [content, context, dispatch, getPuck]);

  return (
    <div className="editor-tools">
      <button
        type="button"
        disabled={!hasPast}
        onClick={() => getPuck().history.back()}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('editor.ctrlZ')}
      >
        {t('editor.undo')}
      </button>
      <button
        type="button"
        disabled={!hasFuture}
        onClick={() => getPuck().history.forward()}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        title={t('editor.ctrlShiftZ')}
      >
        {t('editor.redo')}
      </button>
    </div>
  );
}

/** "Button cannot stand on its own there: it is now in a new section and a column." */
function placementMessage(change: { type: string; wrappedIn: string[] }, labelOf: (type: string) => string): string {
  const widget = labelOf(change.type);
  if (change.wrappedIn.length === 0) return t('editor.placement.liftedOut', { widget });
  const holders = change.wrappedIn
    .map((type) => labelOf(type).toLowerCase())
    .reduce((first, second) => t('editor.placement.and', { first, second }));
  return t('editor.placement.wrapped', { widget, holders });
}

const slotOf = (item: ComponentData): ComponentData[] | null => {
  const slot = (item.props as { children?: unknown }).children;
  return Array.isArray(slot) ? (slot as ComponentData[]) : null;
};

/** The widget holding `zone` ("id:children"), or null for the page itself (its zone is "root:…"). */
function holderItem(zone: string, content: ComponentData[]): ComponentData | null {
  const id = zone.split(':')[0];
  const stack = [...content];
  while (stack.length > 0) {
    const item = stack.pop() as ComponentData;
    if (item.props.id === id) return item;
    stack.push(...(slotOf(item) ?? []));
  }
  return null;
}

/** The type of the widget holding `zone`, or null for the page itself. */
export function holderOf(zone: string, content: ComponentData[]): string | null {
  return holderItem(zone, content)?.type ?? null;
}

/** The item at `index` of `zone`. */
export function itemAt(zone: string, index: number, content: ComponentData[]): ComponentData | undefined {
  const holder = holderItem(zone, content);
  return (holder ? (slotOf(holder) ?? []) : content)[index];
}

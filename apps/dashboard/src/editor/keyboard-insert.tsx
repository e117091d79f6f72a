/**
 * Adding a widget with the keyboard. Puck's panel items can only be
 * dragged with a pointer (its dnd-kit setup has no keyboard sensor), so
 * Enter or Space on one adds that widget where a drop would have put it:
 * into the selected section or column, after the selected widget, or at the
 * end of the page when nothing is selected. Selecting is done on the canvas
 * (Enter on a widget, editor-screen.tsx) or in Puck's outline.
 */
import { type ComponentData, createUsePuck } from '@puckeditor/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.js';

const usePuck = createUsePuck();
const ROOT_ZONE = 'root:default-zone';

/** Where a new widget goes, and the type of the widget that holds it (null: the page itself). */
export interface InsertTarget {
  zone: string;
  index: number;
  holder: string | null;
}

/** What a keyboard insert needs to know of the editor's state. */
export interface Selection {
  selected: ComponentData | null;
  selector: { index: number; zone?: string } | null;
  parentType: string | null;
  pageLength: number;
}

/**
 * Where `type` goes: into the selected item when it takes it, else right after the selected item when that
 * item's holder takes it, else (nothing selected) at the end of the page when the page takes it. Null when
 * none of these takes it.
 */
export function insertTarget(
  type: string,
  { selected, selector, parentType, pageLength }: Selection,
  allowedIn: (holder: string | null) => readonly string[],
): InsertTarget | null {
  if (!selected || !selector) {
    return allowedIn(null).includes(type) ? { zone: ROOT_ZONE, index: pageLength, holder: null } : null;
  }
  const slot = selected.props.children;
  if (Array.isArray(slot) && allowedIn(selected.type).includes(type)) {
    return { zone: `${selected.props.id}:children`, index: slot.length, holder: selected.type };
  }
  if (allowedIn(parentType).includes(type)) {
    return { zone: selector.zone ?? ROOT_ZONE, index: selector.index + 1, holder: parentType };
  }
  return null;
}

/** Marks a panel item with its widget type, so a key pressed on it knows what to add. */
export function TypedDrawerItem({ children, name }: { children: ReactNode; name: string }) {
  return <div data-widget-type={name}>{children}</div>;
}

/**
 * Wraps Puck's panel of widgets: says how to add one with the keyboard, adds it on Enter or Space, and
 * says where a widget goes when it cannot go where the selection is. `allowedIn(holder)` lists the types a holder takes (null: the page).
 */
export function KeyboardBlocks({
  children,
  types,
  allowedIn,
  labelOf,
}: {
  children: ReactNode;
  types: readonly string[];
  allowedIn: (holder: string | null) => readonly string[];
  labelOf: (type: string) => string;
}) {
  const t = useT();
  const selected = usePuck((s) => s.selectedItem);
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const pageLength = usePuck((s) => s.appState.data.content.length);
  const getParentById = usePuck((s) => s.getParentById);
  const dispatch = usePuck((s) => s.dispatch);
  const [message, setMessage] = useState('');

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as Element).closest('[data-puck-drawer-item]');
    const type = item?.querySelector<HTMLElement>('[data-widget-type]')?.dataset.widgetType;
    if (!type) return;
    event.preventDefault();
    const parentType = selected ? (getParentById(selected.props.id)?.type ?? null) : null;
    const target = insertTarget(type, { selected, selector: selector ?? null, parentType, pageLength }, allowedIn);
    if (!target) {
      const holders = types.filter((holder) => allowedIn(holder).includes(type)).map(labelOf);
      setMessage(
        holders.length > 0
          ? t('editor.keyboard.goesIn', { widget: labelOf(type), holders: holders.join(', ') })
          : t('editor.keyboard.goesInPage', { widget: labelOf(type) }),
      );
      return;
    }
    dispatch({
      type: 'insert',
      componentType: type,
      destinationIndex: target.index,
      destinationZone: target.zone,
      recordHistory: true,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: target.index, zone: target.zone } } });
    // The editor's status line says what was added (for every insert, dragged or not).
    setMessage('');
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches keys from Puck's own role="button" items inside.
    <div className="editor-blocks" onKeyDown={onKeyDown}>
      <p className="editor-hint">{t('editor.keyboardSelectAColumn')}</p>
      <p className="editor-hint" role="status" aria-live="polite">
        {message}
      </p>
      {children}
    </div>
  );
}

/**
 * The full-screen search skin (Elementor's `full_screen`): a toggle opens
 * the search in a modal <dialog> over the whole page with focus on the input;
 * the close button, a click on the overlay around the form or Escape close
 * it, and focus returns to the toggle. Inactive in the editor (§6).
 */
import { useRef, useState } from 'react';
import { keepTabInside } from '../../focus-trap.js';
import type { IslandBaseProps } from '../../render/island.js';
import { SearchFields, SearchIcon } from './form.js';

interface FullScreenSearchProps extends IslandBaseProps {
  id: string;
  placeholder: string;
  buttonText: string;
}

export function FullScreenSearch(p: FullScreenSearchProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Where the pointer went down: a drag from the input out to the overlay is no click on the overlay.
  const downOnOverlay = useRef(false);
  const dialogId = `${p.id}-dialog`;

  const show = () => {
    if (p.editing) return;
    const el = dialog.current;
    if (!el || el.open) return;
    el.showModal();
    // Focus on the input, not the first control, as the builder does; the close handler gives it back.
    el.querySelector<HTMLInputElement>('input')?.focus();
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="search-toggle"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        aria-expanded={open}
        onClick={show}
      >
        <SearchIcon />
        <span className="sr-only">Abrir la búsqueda</span>
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        className="search-fs"
        aria-label="Buscar productos"
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
        onPointerDown={(e) => {
          downOnOverlay.current = e.target === e.currentTarget;
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget && downOnOverlay.current) close();
        }}
        onKeyDown={(e) => keepTabInside(e.currentTarget, e)}
      >
        <div className="search-fs-panel">
          <SearchFields
            inputId={`${p.id}-q`}
            placeholder={p.placeholder}
            buttonText={p.buttonText}
            editing={p.editing}
          />
          <button type="button" className="search-fs-close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Cerrar la búsqueda</span>
          </button>
        </div>
      </dialog>
    </>
  );
}

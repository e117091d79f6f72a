/**
 * The closing ways that need no control of their own (spec §4 "Closing"): Escape, the main screen's auto-close
 * and the outside click, which counts only after the first second. None closes a pop-up kept open by the content
 * lock; in preview only the outside click is reported (the dashboard decides what it does). The outside click
 * closes only when the record's close_trigger lists bg_click.
 */
import type { CloseReason, DesignProperties } from '@beckon/popup-schema';
import { type RefObject, useEffect, useRef } from 'react';
import { autoCloseMs, OUTSIDE_CLICK_GUARD_MS } from './closing.js';
import { fromAnyLayer, isTopmostModal } from './layers.js';
import type { Shown } from './popup-lifecycle.js';

interface CloseWays {
  live: boolean;
  modal: boolean;
  dp: DesignProperties;
  /** The record's close_trigger lists bg_click. */
  bgClick: boolean;
  screen: Shown;
  keptOpen: boolean;
  dialogRef: RefObject<HTMLElement | null>;
  close(reason: CloseReason): void;
  later(fn: () => void, ms: number): void;
}

/** Returns the backdrop's click handler. */
export function useCloseWays({
  live,
  modal,
  dp,
  bgClick,
  screen,
  keptOpen,
  dialogRef,
  close,
  later,
}: CloseWays): () => void {
  const armedRef = useRef(false);
  // §4: outside clicks count only after the first second (re-checked after 1 s).
  useEffect(() => {
    if (!live) return;
    later(() => {
      armedRef.current = true;
    }, OUTSIDE_CLICK_GUARD_MS);
  }, [live, later]);

  // Escape closes one pop-up: the one the key was pressed in, else (pressed on the page) the topmost modal.
  // The pop-up's events reach the document from inside the shadow root.
  useEffect(() => {
    if (!live) return;
    const onKey = (e: KeyboardEvent) => {
      const box = dialogRef.current;
      if (e.key !== 'Escape' || !box) return;
      const mine = e.composedPath().includes(box) || (modal && !fromAnyLayer(e) && isTopmostModal(box));
      if (mine && !keptOpen) close('escape');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [live, dialogRef, close, modal, keptOpen]);

  const autoClose = autoCloseMs(dp);
  useEffect(() => {
    if (!live || screen !== 'main' || autoClose === null || keptOpen) return;
    const id = setTimeout(() => close('auto_close'), autoClose);
    return () => clearTimeout(id);
  }, [live, screen, autoClose, close, keptOpen]);

  return () => {
    if (!keptOpen && bgClick && (armedRef.current || !live)) close('bg_click');
  };
}

/**
 * One modal-type pop-up (lightbox, gamified, fullpage) on screen at a time
 * (spec §4): later ones wait and run, in order, as each is released (onRemoved).
 * Other types never wait.
 */
import type { PopupType } from '@beckon/popup-schema';

// Copy of MODAL_TYPES from @beckon/popup-schema (popup-record.ts): importing it
// would pull zod into the loader bundle.
const MODAL: readonly PopupType[] = ['lightbox', 'gamified', 'fullpage'];
export const isModal = (t: PopupType): boolean => MODAL.includes(t);

export interface ModalQueue {
  /** Runs `show` now when nothing modal is on screen, else when it is its turn. */
  add(show: () => void): void;
  /** The modal on screen has gone: start the next waiting one. */
  release(): void;
}

export function modalQueue(): ModalQueue {
  let busy = false;
  const waiting: Array<() => void> = [];
  return {
    add(show) {
      if (busy) waiting.push(show);
      else {
        busy = true;
        show();
      }
    },
    release() {
      const next = waiting.shift();
      busy = !!next;
      next?.();
    },
  };
}

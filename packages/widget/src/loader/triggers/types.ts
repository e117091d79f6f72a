/** Shared shape of trigger wiring: each returns a function that unwires it. */
import type { TriggerName } from '@beckon/popup-schema';

export type Fire = (t: TriggerName) => void;
export type Off = () => void;

/** Adds a listener and returns its remover. */
export function on<K extends keyof WindowEventMap>(
  target: Document | Window,
  type: K,
  fn: (e: WindowEventMap[K]) => void,
  capture = false,
): Off {
  const f = fn as EventListener;
  target.addEventListener(type, f, capture);
  return () => target.removeEventListener(type, f, capture);
}

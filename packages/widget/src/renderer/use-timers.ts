/**
 * Timeouts owned by a component: every one started through `later` is
 * cleared when the component unmounts, so a removed pop-up never fires a
 * stale close or redirect.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useTimers(): (fn: () => void, ms: number) => void {
  const ids = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = ids.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      ids.current.delete(id);
      fn();
    }, ms);
    ids.current.add(id);
  }, []);
}

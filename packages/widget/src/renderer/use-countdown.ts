/**
 * Whole-second countdown (spec §4 "The skip button starts disabled with a
 * countdown in 1 s steps and is enabled at 0"). Paused when `running` is
 * false, which the dashboard preview uses to freeze the pop-up.
 */
import { useEffect, useState } from 'react';
import { SKIP_STEP_MS } from './closing.js';

export function useCountdown(fromSec: number, running: boolean): number {
  const [left, setLeft] = useState(Math.max(0, Math.floor(fromSec)));
  useEffect(() => {
    if (!running || left <= 0) return;
    const id = setTimeout(() => setLeft((n) => n - 1), SKIP_STEP_MS);
    return () => clearTimeout(id);
  }, [left, running]);
  return left;
}

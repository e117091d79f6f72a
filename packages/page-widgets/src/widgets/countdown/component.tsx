/**
 * Countdown (§3, §4): ticks every 1000 ms, two-digit values, clamped at zero.
 * At zero it stops, dispatches `countdown_expire` on its element, then runs
 * each expire action (hide, redirect, message). Evergreen mode keeps its due
 * date in localStorage. The server markup shows dashes: a cached page must
 * never show a stale time; in the editor it shows the time once, no ticking
 * and no actions (§6).
 */
import { useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { evergreenDue, isRedirectAllowed, pad2, remaining } from './time.js';

export const TICK_MS = 1000;

export interface CountdownProps extends IslandBaseProps {
  id: string;
  title?: string;
  /** Unix seconds (the builder's data-date). */
  date: number;
  evergreenInterval: number | null;
  units: { days: boolean; hours: boolean; minutes: boolean; seconds: boolean };
  labels: { days: string; hours: string; minutes: string; seconds: string };
  expireActions: { type: 'hide' | 'redirect' | 'message'; redirectUrl?: string }[];
  expireMessage: string;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: evergreen restarts on each visit
  }
}

function dueOf(p: CountdownProps, now: number): number {
  if (p.evergreenInterval === null) return p.date * 1000;
  const store = safeStorage();
  return store ? evergreenDue(store, p.id, p.evergreenInterval, now) : now + p.evergreenInterval * 1000;
}

export function Countdown(p: CountdownProps) {
  const [left, setLeft] = useState<number | null>(null);
  const [state, setState] = useState<'running' | 'hidden' | 'message'>('running');
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const due = dueOf(p, Date.now());
    const update = () => remaining(due, Date.now()).total;
    setLeft(update());
    if (p.editing) return;
    const expire = () => {
      root.current?.dispatchEvent(new CustomEvent('countdown_expire', { bubbles: true }));
      for (const action of p.expireActions) {
        if (action.type === 'hide') setState('hidden');
        else if (action.type === 'message') setState((s) => (s === 'hidden' ? s : 'message'));
        else if (isRedirectAllowed(action.redirectUrl)) window.location.assign(action.redirectUrl);
      }
    };
    if (update() === 0) {
      expire();
      return;
    }
    const timer = setInterval(() => {
      const t = update();
      setLeft(t);
      if (t === 0) {
        clearInterval(timer);
        expire();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [p]);

  const parts = left === null ? null : remaining(left * 1000, 0);
  const units = (['days', 'hours', 'minutes', 'seconds'] as const).filter((u) => p.units[u]);
  return (
    <div ref={root} className="cd" hidden={state === 'hidden'}>
      {p.title ? <p className="cd-title">{p.title}</p> : null}
      {state === 'message' ? (
        <p className="cd-message" role="status">
          {p.expireMessage}
        </p>
      ) : (
        <div className="cd-units" role="timer" aria-label={p.title ? `${p.title}: tiempo restante` : 'Tiempo restante'}>
          {units.map((u) => (
            <div key={u} className="cd-unit">
              <span className="cd-value" data-unit={u}>
                {parts ? pad2(parts[u]) : '--'}
              </span>
              <span className="cd-label">{p.labels[u]}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

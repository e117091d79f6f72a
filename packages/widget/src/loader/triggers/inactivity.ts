/**
 * Inactivity trigger (spec §3 display_after_inactive_seconds_active): fires after
 * N seconds without mousemove, keydown, scroll, touchstart or click. Activity only
 * stamps a time; one timeout re-arms itself for the remaining time.
 */
import { idleLeft } from '@beckon/popup-schema/trigger-decisions';
import { type Fire, type Off, on } from './types';

const EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

export function wireInactivity(seconds: number, fire: Fire): Off {
  let last = Date.now();
  let t: ReturnType<typeof setTimeout>;
  const tick = () => {
    const left = idleLeft(last, Date.now(), seconds);
    if (left <= 0) fire('inactivity');
    else t = setTimeout(tick, left);
  };
  const offs = EVENTS.map((e) =>
    on(
      document,
      e,
      () => {
        last = Date.now();
      },
      true,
    ),
  );
  t = setTimeout(tick, seconds * 1000);
  return () => {
    clearTimeout(t);
    for (const o of offs) o();
  };
}

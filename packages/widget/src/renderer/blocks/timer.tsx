/**
 * The countdown block (spec §4 "Timers"): v1 digits update each second, v2 is
 * a flip clock whose changed cards flip in; both close the pop-up at zero
 * (reason `timer`). Unit names are in the page language (timer-units.ts). In
 * preview it stands still.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../contract.js';
import { deadlineOf, nextTickMs, type TimeLeft, type TimerSpec, timeLeft } from './timer-spec.js';
import { type TimerUnit, unitName } from './timer-units.js';

export interface CountdownProps {
  spec: TimerSpec;
  /** design_properties.timer_ver: 2 is the flip clock, anything else digits. */
  version: number;
  /** When the pop-up showed (epoch ms): a minutes|seconds timer counts from here. */
  shownAt: number;
  lang: Lang;
  /** Ticking and closing at zero; off in the dashboard preview. */
  live: boolean;
  onZero(): void;
}

const UNITS: readonly TimerUnit[] = ['day', 'hour', 'minute', 'second'];
const KEYS: Record<TimerUnit, keyof TimeLeft> = {
  day: 'days',
  hour: 'hours',
  minute: 'minutes',
  second: 'seconds',
};

export function Countdown({ spec, version, shownAt, lang, live, onZero }: CountdownProps) {
  const deadline = deadlineOf(spec, shownAt);
  const [now, setNow] = useState(() => (live ? Date.now() : shownAt));
  const left = Math.max(0, deadline - now);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (!live) return;
    if (left <= 0) {
      onZeroRef.current();
      return;
    }
    // Wake at the next whole second of the countdown, so the display never skips or repeats a second.
    const id = setTimeout(() => setNow(Date.now()), nextTickMs(left));
    return () => clearTimeout(id);
  }, [live, left]);

  // Larger units show only when the countdown started with them, so the clock does not change width.
  const [first] = useState(() => timeLeft(left));
  const t = timeLeft(left);
  const shown = UNITS.filter((u) => (u === 'day' ? first.days > 0 : u !== 'hour' || first.days + first.hours > 0));
  const flip = version === 2;
  return (
    <div className={flip ? 'bk-timer bk-flip' : 'bk-timer'} role="timer">
      {shown.map((u) => {
        const n = t[KEYS[u]];
        const digits = String(n).padStart(2, '0');
        return (
          <span key={u} className="bk-tu">
            {/* Keyed by value on the flip clock: a changed card is a new element and plays its flip. */}
            <span key={flip ? digits : u} className="bk-tn">
              {digits}
            </span>
            <span className="bk-tl">{unitName(lang, u, n)}</span>
          </span>
        );
      })}
    </div>
  );
}

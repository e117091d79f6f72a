/**
 * Timer trigger (spec §3 display_after_sec_active[_on], §4 website-wide timer,
 * §9 60 s cookie refreshed every 20 s). On `website` the seconds accumulate
 * across pages: `poptin_session_account_time_{client_id}` keeps when the
 * visitor's time on the site started; once it lapses (a minute away) it restarts.
 */
import { getCookie, setCookie } from '../storage';
import type { Fire, Off } from './types';

export interface AccountTime {
  set_at: number;
  expiry_at: number;
}

const LIFE_MS = 60_000;

/** Continues an unexpired account time, else starts one now; always extends the expiry. */
export function nextAccountTime(raw: string | undefined, now: number): AccountTime {
  let setAt = now;
  try {
    const prev = JSON.parse(raw ?? 'null') as Partial<AccountTime> | null;
    if (prev && typeof prev.set_at === 'number' && Number(prev.expiry_at) > now && prev.set_at <= now)
      setAt = prev.set_at;
  } catch {}
  return { set_at: setAt, expiry_at: now + LIFE_MS };
}

/** Milliseconds until the timer is due: page timers count from page start, website timers from set_at. */
export function timerDelay(seconds: number, on: 'page' | 'website', setAt: number, now: number): number {
  return Math.max(0, seconds * 1000 - (on === 'website' ? now - setAt : 0));
}

/** Starts (or continues) the website timer and refreshes its cookie every 20 s. */
export function trackAccountTime(clientId: string): { setAt: number; off: Off } {
  const name = `poptin_session_account_time_${clientId}`;
  const write = () => {
    const t = nextAccountTime(getCookie(name), Date.now());
    setCookie(name, JSON.stringify(t), LIFE_MS / 1000);
    return t.set_at;
  };
  const setAt = write();
  const i = setInterval(write, 20_000);
  return { setAt, off: () => clearInterval(i) };
}

export function wireTimer(ms: number, fire: Fire): Off {
  const t = setTimeout(() => fire('timer'), ms);
  return () => clearTimeout(t);
}

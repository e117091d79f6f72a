/**
 * The countdown's unit names in each page language, as Intl's long unit
 * format spells them. Shipped as strings because the first Intl.NumberFormat
 * a page builds loads its ICU data on the main thread, 20–100 ms in Chromium:
 * a long task of its own when the countdown shows (the longtask bench).
 */
import type { Lang } from '../../contract.js';

export type TimerUnit = 'day' | 'hour' | 'minute' | 'second';

/** Singular, Hebrew's dual (for 2) and plural, per unit. */
type Forms = readonly [one: string, other: string, two?: string];

const NAMES: Record<Lang, Record<TimerUnit, Forms>> = {
  en: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'], second: ['second', 'seconds'] },
  es: { day: ['día', 'días'], hour: ['hora', 'horas'], minute: ['minuto', 'minutos'], second: ['segundo', 'segundos'] },
  he: {
    day: ['יום', 'ימים', 'יומיים'],
    hour: ['שעה', 'שעות', 'שעתיים'],
    minute: ['דקה', 'דקות', 'שתי דקות'],
    second: ['שניה', 'שניות', 'שתי שניות'],
  },
};

/** "minutes" in the page language for this count. */
export function unitName(lang: Lang, unit: TimerUnit, n: number): string {
  const [one, other, two] = NAMES[lang][unit];
  return n === 1 ? one : n === 2 && two ? two : other;
}

/**
 * Dynamic text tags (spec §2 "Dynamic text tags"): owners write a tag in any
 * pop-up text and the visitor sees it filled from their own clock.
 *
 * Syntax: the tag name in braces, e.g. "Offer ends {tomo_day}" or
 * "© {curr_year}". Case and spaces inside the braces are ignored; an unknown
 * tag is left exactly as written so a typo stays visible to the owner.
 *
 *   curr_year                       2026
 *   prev_mon, curr_mon, next_mon    month names
 *   yest_day, today_day, tomo_day   weekday names
 *   yest_dmy, today_dmy, tomo_dmy   dd/mm/yyyy
 *   yest_mdy, today_mdy, tomo_mdy   mm/dd/yyyy
 *
 * Names come out in the pop-up's language (English, Hebrew or Spanish). The
 * tag names themselves may be written in English or in Hebrew (§2 "English
 * and Hebrew names"); the spec does not spell the Hebrew ones, so these are
 * the project's: {שנה_נוכחית}, {חודש_קודם|נוכחי|הבא}, {יום_אתמול|היום|מחר}
 * (weekday), {תאריך_אתמול|היום|מחר} (dd/mm/yyyy) and the same with _ארהב
 * (mm/dd/yyyy, the American order).
 */
import type { Lang } from '../contract.js';
import { formatDateDmy, formatDateMdy } from './date-rule.js';

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  he: ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

// Hebrew weekdays as Intl writes them, so the text matches the visitor's own date pickers.
const WEEKDAYS: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  he: ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'יום שבת'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};

const DAY_OFFSETS: Readonly<Record<string, number>> = { yest: -1, today: 0, tomo: 1 };
const MONTH_OFFSETS: Readonly<Record<string, number>> = { prev: -1, curr: 0, next: 1 };

/** The Hebrew tag names, each to the English name it stands for. */
const HEBREW_TAGS: Readonly<Record<string, string>> = {
  שנה_נוכחית: 'curr_year',
  חודש_קודם: 'prev_mon',
  חודש_נוכחי: 'curr_mon',
  חודש_הבא: 'next_mon',
  יום_אתמול: 'yest_day',
  יום_היום: 'today_day',
  יום_מחר: 'tomo_day',
  תאריך_אתמול: 'yest_dmy',
  תאריך_היום: 'today_dmy',
  תאריך_מחר: 'tomo_dmy',
  תאריך_אתמול_ארהב: 'yest_mdy',
  תאריך_היום_ארהב: 'today_mdy',
  תאריך_מחר_ארהב: 'tomo_mdy',
};

// Latin letters or the Hebrew alphabet (U+05D0 to U+05EA), with underscores.
const TAG = /\{\s*([a-z_\u05d0-\u05ea]+)\s*\}/gi;

export function replaceTextTags(text: string, now: Date, lang: Lang): string {
  return text.replace(TAG, (whole, name: string) => {
    const english = Object.hasOwn(HEBREW_TAGS, name) ? (HEBREW_TAGS[name] as string) : name.toLowerCase();
    return tagValue(english, now, lang) ?? whole;
  });
}

function tagValue(tag: string, now: Date, lang: Lang): string | null {
  if (tag === 'curr_year') return String(now.getFullYear());
  const parts = tag.split('_');
  if (parts.length !== 2) return null;
  const [when = '', what = ''] = parts;
  if (what === 'mon' && hasOwn(MONTH_OFFSETS, when)) {
    // Day 1 so that 31 January + 1 month is February, not 3 March.
    return MONTHS[lang][new Date(now.getFullYear(), now.getMonth() + MONTH_OFFSETS[when]!, 1).getMonth()]!;
  }
  if (!hasOwn(DAY_OFFSETS, when)) return null;
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + DAY_OFFSETS[when]!);
  if (what === 'day') return WEEKDAYS[lang][day.getDay()]!;
  if (what === 'dmy') return formatDateDmy(day);
  if (what === 'mdy') return formatDateMdy(day);
  return null;
}

function hasOwn(record: object, key: string): boolean {
  return Object.hasOwn(record, key);
}

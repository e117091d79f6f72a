/**
 * A template's visitor texts (what a visitor reads: headings, body text, button and field labels, image
 * descriptions, prize wording) found and translated by walking the whole save. A template is written once,
 * in English; its other languages are dictionaries from each English text to the translation, so the
 * design, the fields and the coupon codes stay one copy.
 */
import type { PopupInput } from '@beckon/popup-schema';

/** The languages a template starts in: English (the source) and Spanish, the dashboard's two. */
export type TemplateLanguage = 'en' | 'es';

/** An English visitor text → its translation. */
export type Dictionary = Readonly<Record<string, string>>;

/**
 * The keys whose strings a visitor reads. Field placeholders are example values and coupon codes are typed
 * by visitors at checkout, so both stay as written; names (`name`) and addresses are not text.
 */
const VISITOR_KEYS = new Set([
  'text',
  'label',
  'alt',
  'title',
  'submit_label',
  'poptin_design_show_x_comment',
  'play_label',
  'win_heading',
  'lose_heading',
  'button_text',
]);

const isText = (key: string, value: unknown): value is string =>
  VISITOR_KEYS.has(key) && typeof value === 'string' && value.trim() !== '';

/** Every visitor text of the save, once each, in the order met. */
export function visitorTexts(popup: PopupInput): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (isText(key, child)) found.add(child);
        else walk(child);
      }
    }
  };
  walk(popup);
  return [...found];
}

/** The save with each visitor text the dictionary knows replaced by its translation. */
export function translated<T>(value: T, dictionary: Dictionary): T {
  if (Array.isArray(value)) return value.map((item) => translated(item, dictionary)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = isText(key, child) ? (dictionary[child] ?? child) : translated(child, dictionary);
  }
  return out as T;
}

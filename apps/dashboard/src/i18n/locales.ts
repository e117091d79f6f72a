/**
 * The dashboard's languages and which one a person gets: the one they chose on this browser (kept in
 * localStorage, so the choice needs no account setting and works on the sign-in screen), else the first of
 * the browser's preferred languages the dashboard speaks, else English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language by its own name, so a person finds theirs whatever the dashboard is showing. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `stored`: the saved choice, if any; `preferred`: navigator.languages ("es-ES", "en-GB", …). */
export function chooseLocale(stored: string | null, preferred: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

/**
 * Each language's words for the screens (everything but the first screen's, first-words.ts): the part of
 * its catalogue that build.mjs keeps for this import, fetched while the first screen is drawn.
 */
import type { Locale } from './locales.js';

type Catalogue = Promise<{ default: Record<string, unknown> }>;

export const screenWords: Record<Locale, () => Catalogue> = {
  en: () => import('./catalogues/en.json'),
  es: () => import('./catalogues/es.json'),
};

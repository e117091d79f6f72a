/**
 * Each language's words for the first screen (the frame, the navigation, sign-in, loading and error
 * states): the part of its catalogue that build.mjs keeps for this import, so the first screen fetches
 * only these. Tests read the whole catalogue.
 */
import type { Locale } from './locales.js';

type Catalogue = Promise<{ default: Record<string, unknown> }>;

export const firstWords: Record<Locale, () => Catalogue> = {
  en: () => import('./catalogues/en.json'),
  es: () => import('./catalogues/es.json'),
};

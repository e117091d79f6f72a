/**
 * The dashboard's words through Lingui: one catalogue per language (catalogues/*.json, ICU messages keyed by
 * id), of which only the chosen language's is fetched (build.mjs compiles it): the first screen's words
 * before anything is drawn, the screens' words meanwhile, which every lazy screen awaits (routes.tsx).
 * `t` looks an id up in the active catalogue; `useT` also re-renders its component when the language
 * changes. An id that is not in en.json is a type error, and catalogues.test.ts keeps es.json's ids the same.
 */
import { i18n } from '@lingui/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import type english from './catalogues/en.json';
import { firstWords } from './first-words.js';
import { chooseLocale, type Locale } from './locales.js';
import { screenWords } from './screen-words.js';

export type MessageId = keyof typeof english;
type Values = Record<string, string | number>;

const STORAGE_KEY = 'beckon.locale';
type Messages = Parameters<typeof i18n.load>[1];

/** The message `id` in the active language, with `{name}` placeholders filled from `values`. */
export function t(id: MessageId, values?: Values): string {
  return i18n._(id, values);
}

/**
 * A message whose placeholders are elements (a link, a bold address): the text around them from the
 * catalogue, the elements placed where the language puts them.
 */
export function tElements(id: MessageId, elements: Record<string, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0000${name}\u0000`]));
  return t(id, marks)
    .split('\u0000')
    .map((part, i) => (i % 2 === 1 ? (elements[part] ?? part) : part));
}

export const currentLocale = (): Locale => i18n.locale as Locale;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** `t`, in a component that is drawn again when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLocale);
  return t;
}

let screensReady: Promise<void> = Promise.resolve();

/** Resolves once the active language's words for the screens are in (a lazy screen waits for them). */
export const wordsForScreens = (): Promise<void> => screensReady;

/**
 * Fetches `locale`'s first-screen words, then switches every screen to it and tells the page its language;
 * its screens' words follow. `complete`: wait for those too (a change of language, so no screen shows ids).
 */
export async function activateLocale(locale: Locale, complete = false): Promise<void> {
  const screens = screenWords[locale]().then(({ default: messages }) => messages as Messages);
  const { default: first } = await firstWords[locale]();
  const rest = complete ? await screens : undefined;
  i18n.loadAndActivate({ locale, messages: { ...(first as Messages), ...rest } });
  document.documentElement.lang = locale;
  screensReady = rest ? Promise.resolve() : screens.then((messages) => i18n.load(locale, messages));
}

/** The language this browser opens in: the person's saved choice, else the browser's. */
export function startingLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (private modes, policies): the browser's languages still decide.
  }
  return chooseLocale(stored, navigator.languages ?? [navigator.language]);
}

/** A person's choice: kept on this browser, and shown at once. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not kept, but still shown for this visit.
  }
  await activateLocale(locale, true);
}

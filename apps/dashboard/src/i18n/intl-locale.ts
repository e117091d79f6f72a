/**
 * The tag the dashboard gives Intl for the chosen language: British English for English (day before month,
 * 24-hour clock, as the dashboard has always written dates), Spain's Spanish for Spanish.
 */
import { currentLocale } from './i18n.js';

const INTL_TAGS = { en: 'en-GB', es: 'es-ES' } as const;

export const intlLocale = (): string => INTL_TAGS[currentLocale()] ?? 'en-GB';

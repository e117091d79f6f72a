/**
 * Whether tracking may start (spec §5; reliability.md §3).
 * - Do Not Track — read as WP Statistics does: msDoNotTrack,
 *   window.doNotTrack or navigator.doNotTrack equal to "1" — and its successor
 *   Global Privacy Control skip tracking while the DNT option is on (the default).
 * - Consent: start if the consent level is "disabled" (the default), or
 *   anonymous tracking is on, or no consent API (wp_has_consent) is present,
 *   or it reports consent for the level; a `wp_listen_for_consent_change`
 *   event whose detail maps the level to "allow" starts it later.
 */
import type { Settings } from './config.js';

export interface PrivacyNavigator {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export type HasConsent = (level: string) => boolean;

export function skipForPrivacy(s: Settings, nav: PrivacyNavigator, windowDoNotTrack?: string | null): boolean {
  return (
    s.dnt !== 'false' &&
    (Number(nav.msDoNotTrack || windowDoNotTrack || nav.doNotTrack) === 1 || !!nav.globalPrivacyControl)
  );
}

export function consentAllows(s: Settings, hasConsent: HasConsent | undefined): boolean {
  const level = s.consent;
  return !level || level === 'disabled' || s.anonymous === 'true' || !hasConsent || hasConsent(level);
}

/** The detail of a consent-change event: `{ [level]: 'allow' | 'deny' }`. */
export function consentGranted(s: Settings, detail: unknown): boolean {
  return (detail as Record<string, unknown> | null)?.[s.consent as string] === 'allow';
}

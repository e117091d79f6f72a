/**
 * A zone name Intl knows, such as Europe/Madrid; anything else (a typo, an offset like +01:00) is not one.
 * Alone in its file: the schemas need only this of the wall-clock code.
 */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

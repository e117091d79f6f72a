/** Console output of the loader (§8: failures are logged, never shown to the visitor). */
export const log = (...a: unknown[]): void => console.log('Beckon:', ...a);

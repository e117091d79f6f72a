/**
 * Rate-limit windows are whole minutes (or hours) of the clock, so a test's requests that straddle the turn
 * of one are counted in two windows and a limit it expects never trips. Apps that test a limit count by this
 * clock, stopped in the middle of an hour.
 */
const HOUR = 3_600_000;
const STOPPED_AT = Date.now() - (Date.now() % HOUR) + HOUR / 2 + 30_000;

export const stoppedClock = (): number => STOPPED_AT;

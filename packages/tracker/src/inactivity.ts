/**
 * The online-ping timer stops for good after 1 800 000 ms without click,
 * keypress, scroll or load activity (spec §4, §9).
 */
import { INACTIVITY_LIMIT_MS } from './constants.js';

export function inactive(lastActivity: number, now: number): boolean {
  return now - lastActivity >= INACTIVITY_LIMIT_MS;
}

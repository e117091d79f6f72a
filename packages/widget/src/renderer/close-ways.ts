/**
 * The ways a pop-up closes (spec §4 close_trigger): the record's list, else what its design allows. The dashboard
 * preview has no record, and a display answer cached from before the list carries one string instead.
 */
import type { CloseTrigger, DesignProperties } from '@beckon/popup-schema';
import { closeTriggers } from '@beckon/popup-schema/close-triggers';

export function closeWays(closeTrigger: unknown, dp: DesignProperties): readonly CloseTrigger[] {
  return Array.isArray(closeTrigger) ? (closeTrigger as CloseTrigger[]) : closeTriggers(dp);
}

/**
 * Birthday rule (spec §5 "Birthday: must be earlier than now"). Accepts the
 * `input type=date` value (yyyy-mm-dd) and dd/mm/yyyy. Today passes: the day
 * began before "now", and a parent may register a newborn.
 */
import { parseDateDmy, parseDateIso } from './date-rule.js';
import { fail, OK, type RuleResult } from './rule-result.js';

export function checkBirthday(value: string, now: Date): RuleResult {
  if (value.trim() === '') return OK;
  const birthday = parseDateIso(value) ?? parseDateDmy(value);
  return birthday && birthday.getTime() <= now.getTime() ? OK : fail('birthdayInvalid');
}

/**
 * Name rules (spec §5 "Fields", §9): every name-like input is capped at 254
 * characters; a required name must be 1 to 40 characters with no digits and
 * no angle brackets (the brackets keep markup out of owners' lead lists).
 */
import { fail, OK, type RuleResult } from './rule-result.js';

export const MAX_INPUT_LENGTH = 254;
export const MAX_REQUIRED_NAME_LENGTH = 40;

const FORBIDDEN_IN_NAME = /[\p{Nd}<>]/u;

export function checkName(value: string, required: boolean): RuleResult {
  if (value.length > MAX_INPUT_LENGTH) return fail('tooLong');
  if (!required) return OK;
  const name = value.trim();
  // Count code points, not UTF-16 units, so emoji or rare scripts are not double-counted.
  const length = [...name].length;
  if (length < 1 || length > MAX_REQUIRED_NAME_LENGTH || FORBIDDEN_IN_NAME.test(name)) return fail('nameTitle');
  return OK;
}

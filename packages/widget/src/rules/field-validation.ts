/**
 * The per-field dispatcher the renderer calls (spec §5 "Fields"): length cap,
 * required-and-empty, then the rule for the field's type. Schema types are
 * imported as types only, so zod never reaches the visitor's bundle.
 */
import type { FieldType, FormField } from '@beckon/popup-schema';
import { checkBirthday } from './birthday-rule.js';
import { parseDateDmy, parseDateIso } from './date-rule.js';
import { checkEmail } from './email-rule.js';
import type { MessageKey } from './messages.js';
import { checkName, MAX_INPUT_LENGTH } from './name-rule.js';
import { isNumberValue } from './number-rule.js';
import type { checkPhoneInternational } from './phone-international.js';
import { checkPhoneBasic, checkPhoneIsraeli } from './phone-rules.js';
import { fail, OK, type RuleResult } from './rule-result.js';
import { checkUrl } from './url-rules.js';

export interface ValidationContext {
  now: Date;
  businessBlocklist?: ReadonlySet<string>;
  /** Present once phone-international.js has been loaded with import(). */
  intlPhone?: typeof checkPhoneInternational;
}

/** Ticks and choices are judged by form-rule.ts; hidden values are the owner's, not the visitor's. */
const NOT_TYPED: ReadonlySet<FieldType> = new Set<FieldType>([
  'checkbox',
  'consent',
  'radio',
  'multi-select',
  'hidden',
]);

/** The `maxLength` for an input of this type: 254 for everything typed except the message box. */
export function maxLengthFor(type: FieldType): number | null {
  return type === 'message' || NOT_TYPED.has(type) ? null : MAX_INPUT_LENGTH;
}

export function validateField(field: FormField, value: string, ctx: ValidationContext): RuleResult {
  if (NOT_TYPED.has(field.type)) return OK;
  const limit = maxLengthFor(field.type);
  if (limit !== null && value.length > limit) return fail('tooLong');
  if (value.trim() === '') return field.required ? fail(emptyMessage(field)) : OK;
  return checkByType(field, value, ctx);
}

function checkByType(field: FormField, value: string, ctx: ValidationContext): RuleResult {
  switch (field.type) {
    case 'name':
      return checkName(value, field.required);
    case 'email':
      return checkEmail(value, field.email_validation, { businessBlocklist: ctx.businessBlocklist });
    case 'phone':
    case 'tel':
      return checkPhone(field, value, ctx);
    case 'birthday':
      return checkBirthday(value, ctx.now);
    case 'url':
      return checkUrl(value);
    case 'number':
      return isNumberValue(value) ? OK : fail('invalidValue');
    case 'date':
      return (parseDateDmy(value) ?? parseDateIso(value)) ? OK : fail('invalidValue');
    default:
      return OK;
  }
}

function checkPhone(field: FormField, value: string, ctx: ValidationContext): RuleResult {
  if (field.phone_validation === 'advanced') return checkPhoneIsraeli(value);
  if (field.phone_validation === 'basic') return checkPhoneBasic(value);
  // The library is still loading: the submit button shows its loading state meanwhile (spec §4).
  return ctx.intlPhone ? ctx.intlPhone(value, field.phone_country, field.required) : fail('loading');
}

/** International phones use their own message for required-and-empty (spec §5). */
function emptyMessage(field: FormField): MessageKey {
  const intlPhone = (field.type === 'phone' || field.type === 'tel') && field.phone_validation === 'international';
  return intlPhone ? 'phoneInvalid' : 'required';
}

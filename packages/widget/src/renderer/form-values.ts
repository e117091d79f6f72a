/**
 * Lead-form data, pure (spec §3 "Form fields", §5 "Form-level", "Phone
 * normalisation before sending"): each field's starting value, the owner's
 * form-wide checkbox settings folded into the fields, and the visitor's
 * values turned into the SubmittedValues handed to the loader.
 */
import type { DesignProperties, ExtraField, FieldType, FormField } from '@beckon/popup-schema';
import type { SubmittedValues } from '../contract.js';
import { formatDateDmy, parseDateIso } from '../rules/date-rule.js';
import { type FormValue, payloadValues } from '../rules/form-rule.js';
import { normalisePhone } from '../rules/phone-normalise.js';

/** Dial code without the plus for an ISO country, '' when unknown (phone-international.ts callingCodeFor). */
export type DialCodeLookup = (country: string) => string;

/** Field types sent under their standard name; `tel` travels as `phone`. */
const STANDARD: Partial<Record<FieldType, string>> = {
  name: 'name',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  tel: 'phone',
  message: 'message',
  birthday: 'birthday',
  gender: 'gender',
  country: 'country',
  state: 'state',
  city: 'city',
  address: 'address',
  zip_postal_code: 'zip_postal_code',
  preferences: 'preferences',
  consent: 'consent',
};

/** The standard name a field of this type is sent under, whatever the owner named it; undefined: sent by its own name. */
export function standardName(type: FieldType): string | undefined {
  return STANDARD[type];
}

/** design_properties' field_checkbox_required / _default_marked apply to every plain checkbox field. */
export function applyFormSettings(
  fields: readonly FormField[],
  dp: Pick<DesignProperties, 'field_checkbox_required' | 'field_checkbox_default_marked'>,
): FormField[] {
  return fields.map((f) =>
    f.type === 'checkbox'
      ? {
          ...f,
          required: f.required || dp.field_checkbox_required,
          checkbox_default_marked: f.checkbox_default_marked || dp.field_checkbox_default_marked,
        }
      : f,
  );
}

/**
 * Starting value (§5): checkboxes unticked unless the owner marked them, a
 * consent box never ticked, a required radio group on its first choice,
 * selects on their empty default option.
 */
export function initialValue(field: FormField): FormValue {
  switch (field.type) {
    case 'consent':
      return { field, value: '', checked: false };
    case 'checkbox':
      return { field, value: '', checked: field.options.length === 0 && field.checkbox_default_marked, values: [] };
    case 'radio': {
      const first = field.required ? (field.options[0] ?? '') : '';
      return first ? { field, value: first, checked: true } : { field, value: '' };
    }
    case 'multi-select':
      return { field, value: '', values: [] };
    case 'select':
      return { field, value: field.options.includes(field.value) ? field.value : '' };
    default:
      return { field, value: field.value };
  }
}

/**
 * The visitor's values as the loader sends them: standard names, extras, and
 * the checkbox flag. Phone numbers get their country's dial code from
 * `dialCode` (the phone library's table, loaded with the form's phone field).
 */
export function toSubmittedValues(values: FormValue[], dialCode: DialCodeLookup = () => ''): SubmittedValues {
  const standard: Record<string, string> = {};
  const extra: ExtraField[] = [];
  let checkboxChecked = false;
  for (const v of payloadValues(values)) {
    const { field } = v;
    const tick = field.type === 'consent' || (field.type === 'checkbox' && field.options.length === 0);
    if (tick && v.checked) checkboxChecked = true;
    const value = sendValue(v, dialCode);
    const name = STANDARD[field.type];
    if (name) {
      if (typeof value === 'string' && value !== '') standard[name] = value;
    } else if (Array.isArray(value) ? value.length > 0 : value !== '') {
      extra.push({ name: field.name, type: field.type, value });
    }
  }
  return { standard, extra, checkboxChecked };
}

function sendValue(v: FormValue, dialCode: DialCodeLookup): string | string[] {
  const { field } = v;
  switch (field.type) {
    case 'consent':
      return v.checked ? 'true' : '';
    case 'checkbox':
      return field.options.length > 0 ? (v.values ?? []) : v.checked ? 'true' : 'false';
    case 'multi-select':
      return v.values ?? [];
    case 'phone':
    case 'tel':
      return normalisePhone(v.value.trim(), dialCode(field.phone_country));
    case 'date':
    case 'birthday': {
      // The native picker gives yyyy-mm-dd; the spec's transport format is dd/mm/yyyy.
      const date = parseDateIso(v.value);
      return date ? formatDateDmy(date) : v.value.trim();
    }
    default:
      return v.value.trim();
  }
}

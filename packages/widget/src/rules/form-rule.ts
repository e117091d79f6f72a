/**
 * Form-level rules (spec §5 "Form-level"): is anything filled in at all,
 * whether the form converts on its button alone, which input to outline and
 * focus when not, the required checkbox and consent rules, and which values
 * to leave out of the payload.
 *
 * Radio and checkbox groups may come either as one entry (chosen option in
 * `value`, or ticked options in `values`) or as one entry per option with
 * `checked`; both are understood.
 */
import type { FieldType, FormField } from '@beckon/popup-schema';
import type { MessageKey } from './messages.js';

export interface FormValue {
  field: FormField;
  value: string;
  checked?: boolean;
  values?: string[];
}

/** Ticks are not content, and hidden fields are filled by the owner, not the visitor. */
const NOT_CONTENT: ReadonlySet<FieldType> = new Set<FieldType>(['checkbox', 'consent', 'hidden']);

export function checkFormHasValue(values: FormValue[]): boolean {
  return values.some((v) => !NOT_CONTENT.has(v.field.type) && isFilled(v));
}

/**
 * A form with nothing to type into or choose from (no fields, or only hidden
 * fields, ticks and consent) converts on its button, a click target (§3
 * poptin_target): demanding a value there would make it impossible to send.
 * Required ticks and consent still apply (checkRequiredChoices).
 */
export function convertsOnButton(fields: readonly FormField[]): boolean {
  return fields.every((f) => NOT_CONTENT.has(f.type));
}

/** The id to outline and focus when the form is empty: the email field, else the first visible input. */
export function firstInvalidTarget(values: FormValue[]): string {
  const email = values.find((v) => v.field.type === 'email');
  const first = email ?? values.find((v) => v.field.type !== 'hidden');
  return first?.field.id ?? '';
}

/**
 * The first unticked required choice. A consent box must always be ticked; a
 * required checkbox, single or a group, needs at least one tick. Required
 * radio groups are not checked here: the renderer preselects their first
 * option (spec §5), so they cannot be empty.
 */
export function checkRequiredChoices(values: FormValue[]): { fieldId: string; message: MessageKey } | null {
  for (const v of values) {
    if (!needsTick(v.field)) continue;
    // A group may come as one entry with `values` or as one entry per option.
    const ticked = values.some((other) => other.field.id === v.field.id && isTicked(other));
    if (!ticked) return { fieldId: v.field.id, message: 'required' };
  }
  return null;
}

/** Drops empty date fields and selects left on their empty default option. */
export function payloadValues(values: FormValue[]): FormValue[] {
  return values.filter((v) => {
    const empty = v.value.trim() === '';
    const isDate = v.field.type === 'date' || v.field.type === 'birthday';
    return !(empty && (isDate || v.field.type === 'select'));
  });
}

function isFilled(v: FormValue): boolean {
  if (v.field.type === 'radio') return v.checked ?? v.value.trim() !== '';
  if (v.values && v.values.length > 0) return true;
  return v.value.trim() !== '';
}

function needsTick(field: FormField): boolean {
  return field.type === 'consent' || (field.type === 'checkbox' && field.required);
}

function isTicked(v: FormValue): boolean {
  return v.checked === true || (v.values?.length ?? 0) > 0;
}

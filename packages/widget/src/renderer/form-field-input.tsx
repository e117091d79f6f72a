/**
 * One lead-form field (spec §3 "Form fields", §5 "Fields"): the input that
 * fits its type with a visible label, its error text (tied with
 * aria-describedby) and, for email, the "Did you mean …?" fix. Per-keystroke
 * behaviour lives here: the international phone filter, the number key filter
 * and blur rounding, Tab / Right-arrow email completion.
 * Dates use the native `type=date` picker: accessible and free, where the
 * original's read-only dd/mm/yyyy text needed a picker library. The value is
 * sent as dd/mm/yyyy (form-values.ts).
 */

import type { FieldType, FormField } from '@beckon/popup-schema';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Lang } from '../contract.js';
import { completeEmail } from '../rules/email-rule.js';
import type { FormValue } from '../rules/form-rule.js';
import { inputName } from '../rules/input-name.js';
import { type MessageKey, t } from '../rules/messages.js';
import { isAllowedNumberKey, roundNumberOnBlur } from '../rules/number-rule.js';
import { filterPhoneInput } from '../rules/phone-rules.js';

/** §9: input max length (the message box too: the conversion payload caps every standard value at 254). */
const MAX_LENGTH = 254;

export interface FormFieldInputProps {
  field: FormField;
  state: FormValue;
  lang: Lang;
  /** Unique prefix for element ids. */
  idPrefix: string;
  /** The rule's message, shown under the field and tied with aria-describedby. */
  error: MessageKey | null;
  /** A corrected email to offer ("Did you mean …?"). */
  suggestion: string | null;
  /** Outlined by the empty-form check (§5). */
  emptyMark: boolean;
  onChange(next: FormValue): void;
  /** Email fields: the visitor left the field (time to suggest a fix). */
  onBlur(): void;
  /** The element focused when this field needs attention. */
  inputRef(el: HTMLElement | null): void;
}

const AUTOCOMPLETE: Partial<Record<FieldType, string>> = {
  name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  tel: 'tel',
  birthday: 'bday',
  country: 'country-name',
  state: 'address-level1',
  city: 'address-level2',
  address: 'street-address',
  zip_postal_code: 'postal-code',
  url: 'url',
};

const TEXT_TYPES: Partial<Record<FieldType, string>> = {
  email: 'email',
  phone: 'tel',
  tel: 'tel',
  url: 'url',
  number: 'number',
  date: 'date',
  birthday: 'date',
};

/** The owner's label, else the placeholder, else the type in words ("zip postal code"). */
function fieldLabel(field: FormField): string {
  const words = field.type.replace(/[_-]/g, ' ');
  return field.label || field.placeholder || words.charAt(0).toUpperCase() + words.slice(1);
}

/** Types drawn as a group of radios or checkboxes. */
function isChoiceGroup(field: FormField): boolean {
  return field.type === 'radio' || (field.type === 'checkbox' && field.options.length > 0);
}

/** The owner's choices, each once: a line typed twice would be two identical choices for the visitor. */
const choices = (field: FormField): string[] => [...new Set(field.options)];

export function FormFieldInput(props: FormFieldInputProps) {
  const { field, state, lang, idPrefix, error, suggestion } = props;
  const id = `${idPrefix}-${field.id}`;
  const errorId = `${id}-err`;
  const label = fieldLabel(field);
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const set = (patch: Partial<FormValue>) => props.onChange({ ...state, ...patch });

  if (field.type === 'hidden') return <input type="hidden" name={inputName(field)} value={state.value} />;

  const errorText = error ? (
    <p className="bk-err" id={errorId}>
      {t(lang, error)}
    </p>
  ) : null;
  const fix = suggestion ? (
    <button type="button" className="bk-suggest" onClick={() => set({ value: suggestion })}>
      {t(lang, 'didYouMean', { suggestion })}
    </button>
  ) : null;
  const star = field.required ? <span aria-hidden="true"> *</span> : null;

  // Single checkbox or consent: the label wraps the box. Consent is never pre-ticked (initialState).
  if (field.type === 'consent' || (field.type === 'checkbox' && !isChoiceGroup(field))) {
    return (
      <div className="bk-field">
        <label className="bk-choice">
          <input
            ref={props.inputRef}
            type="checkbox"
            name={inputName(field)}
            value={field.value || 'on'}
            checked={state.checked === true}
            required={field.required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set({ checked: e.currentTarget.checked })}
          />
          <span>
            {label}
            {star}
          </span>
        </label>
        {errorText}
      </div>
    );
  }

  if (isChoiceGroup(field)) {
    const radio = field.type === 'radio';
    const chosen = state.values ?? [];
    return (
      <fieldset className="bk-field" aria-describedby={describedBy}>
        <legend className="bk-label">
          {label}
          {star}
        </legend>
        {choices(field).map((option, i) => (
          <label className="bk-choice" key={option}>
            <input
              ref={i === 0 ? props.inputRef : undefined}
              type={radio ? 'radio' : 'checkbox'}
              name={inputName(field)}
              value={option}
              checked={radio ? state.value === option : chosen.includes(option)}
              aria-invalid={invalid}
              onChange={(e) => {
                if (radio) set({ value: option, checked: true });
                else {
                  const values = e.currentTarget.checked ? [...chosen, option] : chosen.filter((v) => v !== option);
                  set({ values, checked: values.length > 0 });
                }
              }}
            />
            <span>{option}</span>
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id,
    name: inputName(field),
    className: props.emptyMark ? 'bk-input bk-empty' : 'bk-input',
    required: field.required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  let control: ReactNode;
  if (
    field.type === 'select' ||
    field.type === 'multi-select' ||
    (field.options.length > 0 && field.type !== 'message')
  ) {
    const multiple = field.type === 'multi-select';
    control = (
      <select
        {...common}
        ref={props.inputRef}
        multiple={multiple}
        value={multiple ? (state.values ?? []) : state.value}
        onChange={(e) => {
          const el = e.currentTarget;
          if (multiple) set({ values: [...el.selectedOptions].map((o) => o.value) });
          else set({ value: el.value });
        }}
      >
        {multiple ? null : <option value="">{field.placeholder}</option>}
        {choices(field).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'message' || field.type === 'free') {
    control = (
      <textarea
        {...common}
        ref={props.inputRef}
        maxLength={MAX_LENGTH}
        placeholder={field.placeholder}
        value={state.value}
        onChange={(e) => set({ value: e.currentTarget.value })}
      />
    );
  } else {
    control = (
      <input
        {...common}
        ref={props.inputRef}
        type={inputType(field)}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        step={field.type === 'number' ? '0.01' : undefined}
        autoComplete={AUTOCOMPLETE[field.type]}
        maxLength={MAX_LENGTH}
        placeholder={field.placeholder}
        value={state.value}
        onChange={(e) => set({ value: filterValue(field, e.currentTarget.value) })}
        onKeyDown={(e) => onKeyDown(field, state, e, set)}
        onBlur={() => {
          if (field.type === 'number') set({ value: roundNumberOnBlur(state.value) });
          props.onBlur();
        }}
      />
    );
  }

  return (
    <div className="bk-field">
      <label className="bk-label" htmlFor={id}>
        {label}
        {star}
      </label>
      {control}
      {errorText}
      {fix}
    </div>
  );
}

function inputType(field: FormField): string {
  if (field.type === 'email' && field.email_validation === 'no-validation') return 'text';
  return TEXT_TYPES[field.type] ?? 'text';
}

function filterValue(field: FormField, value: string): string {
  return field.type === 'phone' || field.type === 'tel' ? filterPhoneInput(value, field.phone_validation) : value;
}

function onKeyDown(
  field: FormField,
  state: FormValue,
  e: KeyboardEvent<HTMLInputElement>,
  set: (patch: Partial<FormValue>) => void,
): void {
  if (field.type === 'number') {
    // Shortcuts (paste, select all) pass; other keys must be digits or editing keys (§5).
    if (!e.ctrlKey && !e.metaKey && !e.altKey && !isAllowedNumberKey(e.key)) e.preventDefault();
    return;
  }
  if (field.type !== 'email' || e.shiftKey) return;
  const el = e.currentTarget;
  const atEnd = el.selectionStart === null || el.selectionStart === state.value.length;
  if ((e.key === 'Tab' || e.key === 'ArrowRight') && atEnd) {
    const completed = completeEmail(state.value);
    if (completed) {
      // Stay in the field so the visitor sees the completion; the next Tab moves on.
      e.preventDefault();
      set({ value: completed });
    }
  }
}

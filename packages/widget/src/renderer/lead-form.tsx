/**
 * The lead form (spec §4 "Submit", §5 "Validation"): one labelled input per
 * field, validation on submit, the empty-form shake (not for a form that
 * converts on its button alone, form-rule.ts), the email fix, the
 * lazily loaded rule dependencies and the repeat-submit guard. Valid values
 * go up as SubmittedValues; what follows a submit is the pop-up's business.
 */
import type { FormField } from '@beckon/popup-schema';
import { type FormEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import type { Lang, SubmittedValues } from '../contract.js';
import { suggestEmail } from '../rules/email-rule.js';
import { validateField } from '../rules/field-validation.js';
import {
  checkFormHasValue,
  checkRequiredChoices,
  convertsOnButton,
  type FormValue,
  firstInvalidTarget,
} from '../rules/form-rule.js';
import { type MessageKey, t } from '../rules/messages.js';
import { SHAKE_MS, SUBMIT_RETRY_MS } from './closing.js';
import { FormFieldInput } from './form-field-input.js';
import { initialValue, toSubmittedValues } from './form-values.js';
import { useTimers } from './use-timers.js';
import { useValidationDeps } from './use-validation-deps.js';

export interface LeadFormProps {
  fields: readonly FormField[];
  lang: Lang;
  isMobile: boolean;
  reducedMotion: boolean;
  submitLabel: string;
  serviceOrigin: string;
  /** Resolves when the loader has handled the conversion; a rejection lets the visitor retry. */
  onSubmit(values: SubmittedValues): Promise<void>;
}

type ByField<T> = Record<string, T>;

export function LeadForm(props: LeadFormProps) {
  const { fields, lang } = props;
  const idPrefix = useId();
  const [values, setValues] = useState<FormValue[]>(() => fields.map(initialValue));
  const [errors, setErrors] = useState<ByField<MessageKey>>({});
  const [suggestions, setSuggestions] = useState<ByField<string>>({});
  const [emptyTarget, setEmptyTarget] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);
  const [busy, setBusy] = useState(false);
  const deps = useValidationDeps(fields, props.serviceOrigin);
  const later = useTimers();
  // A ref, not state: a double click fires both submits before React re-renders.
  const busyRef = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const focusField = (fieldId: string) => elements.current.get(fieldId)?.focus();
  const register = useCallback(
    (fieldId: string) => (el: HTMLElement | null) => {
      if (el) elements.current.set(fieldId, el);
      else elements.current.delete(fieldId);
    },
    [],
  );

  const onChange = (next: FormValue) => {
    const id = next.field.id;
    setValues((list) => list.map((v) => (v.field.id === id ? next : v)));
    setErrors(({ [id]: _gone, ...rest }) => rest);
    setSuggestions(({ [id]: _gone, ...rest }) => rest);
  };

  const onEmailBlur = (v: FormValue) => {
    const mode = v.field.email_validation;
    if (mode !== 'check-typos' && mode !== 'typos-business') return;
    const suggestion = suggestEmail(v.value);
    if (suggestion) setSuggestions((s) => ({ ...s, [v.field.id]: suggestion }));
  };

  // §5: typing clears the empty-form mark. Not Enter: its keyup follows the submit that set the mark.
  const onKeyUp = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter') setEmptyTarget(null);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busyRef.current || !deps.ready) return;

    if (!convertsOnButton(fields) && !checkFormHasValue(values)) {
      // §5: shake the inputs for 1 s (not on mobile), outline and focus the email field, else the first.
      const target = firstInvalidTarget(values);
      setEmptyTarget(target);
      if (!props.isMobile && !props.reducedMotion) {
        setShaking(true);
        later(() => setShaking(false), SHAKE_MS);
      }
      focusField(target);
      return;
    }

    const found = findErrors(values, elements.current, {
      now: new Date(),
      intlPhone: deps.intlPhone,
      businessBlocklist: deps.businessBlocklist,
    });
    setErrors(found.errors);
    setSuggestions(found.suggestions);
    const firstBad = values.find((v) => found.errors[v.field.id]);
    if (firstBad) {
      focusField(firstBad.field.id);
      return;
    }

    busyRef.current = true;
    setBusy(true);
    props.onSubmit(toSubmittedValues(values, deps.dialCode)).catch(() => {
      // The spec leaves the guard's delay unstated; see SUBMIT_RETRY_MS.
      later(() => {
        busyRef.current = false;
        setBusy(false);
      }, SUBMIT_RETRY_MS);
    });
  };

  return (
    <form className="bk-form" noValidate onSubmit={submit} onKeyUp={onKeyUp}>
      <div className={shaking ? 'bk-fields bk-shake' : 'bk-fields'}>
        {values.map((v) => (
          <FormFieldInput
            key={v.field.id}
            field={v.field}
            state={v}
            lang={lang}
            idPrefix={idPrefix}
            error={errors[v.field.id] ?? null}
            suggestion={suggestions[v.field.id] ?? null}
            emptyMark={emptyTarget === v.field.id}
            onChange={onChange}
            onBlur={() => v.field.type === 'email' && onEmailBlur(v)}
            inputRef={register(v.field.id)}
          />
        ))}
      </div>
      {emptyTarget !== null ? (
        <p className="bk-err" role="alert">
          {t(lang, 'formEmpty')}
        </p>
      ) : null}
      <button type="submit" className="bk-btn" aria-disabled={busy || !deps.ready} aria-busy={busy || !deps.ready}>
        {deps.ready ? props.submitLabel : t(lang, 'loading')}
      </button>
    </form>
  );
}

interface FoundErrors {
  errors: ByField<MessageKey>;
  suggestions: ByField<string>;
}

/** Every field's rule (§5), the required ticks, then the browser's own type checks. */
function findErrors(
  values: FormValue[],
  elements: Map<string, HTMLElement>,
  ctx: Parameters<typeof validateField>[2],
): FoundErrors {
  const errors: ByField<MessageKey> = {};
  const suggestions: ByField<string> = {};
  for (const v of values) {
    const result = validateField(v.field, v.value, ctx);
    if (result.ok) continue;
    errors[v.field.id] = result.message;
    if (result.suggestion) suggestions[v.field.id] = result.suggestion;
  }
  const choice = checkRequiredChoices(values);
  if (choice && !errors[choice.fieldId]) errors[choice.fieldId] = choice.message;
  // §5 "Standard browser validity is also checked": catches what the rules let through.
  for (const [id, el] of elements) {
    const validity = (el as HTMLInputElement).validity;
    if (!errors[id] && validity && (validity.typeMismatch || validity.badInput)) errors[id] = 'invalidValue';
  }
  return { errors, suggestions };
}

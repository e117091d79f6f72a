/**
 * The multi-step form (§3 Form, §4 Multi-step form and Form submit, §5).
 * Next moves on only when every field of the step is natively valid (the
 * first invalid one is reported); Previous is free; Enter advances except on
 * the last step and in a textarea. Submit fades the form to 0.45 in 500 ms
 * (back in 100 ms), disables the button, shows a spinner and ignores a second
 * submit; the server's field errors attach to their fields and the form jumps
 * to the step of the first one; after a success it resets to step 0. The
 * anti-spam proof of work (ALTCHA's challenge, captcha.ts) starts in a worker
 * when the visitor first touches the form, so it is usually done, its progress
 * shown at the last step, before the visitor sends.
 */

import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import { type CaptchaRun, solveCaptcha } from './captcha.js';
import { fieldDomId, fieldName } from './fields.js';
import { StepIcon } from './icons.js';
import { loadRecaptcha, RECAPTCHA_FIELD, recaptchaToken } from './recaptcha.js';
import type { FormField, FormSettings } from './schema.js';
import { enterAdvances, indicatorState, progressPercent, splitSteps, stepOfFirstError } from './steps.js';

export const SEND_URL = '/site/api/forms/send';
export const CHALLENGE_URL = '/site/api/forms/challenge';

export interface FormProps extends IslandBaseProps {
  id: string;
  pageId: number;
  /** The form's settings without the mail's recipient and subject (server only). */
  settings: Omit<FormSettings, 'emailTo' | 'emailSubject'>;
  /** The anti-spam solver's worker file, served from this site (a strict CSP allows no blob: workers). */
  captchaWorkerUrl: string;
  /** Set when the server uses Google reCAPTCHA v3 instead of ALTCHA (recaptcha.ts). */
  recaptchaSiteKey?: string;
}

type Message = { kind: 'success' | 'error'; text: string } | null;

/** The send-form answer (§3 Form response); null when the network failed or the body was not JSON. */
interface Answer {
  success?: boolean;
  /** `popup` is read by the pop-up island from the submit_success event (popup/logic.ts formAnswerAction). */
  data?: { message?: string; errors?: Record<string, string>; redirect_url?: string; popup?: unknown };
}

async function send(data: FormData): Promise<Answer | null> {
  try {
    const res = await fetch(SEND_URL, { method: 'POST', body: data, credentials: 'same-origin' });
    return (await res.json().catch(() => null)) as Answer | null;
  } catch {
    return null;
  }
}

const NETWORK_ERROR = 'No se ha podido enviar el formulario. Compruebe su conexión e inténtelo de nuevo.';
type CaptchaState = { kind: 'idle' | 'done' | 'failed' } | { kind: 'solving'; percent: number };

const CAPTCHA_TEXT = {
  idle: 'La verificación anti-spam se hará mientras rellena el formulario.',
  done: 'Verificación anti-spam completada.',
  failed: 'No se ha podido completar la verificación anti-spam.',
};

const CAPTCHA_ERROR = 'No se ha podido completar la verificación anti-spam. Inténtelo de nuevo.';

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The form's own controls in a step (the captcha widget's inner checkbox is not one of them). */
function controlsOf(root: Element | null): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  return root ? [...root.querySelectorAll<HTMLInputElement>('[name^="form_fields["]:not([type=hidden])')] : [];
}

export function MultiStepForm(p: FormProps) {
  const s = p.settings;
  const steps = useMemo(() => splitSteps(s.fields), [s.fields]);
  const total = steps.length;
  const multi = total > 1;
  const [step, setStep] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [today, setToday] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const captchaRun = useRef<CaptchaRun | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaState>({ kind: 'idle' });
  const usesAltcha = s.captcha === 'altcha' && !p.recaptchaSiteKey;
  const waitingRef = useRef(false);
  /** The region that says "sending", then the outcome; it holds the focus while the submit button is disabled. */
  const statusRef = useRef<HTMLDivElement>(null);
  /** What to focus once the step on screen has changed: a field id, or the step's first control. */
  const focusNext = useRef<string | 'first' | null>(null);

  useEffect(() => setToday(localToday()), []);

  useEffect(() => () => captchaRun.current?.cancel(), []);

  /** Starts the proof of work once per challenge: on the first focus or press in the form, or at submit. */
  function startCaptcha(): CaptchaRun | null {
    if (p.editing || !usesAltcha) return null;
    if (captchaRun.current) return captchaRun.current;
    setCaptcha({ kind: 'solving', percent: 0 });
    const run = solveCaptcha(CHALLENGE_URL, p.captchaWorkerUrl, (percent) => {
      if (captchaRun.current === run) setCaptcha({ kind: 'solving', percent });
    });
    captchaRun.current = run;
    run.payload.then((payload) => {
      if (captchaRun.current !== run) return;
      setCaptcha({ kind: payload ? 'done' : 'failed' });
      // A failed run is dropped so that the next focus or submit tries a new challenge.
      if (!payload) captchaRun.current = null;
    });
    return run;
  }

  useEffect(() => {
    if (!p.editing && s.captcha === 'altcha' && p.recaptchaSiteKey) loadRecaptcha(p.recaptchaSiteKey);
  }, [p.editing, s.captcha, p.recaptchaSiteKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when server errors arrive, to focus the field they name
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const container = stepRefs.current[step] ?? null;
    const control =
      target === 'first'
        ? controlsOf(container)[0]
        : formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldDomId(p.id, target))}`);
    control?.focus();
  }, [step, errors, p.id]);

  function goTo(next: number, focus: string | 'first' | null = 'first') {
    focusNext.current = focus;
    setStep(Math.max(0, Math.min(total - 1, next)));
  }

  /** Next: the first invalid control of the step is reported and keeps the visitor there. */
  function next() {
    const invalid = controlsOf(stepRefs.current[step] ?? null).find((c) => !c.checkValidity());
    if (invalid) {
      invalid.reportValidity();
      return;
    }
    goTo(step + 1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key !== 'Enter' || !multi) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'BUTTON' || target.tagName === 'A') return;
    if (enterAdvances(step, total, target.tagName)) {
      e.preventDefault();
      next();
    }
  }

  function onFileChange(f: FormField, input: HTMLInputElement) {
    const limit = f.maxSizeMb * 1024 * 1024;
    const tooLarge = [...(input.files ?? [])].some((file) => file.size > limit);
    input.setCustomValidity(tooLarge ? f.maxSizeMessage : '');
    setErrors((prev) => {
      const { [f.id]: _old, ...rest } = prev;
      return tooLarge ? { ...rest, [f.id]: f.maxSizeMessage } : rest;
    });
    if (tooLarge) input.dispatchEvent(new CustomEvent('error', { detail: { field: f.id } }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (waitingRef.current || p.editing) return; // a second submit while waiting is ignored
    const form = e.currentTarget;
    // Fields of earlier steps may have changed since: the first invalid one anywhere is reported on its step.
    for (let i = 0; i < total; i++) {
      const invalid = controlsOf(stepRefs.current[i] ?? null).find((c) => !c.checkValidity());
      if (!invalid) continue;
      if (i !== step) {
        focusNext.current = null;
        setStep(i);
        requestAnimationFrame(() => invalid.reportValidity());
      } else invalid.reportValidity();
      return;
    }
    waitingRef.current = true;
    // Disabling the focused submit button would drop a keyboard user's focus to the body (Chromium): it
    // moves first to the status region, which says the form is sending and then shows the outcome (or
    // the focus goes on to the first field the server refused).
    if (document.activeElement instanceof HTMLButtonElement && document.activeElement.type === 'submit')
      statusRef.current?.focus();
    setWaiting(true);
    setMessage(null);
    setErrors({});
    try {
      const data = new FormData(form);
      if (s.captcha === 'altcha' && p.recaptchaSiteKey) {
        // v3: a token made at submit time, kept in the hidden field the page builder uses.
        const token = await recaptchaToken(p.recaptchaSiteKey).catch(() => null);
        const hidden = form.querySelector<HTMLInputElement>(`input[name="${RECAPTCHA_FIELD}"]`);
        if (hidden) hidden.value = token ?? '';
        if (!token) {
          setMessage({ kind: 'error', text: CAPTCHA_ERROR });
          form.dispatchEvent(new CustomEvent('error', { bubbles: true }));
          return;
        }
        data.set(RECAPTCHA_FIELD, token);
      } else if (usesAltcha) {
        const payload = (await startCaptcha()?.payload) ?? null;
        if (!payload) {
          setMessage({ kind: 'error', text: CAPTCHA_ERROR });
          form.dispatchEvent(new CustomEvent('error', { bubbles: true }));
          return;
        }
        data.set('altcha', payload);
      }
      data.set('referrer', window.location.href);
      const answer = await send(data);
      // The challenge is spent (or refused) once sent: the next one starts on the next interaction.
      captchaRun.current = null;
      if (usesAltcha) setCaptcha({ kind: 'idle' });
      // A v3 token is good for one check: the next submit makes a new one.
      const spentToken = form.querySelector<HTMLInputElement>(`input[name="${RECAPTCHA_FIELD}"]`);
      if (spentToken) spentToken.value = '';
      if (answer?.success) {
        const detail = answer.data ?? {};
        form.dispatchEvent(new CustomEvent('submit_success', { bubbles: true, detail }));
        form.reset();
        setMessage({ kind: 'success', text: detail.message ?? s.successMessage });
        goTo(0, null);
        form.dispatchEvent(new CustomEvent('form_destruct', { bubbles: true, detail }));
        if (detail.redirect_url) window.location.assign(detail.redirect_url);
        return;
      }
      const fieldErrors = answer?.data?.errors ?? {};
      setErrors(fieldErrors);
      setMessage({ kind: 'error', text: answer?.data?.message ?? NETWORK_ERROR });
      form.dispatchEvent(new CustomEvent('error', { bubbles: true, detail: answer?.data ?? null }));
      const at = stepOfFirstError(steps, fieldErrors);
      const firstField = at === null ? null : steps[at]?.fields.find((f) => Object.hasOwn(fieldErrors, f.id));
      goTo(at ?? 0, firstField ? firstField.id : null);
    } finally {
      waitingRef.current = false;
      setWaiting(false);
    }
  }

  const percent = progressPercent(step, total);
  const showIcons = s.stepType === 'icon' || s.stepType === 'icon_text';
  const showNumbers = s.stepType === 'number' || s.stepType === 'number_text';
  const showText = s.stepType === 'text' || s.stepType === 'number_text' || s.stepType === 'icon_text';
  const classes = ['fm', waiting ? 'is-waiting' : '', s.buttonWidth === 'full' ? 'fm-full' : ''].filter(Boolean);

  return (
    <form
      ref={formRef}
      className={classes.join(' ')}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onFocus={startCaptcha}
      onPointerDown={startCaptcha}
      aria-busy={waiting}
      aria-label={s.formName}
      encType="multipart/form-data"
      method="post"
      action={SEND_URL}
    >
      <input type="hidden" name="page_id" value={String(p.pageId)} />
      <input type="hidden" name="form_id" value={p.id} />
      {s.captcha === 'altcha' && p.recaptchaSiteKey ? (
        <input type="hidden" name={RECAPTCHA_FIELD} defaultValue="" />
      ) : null}
      {multi && s.stepType === 'progress_bar' ? (
        <div
          className="fm-progress"
          role="progressbar"
          aria-label="Progreso del formulario"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{ ['--e-form-steps-indicator-progress-meter-width' as string]: `${percent}%` }}
        >
          <div className="fm-progress-meter" />
          <span className="fm-progress-text">{percent}%</span>
        </div>
      ) : null}
      {multi && s.stepType !== 'none' && s.stepType !== 'progress_bar' ? (
        <ol className={`fm-steps fm-shape-${s.stepIconShape}`}>
          {steps.map((st, i) => {
            const state = indicatorState(i, step);
            return (
              <li
                key={st.marker?.id ?? i}
                className={`fm-ind fm-ind-${state}`}
                aria-current={state === 'active' ? 'step' : undefined}
              >
                {showIcons || showNumbers ? (
                  <span className="fm-ind-mark">
                    {showIcons && st.marker?.icon ? <StepIcon name={st.marker.icon} /> : i + 1}
                  </span>
                ) : null}
                {showText ? <span className="fm-ind-label">{st.marker?.label ?? `Paso ${i + 1}`}</span> : null}
                <span className="fm-sr">{state === 'completed' ? ' (completado)' : ''}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {steps.map((st, i) => (
        <fieldset
          key={st.marker?.id ?? i}
          className="fm-step"
          hidden={i !== step}
          ref={(el) => {
            stepRefs.current[i] = el;
          }}
        >
          {multi ? (
            <legend className="fm-legend">
              {st.marker?.label ?? `Paso ${i + 1}`}
              <span className="fm-sr">{` (paso ${i + 1} de ${total})`}</span>
            </legend>
          ) : (
            <legend className="fm-sr">{s.formName}</legend>
          )}
          <div className="fm-fields">
            {st.fields.map((f) => (
              <Field
                key={f.id}
                formId={p.id}
                field={f}
                error={errors[f.id]}
                today={today}
                onFileChange={onFileChange}
              />
            ))}
          </div>
          {i === total - 1 && usesAltcha ? (
            <div className="fm-captcha">
              <progress
                max={100}
                value={captcha.kind === 'solving' ? captcha.percent : captcha.kind === 'done' ? 100 : 0}
                aria-label="Verificación anti-spam"
              />
              <span className="fm-captcha-status">
                {captcha.kind === 'solving'
                  ? `Verificación anti-spam: ${captcha.percent} %`
                  : CAPTCHA_TEXT[captcha.kind]}
              </span>
            </div>
          ) : null}
          <div className="fm-buttons">
            {i > 0 ? (
              <button type="button" className="fm-btn fm-btn-secondary" onClick={() => goTo(i - 1)}>
                {st.marker?.previousButton ?? s.stepPreviousLabel}
              </button>
            ) : null}
            {i < total - 1 ? (
              <button type="button" className="fm-btn" onClick={next}>
                {st.marker?.nextButton ?? s.stepNextLabel}
              </button>
            ) : (
              <button type="submit" className="fm-btn fm-submit" disabled={waiting}>
                {waiting ? <span className="fm-spinner" aria-hidden="true" /> : null}
                {s.buttonText}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      <div className="fm-message-slot" aria-live="polite" ref={statusRef} tabIndex={-1}>
        {waiting ? <p className="fm-sending">Enviando…</p> : null}
        {message ? (
          <p className={`fm-message fm-message-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

interface FieldProps {
  formId: string;
  field: FormField;
  error: string | undefined;
  today: string | null;
  onFileChange(f: FormField, input: HTMLInputElement): void;
}

function Field({ formId, field: f, error, today, onFileChange }: FieldProps) {
  const domId = fieldDomId(formId, f.id);
  const errorId = `${domId}-error`;
  const common = {
    id: domId,
    name: fieldName(f),
    required: f.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const label = (
    <>
      {f.label}
      {f.required ? (
        <span className="fm-req" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const errorLine = error ? (
    <p className="fm-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const dateBound = (b: string | number | undefined) =>
    typeof b === 'string' ? (b === 'today' ? (today ?? undefined) : b) : undefined;

  if (f.type === 'radio' || f.type === 'checkbox') {
    return (
      <fieldset className={`fm-field fm-choice fm-${f.type}`} aria-describedby={error ? errorId : undefined}>
        <legend className="fm-label">{label}</legend>
        {f.options.map((o, k) => (
          <label key={o} className="fm-option">
            <input
              type={f.type}
              id={k === 0 ? domId : `${domId}-${k}`}
              name={fieldName(f)}
              value={o}
              required={f.type === 'radio' ? f.required : undefined}
              aria-invalid={error ? true : undefined}
            />{' '}
            {o}
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }
  if (f.type === 'acceptance') {
    return (
      <div className="fm-field fm-acceptance">
        <label className="fm-option">
          <input type="checkbox" value="on" {...common} /> {label}
        </label>
        {errorLine}
      </div>
    );
  }
  let control: ReactNode;
  if (f.type === 'textarea') {
    control = <textarea rows={4} maxLength={f.maxLength ?? 5000} placeholder={f.placeholder} {...common} />;
  } else if (f.type === 'select') {
    control = (
      <select {...common} defaultValue="">
        <option value="">{f.placeholder ?? 'Elija una opción'}</option>
        {f.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (f.type === 'upload') {
    control = (
      <input
        type="file"
        accept={f.accept.map((k) => (k === 'jpg' ? '.jpg,.jpeg,image/jpeg' : `.${k}`)).join(',')}
        multiple={f.maxFiles > 1}
        data-maxsize={f.maxSizeMb}
        data-maxsize-message={f.maxSizeMessage}
        onChange={(e) => onFileChange(f, e.currentTarget)}
        {...common}
      />
    );
  } else {
    const autoComplete = f.type === 'email' ? 'email' : f.type === 'tel' ? 'tel' : f.id === 'name' ? 'name' : undefined;
    control = (
      <input
        type={f.type}
        placeholder={f.placeholder}
        maxLength={f.type === 'text' || f.type === 'email' || f.type === 'tel' ? (f.maxLength ?? 200) : undefined}
        min={f.type === 'date' ? dateBound(f.min) : typeof f.min === 'number' ? f.min : undefined}
        max={f.type === 'date' ? dateBound(f.max) : typeof f.max === 'number' ? f.max : undefined}
        autoComplete={autoComplete}
        {...common}
      />
    );
  }
  return (
    <div className={`fm-field fm-${f.type}`}>
      <label className="fm-label" htmlFor={domId}>
        {label}
      </label>
      {control}
      {f.type === 'upload' ? (
        <p className="fm-hint">
          {`${f.accept.map((k) => k.toUpperCase()).join(', ')}; hasta ${f.maxSizeMb} MB`}
          {f.maxFiles > 1 ? `, ${f.maxFiles} archivos como máximo` : ''}
        </p>
      ) : null}
      {errorLine}
    </div>
  );
}

/**
 * A form's submit button with the reason the save failed right beside it.
 * The message takes the focus when it appears, so keyboard and screen-reader
 * users land on it instead of having to look for it.
 */
import { useEffect, useRef } from 'react';
import { t } from '../i18n/i18n.js';
import type { FieldErrors } from '../validation.js';

/** Why a save failed, for SaveRow: the server's answer, else how many fields the form marked; null when neither. */
export function saveFailure(prefix: string, saveError: Error | null, fieldErrors: FieldErrors): string | null {
  if (saveError) return `${prefix}: ${saveError.message}`;
  const problems = Object.keys(fieldErrors).length;
  if (problems === 0) return null;
  return `${prefix}: ${t('shop.save.fixFields', { count: problems })}`;
}

export function SaveRow({
  label,
  busyLabel = t('builder.saving'),
  busy,
  error,
  attempt,
  form,
}: {
  label: string;
  /** What the button says while the save runs. */
  busyLabel?: string;
  busy: boolean;
  error: string | null;
  /** Counts the saves tried, so the same message after another try takes the focus again. */
  attempt: number;
  /** The id of the form it submits when it sits outside it (beside a section holding a form of its own). */
  form?: string;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs it on purpose
  useEffect(() => {
    if (error) message.current?.focus();
  }, [error, attempt]);
  return (
    <div className="save-row">
      <button type="submit" form={form} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {error ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={message}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The frame every form field shares: its label, an optional hint under it, the control, and the validation
 * message, the hint and the message tied to the control by aria-describedby (`describedBy`).
 */
import type { ReactNode } from 'react';

/** The ids a control's aria-describedby lists: its hint and error when shown, then any `extra` ids. */
export function describedBy(id: string, shows: { hint?: boolean; error?: boolean }, ...extra: string[]) {
  const ids = [shows.hint ? `${id}-hint` : '', ...extra, shows.error ? `${id}-error` : ''].filter(Boolean);
  return ids.join(' ') || undefined;
}

export function Field({
  id,
  label,
  hint,
  error,
  className = 'field',
  children,
}: {
  /** The control's id; the hint and the message take it as their prefix. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

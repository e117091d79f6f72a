/** A labelled text area with its hint and validation message; a long limit gets a taller box. */
import { useId } from 'react';
import { describedBy, Field } from './field.js';

export function TextAreaField({
  label,
  hint,
  value,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={maxLength > 1000 ? 8 : 3}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error: !!error })}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

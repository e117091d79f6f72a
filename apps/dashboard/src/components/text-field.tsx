/**
 * A labelled input with its validation message right under it, tied by
 * aria-describedby and aria-invalid so screen readers read the message with
 * the field.
 */
import { type InputHTMLAttributes, useId } from 'react';
import { describedBy, Field } from './field.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={`field ${className ?? ''}`}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
        {...input}
      />
    </Field>
  );
}

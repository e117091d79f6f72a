/**
 * The theme form's own inputs: a colour (picker, hex value and its live contrast with white), a font
 * (the stacks every device has, with a sample in it) and a longer text. Each ties its hint and its
 * error to the input, as TextField does.
 */
import { FONT_STACKS, type FontStack } from '@beckon/page-widgets/theme/theme-schema.js';
import { useId } from 'react';
import { contrastNote } from './contrast-note.js';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function ColourField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  /** What the colour is used for. */
  hint: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  const note = contrastNote(value);
  const whole = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="field colour-field">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="color-row">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={whole ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="hex-input"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, `${id}-contrast`, error && `${id}-error`)}
          onChange={(e) => onChange(e.target.value.trim())}
        />
        {whole ? (
          <span className="colour-sample" aria-hidden="true">
            <span style={{ color: value }}>Aa</span>
            <span style={{ background: value }}>Aa</span>
          </span>
        ) : null}
      </div>
      <p className={note && !note.readable ? 'hint contrast-low' : 'hint'} id={`${id}-contrast`}>
        {note ? note.text : 'A colour like #0b5f5f.'}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const FONT_NAMES: Record<FontStack, string> = {
  system: 'System (the device’s own)',
  humanist: 'Humanist',
  geometric: 'Geometric',
  serif: 'Serif',
  rounded: 'Rounded',
  monospace: 'Monospace',
};

const isFont = (value: string): value is FontStack => Object.hasOwn(FONT_STACKS, value);

export function FontField({
  label,
  sample,
  value,
  error,
  onChange,
}: {
  label: string;
  /** A line shown in the chosen font. */
  sample: string;
  value: FontStack;
  error: string | undefined;
  onChange(value: FontStack): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-sample`, error && `${id}-error`)}
        onChange={(e) => {
          if (isFont(e.target.value)) onChange(e.target.value);
        }}
      >
        {Object.entries(FONT_NAMES).map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
      <p className="font-sample" id={`${id}-sample`} style={{ fontFamily: FONT_STACKS[value] }}>
        {sample}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

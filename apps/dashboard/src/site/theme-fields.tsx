/**
 * The theme form's own inputs: a colour (picker, hex value and its live contrast with white) and a font
 * (the stacks every device has, with a sample in it), in the fields' shared frame.
 */
import { FONT_STACKS, type FontStack } from '@beckon/page-widgets/theme/theme-schema.js';
import { useId } from 'react';
import { describedBy, Field } from '../components/field.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { contrastNote } from './contrast-note.js';

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
  const t = useT();
  const id = useId();
  const note = contrastNote(value);
  const whole = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <Field id={id} label={label} hint={hint} error={error} className="field colour-field">
      <div className="color-row">
        <input
          type="color"
          aria-label={t('siteSettings.colourPicker', { label })}
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
          aria-describedby={describedBy(id, { hint: true, error: !!error }, `${id}-contrast`)}
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
        {note ? note.text : t('siteSettings.colourHint')}
      </p>
    </Field>
  );
}

const FONT_NAMES: Record<FontStack, MessageId> = {
  system: 'siteSettings.font.system',
  humanist: 'siteSettings.font.humanist',
  geometric: 'siteSettings.font.geometric',
  serif: 'siteSettings.font.serif',
  rounded: 'siteSettings.font.rounded',
  monospace: 'siteSettings.font.monospace',
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
  const t = useT();
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error: !!error }, `${id}-sample`)}
        onChange={(e) => {
          if (isFont(e.target.value)) onChange(e.target.value);
        }}
      >
        {Object.entries(FONT_NAMES).map(([key, name]) => (
          <option key={key} value={key}>
            {t(name)}
          </option>
        ))}
      </select>
      <p className="font-sample" id={`${id}-sample`} style={{ fontFamily: FONT_STACKS[value] }}>
        {sample}
      </p>
    </Field>
  );
}

/**
 * Builder inputs bound to a draft path: each has a visible label, its
 * validation message right below (aria-describedby + aria-invalid), and
 * writes the typed value back (numbers as numbers; an empty number is NaN, so
 * the schema reports it as "must be a number").
 */
import { type ReactNode, useId } from 'react';
import { errorAt, useBuilder } from './builder-context.js';
import { getIn, type Path } from './draft.js';

interface BaseProps {
  label: string;
  path: Path;
  hint?: string;
}

function Described({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function useBound(path: Path, hint?: string) {
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const error = errorAt(errors, path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    value: getIn(draft, path),
    set: (v: unknown) => set(path, v),
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/**
 * `suggestions` offers common values in a datalist while still taking any text; `type` picks the browser's
 * date and time pickers, which still write the text the schema reads (YYYY-MM-DDTHH:MM, HH:MM).
 */
export function TextInput({
  label,
  path,
  hint,
  multiline = false,
  suggestions,
  type = 'text',
}: BaseProps & { multiline?: boolean; suggestions?: readonly string[]; type?: 'text' | 'datetime-local' | 'time' }) {
  const b = useBound(path, hint);
  const value = typeof b.value === 'string' ? b.value : '';
  const listId = suggestions ? `${b.id}-list` : undefined;
  return (
    <div className="field">
      <label htmlFor={b.id}>{label}</label>
      {multiline ? (
        <textarea id={b.id} value={value} rows={3} onChange={(e) => b.set(e.target.value)} {...b.aria} />
      ) : (
        <input id={b.id} type={type} value={value} list={listId} onChange={(e) => b.set(e.target.value)} {...b.aria} />
      )}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <Described id={b.id} hint={hint} error={b.error} />
    </div>
  );
}

export function NumberInput({
  label,
  path,
  hint,
  min,
  max,
  step,
}: BaseProps & { min?: number; max?: number; step?: number }) {
  const b = useBound(path, hint);
  const value = typeof b.value === 'number' && !Number.isNaN(b.value) ? String(b.value) : '';
  return (
    <div className="field">
      <label htmlFor={b.id}>{label}</label>
      <input
        id={b.id}
        type="number"
        inputMode="decimal"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(e) => b.set(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        {...b.aria}
      />
      <Described id={b.id} hint={hint} error={b.error} />
    </div>
  );
}

export function SelectInput({
  label,
  path,
  hint,
  options,
  onChange,
  shown,
  langOf,
}: BaseProps & {
  options: readonly (readonly [string, string])[];
  /** Replaces writing the chosen string to `path` (a number, or a change that sets more than one path). */
  onChange?(value: string): void;
  /** The option shown for the stored value, when the type reads several values as one (type-settings.ts). */
  shown?(value: string): string;
  /** The language an option's text is in, where it is not the dashboard's (a language by its own name). */
  langOf?(value: string): string | undefined;
}) {
  const b = useBound(path, hint);
  const value = String(b.value ?? '');
  return (
    <div className="field">
      <label htmlFor={b.id}>{label}</label>
      <select
        id={b.id}
        value={shown ? shown(value) : value}
        onChange={(e) => (onChange ?? b.set)(e.target.value)}
        {...b.aria}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value} lang={langOf?.(value)}>
            {text}
          </option>
        ))}
      </select>
      <Described id={b.id} hint={hint} error={b.error} />
    </div>
  );
}

export function CheckboxInput({ label, path, hint }: BaseProps) {
  const b = useBound(path, hint);
  return (
    <div className="field checkbox">
      <input
        id={b.id}
        type="checkbox"
        checked={b.value === true}
        onChange={(e) => b.set(e.target.checked)}
        {...b.aria}
      />
      <label htmlFor={b.id}>{label}</label>
      <Described id={b.id} hint={hint} error={b.error} />
    </div>
  );
}

export function ColorInput({ label, path }: BaseProps) {
  const b = useBound(path);
  const value = typeof b.value === 'string' ? b.value : '';
  const picker = /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
  return (
    <div className="field color">
      <label htmlFor={b.id}>{label}</label>
      <div className="color-row">
        <input type="color" value={picker} aria-label={`${label} picker`} onChange={(e) => b.set(e.target.value)} />
        <input id={b.id} type="text" value={value} onChange={(e) => b.set(e.target.value)} {...b.aria} />
      </div>
      <Described id={b.id} error={b.error} />
    </div>
  );
}

/** One text line per array item (URL rules and the like). */
export function LinesInput({ label, path, hint }: BaseProps) {
  const b = useBound(path, hint);
  const lines = Array.isArray(b.value) ? (b.value as string[]) : [];
  return (
    <div className="field">
      <label htmlFor={b.id}>{label}</label>
      <textarea
        id={b.id}
        rows={3}
        value={lines.join('\n')}
        onChange={(e) => b.set(e.target.value.split('\n'))}
        {...b.aria}
      />
      <Described id={b.id} hint={hint} error={b.error} />
    </div>
  );
}

/** A trigger that is off (null) or on with a number. */
export function NullableNumberInput({ label, path, unit, onValue }: BaseProps & { unit: string; onValue: number }) {
  const b = useBound(path);
  const on = typeof b.value === 'number';
  const numberId = `${b.id}-n`;
  return (
    <div className="field trigger">
      <div className="checkbox">
        <input id={b.id} type="checkbox" checked={on} onChange={(e) => b.set(e.target.checked ? onValue : null)} />
        <label htmlFor={b.id}>{label}</label>
      </div>
      {on ? (
        <div className="inline">
          <input
            id={numberId}
            type="number"
            min={0}
            value={Number.isNaN(b.value) ? '' : String(b.value)}
            onChange={(e) => b.set(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            {...b.aria}
          />
          <label htmlFor={numberId}>{unit}</label>
        </div>
      ) : null}
      <Described id={b.id} error={b.error} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

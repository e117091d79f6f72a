/**
 * A widget's editor form, generated from its own zod settings schema (through
 * zod's JSON Schema export, input side): strings, numbers, booleans, choices,
 * nested objects, lists of objects and per-device values become Puck fields;
 * anything else gets a JSON box, so every setting stays editable and a widget
 * added to the registry needs no second definition here. `cleanValue` turns
 * what the form holds back into what the schema accepts (empty optional
 * fields dropped, numbers typed as numbers).
 */
import type { Field } from '@puckeditor/core';
import { lazy, Suspense, useId, useState } from 'react';
import * as z from 'zod';
import { Loading } from '../components/loading.js';
import { t, useT } from '../i18n/i18n.js';
import { optionLabel, settingLabel } from './widget-words.js';

// The library opens on request, so its screen (and the upload form) loads then, not with the editor.
const MediaPicker = lazy(async () => ({ default: (await import('../media/media-picker.js')).MediaPicker }));

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

const DEVICE_KEYS = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
const LONG_TEXT = 200;

/** The settings schema as JSON Schema, input side (what a document may hold). */
export function settingsJsonSchema(settings: z.ZodType): JsonSchema {
  return z.toJSONSchema(settings, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A per-device setting (responsive() in page-widgets): one value, or one per device. */
function perDeviceBranch(schema: JsonSchema): { value: JsonSchema } | null {
  const object = schema.anyOf?.find((s) => s.properties?.desktop !== undefined);
  const single = schema.anyOf?.find((s) => s !== object);
  return object && single ? { value: single } : null;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function JsonField({ value, onChange, label }: { value: unknown; onChange: (value: unknown) => void; label: string }) {
  const tr = useT();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState('');
  return (
    <label className="editor-json-field">
      <span>{tr('editor.json', { label })}</span>
      <textarea
        value={text}
        rows={4}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setError('');
          } catch {
            setError(tr('editor.jsonNotValid'));
          }
        }}
      />
      {error ? <small role="alert">{error}</small> : null}
    </label>
  );
}

/** An image address: typed, or chosen from the media library (which also uploads). */
function ImageSourceField({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (value: string) => void;
  label: string;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="editor-image-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={text} onChange={(e) => onChange(e.target.value)} />
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('editor.closeLibrary') : t('editor.chooseFromLibrary')}
      </button>
      {open ? (
        <Suspense fallback={<Loading label={t('media.loadingYourImages')} />}>
          <MediaPicker
            selectedUrl={text}
            onPick={(image) => {
              onChange(image.url);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The Puck field for one setting, or for the items of a list, in the dashboard's language at the time it is
 * made (`type`: the widget, whose words for the setting come first).
 */
function fieldFor(key: string, schema: JsonSchema, type?: string, label = settingLabel(key, type)): Field {
  const devices = perDeviceBranch(schema);
  if (devices) {
    return {
      type: 'object',
      label,
      objectFields: Object.fromEntries(
        DEVICE_KEYS.map((d) => [d, fieldFor(key, devices.value, type, settingLabel(d))]),
      ) as Record<string, Field>,
    };
  }
  const kind = typeOf(schema);
  if (schema.enum?.every((v) => typeof v === 'string')) {
    return {
      type: 'select',
      label,
      options: (schema.enum as string[]).map((v) => ({ label: optionLabel(key, v), value: v })),
    };
  }
  if (kind === 'string' && key === 'src') {
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }) => <ImageSourceField value={value} onChange={onChange} label={label} />,
    };
  }
  if (kind === 'string') {
    return (schema.maxLength ?? 0) > LONG_TEXT ? { type: 'textarea', label } : { type: 'text', label };
  }
  if (kind === 'integer' || kind === 'number') {
    return {
      type: 'number',
      label,
      ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
      ...(schema.maximum === undefined || schema.maximum > 1e9 ? {} : { max: schema.maximum }),
      ...(kind === 'integer' ? { step: 1 } : {}),
    };
  }
  if (kind === 'boolean') {
    return {
      type: 'radio',
      label,
      options: [
        { label: t('editor.yes'), value: true },
        { label: t('editor.no'), value: false },
      ],
    };
  }
  if (kind === 'object' && schema.properties) {
    return { type: 'object', label, objectFields: fieldsOf(schema, type) };
  }
  if (kind === 'array' && typeOf(schema.items ?? {}) === 'object' && schema.items?.properties) {
    const items = schema.items;
    const first = Object.keys(items.properties ?? {})[0];
    return {
      type: 'array',
      label,
      arrayFields: fieldsOf(items, type),
      defaultItemProps: itemDefaults(items),
      ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      getItemSummary: (item: Record<string, unknown>, index?: number) =>
        first && typeof item[first] === 'string' && item[first] ? (item[first] as string) : `#${(index ?? 0) + 1}`,
    };
  }
  return {
    type: 'custom',
    label,
    render: ({ value, onChange }) => <JsonField value={value} onChange={onChange} label={label} />,
  };
}

/** One field per setting of an object schema (`type`: the widget it belongs to). */
export function fieldsOf(schema: JsonSchema, type?: string): Record<string, Field> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, fieldFor(key, s, type)]));
}

/** A new list item: its defaults, and an empty text for each required string without one. */
function itemDefaults(items: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(items.properties ?? {})) {
    if (s.default !== undefined) out[key] = s.default;
    else if (items.required?.includes(key) && typeOf(s) === 'string') out[key] = '';
  }
  return out;
}

/**
 * What the form holds, as the schema accepts it: numbers typed in as text
 * become numbers, emptied optional fields disappear, per-device values lose
 * the devices left empty. Unknown shapes pass through for the validator to judge.
 */
export function cleanValue(value: unknown, schema: JsonSchema): unknown {
  const devices = perDeviceBranch(schema);
  if (devices) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return cleanValue(value, devices.value);
    const out: Record<string, unknown> = {};
    for (const d of DEVICE_KEYS) {
      const v = cleanValue((value as Record<string, unknown>)[d], devices.value);
      if (v !== undefined && v !== '') out[d] = v;
    }
    return out;
  }
  const type = typeOf(schema);
  if ((type === 'integer' || type === 'number') && typeof value === 'string') {
    return value.trim() === '' ? undefined : Number(value);
  }
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  if (type === 'object' && schema.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const propSchema = schema.properties[key];
      if (!propSchema) {
        out[key] = v;
        continue;
      }
      const cleaned = cleanValue(v, propSchema);
      const optional = !schema.required?.includes(key) && propSchema.default === undefined;
      if (cleaned === undefined || cleaned === null || (cleaned === '' && optional)) continue;
      out[key] = cleaned;
    }
    return out;
  }
  if (type === 'array' && schema.items && Array.isArray(value)) {
    return value.map((item) => cleanValue(item, schema.items as JsonSchema));
  }
  return value;
}

/** The form's starting value for a setting stored as one value where the form shows devices. */
export function formValue(value: unknown, schema: JsonSchema): unknown {
  if (perDeviceBranch(schema) && value !== undefined && (typeof value !== 'object' || value === null)) {
    return { desktop: value };
  }
  return value;
}

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
import { useT } from '../i18n/i18n.js';

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
const DEVICE_LABELS: Record<(typeof DEVICE_KEYS)[number], string> = {
  desktop: 'Escritorio',
  laptop: 'Portátil (≤ 1366 px)',
  tablet: 'Tableta (≤ 1024 px)',
  mobile: 'Móvil (≤ 767 px)',
};
const LONG_TEXT = 200;

/** The settings schema as JSON Schema, input side (what a document may hold). */
export function settingsJsonSchema(settings: z.ZodType): JsonSchema {
  return z.toJSONSchema(settings, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** "slidesPerView" → "Slides per view". */
function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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
  const t = useT();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState('');
  return (
    <label className="editor-json-field">
      <span>{t('editor.json', { label })}</span>
      <textarea
        value={text}
        rows={4}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setError('');
          } catch {
            setError('not valid JSON yet');
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

/** The Puck field for one setting, or for the items of a list. */
function fieldFor(key: string, schema: JsonSchema, label = labelOf(key)): Field {
  const devices = perDeviceBranch(schema);
  if (devices) {
    return {
      type: 'object',
      label,
      objectFields: Object.fromEntries(
        DEVICE_KEYS.map((d) => [d, fieldFor(d, devices.value, DEVICE_LABELS[d])]),
      ) as Record<string, Field>,
    };
  }
  const type = typeOf(schema);
  if (schema.enum?.every((v) => typeof v === 'string')) {
    return { type: 'select', label, options: (schema.enum as string[]).map((v) => ({ label: v, value: v })) };
  }
  if (type === 'string' && key === 'src') {
    return {
      type: 'custom',
      label,
      render: ({ value, onChange }) => <ImageSourceField value={value} onChange={onChange} label={label} />,
    };
  }
  if (type === 'string') {
    return (schema.maxLength ?? 0) > LONG_TEXT ? { type: 'textarea', label } : { type: 'text', label };
  }
  if (type === 'integer' || type === 'number') {
    return {
      type: 'number',
      label,
      ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
      ...(schema.maximum === undefined || schema.maximum > 1e9 ? {} : { max: schema.maximum }),
      ...(type === 'integer' ? { step: 1 } : {}),
    };
  }
  if (type === 'boolean') {
    return {
      type: 'radio',
      label,
      options: [
        { label: 'Sí', value: true },
        { label: 'No', value: false },
      ],
    };
  }
  if (type === 'object' && schema.properties) {
    return { type: 'object', label, objectFields: fieldsOf(schema) };
  }
  if (type === 'array' && typeOf(schema.items ?? {}) === 'object' && schema.items?.properties) {
    const items = schema.items;
    const first = Object.keys(items.properties ?? {})[0];
    return {
      type: 'array',
      label,
      arrayFields: fieldsOf(items),
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

/** One field per setting of an object schema. */
export function fieldsOf(schema: JsonSchema): Record<string, Field> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, fieldFor(key, s)]));
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

/**
 * The server's check of one submission against the form's stored definition
 * (§5): every value belongs to a field of the form, required fields are
 * present, choices are among the options, dates and numbers within their
 * bounds, texts within their length and free of control characters, files
 * within their size, count and kinds. Pure: the caller reads the request and
 * detects each file's type from its bytes. Messages are the visitor's (Spanish).
 */
import { resolveDateBound, UPLOAD_KINDS } from './fields.js';
import type { FormField, FormSettings } from './schema.js';

export interface ReceivedFile {
  name: string;
  size: number;
  /** The type its magic bytes show (file-type), undefined when unknown. */
  detectedMime: string | undefined;
}

export interface CheckResult {
  errors: Record<string, string>;
  /** The accepted values by field id (checkbox: a list; acceptance: 'on'). */
  values: Record<string, string | string[]>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL = /^[+()\d][\d\s()+.-]{5,24}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
/** C0 controls (NUL breaks jsonb) except tab and line breaks, DEL, C1 controls, and unpaired surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SINGLE_LINE_BREAK = /[\r\n]/;

const DEFAULT_MAX_LENGTH: Partial<Record<FormField['type'], number>> = {
  text: 200,
  email: 254,
  tel: 25,
  textarea: 5000,
};

type Messages = Pick<FormSettings, 'requiredMessage' | 'invalidMessage'>;

function checkText(f: FormField, v: string, m: Messages, now: Date): string | null {
  const max = f.maxLength ?? DEFAULT_MAX_LENGTH[f.type] ?? 200;
  if (v.length > max) return `El texto es demasiado largo (máximo ${max} caracteres).`;
  if (CONTROL.test(v) || LONE_SURROGATE.test(v)) return m.invalidMessage;
  if (f.type !== 'textarea' && SINGLE_LINE_BREAK.test(v)) return m.invalidMessage;
  switch (f.type) {
    case 'email':
      return EMAIL.test(v) ? null : 'Introduzca un correo electrónico válido.';
    case 'tel':
      return TEL.test(v) ? null : 'Introduzca un teléfono válido.';
    case 'select':
    case 'radio':
      return f.options.includes(v) ? null : m.invalidMessage;
    case 'time':
      return TIME.test(v) ? null : 'Introduzca una hora válida (hh:mm).';
    case 'date': {
      if (!DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return 'Introduzca una fecha válida.';
      const min = resolveDateBound(f.min, now, 1);
      const max2 = resolveDateBound(f.max, now, -1);
      if (min && v < min) return 'La fecha elegida es anterior a la permitida.';
      if (max2 && v > max2) return 'La fecha elegida es posterior a la permitida.';
      return null;
    }
    case 'number': {
      if (!NUMBER.test(v)) return 'Introduzca un número.';
      const n = Number(v);
      if (typeof f.min === 'number' && n < f.min) return `El valor mínimo es ${f.min}.`;
      if (typeof f.max === 'number' && n > f.max) return `El valor máximo es ${f.max}.`;
      return null;
    }
    default:
      return null;
  }
}

function checkFiles(f: FormField, files: readonly ReceivedFile[]): string | null {
  if (files.length > f.maxFiles) return `Puede adjuntar como máximo ${f.maxFiles} archivo(s).`;
  const allowed = new Set<string>(f.accept.map((k) => UPLOAD_KINDS[k].mime));
  for (const file of files) {
    if (file.size > f.maxSizeMb * 1024 * 1024) return f.maxSizeMessage;
    if (!file.detectedMime || !allowed.has(file.detectedMime))
      return `Tipo de archivo no admitido: ${f.accept.map((k) => k.toUpperCase()).join(', ')}.`;
  }
  return null;
}

export function checkSubmission(
  settings: Pick<FormSettings, 'fields' | 'requiredMessage' | 'invalidMessage'>,
  texts: ReadonlyMap<string, readonly string[]>,
  files: ReadonlyMap<string, readonly ReceivedFile[]>,
  now: Date,
): CheckResult {
  const errors: Record<string, string> = {};
  const values: Record<string, string | string[]> = {};
  for (const f of settings.fields) {
    if (f.type === 'step') continue;
    if (f.type === 'upload') {
      const list = files.get(f.id) ?? [];
      if (texts.has(f.id)) errors[f.id] = settings.invalidMessage;
      else if (list.length === 0) {
        if (f.required) errors[f.id] = settings.requiredMessage;
      } else {
        const problem = checkFiles(f, list);
        if (problem) errors[f.id] = problem;
      }
      continue;
    }
    if (files.has(f.id)) {
      errors[f.id] = settings.invalidMessage;
      continue;
    }
    const given = (texts.get(f.id) ?? []).map((v) => v.trim()).filter((v) => v !== '');
    if (given.length === 0) {
      if (f.required) errors[f.id] = settings.requiredMessage;
      continue;
    }
    if (f.type === 'checkbox') {
      const unique = [...new Set(given)];
      if (unique.some((v) => !f.options.includes(v))) errors[f.id] = settings.invalidMessage;
      else values[f.id] = unique;
      continue;
    }
    if (given.length > 1) {
      errors[f.id] = settings.invalidMessage;
      continue;
    }
    const v = given[0] as string;
    if (f.type === 'acceptance') {
      if (v === 'on') values[f.id] = 'on';
      else errors[f.id] = settings.invalidMessage;
      continue;
    }
    const problem = checkText(f, v, settings, now);
    if (problem) errors[f.id] = problem;
    else values[f.id] = v;
  }
  return { errors, values };
}

/** Field ids a submission may carry: any other name is refused before anything is read further. */
export function knownFieldIds(settings: Pick<FormSettings, 'fields'>): Set<string> {
  return new Set(settings.fields.filter((f) => f.type !== 'step').map((f) => f.id));
}

/**
 * What the form's island needs of its fields at run time, apart from the
 * settings schema (schema.ts) so the island never downloads the validator.
 */

/** File kinds an upload field may accept, by the type its magic bytes show. */
export const UPLOAD_KINDS = {
  jpg: { mime: 'image/jpeg', ext: '.jpg,.jpeg' },
  png: { mime: 'image/png', ext: '.png' },
  webp: { mime: 'image/webp', ext: '.webp' },
  pdf: { mime: 'application/pdf', ext: '.pdf' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

export const STEP_ICONS = ['user', 'calendar', 'camera', 'message', 'check'] as const;

/** The multipart name of a field's value (`form_fields[id]`, as the page builder names them). */
export function fieldName(f: { id: string; type: string }): string {
  return f.type === 'checkbox' ? `form_fields[${f.id}][]` : `form_fields[${f.id}]`;
}

/** The DOM id of a field's input, where server errors attach (§5). */
export function fieldDomId(formId: string, fieldId: string): string {
  return `${formId}-field-${fieldId}`;
}

/**
 * A date bound as YYYY-MM-DD: `today` is the UTC date `lenientDays` before `now` (the server allows a
 * day, so a visitor whose day started earlier or later than UTC is never refused the current day).
 */
export function resolveDateBound(bound: string | number | undefined, now: Date, lenientDays = 0): string | undefined {
  if (bound === undefined || typeof bound === 'number') return undefined;
  if (bound !== 'today') return bound;
  return new Date(now.getTime() - lenientDays * 86_400_000).toISOString().slice(0, 10);
}

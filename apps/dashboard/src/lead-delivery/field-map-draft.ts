/**
 * The mapping rows as the owner edits them (name, phone, and other fields by their label) and the API's
 * field_map they stand for, both ways, so the connect and the edit forms read and send the same thing.
 * The API lets the name or the phone go to several of the tool's fields, so each has a list of rows.
 */
import type { IntegrationFieldMapping, IntegrationFieldsAnswer } from '@beckon/owner-api';

interface ExtraField {
  label: string;
  field: string;
}

export interface FieldMapDraft {
  /** Where the name goes: the first row is always there, the others only when a saved mapping has them. */
  nameFields: string[];
  phoneFields: string[];
  extras: ExtraField[];
}

const FIELD_PREFIX = 'field:';

/** The rows for a saved mapping; one empty row of another field is always there to fill in. */
export function draftFromFieldMap(fieldMap: readonly IntegrationFieldMapping[]): FieldMapDraft {
  const extras = fieldMap
    .filter((m) => m.from.startsWith(FIELD_PREFIX))
    .map((m) => ({ label: m.from.slice(FIELD_PREFIX.length), field: m.to }));
  const targets = (from: string) => fieldMap.filter((m) => m.from === from).map((m) => m.to);
  const atLeastOne = (rows: string[]) => (rows.length > 0 ? rows : ['']);
  return {
    nameFields: atLeastOne(targets('name')),
    phoneFields: atLeastOne(targets('phone')),
    extras: extras.length > 0 ? extras : [{ label: '', field: '' }],
  };
}

/** The field_map to send: rows left empty are not sent. */
export function fieldMapFromDraft(draft: FieldMapDraft): IntegrationFieldMapping[] {
  const rows = (from: string, fields: string[]) => fields.flatMap((f) => (f.trim() ? [{ from, to: f.trim() }] : []));
  return [
    ...rows('name', draft.nameFields),
    ...rows('phone', draft.phoneFields),
    ...draft.extras.flatMap((x) =>
      x.label.trim() && x.field.trim() ? [{ from: `${FIELD_PREFIX}${x.label.trim()}`, to: x.field.trim() }] : [],
    ),
  ];
}

/** A field the tool does not have is not kept as the choice: the owner picks one it has. */
function keepIfListed(value: string, toolFields: IntegrationFieldsAnswer): string {
  return toolFields.free_text || toolFields.fields.some((f) => f.id === value) ? value : '';
}

/** The rows once the tool's fields are read: each row names one of them, or nothing. */
export function keepListedFields(draft: FieldMapDraft, toolFields: IntegrationFieldsAnswer): FieldMapDraft {
  return {
    nameFields: draft.nameFields.map((f) => keepIfListed(f, toolFields)),
    phoneFields: draft.phoneFields.map((f) => keepIfListed(f, toolFields)),
    extras: draft.extras.map((x) => ({ ...x, field: keepIfListed(x.field, toolFields) })),
  };
}

/** Tags as typed, separated by commas. */
export function tagsFromText(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

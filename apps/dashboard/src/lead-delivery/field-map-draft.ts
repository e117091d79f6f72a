/**
 * The mapping rows as the owner edits them (name, phone, and other fields by their label) and the API's
 * field_map they stand for, both ways, so the connect and the edit forms read and send the same thing.
 */
import type { IntegrationFieldMapping, IntegrationFieldsAnswer } from '@beckon/owner-api';

interface ExtraField {
  label: string;
  field: string;
}

export interface FieldMapDraft {
  nameField: string;
  phoneField: string;
  extras: ExtraField[];
}

const FIELD_PREFIX = 'field:';

/** The rows for a saved mapping; one empty row of another field is always there to fill in. */
export function draftFromFieldMap(fieldMap: readonly IntegrationFieldMapping[]): FieldMapDraft {
  const extras = fieldMap
    .filter((m) => m.from.startsWith(FIELD_PREFIX))
    .map((m) => ({ label: m.from.slice(FIELD_PREFIX.length), field: m.to }));
  return {
    nameField: fieldMap.find((m) => m.from === 'name')?.to ?? '',
    phoneField: fieldMap.find((m) => m.from === 'phone')?.to ?? '',
    extras: extras.length > 0 ? extras : [{ label: '', field: '' }],
  };
}

/** The field_map to send: rows left empty are not sent. */
export function fieldMapFromDraft(draft: FieldMapDraft): IntegrationFieldMapping[] {
  const name = draft.nameField.trim();
  const phone = draft.phoneField.trim();
  return [
    ...(name ? [{ from: 'name', to: name }] : []),
    ...(phone ? [{ from: 'phone', to: phone }] : []),
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
    nameField: keepIfListed(draft.nameField, toolFields),
    phoneField: keepIfListed(draft.phoneField, toolFields),
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

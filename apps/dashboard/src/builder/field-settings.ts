/**
 * Which of a form field's settings the widget's form reads for each field type
 * (packages/widget/src/renderer/form-field-input.tsx). The builder shows only those, as type-settings.ts does for
 * pop-up types: a control that changes nothing for visitors is a defect.
 */
import type { FieldType } from '@beckon/popup-schema';
import { standardName } from '@beckon/widget/renderer';

export interface FieldSettings {
  /** Drawn with the field; a hidden field's names only its column in Leads. */
  label: 'drawn' | 'column';
  /** The input's placeholder, or a single select's empty choice. */
  placeholder: boolean;
  required: boolean;
  /** The control's element id, which its label points at. */
  id: boolean;
  /** The name the lead carries the value under: standard fields are sent under the spec's names instead. */
  name: boolean;
}

/** Checkboxes, consent and radio groups: the label wraps each box, so nothing shows a placeholder or needs an id. */
const BOXES: readonly FieldType[] = ['checkbox', 'consent', 'radio'];

export function fieldSettings(type: FieldType): FieldSettings {
  // A hidden field is only its name and value: nothing of it is drawn or checked.
  const name = standardName(type) === undefined;
  if (type === 'hidden') return { label: 'column', placeholder: false, required: false, id: false, name };
  const boxes = BOXES.includes(type);
  // A multiple select has no empty first choice to carry a placeholder.
  return { label: 'drawn', placeholder: !boxes && type !== 'multi-select', required: true, id: !boxes, name };
}

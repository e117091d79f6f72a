/**
 * The lead form's fields (spec §3 "Form fields") and their validation
 * settings (§5: email and phone modes, required), plus the submit label;
 * fields are added, removed and reordered with buttons, as blocks are.
 */
import {
  EMAIL_VALIDATIONS,
  FIELD_TYPES,
  type FieldType,
  type FormField,
  PHONE_VALIDATIONS,
} from '@beckon/popup-schema';
import { useState } from 'react';
import { ItemTools } from '../components/item-tools.js';
import { moveItem } from '../components/move-item.js';
import { useBuilder } from './builder-context.js';
import { newField } from './draft.js';
import { fieldSettings } from './field-settings.js';
import { CheckboxInput, LinesInput, Section, SelectInput, TextInput } from './inputs.js';

const WITH_OPTIONS = new Set<FieldType>(['radio', 'select', 'multi-select', 'preferences']);

export function FormFieldsEditor() {
  const { draft, set } = useBuilder();
  const fields = draft.design.fields;
  const [type, setType] = useState<FieldType>('name');
  const write = (next: FormField[]) => set(['design', 'fields'], next);

  return (
    <Section title="Form fields">
      {fields.length === 0 ? <p className="hint">No fields: only the button shows; a click on it converts.</p> : null}
      <ol className="blocks">
        {fields.map((field, i) => {
          const at = ['design', 'fields', i] as const;
          const name = `Field ${i + 1} (${field.type})`;
          const shows = fieldSettings(field.type);
          return (
            // Index keys: editing a field's id must not remount its inputs.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="block" id={`builder-field-${i}`}>
              <div className="block-head">
                <h4>{name}</h4>
                <ItemTools
                  name={name}
                  index={i}
                  count={fields.length}
                  onMove={(from, to) => write(moveItem(fields, from, to))}
                  onRemove={() => write(fields.filter((_, j) => j !== i))}
                />
              </div>
              <div className="grid-2">
                <TextInput
                  label={shows.label === 'drawn' ? 'Label' : 'Name of its column in Leads'}
                  path={[...at, 'label']}
                />
                {shows.placeholder ? <TextInput label="Placeholder" path={[...at, 'placeholder']} /> : null}
              </div>
              {shows.required ? <CheckboxInput label="Required" path={[...at, 'required']} /> : null}
              {field.type === 'email' ? (
                <SelectInput
                  label="Email check"
                  path={[...at, 'email_validation']}
                  options={EMAIL_VALIDATIONS.map((v) => [v, v] as const)}
                />
              ) : null}
              {field.type === 'phone' || field.type === 'tel' ? (
                <div className="grid-2">
                  <SelectInput
                    label="Phone check"
                    path={[...at, 'phone_validation']}
                    options={PHONE_VALIDATIONS.map((v) => [v, v] as const)}
                  />
                  <TextInput label="Default country (ISO code)" path={[...at, 'phone_country']} />
                </div>
              ) : null}
              {WITH_OPTIONS.has(field.type) ? (
                <LinesInput label="Choices (one per line)" path={[...at, 'options']} />
              ) : null}
              {field.type === 'hidden' ? <TextInput label="Value sent" path={[...at, 'value']} /> : null}
              <details>
                <summary>Advanced</summary>
                {shows.id ? <TextInput label="Field id" path={[...at, 'id']} /> : null}
                {shows.name ? <TextInput label="Input name sent with the lead" path={[...at, 'name']} /> : null}
              </details>
            </li>
          );
        })}
      </ol>
      <div className="add-row">
        <label htmlFor="new-field-type">New field type</label>
        <select id="new-field-type" value={type} onChange={(e) => setType(e.target.value as FieldType)}>
          {FIELD_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => write([...fields, newField(type, fields)])}>
          Add field
        </button>
      </div>
      <TextInput label="Submit button label" path={['design', 'submit_label']} />
    </Section>
  );
}

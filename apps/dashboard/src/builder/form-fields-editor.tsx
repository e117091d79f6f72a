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
import { type MessageId, useT } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { newField } from './draft.js';
import { fieldSettings } from './field-settings.js';
import { FIELD_TYPE_NAMES } from './field-type-names.js';
import { CheckboxInput, LinesInput, Section, SelectInput, TextInput } from './inputs.js';

const EMAIL_CHECKS: Record<(typeof EMAIL_VALIDATIONS)[number], MessageId> = {
  'business-email': 'builder.emailCheck.business-email',
  'check-typos': 'builder.emailCheck.check-typos',
  'typos-business': 'builder.emailCheck.typos-business',
  'no-validation': 'builder.emailCheck.no-validation',
};

const PHONE_CHECKS: Record<(typeof PHONE_VALIDATIONS)[number], MessageId> = {
  basic: 'builder.phoneCheck.basic',
  international: 'builder.phoneCheck.international',
  advanced: 'builder.phoneCheck.advanced',
};

const WITH_OPTIONS = new Set<FieldType>(['radio', 'select', 'multi-select', 'preferences']);

export function FormFieldsEditor() {
  const t = useT();
  const { draft, set } = useBuilder();
  const fields = draft.design.fields;
  const [type, setType] = useState<FieldType>('name');
  const write = (next: FormField[]) => set(['design', 'fields'], next);

  return (
    <Section title={t('builder.formFields')}>
      {fields.length === 0 ? <p className="hint">{t('builder.noFieldsOnlyThe')}</p> : null}
      <ol className="blocks">
        {fields.map((field, i) => {
          const at = ['design', 'fields', i] as const;
          const name = t('builder.fieldNumbered', { n: i + 1, type: t(FIELD_TYPE_NAMES[field.type]) });
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
                  label={shows.label === 'drawn' ? t('builder.label') : t('builder.nameOfItsColumn')}
                  path={[...at, 'label']}
                />
                {shows.placeholder ? (
                  <TextInput label={t('builder.placeholder')} path={[...at, 'placeholder']} />
                ) : null}
              </div>
              {shows.required ? <CheckboxInput label={t('builder.required')} path={[...at, 'required']} /> : null}
              {field.type === 'email' ? (
                <SelectInput
                  label={t('builder.emailCheck')}
                  path={[...at, 'email_validation']}
                  options={EMAIL_VALIDATIONS.map((v) => [v, t(EMAIL_CHECKS[v])] as const)}
                />
              ) : null}
              {field.type === 'phone' || field.type === 'tel' ? (
                <div className="grid-2">
                  <SelectInput
                    label={t('builder.phoneCheck')}
                    path={[...at, 'phone_validation']}
                    options={PHONE_VALIDATIONS.map((v) => [v, t(PHONE_CHECKS[v])] as const)}
                  />
                  <TextInput label={t('builder.defaultCountryIsoCode')} path={[...at, 'phone_country']} />
                </div>
              ) : null}
              {WITH_OPTIONS.has(field.type) ? (
                <LinesInput label={t('builder.choicesOnePerLine')} path={[...at, 'options']} />
              ) : null}
              {field.type === 'hidden' ? <TextInput label={t('builder.valueSent')} path={[...at, 'value']} /> : null}
              <details>
                <summary>{t('builder.advanced')}</summary>
                {shows.id ? <TextInput label={t('builder.fieldId')} path={[...at, 'id']} /> : null}
                {shows.name ? <TextInput label={t('builder.inputNameSentWith')} path={[...at, 'name']} /> : null}
              </details>
            </li>
          );
        })}
      </ol>
      <div className="add-row">
        <label htmlFor="new-field-type">{t('builder.newFieldType')}</label>
        <select id="new-field-type" value={type} onChange={(e) => setType(e.target.value as FieldType)}>
          {FIELD_TYPES.map((fieldType) => (
            <option key={fieldType} value={fieldType}>
              {t(FIELD_TYPE_NAMES[fieldType])}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => write([...fields, newField(type, fields)])}>
          {t('builder.addField')}
        </button>
      </div>
      <TextInput label={t('builder.submitButtonLabel')} path={['design', 'submit_label']} />
    </Section>
  );
}

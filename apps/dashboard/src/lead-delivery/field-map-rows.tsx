/**
 * The mapping rows of an email tool, on the connect and the edit forms: where the name, the phone and other
 * pop-up fields (by their label) go at the tool, offering the tool's own fields once they are read.
 */
import type { IntegrationFieldsAnswer } from '@beckon/owner-api';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import type { FieldMapDraft } from './field-map-draft.js';
import { ToolFieldInput } from './tool-field-input.js';

/** The API takes 30 mappings; the name and the phone have their own. */
const MAX_EXTRA_FIELDS = 28;

export function FieldMapRows({
  draft,
  onChange,
  toolLabel,
  toolFields,
  reading,
  readError,
}: {
  draft: FieldMapDraft;
  onChange: (draft: FieldMapDraft) => void;
  toolLabel: string;
  toolFields: IntegrationFieldsAnswer | undefined;
  reading: boolean;
  readError: Error | null;
}) {
  const t = useT();
  const { extras } = draft;
  const setExtras = (next: FieldMapDraft['extras']) => onChange({ ...draft, extras: next });
  return (
    <fieldset>
      <legend>{t('lead-delivery.fields')}</legend>
      <p className="hint">{t('lead-delivery.theEmailAddressAlways', { value: toolLabel })}</p>
      {reading ? <p role="status">{t('lead-delivery.readingFields', { value: toolLabel })}</p> : null}
      {readError ? (
        <p className="hint" role="status">
          {t('lead-delivery.couldNotReadFields', { value: toolLabel, message: readError.message })}
        </p>
      ) : null}
      <ToolFieldInput
        label={t('lead-delivery.nameGoesTo')}
        value={draft.nameField}
        onChange={(nameField) => onChange({ ...draft, nameField })}
        toolFields={toolFields}
        toolLabel={toolLabel}
      />
      <ToolFieldInput
        label={t('lead-delivery.phoneGoesTo')}
        value={draft.phoneField}
        onChange={(phoneField) => onChange({ ...draft, phoneField })}
        toolFields={toolFields}
        toolLabel={toolLabel}
      />
      {extras.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and removed by position.
        <div className="field-pair" key={i}>
          <TextField
            label={t('lead-delivery.anotherFieldN', { n: i + 1 })}
            value={x.label}
            onChange={(e) => setExtras(extras.map((y, j) => (j === i ? { ...y, label: e.target.value } : y)))}
          />
          <ToolFieldInput
            label={t('lead-delivery.goesToN', { n: i + 1 })}
            value={x.field}
            onChange={(field) => setExtras(extras.map((y, j) => (j === i ? { ...y, field } : y)))}
            toolFields={toolFields}
            toolLabel={toolLabel}
          />
          {extras.length > 1 ? (
            <button type="button" onClick={() => setExtras(extras.filter((_, j) => j !== i))}>
              {t('lead-delivery.removeFieldN', { n: i + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {extras.length < MAX_EXTRA_FIELDS ? (
        <p className="button-row">
          <button type="button" onClick={() => setExtras([...extras, { label: '', field: '' }])}>
            {t('lead-delivery.addAnotherField')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

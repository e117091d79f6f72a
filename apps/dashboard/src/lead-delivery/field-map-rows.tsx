/**
 * The mapping rows of an email tool, on the connect and the edit forms: where the name, the phone and other
 * pop-up fields (by their label) go at the tool, offering the tool's own fields once they are read.
 */
import type { IntegrationFieldsAnswer } from '@beckon/owner-api';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import type { FieldMapDraft } from './field-map-draft.js';
import { ToolFieldInput } from './tool-field-input.js';

/** The API takes 30 mappings, the name's and the phone's rows among them. */
const MAX_MAPPINGS = 30;

/**
 * The rows of one of the lead's values (name or phone): the first always, and every further tool field a saved
 * mapping sends it to, each removable, so saving sends back what was saved unless the owner removes it.
 */
function ValueRows({
  fields,
  onChange,
  firstLabel,
  moreLabel,
  removeLabel,
  toolFields,
  toolLabel,
}: {
  fields: string[];
  onChange: (fields: string[]) => void;
  firstLabel: string;
  moreLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  toolFields: IntegrationFieldsAnswer | undefined;
  toolLabel: string;
}) {
  const set = (i: number, value: string) => onChange(fields.map((f, j) => (j === i ? value : f)));
  return fields.map((value, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows are only removed by position and never reordered.
    <div key={i}>
      <ToolFieldInput
        label={i === 0 ? firstLabel : moreLabel(i + 1)}
        value={value}
        onChange={(next) => set(i, next)}
        toolFields={toolFields}
        toolLabel={toolLabel}
      />
      {i > 0 ? (
        <button type="button" onClick={() => onChange(fields.filter((_, j) => j !== i))}>
          {removeLabel(i + 1)}
        </button>
      ) : null}
    </div>
  ));
}

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
      <ValueRows
        fields={draft.nameFields}
        onChange={(nameFields) => onChange({ ...draft, nameFields })}
        firstLabel={t('lead-delivery.nameGoesTo')}
        moreLabel={(n) => t('lead-delivery.nameAlsoGoesToN', { n })}
        removeLabel={(n) => t('lead-delivery.removeNameRowN', { n })}
        toolFields={toolFields}
        toolLabel={toolLabel}
      />
      <ValueRows
        fields={draft.phoneFields}
        onChange={(phoneFields) => onChange({ ...draft, phoneFields })}
        firstLabel={t('lead-delivery.phoneGoesTo')}
        moreLabel={(n) => t('lead-delivery.phoneAlsoGoesToN', { n })}
        removeLabel={(n) => t('lead-delivery.removePhoneRowN', { n })}
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
      {draft.nameFields.length + draft.phoneFields.length + extras.length < MAX_MAPPINGS ? (
        <p className="button-row">
          <button type="button" onClick={() => setExtras([...extras, { label: '', field: '' }])}>
            {t('lead-delivery.addAnotherField')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

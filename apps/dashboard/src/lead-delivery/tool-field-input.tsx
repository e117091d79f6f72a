/**
 * Where one of the lead's values goes at the tool: a choice among the tool's own fields once they are read,
 * with free text beside the choices where the tool takes fields it cannot list (Klaviyo's custom properties),
 * and plain text while they are not known (still reading, or the tool did not answer).
 */
import type { IntegrationField, IntegrationFieldsAnswer } from '@beckon/owner-api';
import { useId } from 'react';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';

const optionLabel = (f: IntegrationField) => (f.name === f.id ? f.id : `${f.name} (${f.id})`);

export function ToolFieldInput({
  label,
  value,
  onChange,
  toolFields,
  toolLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  toolFields: IntegrationFieldsAnswer | undefined;
  toolLabel: string;
}) {
  const t = useT();
  const id = useId();
  if (toolFields === undefined)
    return <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
  if (toolFields.free_text)
    return (
      <>
        <TextField
          label={label}
          hint={t('lead-delivery.pickOrTypeAProperty', { value: toolLabel })}
          list={`${id}-choices`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <datalist id={`${id}-choices`}>
          {toolFields.fields.map((f) => (
            <option key={f.id} value={f.id} label={f.name} />
          ))}
        </datalist>
      </>
    );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('lead-delivery.notSent')}</option>
        {toolFields.fields.map((f) => (
          <option key={f.id} value={f.id}>
            {optionLabel(f)}
          </option>
        ))}
      </select>
    </div>
  );
}

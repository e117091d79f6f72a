/** How long leads and form submissions are kept: off, 6, 12 or 24 months (deleted daily by the server). */
import type { RetentionSetting as Retention } from '@beckon/owner-api/privacy';
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { privacyQueries, saveRetention } from './privacy-queries.js';

const CHOICES: readonly { value: Retention['retention_months']; label: MessageId }[] = [
  { value: null, label: 'privacy.keep' },
  { value: 6, label: 'privacy.delete6' },
  { value: 12, label: 'privacy.delete12' },
  { value: 24, label: 'privacy.delete24' },
];

export function RetentionSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(privacyQueries.retention(), saveRetention);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  return (
    <form className="section" onSubmit={submit} aria-labelledby="retention-title">
      <h2 id="retention-title">{t('privacy.howLongLeadsAre')}</h2>
      <p className="hint">{t('privacy.leadsAndFormSubmissions')}</p>
      <fieldset className="section">
        <legend>{t('privacy.leadsAndFormSubmissions2')}</legend>
        {CHOICES.map((c) => (
          <div className="field checkbox" key={String(c.value)}>
            <input
              type="radio"
              id={`retention-${c.value ?? 'off'}`}
              name="retention"
              checked={draft !== undefined && draft.retention_months === c.value}
              disabled={draft === undefined}
              onChange={() => setDraft({ retention_months: c.value })}
            />
            <label htmlFor={`retention-${c.value ?? 'off'}`}>{t(c.label)}</label>
          </div>
        ))}
      </fieldset>
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

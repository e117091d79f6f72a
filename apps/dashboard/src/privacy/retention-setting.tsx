/** How long leads and form submissions are kept: off, 6, 12 or 24 months (deleted daily by the server). */
import type { RetentionSetting as Retention } from '@beckon/owner-api/privacy';
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { privacyQueries, saveRetention } from './privacy-queries.js';

const CHOICES: readonly { value: Retention['retention_months']; label: string }[] = [
  { value: null, label: 'Keep them until I delete them' },
  { value: 6, label: 'Delete them after 6 months' },
  { value: 12, label: 'Delete them after 12 months' },
  { value: 24, label: 'Delete them after 24 months' },
];

export function RetentionSetting() {
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(privacyQueries.retention(), saveRetention);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  return (
    <form className="section" onSubmit={submit} aria-labelledby="retention-title">
      <h2 id="retention-title">How long leads are kept</h2>
      <p className="hint">
        Leads and form submissions older than this are deleted once a day. Orders are not: the tax records need them.
      </p>
      <fieldset className="section">
        <legend>Leads and form submissions</legend>
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
            <label htmlFor={`retention-${c.value ?? 'off'}`}>{c.label}</label>
          </div>
        ))}
      </fieldset>
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

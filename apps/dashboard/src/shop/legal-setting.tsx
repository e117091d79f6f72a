/**
 * The Products screen's legal details: the business's legal name, NIF and fiscal address that the
 * shop's invoices print as the seller. An invoice cannot be issued until name and NIF are set; an
 * issued invoice keeps the details it was issued with. The server checks them; its refusal shows
 * beside the field.
 */
import type { FormEvent } from 'react';
import { ApiError } from '../api/client.js';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { TextAreaField } from '../components/text-area-field.js';
import { TextField } from '../components/text-field.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { saveShopLegal, shopQueries } from './shop-queries.js';

const MARKED = new Error('Not saved: fix the fields marked above.');

export function LegalSetting() {
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.legal(), saveShopLegal);
  const refused = save.error instanceof ApiError && save.error.status === 400 ? save.error : null;
  const fields = refused ? serverFieldErrors(refused.detail) : {};
  const marked = Object.keys(fields).length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The answer is the details as stored (the NIF in capitals): the fields show them so.
    if (draft) save.mutate(draft, { onSuccess: setDraft });
  };
  const change = (key: 'legal_name' | 'tax_id' | 'address', value: string) => {
    save.reset();
    if (draft) setDraft({ ...draft, [key]: value });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="legal-title" className="section">
      <h2 id="legal-title">Legal details for invoices</h2>
      <p className="hint">
        Invoices name your business as the seller with these details. An order’s invoice can be downloaded once they are
        set and the order is processing or completed.
      </p>
      <TextField
        label="Legal name"
        autoComplete="organization"
        value={draft?.legal_name ?? ''}
        disabled={draft === undefined}
        error={fields.legal_name}
        onChange={(e) => change('legal_name', e.target.value)}
      />
      <TextField
        label="NIF / CIF"
        hint="For example B12345678."
        autoComplete="off"
        spellCheck={false}
        value={draft?.tax_id ?? ''}
        disabled={draft === undefined}
        error={fields.tax_id}
        onChange={(e) => change('tax_id', e.target.value)}
      />
      <TextAreaField
        label="Fiscal address"
        hint="As it should appear on invoices; line breaks are kept."
        maxLength={400}
        value={draft?.address ?? ''}
        error={fields.address}
        onChange={(v) => change('address', v)}
      />
      <SettingsSaveRow
        error={marked ? MARKED : error}
        busy={save.isPending}
        ready={draft !== undefined}
        saved={isSaved}
      />
    </form>
  );
}

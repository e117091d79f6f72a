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
import { useT } from '../i18n/i18n.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { saveShopLegal, shopQueries } from './shop-queries.js';

export function LegalSetting() {
  const t = useT();
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
      <h2 id="legal-title">{t('shop.legal.title')}</h2>
      <p className="hint">{t('shop.legal.hint')}</p>
      <TextField
        label={t('shop.legal.name')}
        autoComplete="organization"
        value={draft?.legal_name ?? ''}
        disabled={draft === undefined}
        error={fields.legal_name}
        onChange={(e) => change('legal_name', e.target.value)}
      />
      <TextField
        label="NIF / CIF"
        hint={t('shop.legal.taxIdHint')}
        autoComplete="off"
        spellCheck={false}
        value={draft?.tax_id ?? ''}
        disabled={draft === undefined}
        error={fields.tax_id}
        onChange={(e) => change('tax_id', e.target.value)}
      />
      <TextAreaField
        label={t('shop.legal.address')}
        hint={t('shop.legal.addressHint')}
        maxLength={400}
        value={draft?.address ?? ''}
        error={fields.address}
        onChange={(v) => change('address', v)}
      />
      <SettingsSaveRow
        error={marked ? new Error(t('shop.legal.marked')) : error}
        busy={save.isPending}
        ready={draft !== undefined}
        saved={isSaved}
      />
    </form>
  );
}

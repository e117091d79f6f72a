/**
 * The Products screen's bank transfer setting: the account (an IBAN) the shop's customers transfer to.
 * Left empty, the checkout offers no bank transfer (paying on pickup is always offered). The server checks
 * the IBAN; its refusal shows beside the field, and the account comes back as the checkout will show it.
 * Where payments go is the account owner's to change; the others see the account read-only.
 */
import type { FormEvent } from 'react';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { ApiError } from '../api/client.js';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { TextField } from '../components/text-field.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { useT } from '../i18n/i18n.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { saveShopPayments, shopQueries } from './shop-queries.js';

export function BankTransferSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.payments(), saveShopPayments);
  const owner = useIsOwner();
  const refused = save.error instanceof ApiError && save.error.status === 400 ? save.error : null;
  const fieldError = refused ? serverFieldErrors(refused.detail).transfer_account : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The answer is the account as stored (capitals, groups of four): the field shows it so.
    if (draft) save.mutate(draft, { onSuccess: setDraft });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="bank-transfer-title" className="section">
      <h2 id="bank-transfer-title">{t('shop.bank.title')}</h2>
      <p className="hint">{t('shop.bank.hint')}</p>
      <TextField
        label={t('shop.bank.account')}
        hint={t('shop.bank.accountHint')}
        autoComplete="off"
        spellCheck={false}
        value={draft?.transfer_account ?? ''}
        disabled={draft === undefined || !owner}
        error={fieldError}
        onChange={(e) => {
          save.reset();
          setDraft({ transfer_account: e.target.value.trim() === '' ? null : e.target.value });
        }}
      />
      <OwnerOnly does={t('shop.bank.ownerDoes')}>
        <SettingsSaveRow
          error={fieldError ? new Error(t('shop.bank.marked')) : error}
          busy={save.isPending}
          ready={draft !== undefined}
          saved={isSaved}
        />
      </OwnerOnly>
    </form>
  );
}

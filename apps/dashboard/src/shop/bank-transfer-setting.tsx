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
import { serverFieldErrors } from '../server-field-errors.js';
import { saveShopPayments, shopQueries } from './shop-queries.js';

const MARKED = new Error('Not saved: fix the field marked above.');

export function BankTransferSetting() {
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
      <h2 id="bank-transfer-title">Bank transfer</h2>
      <p className="hint">
        Customers who choose a bank transfer are told to pay this account, in the name of your website, with their order
        number. Paying on pickup is always offered.
      </p>
      <TextField
        label="Bank account (IBAN)"
        hint="Leave it empty to offer no bank transfer."
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
      <OwnerOnly does="change the bank account payments go to">
        <SettingsSaveRow
          error={fieldError ? MARKED : error}
          busy={save.isPending}
          ready={draft !== undefined}
          saved={isSaved}
        />
      </OwnerOnly>
    </form>
  );
}

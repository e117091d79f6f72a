/**
 * The store platform shop whose loader reports to this account: the loader on a shop names only the shop's
 * domain and asks for the account's client id, so the owner registers the domain here (one account per shop),
 * once the shop's home page carries the account's proof tag.
 */
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { useT } from '../i18n/i18n.js';
import { saveStoreShop, storeReportQueries } from './store-reports-queries.js';

export function StoreShopSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(storeReportQueries.shop(), saveStoreShop);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate({ ...draft, shop: draft.shop?.trim() ? draft.shop.trim() : null });
  };
  return (
    <form className="section" onSubmit={submit} aria-labelledby="store-shop-title">
      <h2 id="store-shop-title">{t('storeReports.shop.title')}</h2>
      <p className="hint">{t('storeReports.shop.hint')}</p>
      <div className="field">
        <label htmlFor="store-shop">{t('storeReports.shop.domain')}</label>
        <input
          id="store-shop"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          value={draft?.shop ?? ''}
          disabled={draft === undefined}
          onChange={(e) => draft && setDraft({ ...draft, shop: e.target.value })}
        />
      </div>
      {draft ? (
        <>
          <p className="hint" id="store-shop-proof">
            {t('storeShop.proofTag')}
          </p>
          <pre aria-describedby="store-shop-proof">
            <code>{draft.proof_tag}</code>
          </pre>
        </>
      ) : null}
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

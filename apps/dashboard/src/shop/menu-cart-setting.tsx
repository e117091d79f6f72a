/**
 * The Products screen's menu cart choice (Elementor's menu cart `open_cart` and
 * `automatically_open_cart`): how the header's cart opens its dropdown on the shop and product pages.
 */
import type { ShopSettings } from '@beckon/owner-api';
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { saveShopSettings, shopQueries } from './shop-queries.js';

const OPEN_ON: readonly { value: ShopSettings['mini_cart_open_on']; label: MessageId }[] = [
  { value: 'click', label: 'shop.menuCart.onClick' },
  { value: 'hover', label: 'shop.menuCart.onHover' },
];

export function MenuCartSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.settings(), saveShopSettings);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  return (
    <form onSubmit={submit} aria-labelledby="menu-cart-title" className="section">
      <h2 id="menu-cart-title">{t('shop.menuCart.title')}</h2>
      <p className="hint">{t('shop.menuCart.hint')}</p>
      <fieldset>
        <legend>{t('shop.menuCart.openOn')}</legend>
        {OPEN_ON.map((c) => (
          <div className="field checkbox" key={c.value}>
            <input
              type="radio"
              id={`menu-cart-${c.value}`}
              name="menu-cart-open-on"
              checked={draft?.mini_cart_open_on === c.value}
              disabled={draft === undefined}
              onChange={() => draft && setDraft({ ...draft, mini_cart_open_on: c.value })}
            />
            <label htmlFor={`menu-cart-${c.value}`}>{t(c.label)}</label>
          </div>
        ))}
      </fieldset>
      <div className="field checkbox">
        <input
          type="checkbox"
          id="menu-cart-auto-open"
          checked={draft?.mini_cart_auto_open ?? false}
          disabled={draft === undefined}
          onChange={(e) => draft && setDraft({ ...draft, mini_cart_auto_open: e.target.checked })}
        />
        <label htmlFor="menu-cart-auto-open">{t('shop.menuCart.autoOpen')}</label>
      </div>
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

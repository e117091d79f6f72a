/**
 * The Products screen's menu cart choice (Elementor's menu cart `open_cart` and
 * `automatically_open_cart`): how the header's cart opens its dropdown on the shop and product pages.
 */
import type { ShopSettings } from '@beckon/owner-api';
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { saveShopSettings, shopQueries } from './shop-queries.js';

const OPEN_ON: readonly { value: ShopSettings['mini_cart_open_on']; label: string }[] = [
  { value: 'click', label: 'When the visitor clicks the cart' },
  { value: 'hover', label: 'When the pointer rests on the cart (it closes when the pointer leaves)' },
];

export function MenuCartSetting() {
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.settings(), saveShopSettings);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  return (
    <form onSubmit={submit} aria-labelledby="menu-cart-title" className="section">
      <h2 id="menu-cart-title">Menu cart</h2>
      <p className="hint">The cart in the site’s header on the shop and product pages lists the cart in a dropdown.</p>
      <fieldset>
        <legend>Open the dropdown</legend>
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
            <label htmlFor={`menu-cart-${c.value}`}>{c.label}</label>
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
        <label htmlFor="menu-cart-auto-open">Open it by itself when a product is added to the cart</label>
      </div>
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

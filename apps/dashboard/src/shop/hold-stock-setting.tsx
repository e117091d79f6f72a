/**
 * The Orders screen's "Hold stock (minutes)" (WooCommerce's inventory setting): how long an unpaid card
 * order keeps its items before the server cancels it and puts them back on sale. Empty: until Stripe says
 * the payment page expired.
 */
import { MAX_HOLD_STOCK_MINUTES } from '@beckon/owner-api';
import { type FormEvent, useEffect, useState } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { TextField } from '../components/text-field.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { useT } from '../i18n/i18n.js';
import { saveShopInventory, shopQueries } from './shop-queries.js';

/** The minutes typed: null for an empty field, undefined when it is not a whole number in range. */
export function parseHoldMinutes(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_HOLD_STOCK_MINUTES ? n : undefined;
}

export function HoldStockSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.inventory(), saveShopInventory);
  const [text, setText] = useState<string | undefined>();
  const [wrong, setWrong] = useState(false);
  useEffect(() => {
    if (draft && text === undefined) setText(draft.hold_stock_minutes === null ? '' : String(draft.hold_stock_minutes));
  }, [draft, text]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft || text === undefined) return;
    const minutes = parseHoldMinutes(text);
    setWrong(minutes === undefined);
    if (minutes === undefined) return;
    const next = { hold_stock_minutes: minutes };
    setDraft(next);
    save.mutate(next);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="hold-stock-title" className="section">
      <h2 id="hold-stock-title">{t('shop.holdStock.title')}</h2>
      <TextField
        label={t('shop.holdStock.label')}
        hint={t('shop.holdStock.hint')}
        inputMode="numeric"
        value={text ?? ''}
        disabled={draft === undefined}
        error={wrong ? t('shop.holdStock.wrong', { max: MAX_HOLD_STOCK_MINUTES }) : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}

/**
 * The Products screen's taxes (WooCommerce's Tax settings): whether the prices the owner enters include
 * IVA, and the rate of each tax class (Spain's 21, 10 and 4 % to begin with). The cart, checkout and
 * orders use them at once; each product's form chooses its class.
 */
import { TAX_CLASSES, type TaxClass } from '@beckon/owner-api';
import { type FormEvent, useEffect, useState } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { TextField } from '../components/text-field.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { useT } from '../i18n/i18n.js';
import { hundredthsText, parseHundredths } from './amounts.js';
import { saveShopTaxes, shopQueries } from './shop-queries.js';
import { TAX_CLASS_WORDS } from './tax-class-words.js';

type RateTexts = Record<TaxClass, string>;

export function TaxSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(shopQueries.taxes(), saveShopTaxes);
  const [texts, setTexts] = useState<RateTexts | undefined>();
  const [wrong, setWrong] = useState<TaxClass[]>([]);
  useEffect(() => {
    if (draft && texts === undefined)
      setTexts({
        standard: hundredthsText(draft.rates_bp.standard),
        reduced: hundredthsText(draft.rates_bp.reduced),
        'super-reduced': hundredthsText(draft.rates_bp['super-reduced']),
      });
  }, [draft, texts]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft || !texts) return;
    const rates = { ...draft.rates_bp };
    const bad: TaxClass[] = [];
    for (const c of TAX_CLASSES) {
      const bp = parseHundredths(texts[c]);
      if (bp === null || bp > 10_000) bad.push(c);
      else rates[c] = bp;
    }
    setWrong(bad);
    if (bad.length > 0) return;
    const next = { ...draft, rates_bp: rates };
    setDraft(next);
    save.mutate(next);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="taxes-title" className="section">
      <h2 id="taxes-title">{t('shop.taxes.title')}</h2>
      <p className="hint">{t('shop.taxes.hint')}</p>
      <fieldset>
        <legend>{t('shop.taxes.pricesWithTax')}</legend>
        <div className="field checkbox">
          <input
            type="radio"
            id="taxes-inclusive"
            name="taxes-mode"
            checked={draft?.prices_include_tax === true}
            disabled={draft === undefined}
            onChange={() => draft && setDraft({ ...draft, prices_include_tax: true })}
          />
          <label htmlFor="taxes-inclusive">{t('shop.taxes.inclusive')}</label>
        </div>
        <div className="field checkbox">
          <input
            type="radio"
            id="taxes-exclusive"
            name="taxes-mode"
            checked={draft?.prices_include_tax === false}
            disabled={draft === undefined}
            onChange={() => draft && setDraft({ ...draft, prices_include_tax: false })}
          />
          <label htmlFor="taxes-exclusive">{t('shop.taxes.exclusive')}</label>
        </div>
      </fieldset>
      {TAX_CLASSES.map((c) => (
        <TextField
          key={c}
          label={`${t(TAX_CLASS_WORDS[c])} (%)`}
          inputMode="decimal"
          autoComplete="off"
          value={texts?.[c] ?? ''}
          disabled={texts === undefined}
          error={wrong.includes(c) ? t('shop.taxes.rateInvalid') : undefined}
          onChange={(e) => texts && setTexts({ ...texts, [c]: e.target.value })}
        />
      ))}
      <SettingsSaveRow
        error={wrong.length > 0 ? new Error(t('shop.taxes.marked')) : error}
        busy={save.isPending}
        ready={draft !== undefined}
        saved={isSaved && wrong.length === 0}
      />
    </form>
  );
}

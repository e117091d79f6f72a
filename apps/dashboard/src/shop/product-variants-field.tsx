/**
 * The product form's variants: each one's name,
 * regular and sale price (with WooCommerce's "Schedule" days) and stock, a variant added or removed (a product
 * keeps at least one). Drafts hold what the owner typed; variant-drafts.ts
 * turns them into the owner API's variant list.
 */
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import type { FieldErrors } from '../validation.js';
import { type VariantDraft, variantLabel } from './variant-drafts.js';

export function ProductVariantsField({
  variants,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  variants: VariantDraft[];
  errors: FieldErrors;
  onChange(index: number, patch: Partial<VariantDraft>): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const only = variants.length === 1;
  return (
    <fieldset className="product-variants">
      <legend>{t('shop.variants.title')}</legend>
      <p className="hint">{t('shop.variants.hint')}</p>
      {variants.map((v, i) => {
        const of = variantLabel(variants, i);
        return (
          <fieldset key={v.key}>
            <legend>{of ? t('shop.variants.legend', { name: of.slice(2) }) : t('shop.variants.priceAndStock')}</legend>
            <TextField
              label={`${t('shop.variants.name')}${of}`}
              hint={only ? t('shop.variants.nameHintOnly') : t('shop.variants.nameHint')}
              maxLength={60}
              value={v.name}
              error={errors[`variants.${i}.name`]}
              onChange={(e) => onChange(i, { name: e.target.value })}
            />
            <TextField
              label={`${t('shop.variants.price')}${of}`}
              inputMode="decimal"
              value={v.price}
              error={errors[`variants.${i}.price_cents`]}
              onChange={(e) => onChange(i, { price: e.target.value })}
            />
            <TextField
              label={`${t('shop.variants.sale')}${of}`}
              hint={t('shop.variants.saleHint')}
              inputMode="decimal"
              value={v.sale}
              error={errors[`variants.${i}.sale_price_cents`]}
              onChange={(e) => onChange(i, { sale: e.target.value })}
            />
            {v.scheduling ? (
              <>
                <TextField
                  label={t('shop.saleFrom', { of })}
                  hint={t('shop.saleDatesHint')}
                  type="date"
                  value={v.saleFrom}
                  error={errors[`variants.${i}.sale_from`]}
                  onChange={(e) => onChange(i, { saleFrom: e.target.value })}
                />
                <TextField
                  label={t('shop.saleTo', { of })}
                  type="date"
                  value={v.saleTo}
                  error={errors[`variants.${i}.sale_to`]}
                  onChange={(e) => onChange(i, { saleTo: e.target.value })}
                />
                <button type="button" onClick={() => onChange(i, { scheduling: false, saleFrom: '', saleTo: '' })}>
                  {t('shop.saleScheduleCancel', { of })}
                </button>
              </>
            ) : (
              <button type="button" onClick={() => onChange(i, { scheduling: true })}>
                {t('shop.saleSchedule', { of })}
              </button>
            )}
            <TextField
              label={`${t('shop.variants.sku')}${of}`}
              hint={t('shop.variants.skuHint')}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              value={v.sku}
              error={errors[`variants.${i}.sku`]}
              onChange={(e) => onChange(i, { sku: e.target.value })}
            />
            <div className="field checkbox">
              <input
                id={`variant-${v.key}-tracked`}
                type="checkbox"
                checked={v.tracked}
                onChange={(e) =>
                  // Empty, not 0: a tick alone must not put the product out of stock; the owner types the count.
                  onChange(i, { tracked: e.target.checked, stock: e.target.checked ? v.stock : '' })
                }
              />
              <label htmlFor={`variant-${v.key}-tracked`}>{t('shop.variants.track', { of })}</label>
            </div>
            {v.tracked ? (
              <TextField
                label={`${t('shop.variants.units')}${of}`}
                hint={t('shop.variants.unitsHint')}
                inputMode="numeric"
                value={v.stock}
                error={errors[`variants.${i}.stock`]}
                onChange={(e) => onChange(i, { stock: e.target.value })}
              />
            ) : null}
            {only ? null : (
              <button type="button" className="danger" onClick={() => onRemove(i)}>
                {t('shop.variants.remove')}
                {of}
              </button>
            )}
          </fieldset>
        );
      })}
      {errors.variants ? <p className="field-error">{errors.variants}</p> : null}
      <button type="button" onClick={onAdd}>
        {t('shop.variants.add')}
      </button>
    </fieldset>
  );
}

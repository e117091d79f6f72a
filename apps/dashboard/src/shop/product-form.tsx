/**
 * One product's form, for a new product and an
 * existing one: name, address, category (the shop's categories offered),
 * tax class, short and long description, published or draft, its variants and images;
 * an existing product can also be deleted, after a confirmation. The form
 * checks with the server's own schemas (@beckon/owner-api) before sending; any
 * refusal (such as an address another product has) is shown beside Save.
 */
import {
  MAX_PRODUCT_IMAGES,
  type ProductCreate,
  type ProductUpdate,
  productCreateSchema,
  productUpdateSchema,
  type ShopProductAdmin,
  TAX_CLASSES,
  type TaxClass,
} from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import { api } from '../api/client.js';
import { describedBy, Field } from '../components/field.js';
import { TextAreaField } from '../components/text-area-field.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { imageDraft, imageOfDraft, ProductImagesField } from './product-images-field.js';
import { ProductVariantsField } from './product-variants-field.js';
import { SaveRow, saveFailure } from './save-row.js';
import { shopQueries } from './shop-queries.js';
import { TAX_CLASS_WORDS } from './tax-class-words.js';
import { newVariantDraft, variantDraft, variantsOf } from './variant-drafts.js';

interface ProductDraft {
  name: string;
  slug: string;
  category: string;
  short_description: string;
  description: string;
  published: boolean;
  tax_class: TaxClass;
  /** In kg as typed ("0,25"); '' for none. */
  weight: string;
  /** A shipping class id; '' for none. */
  shipping_class: string;
}

/** Kilograms as typed ("0,25", "1.5") to whole grams; null for none, NaN when it is not a weight. */
function gramsOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(\d{1,4})(?:[.,](\d{1,3}))?$/.exec(t);
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : Number.NaN;
}

const kilogramsText = (grams: number | null) => (grams === null ? '' : String(grams / 1000));

const productUrl = (id: number) => `/api/owner/shop/products/${id}`;

/** The body to send, or the message of each field the owner must fix first (the schema's and the typed amounts'). */
function outcome<T>(
  schema: z.ZodType<T>,
  input: unknown,
  typedErrors: FieldErrors,
): { ok: true; body: T } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues, input)), ...typedErrors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

function DeleteProduct({ product }: { product: ShopProductAdmin }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api<void>('DELETE', productUrl(product.id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: shopQueries.product(String(product.id)).queryKey });
      void client.invalidateQueries({ queryKey: shopQueries.allProducts() });
      void navigate('/products');
    },
  });
  return (
    <div className="button-row">
      <button
        type="button"
        className="danger"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(t('shop.product.deleteConfirm', { name: product.name }))) remove.mutate();
        }}
      >
        {remove.isPending ? t('shop.product.deleting') : t('shop.product.delete')}
      </button>
      {remove.error ? (
        <p className="field-error" role="alert">
          {t('shop.product.deleteFailed', { message: remove.error.message })}
        </p>
      ) : null}
    </div>
  );
}

/** `product` absent: a new product, created on Save. */
export function ProductForm({ product }: { product?: ShopProductAdmin }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery(shopQueries.categories());
  const [draft, setDraft] = useState<ProductDraft>(() => ({
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    category: product?.category ?? '',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    published: product?.published ?? false,
    tax_class: product?.tax_class ?? 'standard',
    weight: kilogramsText(product?.weight_grams ?? null),
    shipping_class: product?.shipping_class ?? '',
  }));
  const shipping = useQuery(shopQueries.shipping());
  const [variants, setVariants] = useState(() => product?.variants.map(variantDraft) ?? [newVariantDraft()]);
  const [images, setImages] = useState(() => product?.images.map(imageDraft) ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const categoryList = useId();
  const save = useMutation({
    mutationFn: (body: ProductCreate | ProductUpdate) =>
      product
        ? api<ShopProductAdmin>('PUT', productUrl(product.id), body)
        : api<ShopProductAdmin>('POST', '/api/owner/shop/products', body),
    onSuccess: (stored) => {
      client.setQueryData(shopQueries.product(String(stored.id)).queryKey, stored);
      void client.invalidateQueries({ queryKey: shopQueries.allProducts() });
      void client.invalidateQueries({ queryKey: shopQueries.categories().queryKey });
      if (product) setSaved(true);
      else void navigate(`/products/${stored.id}`);
    },
  });
  const edit = (patch: Partial<ProductDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    setSaved(false);
    save.reset();
    const typed = variantsOf(variants);
    const { weight, shipping_class, ...fields } = draft;
    const grams = gramsOf(weight);
    const weightError: FieldErrors = Number.isNaN(grams) ? { weight_grams: t('shop.product.weightInvalid') } : {};
    const input = {
      ...fields,
      weight_grams: Number.isNaN(grams) ? null : grams,
      shipping_class: shipping_class === '' ? null : shipping_class,
      variants: typed.variants,
      images: images.map(imageOfDraft),
    };
    const result = product
      ? outcome(productUpdateSchema, input, { ...typed.errors, ...weightError })
      : outcome(productCreateSchema, input, { ...typed.errors, ...weightError });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.body);
  };
  const message = saveFailure(t('shop.product.saveFailed'), save.error, errors);
  return (
    <>
      <div className="screen-head">
        <h1>{product ? product.name : t('shop.products.new')}</h1>
        {product ? <span>{product.published ? t('shop.products.published') : t('shop.products.draft')}</span> : null}
      </div>
      {product ? (
        <p>
          {t('shop.product.inShopAt')} <a href={`/producto/${product.slug}/`}>/producto/{product.slug}/</a> ·{' '}
          {product.category}
        </p>
      ) : null}
      <form
        id="product-form"
        onSubmit={submit}
        aria-label={product ? t('shop.product.edit') : t('shop.products.new')}
        noValidate
      >
        <TextField
          label={t('shop.product.name')}
          value={draft.name}
          maxLength={120}
          error={errors.name}
          onChange={(e) => edit({ name: e.target.value })}
        />
        <TextField
          label={t('shop.product.address')}
          hint={t('shop.product.addressHint')}
          value={draft.slug}
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug}
          onChange={(e) => edit({ slug: e.target.value })}
        />
        <TextField
          label={t('shop.products.category')}
          hint={t('shop.product.categoryHint')}
          value={draft.category}
          maxLength={60}
          list={categoryList}
          error={errors.category}
          onChange={(e) => edit({ category: e.target.value })}
        />
        <datalist id={categoryList}>
          {(categories.data?.categories ?? []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Field
          id="product-tax-class"
          label={t('shop.product.taxClass')}
          hint={t('shop.product.taxClassHint')}
          error={errors.tax_class}
        >
          <select
            id="product-tax-class"
            aria-describedby={describedBy('product-tax-class', { hint: true, error: !!errors.tax_class })}
            value={draft.tax_class}
            onChange={(e) => edit({ tax_class: e.target.value as TaxClass })}
          >
            {TAX_CLASSES.map((c) => (
              <option key={c} value={c}>
                {t(TAX_CLASS_WORDS[c])}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label={t('shop.product.weight')}
          hint={t('shop.product.weightHint')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.weight}
          error={errors.weight_grams}
          onChange={(e) => edit({ weight: e.target.value })}
        />
        <Field
          id="product-shipping-class"
          label={t('shop.product.shippingClass')}
          hint={t('shop.product.shippingClassHint')}
          error={errors.shipping_class}
        >
          <select
            id="product-shipping-class"
            aria-describedby={describedBy('product-shipping-class', { hint: true, error: !!errors.shipping_class })}
            value={draft.shipping_class}
            onChange={(e) => edit({ shipping_class: e.target.value })}
          >
            <option value="">{t('shop.product.noShippingClass')}</option>
            {(shipping.data?.classes ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            {draft.shipping_class !== '' && !shipping.data?.classes.some((c) => c.id === draft.shipping_class) ? (
              <option value={draft.shipping_class}>{draft.shipping_class}</option>
            ) : null}
          </select>
        </Field>
        <TextAreaField
          label={t('shop.product.shortDescription')}
          hint={t('shop.product.shortDescriptionHint')}
          value={draft.short_description}
          maxLength={300}
          error={errors.short_description}
          onChange={(value) => edit({ short_description: value })}
        />
        <TextAreaField
          label={t('shop.product.description')}
          hint={t('shop.product.descriptionHint')}
          value={draft.description}
          maxLength={5000}
          error={errors.description}
          onChange={(value) => edit({ description: value })}
        />
        <div className="field checkbox">
          <input
            id="product-published"
            type="checkbox"
            checked={draft.published}
            onChange={(e) => edit({ published: e.target.checked })}
          />
          <label htmlFor="product-published">{t('shop.product.publishedToggle')}</label>
        </div>
        <ProductVariantsField
          variants={variants}
          errors={errors}
          onChange={(index, patch) => {
            setSaved(false);
            setVariants((list) => list.map((v, j) => (j === index ? { ...v, ...patch } : v)));
          }}
          onAdd={() => {
            setSaved(false);
            setVariants((list) => [...list, newVariantDraft()]);
          }}
          onRemove={(index) => {
            setSaved(false);
            setVariants((list) => list.filter((_, j) => j !== index));
          }}
        />
      </form>
      {/* Outside the form: the media library's picker holds an upload form of its own. */}
      <ProductImagesField
        images={images}
        errors={errors}
        max={MAX_PRODUCT_IMAGES}
        onChange={(list) => {
          setSaved(false);
          setImages(list);
        }}
      />
      <SaveRow
        label={product ? t('shop.product.save') : t('shop.product.create')}
        busy={save.isPending}
        error={message}
        attempt={attempt}
        form="product-form"
      />
      {saved ? <p role="status">{t('shop.product.saved')}</p> : null}
      {product ? <DeleteProduct product={product} /> : null}
    </>
  );
}

/**
 * The shop's Products screens (issue 12, "Owner side"): the catalogue,
 * searched and paged, with the menu cart's setting below it, and one product's form (name, published or draft,
 * each variant's regular price, sale price and stock, and its images). A saved change is what
 * the shop's pages show next. The form checks with the server's own schema
 * (@beckon/owner-api) before sending; any refusal is shown beside Save.
 */
import {
  MAX_PRODUCT_IMAGES,
  type ProductUpdate,
  productUpdateSchema,
  type ShopProductAdmin,
  type ShopProductsAnswer,
  type ShopVariantAdmin,
} from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, query } from '../api/client.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { TextField } from '../components/text-field.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { hundredthsText, money, parseHundredths } from './amounts.js';
import { MenuCartSetting } from './menu-cart-setting.js';
import { type ImageDraft, imageDraft, imageOfDraft, ProductImagesField } from './product-images-field.js';
import { SaveRow } from './save-row.js';

/** "In stock", "3 in stock", "Out of stock". */
function stockText(stock: number | null): string {
  if (stock === null) return 'In stock';
  return stock === 0 ? 'Out of stock' : `${stock} in stock`;
}

function PriceText({ v }: { v: ShopVariantAdmin }) {
  if (v.sale_price_cents === null) return <>{money(v.price_cents)}</>;
  return (
    <>
      <del>{money(v.price_cents)}</del> {money(v.sale_price_cents)}
    </>
  );
}

export function ProductsScreen() {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery({
    queryKey: ['shop-products', search, page],
    queryFn: () => api<ShopProductsAnswer>('GET', `/api/owner/shop/products${query({ q: search, page })}`),
  });
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.page_size)) : 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  return (
    <>
      <div className="screen-head">
        <h1>Products</h1>
      </div>
      <form className="filters" aria-label="Search products" onSubmit={submit}>
        <div className="field">
          <label htmlFor="products-search">Name or address</label>
          <input
            id="products-search"
            type="search"
            maxLength={100}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit">Search</button>
      </form>
      {products.isPending ? (
        <Loading label="Loading products" />
      ) : products.isError ? (
        <LoadError what="products" error={products.error} onRetry={() => products.refetch()} />
      ) : products.data.total === 0 ? (
        <Empty title="No products found">
          <p>{search ? 'No product’s name or address has this text.' : 'The shop has no products yet.'}</p>
        </Empty>
      ) : (
        <>
          <p role="status">
            {products.data.total} product{products.data.total === 1 ? '' : 's'}
          </p>
          <div className="table-wrap">
            <table>
              <caption className="sr-only">Products in shop order</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                </tr>
              </thead>
              <tbody>
                {products.data.products.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link to={`/products/${p.id}`}>{p.name}</Link>
                      <br />
                      <span className="hint">/producto/{p.slug}/</span>
                    </td>
                    <td>{p.category}</td>
                    <td>{p.published ? 'Published' : 'Draft'}</td>
                    <td>
                      {p.variants.map((v) => (
                        <div key={v.id}>
                          {v.name ? `${v.name}: ` : ''}
                          <PriceText v={v} />
                        </div>
                      ))}
                    </td>
                    <td>
                      {p.variants.map((v) => (
                        <div key={v.id}>
                          {v.name ? `${v.name}: ` : ''}
                          {stockText(v.stock)}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label="Product pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <MenuCartSetting />
    </>
  );
}

export function ProductScreen() {
  const { productId = '' } = useParams();
  const product = useQuery({
    queryKey: ['shop-product', productId],
    queryFn: () => api<ShopProductAdmin>('GET', `/api/owner/shop/products/${encodeURIComponent(productId)}`),
  });
  return (
    <>
      <p>
        <Link to="/products">← All products</Link>
      </p>
      {product.isPending ? (
        <Loading label="Loading the product" />
      ) : product.isError ? (
        <LoadError what={`product ${productId}`} error={product.error} onRetry={() => product.refetch()} />
      ) : (
        <ProductForm key={product.data.id} product={product.data} />
      )}
    </>
  );
}

interface VariantDraft {
  id: number;
  name: string;
  price: string;
  sale: string;
  tracked: boolean;
  stock: string;
}

const draftOf = (v: ShopVariantAdmin): VariantDraft => ({
  id: v.id,
  name: v.name,
  price: hundredthsText(v.price_cents),
  sale: v.sale_price_cents === null ? '' : hundredthsText(v.sale_price_cents),
  tracked: v.stock !== null,
  stock: v.stock === null ? '' : String(v.stock),
});

/** The body to send, or the message of each field the owner must fix first. */
function bodyOf(
  name: string,
  published: boolean,
  variants: VariantDraft[],
  images: ImageDraft[],
): { ok: true; body: ProductUpdate } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const out = variants.map((v, i) => {
    const price = parseHundredths(v.price);
    const sale = v.sale.trim() === '' ? null : parseHundredths(v.sale);
    const stock = v.tracked ? (/^\d{1,7}$/.test(v.stock.trim()) ? Number(v.stock) : null) : null;
    if (price === null) errors[`variants.${i}.price_cents`] = 'must be an amount in euros like 24.90';
    if (v.sale.trim() !== '' && sale === null)
      errors[`variants.${i}.sale_price_cents`] = 'must be an amount in euros like 19.90, or empty';
    if (v.tracked && stock === null) errors[`variants.${i}.stock`] = 'must be a whole number from 0';
    return { id: v.id, price_cents: price ?? 0, sale_price_cents: sale, stock };
  });
  const parsed = productUpdateSchema.safeParse({ name, published, variants: out, images: images.map(imageOfDraft) });
  const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

function ProductForm({ product }: { product: ShopProductAdmin }) {
  const client = useQueryClient();
  const [name, setName] = useState(product.name);
  const [published, setPublished] = useState(product.published);
  const [variants, setVariants] = useState(() => product.variants.map(draftOf));
  const [images, setImages] = useState(() => product.images.map(imageDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: ProductUpdate) => api<ShopProductAdmin>('PUT', `/api/owner/shop/products/${product.id}`, body),
    onSuccess: (updated) => {
      client.setQueryData(['shop-product', String(product.id)], updated);
      void client.invalidateQueries({ queryKey: ['shop-products'] });
      setSaved(true);
    },
  });
  const change = (i: number, patch: Partial<VariantDraft>) => {
    setSaved(false);
    setVariants((list) => list.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    setSaved(false);
    save.reset();
    const result = bodyOf(name, published, variants, images);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.body);
  };
  const problems = Object.keys(errors).length;
  const message = save.error
    ? `Could not save: ${save.error.message}`
    : problems > 0
      ? `Could not save: fix the ${problems === 1 ? 'field' : `${problems} fields`} marked above.`
      : null;
  return (
    <>
      <div className="screen-head">
        <h1>{product.name}</h1>
        <span>{product.published ? 'Published' : 'Draft'}</span>
      </div>
      <p>
        In the shop at <a href={`/producto/${product.slug}/`}>/producto/{product.slug}/</a> · {product.category}
      </p>
      <form id="product-form" onSubmit={submit} aria-label="Edit product" noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={120}
          error={errors.name}
          onChange={(e) => {
            setSaved(false);
            setName(e.target.value);
          }}
        />
        <div className="field checkbox">
          <input
            id="product-published"
            type="checkbox"
            checked={published}
            onChange={(e) => {
              setSaved(false);
              setPublished(e.target.checked);
            }}
          />
          <label htmlFor="product-published">Published (unticked: a draft the shop does not show)</label>
        </div>
        {variants.map((v, i) => (
          <fieldset key={v.id}>
            <legend>{v.name ? `Variant ${v.name}` : 'Price and stock'}</legend>
            <TextField
              label={`Regular price (€)${v.name ? `, ${v.name}` : ''}`}
              inputMode="decimal"
              value={v.price}
              error={errors[`variants.${i}.price_cents`]}
              onChange={(e) => change(i, { price: e.target.value })}
            />
            <TextField
              label={`Sale price (€)${v.name ? `, ${v.name}` : ''}`}
              hint="Leave empty when not on sale. The shop shows the regular price struck through."
              inputMode="decimal"
              value={v.sale}
              error={errors[`variants.${i}.sale_price_cents`]}
              onChange={(e) => change(i, { sale: e.target.value })}
            />
            <div className="field checkbox">
              <input
                id={`variant-${v.id}-tracked`}
                type="checkbox"
                checked={v.tracked}
                onChange={(e) =>
                  change(i, { tracked: e.target.checked, stock: e.target.checked ? v.stock || '0' : '' })
                }
              />
              <label htmlFor={`variant-${v.id}-tracked`}>
                Count stock{v.name ? `, ${v.name}` : ''} (unticked: always in stock)
              </label>
            </div>
            {v.tracked ? (
              <TextField
                label={`Units in stock${v.name ? `, ${v.name}` : ''}`}
                hint="0 shows the product as out of stock."
                inputMode="numeric"
                value={v.stock}
                error={errors[`variants.${i}.stock`]}
                onChange={(e) => change(i, { stock: e.target.value })}
              />
            ) : null}
          </fieldset>
        ))}
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
      <SaveRow label="Save product" busy={save.isPending} error={message} attempt={attempt} form="product-form" />
      {saved ? <p role="status">Saved. The shop shows the change now.</p> : null}
    </>
  );
}

/**
 * The shop's Products screens: the catalogue,
 * searched and paged, with "New product" and the menu cart's setting below it, and
 * one product's screen, new or existing, around its form (product-form.tsx).
 * A saved change is what the shop's pages show next.
 */
import { DEFAULT_SHOP_TIME_ZONE, priceOnDay, type ShopVariantAdmin, saleIsOn, shopDayAt } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { t, useT } from '../i18n/i18n.js';
import { money } from './amounts.js';
import { BankTransferSetting } from './bank-transfer-setting.js';
import { LegalSetting } from './legal-setting.js';
import { MenuCartSetting } from './menu-cart-setting.js';
import { ProductForm } from './product-form.js';
import { ProductsImport } from './products-import.js';
import { shopQueries } from './shop-queries.js';
import { TaxSetting } from './tax-setting.js';
import { TimeZoneSetting } from './time-zone-setting.js';

/** "In stock", "3 in stock", "Out of stock". */
function stockText(stock: number | null): string {
  if (stock === null) return t('shop.products.inStock');
  return stock === 0 ? t('shop.products.outOfStock') : t('shop.products.stockCount', { stock });
}

/** What visitors pay today (a scheduled sale counts only during its days), and the sale's days when it has any. */
function PriceText({ v, timeZone }: { v: ShopVariantAdmin; timeZone: string }) {
  if (v.sale_price_cents === null) return <>{money(v.price_cents)}</>;
  const today = shopDayAt(Date.now(), timeZone);
  const shown = priceOnDay(
    { priceCents: v.sale_price_cents, compareAtCents: v.price_cents, saleFrom: v.sale_from, saleTo: v.sale_to },
    today,
  );
  const days =
    v.sale_from === null && v.sale_to === null
      ? null
      : t(saleIsOn(v.sale_from, v.sale_to, today) ? 'shop.saleOnDays' : 'shop.saleOffDays', {
          sale: money(v.sale_price_cents),
          from: v.sale_from ?? '…',
          to: v.sale_to ?? '…',
        });
  return (
    <>
      {shown.compareAtCents === null ? null : <del>{money(shown.compareAtCents)}</del>} {money(shown.priceCents)}
      {days ? <small className="hint"> {days}</small> : null}
    </>
  );
}

export function ProductsScreen() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const products = useQuery(shopQueries.products(search, page));
  // The shop's calendar decides whether a scheduled sale is on, as it does for visitors.
  const timeZone = useQuery(shopQueries.timeZone()).data?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.page_size)) : 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.products')}</h1>
        <Link className="button" to="/products/new">
          {t('shop.products.new')}
        </Link>
        {/* Every product, a row per variant: a plain download the session cookie authorises. */}
        <a className="button" href="/api/owner/shop/products.csv" download>
          {t('shop.products.exportCsv')}
        </a>
      </div>
      <form className="filters" aria-label={t('shop.products.search')} onSubmit={submit}>
        <div className="field">
          <label htmlFor="products-search">{t('shop.products.nameOrAddress')}</label>
          <input
            id="products-search"
            type="search"
            maxLength={100}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit">{t('shop.products.searchButton')}</button>
      </form>
      {products.isPending ? (
        <Loading label={t('shop.products.loading')} />
      ) : products.isError ? (
        <LoadError what={t('shop.products.what')} error={products.error} onRetry={() => products.refetch()} />
      ) : products.data.total === 0 ? (
        <Empty title={t('shop.products.noneFound')}>
          <p>{search ? t('shop.products.noMatch') : t('shop.products.noneYet')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('shop.products.count', { total: products.data.total })}</p>
          <div className="table-wrap">
            <table>
              <caption className="sr-only">{t('shop.products.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shop.products.product')}</th>
                  <th scope="col">{t('shop.products.category')}</th>
                  <th scope="col">{t('shop.products.status')}</th>
                  <th scope="col">{t('shop.products.price')}</th>
                  <th scope="col">{t('shop.products.stock')}</th>
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
                    <td>{p.published ? t('shop.products.published') : t('shop.products.draft')}</td>
                    <td>
                      {p.variants.map((v) => (
                        <div key={v.id}>
                          {v.name ? `${v.name}: ` : ''}
                          <PriceText v={v} timeZone={timeZone} />
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
          <Pager label={t('shop.products.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <ProductsImport />
      <TaxSetting />
      <LegalSetting />
      <TimeZoneSetting />
      <MenuCartSetting />
      <BankTransferSetting />
    </>
  );
}

export function ProductScreen() {
  const t = useT();
  const { productId = '' } = useParams();
  const product = useQuery(shopQueries.product(productId));
  return (
    <>
      <p>
        <Link to="/products">{t('shop.products.all')}</Link>
      </p>
      {product.isPending ? (
        <Loading label={t('shop.products.loadingOne')} />
      ) : product.isError ? (
        <LoadError
          what={t('shop.products.whatOne', { id: productId })}
          error={product.error}
          onRetry={() => product.refetch()}
        />
      ) : (
        <ProductForm key={product.data.id} product={product.data} />
      )}
    </>
  );
}

export function NewProductScreen() {
  const t = useT();
  return (
    <>
      <p>
        <Link to="/products">{t('shop.products.all')}</Link>
      </p>
      <ProductForm />
    </>
  );
}

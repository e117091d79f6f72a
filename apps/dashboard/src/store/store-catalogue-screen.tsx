/**
 * The store catalogue screen: the products a pop-up's recommendation block may show on a Shopify-style
 * store or a Wix-style site, uploaded as CSV (each upload replaces that platform's catalogue; a refusal
 * lists every bad cell by line and column, and nothing is imported) or sent by the store's own sync job
 * with the import key made here (docs/store-catalogue.md). Our own shop needs neither. The Wix-style site's
 * cart connection has a screen of its own, linked from here.
 */
import type { StoreCatalogueImportAnswer, StoreCatalogueKeyCreated, StoreCatalogueSummary } from '@beckon/owner-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/client.js';
import { CopyButton } from '../components/copy-button.js';
import { CsvImportForm } from '../components/csv-import-form.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { tElements, useT } from '../i18n/i18n.js';

const catalogueQuery = queryOptions({
  queryKey: ['store-catalogue'],
  queryFn: () => api<StoreCatalogueSummary>('GET', '/api/owner/store-catalogue'),
});

const PLATFORM_NAMES = { shopify: 'store.platform.shopify', wix: 'store.platform.wix' } as const;

function CsvUpload() {
  const t = useT();
  const [platform, setPlatform] = useState<'shopify' | 'wix'>('shopify');
  const [currency, setCurrency] = useState('USD');
  return (
    <CsvImportForm
      idPrefix="catalogue-upload"
      title={t('store.upload.title')}
      hint={tElements('store.upload.hint', {
        // The file's own column names, as the file must spell them.
        columns: (
          <span key="columns" lang="en">
            Product ID, Variant IDs, URL, Title, Description, Price, Compare-at price, Image, Inventory, Collections
          </span>
        ),
      })}
      send={(csv) =>
        api<StoreCatalogueImportAnswer>('POST', `/api/owner/store-catalogue/${platform}/import`, {
          currency: currency.trim().toUpperCase(),
          csv,
        })
      }
      invalidates={catalogueQuery.queryKey}
      doneText={(a) => t('store.imported', { count: a.imported })}
    >
      <div className="field">
        <label htmlFor="catalogue-platform">{t('store.platform')}</label>
        <select
          id="catalogue-platform"
          value={platform}
          onChange={(e) => setPlatform(e.target.value as 'shopify' | 'wix')}
        >
          <option value="shopify">{t(PLATFORM_NAMES.shopify)}</option>
          <option value="wix">{t(PLATFORM_NAMES.wix)}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="catalogue-currency">{t('store.currency')}</label>
        <input
          id="catalogue-currency"
          value={currency}
          maxLength={3}
          onChange={(e) => setCurrency(e.target.value)}
          aria-describedby="catalogue-currency-hint"
        />
        <p className="hint" id="catalogue-currency-hint">
          {t('store.currencyHint')}
        </p>
      </div>
    </CsvImportForm>
  );
}

function ImportKey({ current }: { current: StoreCatalogueSummary['key'] }) {
  const t = useT();
  const client = useQueryClient();
  const make = useMutation({
    mutationFn: () => api<StoreCatalogueKeyCreated>('POST', '/api/owner/store-catalogue/key'),
    onSuccess: () => void client.invalidateQueries({ queryKey: catalogueQuery.queryKey }),
  });
  return (
    <section className="section" aria-labelledby="catalogue-key-title">
      <h2 id="catalogue-key-title">{t('store.key.title')}</h2>
      <p>
        {tElements('store.key.hint', {
          route: <code key="route">PUT /api/store-catalogue/shopify</code>,
          wix: <code key="wix">wix</code>,
          header: <code key="header">Authorization: Bearer …</code>,
        })}
      </p>
      <p>
        {current
          ? t('store.key.current', { prefix: current.prefix, date: formatDateTime(current.created_at) })
          : t('store.key.none')}
      </p>
      {make.data ? (
        <p className="status-ok">
          {t('store.key.new')} <code>{make.data.key}</code>{' '}
          <CopyButton text={make.data.key} label={t('store.key.copy')} />
        </p>
      ) : null}
      {make.error ? (
        <p className="form-error" role="alert">
          {make.error.message}
        </p>
      ) : null}
      <button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
        {current ? t('store.key.replace') : t('store.key.make')}
      </button>
    </section>
  );
}

export function StoreCatalogueScreen() {
  const t = useT();
  const summary = useQuery(catalogueQuery);
  if (summary.isPending) return <Loading label={t('store.loading')} />;
  if (summary.isError)
    return <LoadError what={t('store.what')} error={summary.error} onRetry={() => summary.refetch()} />;
  const { catalogues, key } = summary.data;
  return (
    <>
      <h1>{t('nav.storeCatalogue')}</h1>
      <p>{t('store.intro')}</p>
      {catalogues.length === 0 ? (
        <p>{t('store.none')}</p>
      ) : (
        <table>
          <caption className="sr-only">{t('store.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('store.platform')}</th>
              <th scope="col">{t('nav.products')}</th>
              <th scope="col">{t('store.currency')}</th>
              <th scope="col">{t('store.importedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {catalogues.map((c) => (
              <tr key={c.platform}>
                <td>{t(PLATFORM_NAMES[c.platform])}</td>
                <td>{c.products}</td>
                <td>{c.currency}</td>
                <td>{formatDateTime(c.imported_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CsvUpload />
      <ImportKey current={key} />
      <p>
        <Link className="button" to="/store-catalogue/wix">
          {t('store.wixConnection')}
        </Link>
      </p>
    </>
  );
}

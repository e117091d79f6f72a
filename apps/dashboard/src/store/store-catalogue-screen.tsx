/**
 * The store catalogue screen: the products a pop-up's recommendation block may show on a Shopify-style
 * store or a Wix-style site, uploaded as CSV (each upload replaces that platform's catalogue; a refusal
 * lists every bad cell by line and column, and nothing is imported) or sent by the store's own sync job
 * with the import key made here (docs/store-catalogue.md). Our own shop needs neither.
 */
import type { StoreCatalogueImportAnswer, StoreCatalogueKeyCreated, StoreCatalogueSummary } from '@beckon/owner-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/client.js';
import { CopyButton } from '../components/copy-button.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { tElements, useT } from '../i18n/i18n.js';

const catalogueQuery = queryOptions({
  queryKey: ['store-catalogue'],
  queryFn: () => api<StoreCatalogueSummary>('GET', '/api/owner/store-catalogue'),
});

const PLATFORM_NAMES = { shopify: 'store.platform.shopify', wix: 'store.platform.wix' } as const;

/** The file as text (FileReader, which every browser and the test DOM have). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/** The server's refusal as its lines: "nothing was imported…" then one "line N: Column: …" each. */
function refusalLines(error: Error): string[] {
  const text = error instanceof ApiError ? error.detail.replace(/^csv: /, '') : error.message;
  return text.split('\n');
}

function CsvUpload() {
  const t = useT();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState<'shopify' | 'wix'>('shopify');
  const [currency, setCurrency] = useState('USD');
  const upload = useMutation({
    mutationFn: async (f: File) =>
      api<StoreCatalogueImportAnswer>('POST', `/api/owner/store-catalogue/${platform}/import`, {
        currency: currency.trim().toUpperCase(),
        csv: await readText(f),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: catalogueQuery.queryKey }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  const [summary, ...lines] = upload.error ? refusalLines(upload.error) : [];
  return (
    <form onSubmit={submit} aria-labelledby="catalogue-upload-title" className="section">
      <h2 id="catalogue-upload-title">{t('store.upload.title')}</h2>
      <p className="hint" id="catalogue-upload-hint">
        {tElements('store.upload.hint', {
          // The file's own column names, as the file must spell them.
          columns: (
            <span key="columns" lang="en">
              Product ID, Variant IDs, URL, Title, Description, Price, Compare-at price, Image, Inventory, Collections
            </span>
          ),
        })}
      </p>
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
      <div className="field">
        <label htmlFor="catalogue-file">{t('shop.import.file')}</label>
        <input
          id="catalogue-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="catalogue-upload-hint"
          onChange={(e) => {
            upload.reset();
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </div>
      {upload.error ? (
        <div className="form-error" role="alert">
          <p>{summary}</p>
          {lines.length > 0 ? (
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? t('shop.import.importing') : t('shop.import.import')}
        </button>{' '}
        <span role="status">{upload.data ? t('store.imported', { count: upload.data.imported }) : ''}</span>
      </p>
    </form>
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
    </>
  );
}

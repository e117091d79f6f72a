/**
 * The store catalogue screen: the products a pop-up's recommendation block may show on a Shopify-style
 * store or a Wix-style site, uploaded as CSV (each upload replaces that platform's catalogue; a refusal
 * lists every bad cell by line and column, and nothing is imported) or sent by the store's own sync job
 * with the import key made here (docs/store-catalogue.md). Our own shop needs neither.
 */
import type { StoreCatalogueImportAnswer, StoreCatalogueKeyCreated, StoreCatalogueSummary } from '@beckon/owner-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client.js';
import { CopyButton } from '../components/copy-button.js';
import { CsvImportForm } from '../components/csv-import-form.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';

const catalogueQuery = queryOptions({
  queryKey: ['store-catalogue'],
  queryFn: () => api<StoreCatalogueSummary>('GET', '/api/owner/store-catalogue'),
});

const PLATFORM_NAMES = { shopify: 'Shopify-style store', wix: 'Wix-style site' } as const;

function CsvUpload() {
  const [platform, setPlatform] = useState<'shopify' | 'wix'>('shopify');
  const [currency, setCurrency] = useState('USD');
  return (
    <CsvImportForm
      idPrefix="catalogue-upload"
      title="Upload a catalogue"
      hint="A CSV file with one product per row and the columns Product ID, Variant IDs, URL, Title, Description, Price, Compare-at price, Image, Inventory and Collections (lists separated by “|”). It replaces the platform’s whole catalogue; nothing is imported while any cell is wrong."
      send={(csv) =>
        api<StoreCatalogueImportAnswer>('POST', `/api/owner/store-catalogue/${platform}/import`, {
          currency: currency.trim().toUpperCase(),
          csv,
        })
      }
      invalidates={catalogueQuery.queryKey}
      doneText={(a) => `Imported ${a.imported} products.`}
    >
      <div className="field">
        <label htmlFor="catalogue-platform">Platform</label>
        <select
          id="catalogue-platform"
          value={platform}
          onChange={(e) => setPlatform(e.target.value as 'shopify' | 'wix')}
        >
          <option value="shopify">{PLATFORM_NAMES.shopify}</option>
          <option value="wix">{PLATFORM_NAMES.wix}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="catalogue-currency">Currency</label>
        <input
          id="catalogue-currency"
          value={currency}
          maxLength={3}
          onChange={(e) => setCurrency(e.target.value)}
          aria-describedby="catalogue-currency-hint"
        />
        <p className="hint" id="catalogue-currency-hint">
          The store’s three-letter currency code, like USD or EUR.
        </p>
      </div>
    </CsvImportForm>
  );
}

function ImportKey({ current }: { current: StoreCatalogueSummary['key'] }) {
  const client = useQueryClient();
  const make = useMutation({
    mutationFn: () => api<StoreCatalogueKeyCreated>('POST', '/api/owner/store-catalogue/key'),
    onSuccess: () => void client.invalidateQueries({ queryKey: catalogueQuery.queryKey }),
  });
  return (
    <section className="section" aria-labelledby="catalogue-key-title">
      <h2 id="catalogue-key-title">Import key</h2>
      <p>
        A store’s sync job sends its catalogue to <code>PUT /api/store-catalogue/shopify</code> (or <code>wix</code>)
        with this key as <code>Authorization: Bearer …</code>. A new key replaces the old one at once.
      </p>
      <p>{current ? `Current key: ${current.prefix}… made ${formatDateTime(current.created_at)}.` : 'No key yet.'}</p>
      {make.data ? (
        <p className="status-ok">
          Your new key, shown only now: <code>{make.data.key}</code>{' '}
          <CopyButton text={make.data.key} label="Copy key" />
        </p>
      ) : null}
      {make.error ? (
        <p className="form-error" role="alert">
          {make.error.message}
        </p>
      ) : null}
      <button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
        {current ? 'Replace the key' : 'Make a key'}
      </button>
    </section>
  );
}

export function StoreCatalogueScreen() {
  const summary = useQuery(catalogueQuery);
  if (summary.isPending) return <Loading label="Loading the catalogues" />;
  if (summary.isError)
    return <LoadError what="the catalogues" error={summary.error} onRetry={() => summary.refetch()} />;
  const { catalogues, key } = summary.data;
  return (
    <>
      <h1>Store catalogue</h1>
      <p>
        Product recommendation blocks show products of your store’s catalogue. Your own shop on this site needs no
        catalogue here: its products are used as they are.
      </p>
      {catalogues.length === 0 ? (
        <p>No catalogue yet.</p>
      ) : (
        <table>
          <caption className="sr-only">Imported catalogues</caption>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">Products</th>
              <th scope="col">Currency</th>
              <th scope="col">Imported</th>
            </tr>
          </thead>
          <tbody>
            {catalogues.map((c) => (
              <tr key={c.platform}>
                <td>{PLATFORM_NAMES[c.platform]}</td>
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

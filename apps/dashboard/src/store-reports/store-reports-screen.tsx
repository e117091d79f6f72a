/**
 * Store reports: the browsed products and carts the account's store customers left (sent by the loader on a
 * store platform, or our own shop's carts left an hour without an order), newest first, with their products,
 * value, customer, time and what became of them; filtered by kind and period, exportable as CSV with the same
 * filters. Customer and product values are rendered as React text only. The Orders view (store-orders-view.tsx,
 * loaded when first opened) lists what the customers ordered.
 */
import {
  reportState,
  type StoreReport,
  type StoreReportKind,
  type StoreReportPeriod,
} from '@beckon/owner-api/store-reports';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { StorePeriodField } from './store-period-field.js';
import { storeReportQueries } from './store-reports-queries.js';
import { StoreShopSetting } from './store-shop-setting.js';
import { StoreViews, useStoreView } from './store-views.js';

// The Orders view loads when it is first opened, not with the reports.
const StoreOrdersView = lazy(async () => ({ default: (await import('./store-orders-view.js')).StoreOrdersView }));

const PAGE_SIZE = 25;

/** reportState's words (the CSV's, in English) in the dashboard's language. */
const STATE_WORDS: Readonly<Record<string, MessageId>> = {
  Recovered: 'storeReports.state.recovered',
  Emptied: 'storeReports.state.emptied',
  Abandoned: 'storeReports.state.abandoned',
  Browsed: 'storeReports.state.browsed',
};

function Products({ report }: { report: StoreReport }) {
  return (
    <ul className="store-report-products">
      {report.products.map((p) => (
        <li key={p.product_id}>
          {p.product_name || p.product_id}
          {p.category ? <span className="hint"> · {p.category}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function StoreReportsView() {
  const t = useT();
  const [filters, setFilters] = useState<{ kind: '' | StoreReportKind; period: StoreReportPeriod }>({
    kind: '',
    period: '30d',
  });
  const [page, setPage] = useState(1);
  const params = { kind: filters.kind || undefined, period: filters.period };
  const reports = useQuery(storeReportQueries.list({ ...params, page }));
  const pages = reports.data ? Math.max(1, Math.ceil(reports.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.storeReports')}</h1>
        <a className="button" href={`/api/owner/store-reports.csv${query(params)}`} download>
          {t('shop.products.exportCsv')}
        </a>
      </div>
      <StoreViews />
      <p className="hint">{t('storeReports.intro')}</p>
      <form className="filters" aria-label={t('storeReports.filter')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="store-reports-kind">{t('storeReports.kind')}</label>
          <select
            id="store-reports-kind"
            value={filters.kind}
            onChange={(e) => {
              setFilters((f) => ({ ...f, kind: e.target.value as '' | StoreReportKind }));
              setPage(1);
            }}
          >
            <option value="">{t('storeReports.kindAll')}</option>
            <option value="browse">{t('storeReports.kindBrowse')}</option>
            <option value="cart">{t('storeReports.kindCart')}</option>
          </select>
        </div>
        <StorePeriodField
          id="store-reports-period"
          value={filters.period}
          onChange={(period) => {
            setFilters((f) => ({ ...f, period }));
            setPage(1);
          }}
        />
      </form>
      {reports.isPending ? (
        <Loading label={t('storeReports.loading')} />
      ) : reports.isError ? (
        <LoadError what={t('storeReports.what')} error={reports.error} onRetry={() => reports.refetch()} />
      ) : reports.data.total === 0 ? (
        <Empty title={t('storeReports.noneFound')}>
          <p>{t('storeReports.noneHint')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('storeReports.count', { total: reports.data.total })}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the table sideways on a phone. */}
          <section className="table-wrap" tabIndex={0} aria-label={t('storeReports.caption')}>
            <table>
              <caption className="sr-only">{t('storeReports.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('storeReports.time')}</th>
                  <th scope="col">{t('storeReports.kind')}</th>
                  <th scope="col">{t('shop.orders.customer')}</th>
                  <th scope="col">{t('nav.products')}</th>
                  <th scope="col">{t('domains.value')}</th>
                  <th scope="col">{t('storeReports.state')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.data.reports.map((r) => (
                  <tr key={r.report_id}>
                    <td className="nowrap">
                      <time dateTime={r.updated_at}>{formatDateTime(r.updated_at)}</time>
                    </td>
                    <td>{r.kind === 'cart' ? t('storeReports.cart') : t('storeReports.state.browsed')}</td>
                    <td className="store-report-customer">
                      {r.customer_id || t('storeReports.guest')}
                      {r.source === 'shop' ? <span className="hint"> {t('storeReports.yourShop')}</span> : null}
                      {r.source === 'wix' ? <span className="hint"> {t('storeReports.wixSite')}</span> : null}
                    </td>
                    <td>
                      <Products report={r} />
                    </td>
                    <td className="nowrap">{r.kind === 'cart' ? r.total_value : ''}</td>
                    <td>
                      {STATE_WORDS[reportState(r)] ? t(STATE_WORDS[reportState(r)] as MessageId) : reportState(r)}
                      {r.recovered_at ? (
                        <>
                          {' '}
                          {t('storeReports.on')} <time dateTime={r.recovered_at}>{formatDateTime(r.recovered_at)}</time>
                          {r.recovered_value ? `, ${t('storeReports.ordered', { value: r.recovered_value })}` : ''}
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager label={t('storeReports.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <StoreShopSetting />
    </>
  );
}

/** The screen's route: the reports, or the Orders view when the address asks for it. */
export function StoreReportsScreen() {
  const t = useT();
  if (useStoreView() === 'reports') return <StoreReportsView />;
  return (
    <Suspense fallback={<Loading label={t('storeOrders.loading')} />}>
      <StoreOrdersView />
    </Suspense>
  );
}

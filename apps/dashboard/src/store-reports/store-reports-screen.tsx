/**
 * Store reports: the browsed products and carts the account's store customers left (sent by the loader on a
 * store platform, or our own shop's carts left an hour without an order), newest first, with their products,
 * value, customer, time and what became of them; filtered by kind and period, exportable as CSV with the same
 * filters. Customer and product values are rendered as React text only.
 */
import {
  reportState,
  STORE_REPORT_PERIODS,
  type StoreReport,
  type StoreReportKind,
  type StoreReportPeriod,
} from '@beckon/owner-api/store-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { storeReportQueries } from './store-reports-queries.js';
import { StoreShopSetting } from './store-shop-setting.js';

const PAGE_SIZE = 25;

const PERIOD_LABELS: Readonly<Record<StoreReportPeriod, string>> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
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

export function StoreReportsScreen() {
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
        <h1>Store reports</h1>
        <a className="button" href={`/api/owner/store-reports.csv${query(params)}`} download>
          Export CSV
        </a>
      </div>
      <p className="hint">
        What your store's customers looked at or left in their cart without buying. A cart is marked recovered when the
        same customer orders within 7 days.
      </p>
      <form className="filters" aria-label="Filter store reports" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="store-reports-kind">Kind</label>
          <select
            id="store-reports-kind"
            value={filters.kind}
            onChange={(e) => {
              setFilters((f) => ({ ...f, kind: e.target.value as '' | StoreReportKind }));
              setPage(1);
            }}
          >
            <option value="">Browsed products and carts</option>
            <option value="browse">Browsed products</option>
            <option value="cart">Carts</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="store-reports-period">Period</label>
          <select
            id="store-reports-period"
            value={filters.period}
            onChange={(e) => {
              setFilters((f) => ({ ...f, period: e.target.value as StoreReportPeriod }));
              setPage(1);
            }}
          >
            {STORE_REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {reports.isPending ? (
        <Loading label="Loading store reports" />
      ) : reports.isError ? (
        <LoadError what="store reports" error={reports.error} onRetry={() => reports.refetch()} />
      ) : reports.data.total === 0 ? (
        <Empty title="No store reports found">
          <p>
            Reports appear here when your store's customers browse products or leave a cart. Try another period if you
            chose one.
          </p>
        </Empty>
      ) : (
        <>
          <p role="status">
            {reports.data.total} report{reports.data.total === 1 ? '' : 's'}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the table sideways on a phone. */}
          <section className="table-wrap" tabIndex={0} aria-label="Store reports, newest first">
            <table>
              <caption className="sr-only">Store reports, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Products</th>
                  <th scope="col">Value</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {reports.data.reports.map((r) => (
                  <tr key={r.report_id}>
                    <td className="nowrap">
                      <time dateTime={r.updated_at}>{formatDateTime(r.updated_at)}</time>
                    </td>
                    <td>{r.kind === 'cart' ? 'Cart' : 'Browsed'}</td>
                    <td className="store-report-customer">
                      {r.customer_id || 'Guest'}
                      {r.source === 'shop' ? <span className="hint"> (your shop)</span> : null}
                    </td>
                    <td>
                      <Products report={r} />
                    </td>
                    <td className="nowrap">{r.kind === 'cart' ? r.total_value : ''}</td>
                    <td>
                      {reportState(r)}
                      {r.recovered_at ? (
                        <>
                          {' '}
                          on <time dateTime={r.recovered_at}>{formatDateTime(r.recovered_at)}</time>
                          {r.recovered_value ? `, ordered ${r.recovered_value}` : ''}
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager label="Store report pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <StoreShopSetting />
    </>
  );
}

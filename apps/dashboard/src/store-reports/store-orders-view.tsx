/**
 * The Store reports screen's Orders view: what the account's store customers ordered (sent from a store
 * platform's order status page, a site builder, the store's own call, or our own shop's checkout), newest
 * first, with the date, customer, source, products, value and whether the order recovered a cart report;
 * by period, a page at a time, exportable as CSV for the same period. Customer and product values are
 * rendered as React text only.
 */
import type { StoreOrder, StoreOrderSource } from '@beckon/owner-api/store-orders';
import type { StoreReportPeriod } from '@beckon/owner-api/store-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { storeOrderQueries } from './store-orders-queries.js';
import { StorePeriodField } from './store-period-field.js';
import { StoreViews } from './store-views.js';

const PAGE_SIZE = 25;

const SOURCE_WORDS: Readonly<Record<StoreOrderSource, MessageId>> = {
  store: 'storeOrders.source.store',
  site_builder: 'storeOrders.source.siteBuilder',
  shop: 'storeOrders.source.shop',
  store_call: 'storeOrders.source.storeCall',
};

function Products({ order }: { order: StoreOrder }) {
  const t = useT();
  return (
    <ul className="store-report-products">
      {order.products.map((p, i) => (
        // A product can be listed twice in an order (two variants), so its place keys it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
        <li key={i}>
          {p.product_name || p.product_id} × {p.quantity}
          {p.price === null ? null : (
            <span className="hint"> · {t('storeOrders.unitPrice', { price: p.price.toFixed(2) })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function StoreOrdersView() {
  const t = useT();
  const [period, setPeriod] = useState<StoreReportPeriod>('30d');
  const [page, setPage] = useState(1);
  const orders = useQuery(storeOrderQueries.list({ period, page }));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.storeReports')}</h1>
        <a className="button" href={`/api/owner/store-orders.csv${query({ period })}`} download>
          {t('shop.products.exportCsv')}
        </a>
      </div>
      <StoreViews />
      <p className="hint">{t('storeOrders.intro')}</p>
      <form className="filters" aria-label={t('storeOrders.filter')} onSubmit={(e) => e.preventDefault()}>
        <StorePeriodField
          id="store-orders-period"
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
      </form>
      {orders.isPending ? (
        <Loading label={t('storeOrders.loading')} />
      ) : orders.isError ? (
        <LoadError what={t('storeOrders.what')} error={orders.error} onRetry={() => orders.refetch()} />
      ) : orders.data.total === 0 ? (
        <Empty title={t('storeOrders.noneFound')}>
          <p>{t('storeOrders.noneHint')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('storeOrders.count', { total: orders.data.total })}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the table sideways on a phone. */}
          <section className="table-wrap" tabIndex={0} aria-label={t('storeOrders.caption')}>
            <table>
              <caption className="sr-only">{t('storeOrders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('leads.date')}</th>
                  <th scope="col">{t('shop.orders.customer')}</th>
                  <th scope="col">{t('storeOrders.source')}</th>
                  <th scope="col">{t('nav.products')}</th>
                  <th scope="col">{t('domains.value')}</th>
                  <th scope="col">{t('storeOrders.recovery')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((o) => (
                  <tr key={o.order_id}>
                    <td className="nowrap">
                      <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time>
                    </td>
                    <td className="store-report-customer">{o.customer_id || t('storeReports.guest')}</td>
                    <td>{t(SOURCE_WORDS[o.source])}</td>
                    <td>
                      <Products order={o} />
                    </td>
                    <td className="nowrap">{o.total_value}</td>
                    <td>{o.recovered_report_id === null ? '' : t('storeOrders.recovered')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager label={t('storeOrders.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </>
  );
}

/**
 * The shop's Orders screens: the list, newest first,
 * filtered by status and paged, with a CSV download of the filtered list; and one order with its lines, addresses and a
 * status change offering only the moves the server allows (ORDER_TRANSITIONS,
 * shared through @beckon/owner-api), refunds, notes and the resent mail (order-actions.tsx).
 * Customer values are React text only.
 */
import { ORDER_STATUSES, type OrderStatus, type ShopOrderDetail } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { useT } from '../i18n/i18n.js';
import { money } from './amounts.js';
import { HoldStockSetting } from './hold-stock-setting.js';
import { OrderNotes, RefundForm, ResendMail } from './order-actions.js';
import { OrderDocuments } from './order-documents.js';
import { ORDER_STATUS_WORDS } from './order-status-words.js';
import { shopQueries } from './shop-queries.js';

function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`order-status status-${status}`}>{t(ORDER_STATUS_WORDS[status])}</span>;
}

export function OrdersScreen() {
  const t = useT();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useQuery(shopQueries.orders(status, page));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.page_size)) : 1;
  return (
    <>
      <div className="screen-head">
        <h1>{t('nav.orders')}</h1>
        {/* The orders of the chosen status, every page: a plain download the session cookie authorises. */}
        <a className="button" href={`/api/owner/shop/orders.csv${query({ status })}`} download>
          {t('shop.products.exportCsv')}
        </a>
      </div>
      <form className="filters" aria-label={t('shop.orders.filter')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="orders-status">{t('shop.products.status')}</label>
          <select
            id="orders-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('shop.orders.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(ORDER_STATUS_WORDS[s])}
              </option>
            ))}
          </select>
        </div>
      </form>
      {orders.isPending ? (
        <Loading label={t('shop.orders.loading')} />
      ) : orders.isError ? (
        <p role="alert">{t('common.couldNotLoad', { what: t('shop.orders.what'), reason: orders.error.message })}</p>
      ) : orders.data.total === 0 ? (
        <Empty title={t('shop.orders.noneFound')}>
          <p>{t('shop.orders.noneHint')}</p>
        </Empty>
      ) : (
        <>
          <p role="status">{t('shop.orders.count', { total: orders.data.total })}</p>
          <div className="table-wrap">
            <table>
              <caption className="sr-only">{t('shop.orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shop.orders.order')}</th>
                  <th scope="col">{t('shop.orders.date')}</th>
                  <th scope="col">{t('shop.orders.customer')}</th>
                  <th scope="col">{t('shop.products.status')}</th>
                  <th scope="col">{t('shop.orders.items')}</th>
                  <th scope="col">{t('shop.orders.total')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((o) => (
                  <tr key={o.order_number}>
                    <td>
                      <Link to={`/orders/${o.order_number}`}>#{o.order_number}</Link>
                    </td>
                    <td>{formatDateTime(o.created_at)}</td>
                    <td>
                      {o.customer_name}
                      <br />
                      <span className="hint">{o.email}</span>
                    </td>
                    <td>
                      <StatusBadge status={o.status} />
                    </td>
                    <td>{o.item_count}</td>
                    <td>{money(o.total_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label={t('shop.orders.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <HoldStockSetting />
    </>
  );
}

function StatusForm({ order }: { order: ShopOrderDetail }) {
  const t = useT();
  const client = useQueryClient();
  const [to, setTo] = useState<OrderStatus | ''>('');
  const change = useMutation({
    mutationFn: (status: OrderStatus) =>
      api<ShopOrderDetail>('PUT', `/api/owner/shop/orders/${order.order_number}/status`, { status }),
    onSuccess: (updated) => {
      client.setQueryData(shopQueries.order(String(order.order_number)).queryKey, updated);
      void client.invalidateQueries({ queryKey: shopQueries.allOrders() });
      setTo('');
    },
  });
  if (order.next_statuses.length === 0)
    return <p>{t('shop.orders.final', { status: t(ORDER_STATUS_WORDS[order.status]).toLowerCase() })}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to !== '') change.mutate(to);
  };
  return (
    <form onSubmit={submit} aria-label={t('shop.orders.changeStatus')}>
      <div className="field">
        <label htmlFor="order-status">{t('shop.orders.newStatus')}</label>
        <select id="order-status" value={to} onChange={(e) => setTo(e.target.value as OrderStatus | '')}>
          <option value="">{t('shop.orders.chooseStatus')}</option>
          {order.next_statuses.map((s) => (
            <option key={s} value={s}>
              {t(ORDER_STATUS_WORDS[s])}
            </option>
          ))}
        </select>
        {to === 'cancelled' ? <p className="hint">{t('shop.orders.cancelHint')}</p> : null}
      </div>
      <button type="submit" disabled={to === '' || change.isPending}>
        {change.isPending ? t('builder.saving') : t('shop.orders.changeStatus')}
      </button>
      {change.error ? (
        <p className="form-error" role="alert">
          {t('shop.orders.changeFailed', { message: change.error.message })}
        </p>
      ) : null}
    </form>
  );
}

export function OrderScreen() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const order = useQuery(shopQueries.order(orderNumber));
  return (
    <>
      <p>
        <Link to="/orders">{t('shop.orders.all')}</Link>
      </p>
      {order.isPending ? (
        <Loading label={t('shop.orders.loadingOne')} />
      ) : order.isError ? (
        <p role="alert">
          {t('common.couldNotLoad', {
            what: t('shop.orders.whatOne', { number: orderNumber }),
            reason: order.error.message,
          })}
        </p>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function OrderDetail({ order }: { order: ShopOrderDetail }) {
  const t = useT();
  return (
    <>
      <div className="screen-head">
        <h1>{t('shop.orders.title', { number: order.order_number })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p>{t('shop.orders.placed', { date: formatDateTime(order.created_at), payment: order.payment_title })}</p>
      <section aria-labelledby="order-status-title">
        <h2 id="order-status-title">{t('shop.products.status')}</h2>
        <StatusForm order={order} />
      </section>
      <OrderDocuments order={order} />
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('shop.orders.items')}</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('shop.products.product')}</th>
                <th scope="col">{t('shop.orders.unitPrice')}</th>
                <th scope="col">{t('shop.orders.quantity')}</th>
                <th scope="col">{t('shop.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l, i) => (
                // Lines have no id of their own: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i}>
                  <td>{l.variant_name ? `${l.product_name} – ${l.variant_name}` : l.product_name}</td>
                  <td>{money(l.unit_price_cents)}</td>
                  <td>{l.quantity}</td>
                  <td>{money(l.total_cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('shop.orders.subtotal')}
                </th>
                <td>{money(order.subtotal_cents)}</td>
              </tr>
              {order.discount_cents > 0 ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('shop.orders.coupon', { code: order.coupon_code ?? '' })}
                  </th>
                  <td>−{money(order.discount_cents)}</td>
                </tr>
              ) : null}
              {order.shipping ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('shop.orders.shipping', { title: order.shipping.title })}
                  </th>
                  <td>
                    {money(order.shipping.cost_cents)}
                    {order.shipping.tax_cents > 0
                      ? ` ${t('shop.orders.plusTax', { tax: money(order.shipping.tax_cents) })}`
                      : ''}
                  </td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3}>
                  {t('shop.orders.totalWithTax', { tax: money(order.tax_cents) })}
                </th>
                <td>{money(order.total_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="order-customer-title">
        <h2 id="order-customer-title">{t('shop.orders.customer')}</h2>
        <address>
          {order.customer_name}
          <br />
          {order.address}
          <br />
          {order.postcode} {order.city} ({order.province})
          <br />
          {order.phone}
          <br />
          {order.email}
        </address>
        {order.notes ? <p>{t('shop.orders.customerNote', { note: order.notes })}</p> : null}
        <ResendMail order={order} />
      </section>
      <section aria-labelledby="order-refund-title">
        <h2 id="order-refund-title">{t('shop.orders.refunds')}</h2>
        <RefundForm order={order} />
      </section>
      <section aria-labelledby="order-notes-title">
        <h2 id="order-notes-title">{t('shop.orders.notes')}</h2>
        <OrderNotes order={order} />
      </section>
    </>
  );
}

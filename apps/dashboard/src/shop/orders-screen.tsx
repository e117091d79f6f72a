/**
 * The shop's Orders screens: the list, newest first,
 * filtered by status and paged, with a CSV download of the filtered list; and one order with its lines, addresses and a
 * status change offering only the moves the server allows (ORDER_TRANSITIONS,
 * shared through @beckon/owner-api), refunds, notes and the resent mail (order-actions.tsx).
 * Customer values are React text only.
 */
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type ShopOrderDetail } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api, query } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { Empty, Loading } from '../components/loading.js';
import { Pager } from '../components/pager.js';
import { money } from './amounts.js';
import { HoldStockSetting } from './hold-stock-setting.js';
import { OrderNotes, RefundForm, ResendMail } from './order-actions.js';
import { OrderDocuments } from './order-documents.js';
import { shopQueries } from './shop-queries.js';

function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useQuery(shopQueries.orders(status, page));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.page_size)) : 1;
  return (
    <>
      <div className="screen-head">
        <h1>Orders</h1>
        {/* The orders of the chosen status, every page: a plain download the session cookie authorises. */}
        <a className="button" href={`/api/owner/shop/orders.csv${query({ status })}`} download>
          Export CSV
        </a>
      </div>
      <form className="filters" aria-label="Filter orders" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="orders-status">Status</label>
          <select
            id="orders-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {orders.isPending ? (
        <Loading label="Loading orders" />
      ) : orders.isError ? (
        <p role="alert">Could not load orders: {orders.error.message}</p>
      ) : orders.data.total === 0 ? (
        <Empty title="No orders found">
          <p>Orders appear here when customers check out in the shop. Choose “All statuses” if you set a filter.</p>
        </Empty>
      ) : (
        <>
          <p role="status">
            {orders.data.total} order{orders.data.total === 1 ? '' : 's'}
          </p>
          <div className="table-wrap">
            <table>
              <caption className="sr-only">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Items</th>
                  <th scope="col">Total</th>
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
          <Pager label="Order pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <HoldStockSetting />
    </>
  );
}

function StatusForm({ order }: { order: ShopOrderDetail }) {
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
    return <p>This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: its status can no longer change.</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (to !== '') change.mutate(to);
  };
  return (
    <form onSubmit={submit} aria-label="Change status">
      <div className="field">
        <label htmlFor="order-status">New status</label>
        <select id="order-status" value={to} onChange={(e) => setTo(e.target.value as OrderStatus | '')}>
          <option value="">Choose a status</option>
          {order.next_statuses.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {to === 'cancelled' ? <p className="hint">Cancelling puts the items back in stock.</p> : null}
      </div>
      <button type="submit" disabled={to === '' || change.isPending}>
        {change.isPending ? 'Saving…' : 'Change status'}
      </button>
      {change.error ? (
        <p className="form-error" role="alert">
          Could not change the status: {change.error.message}
        </p>
      ) : null}
    </form>
  );
}

export function OrderScreen() {
  const { orderNumber = '' } = useParams();
  const order = useQuery(shopQueries.order(orderNumber));
  return (
    <>
      <p>
        <Link to="/orders">← All orders</Link>
      </p>
      {order.isPending ? (
        <Loading label="Loading the order" />
      ) : order.isError ? (
        <p role="alert">
          Could not load order {orderNumber}: {order.error.message}
        </p>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function OrderDetail({ order }: { order: ShopOrderDetail }) {
  return (
    <>
      <div className="screen-head">
        <h1>Order #{order.order_number}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p>
        Placed {formatDateTime(order.created_at)}. Payment: {order.payment_title}.
      </p>
      <section aria-labelledby="order-status-title">
        <h2 id="order-status-title">Status</h2>
        <StatusForm order={order} />
      </section>
      <OrderDocuments order={order} />
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title">Items</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Unit price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Total</th>
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
                  Subtotal
                </th>
                <td>{money(order.subtotal_cents)}</td>
              </tr>
              {order.discount_cents > 0 ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    Coupon {order.coupon_code}
                  </th>
                  <td>−{money(order.discount_cents)}</td>
                </tr>
              ) : null}
              {order.shipping ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    Shipping: {order.shipping.title}
                  </th>
                  <td>
                    {money(order.shipping.cost_cents)}
                    {order.shipping.tax_cents > 0 ? ` + ${money(order.shipping.tax_cents)} VAT` : ''}
                  </td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3}>
                  Total (includes {money(order.tax_cents)} VAT)
                </th>
                <td>{money(order.total_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="order-customer-title">
        <h2 id="order-customer-title">Customer</h2>
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
        {order.notes ? <p>Note from the customer: {order.notes}</p> : null}
        <ResendMail order={order} />
      </section>
      <section aria-labelledby="order-refund-title">
        <h2 id="order-refund-title">Refunds</h2>
        <RefundForm order={order} />
      </section>
      <section aria-labelledby="order-notes-title">
        <h2 id="order-notes-title">Order notes</h2>
        <OrderNotes order={order} />
      </section>
    </>
  );
}

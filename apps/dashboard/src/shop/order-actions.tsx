/**
 * What the owner does on one order besides its status: refund part or all of what is left (card orders
 * through Stripe, with an optional restock), write a note (private, or mailed to the customer) and mail
 * the customer the order's details again. Each answers with the order as it is now.
 */
import { REFUNDABLE_STATUSES, type ShopOrderDetail } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { money } from './amounts.js';
import { shopQueries } from './shop-queries.js';

/** "12,50" or "12.50" typed as euros → cents; null when it is not an amount. */
function centsOf(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

function useOrderUpdate(order: ShopOrderDetail) {
  const client = useQueryClient();
  return (updated: ShopOrderDetail) => {
    client.setQueryData(shopQueries.order(String(order.order_number)).queryKey, updated);
    void client.invalidateQueries({ queryKey: shopQueries.allOrders() });
  };
}

export function RefundForm({ order }: { order: ShopOrderDetail }) {
  const update = useOrderUpdate(order);
  const left = order.total_cents - order.refunded_cents;
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState(false);
  const [done, setDone] = useState('');
  const refund = useMutation({
    mutationFn: (cents: number) =>
      api<ShopOrderDetail>('POST', `/api/owner/shop/orders/${order.order_number}/refunds`, {
        amount_cents: cents,
        restock,
      }),
    onSuccess: (updated, cents) => {
      update(updated);
      setAmount('');
      setRestock(false);
      setDone(`Refunded ${money(cents)}. The customer was mailed.`);
    },
  });
  const cents = centsOf(amount);
  const invalid = amount !== '' && (cents === null || cents < 1 || cents > left);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cents !== null && !invalid) refund.mutate(cents);
  };
  const history = order.refunds.map((r) => (
    <li key={r.created_at}>
      {money(r.amount_cents)} on {formatDateTime(r.created_at)}
      {r.restocked ? ', items back in stock' : ''}
    </li>
  ));
  if (!REFUNDABLE_STATUSES.includes(order.status) || left <= 0)
    return (
      <>
        {history.length > 0 ? <ul>{history}</ul> : null}
        <p>
          {order.refunded_cents > 0
            ? `Refunded ${money(order.refunded_cents)} in all.`
            : 'Only a paid order (processing or completed) can be refunded.'}
        </p>
      </>
    );
  const card = order.payment_method === 'tarjeta';
  return (
    <form onSubmit={submit} aria-label="Refund">
      {history.length > 0 ? <ul>{history}</ul> : null}
      <div className="field">
        <label htmlFor="refund-amount">Amount to refund (up to {money(left)})</label>
        <input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={invalid}
          aria-describedby="refund-hint"
          onChange={(e) => setAmount(e.target.value)}
        />
        <p className="hint" id="refund-hint">
          {card
            ? 'The money goes back to the customer’s card through Stripe.'
            : `Paid by ${order.payment_title}: pay the customer back yourself; this records the refund.`}
        </p>
        {invalid ? (
          <p className="form-error">
            Type an amount from {money(1)} to {money(left)}.
          </p>
        ) : null}
      </div>
      <div className="field checkbox">
        <input id="refund-restock" type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        <label htmlFor="refund-restock">Put the order’s items back in stock</label>
      </div>
      <button type="submit" disabled={cents === null || invalid || refund.isPending}>
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </button>
      {refund.error ? (
        <p className="form-error" role="alert">
          Could not refund: {refund.error.message}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </form>
  );
}

export function OrderNotes({ order }: { order: ShopOrderDetail }) {
  const update = useOrderUpdate(order);
  const [text, setText] = useState('');
  const [toCustomer, setToCustomer] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      api<ShopOrderDetail>('POST', `/api/owner/shop/orders/${order.order_number}/notes`, {
        text,
        to_customer: toCustomer,
      }),
    onSuccess: (updated) => {
      update(updated);
      setText('');
      setToCustomer(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== '') add.mutate();
  };
  return (
    <>
      {order.order_notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="order-notes">
          {order.order_notes.map((n) => (
            <li key={`${n.created_at}-${n.text.slice(0, 20)}`}>
              <p className="order-note-text">{n.text}</p>
              <p className="hint">
                {formatDateTime(n.created_at)} · {n.to_customer ? 'mailed to the customer' : 'private'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Add a note">
        <div className="field">
          <label htmlFor="order-note">Note</label>
          <textarea id="order-note" value={text} maxLength={2000} rows={3} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field checkbox">
          <input
            id="order-note-customer"
            type="checkbox"
            checked={toCustomer}
            onChange={(e) => setToCustomer(e.target.checked)}
          />
          <label htmlFor="order-note-customer">Note to the customer (they are mailed it)</label>
        </div>
        <button type="submit" disabled={text.trim() === '' || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </button>
        {add.error ? (
          <p className="form-error" role="alert">
            Could not add the note: {add.error.message}
          </p>
        ) : null}
      </form>
    </>
  );
}

export function ResendMail({ order }: { order: ShopOrderDetail }) {
  const resend = useMutation({
    mutationFn: () => api<{ sent_to: string }>('POST', `/api/owner/shop/orders/${order.order_number}/resend-mail`, {}),
  });
  return (
    <>
      <button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Email the order details to the customer'}
      </button>
      {resend.data ? <p role="status">Sent to {resend.data.sent_to}.</p> : null}
      {resend.error ? (
        <p className="form-error" role="alert">
          Could not send the mail: {resend.error.message}
        </p>
      ) : null}
    </>
  );
}

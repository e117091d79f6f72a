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
import { useT } from '../i18n/i18n.js';
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
  const t = useT();
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
      setDone(t('shop.refund.done', { amount: money(cents) }));
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
      {t(r.restocked ? 'shop.refund.lineRestocked' : 'shop.refund.line', {
        amount: money(r.amount_cents),
        date: formatDateTime(r.created_at),
      })}
    </li>
  ));
  if (!REFUNDABLE_STATUSES.includes(order.status) || left <= 0)
    return (
      <>
        {history.length > 0 ? <ul>{history}</ul> : null}
        <p>
          {order.refunded_cents > 0
            ? t('shop.refund.total', { amount: money(order.refunded_cents) })
            : t('shop.refund.notPaid')}
        </p>
      </>
    );
  const card = order.payment_method === 'tarjeta';
  return (
    <form onSubmit={submit} aria-label={t('shop.refund.refund')}>
      {history.length > 0 ? <ul>{history}</ul> : null}
      <div className="field">
        <label htmlFor="refund-amount">{t('shop.refund.amount', { left: money(left) })}</label>
        <input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={invalid}
          aria-describedby="refund-hint"
          onChange={(e) => setAmount(e.target.value)}
        />
        <p className="hint" id="refund-hint">
          {card ? t('shop.refund.card') : t('shop.refund.manual', { payment: order.payment_title })}
        </p>
        {invalid ? <p className="form-error">{t('shop.refund.range', { from: money(1), to: money(left) })}</p> : null}
      </div>
      <div className="field checkbox">
        <input id="refund-restock" type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        <label htmlFor="refund-restock">{t('shop.refund.restock')}</label>
      </div>
      <button type="submit" disabled={cents === null || invalid || refund.isPending}>
        {refund.isPending ? t('shop.refund.refunding') : t('shop.refund.refund')}
      </button>
      {refund.error ? (
        <p className="form-error" role="alert">
          {t('shop.refund.failed', { message: refund.error.message })}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </form>
  );
}

export function OrderNotes({ order }: { order: ShopOrderDetail }) {
  const t = useT();
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
        <p>{t('shop.notes.none')}</p>
      ) : (
        <ul className="order-notes">
          {order.order_notes.map((n) => (
            <li key={`${n.created_at}-${n.text.slice(0, 20)}`}>
              <p className="order-note-text">{n.text}</p>
              <p className="hint">
                {formatDateTime(n.created_at)} · {n.to_customer ? t('shop.notes.mailed') : t('shop.notes.private')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label={t('shop.notes.addForm')}>
        <div className="field">
          <label htmlFor="order-note">{t('shop.notes.note')}</label>
          <textarea id="order-note" value={text} maxLength={2000} rows={3} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field checkbox">
          <input
            id="order-note-customer"
            type="checkbox"
            checked={toCustomer}
            onChange={(e) => setToCustomer(e.target.checked)}
          />
          <label htmlFor="order-note-customer">{t('shop.notes.toCustomer')}</label>
        </div>
        <button type="submit" disabled={text.trim() === '' || add.isPending}>
          {add.isPending ? t('shop.notes.adding') : t('shop.notes.add')}
        </button>
        {add.error ? (
          <p className="form-error" role="alert">
            {t('shop.notes.failed', { message: add.error.message })}
          </p>
        ) : null}
      </form>
    </>
  );
}

export function ResendMail({ order }: { order: ShopOrderDetail }) {
  const t = useT();
  const resend = useMutation({
    mutationFn: () => api<{ sent_to: string }>('POST', `/api/owner/shop/orders/${order.order_number}/resend-mail`, {}),
  });
  return (
    <>
      <button type="button" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('shop.resend.sending') : t('shop.resend.send')}
      </button>
      {resend.data ? <p role="status">{t('shop.resend.sent', { to: resend.data.sent_to })}</p> : null}
      {resend.error ? (
        <p className="form-error" role="alert">
          {t('shop.resend.failed', { message: resend.error.message })}
        </p>
      ) : null}
    </>
  );
}

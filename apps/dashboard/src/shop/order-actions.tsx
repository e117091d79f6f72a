/**
 * What the owner does on one order besides its status: refund part or all of what is left (card orders
 * through Stripe, with an optional restock; each refund listed with its corrective invoice), write a note
 * (private, or mailed to the customer) and mail the customer the order's details again. Each answers with
 * the order as it is now.
 */
import { REFUNDABLE_STATUSES, type ShopOrderDetail, type ShopOrderLine } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { useT } from '../i18n/i18n.js';
import { money } from './amounts.js';
import { RefundCorrective } from './refund-corrective.js';
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

/** The share of a line's paid total that `quantity` of its units stand for, in cents. */
const lineShare = (line: ShopOrderLine, quantity: number) =>
  line.quantity > 0 ? Math.round((line.total_cents * quantity) / line.quantity) : 0;

/**
 * WooCommerce's refund form: a quantity per line (which fills in the amount), the amount, and "Restock
 * refunded items", which puts those quantities back in stock. A line offers at most what it sold less what
 * earlier refunds put back.
 */
export function RefundForm({ order }: { order: ShopOrderDetail }) {
  const t = useT();
  const update = useOrderUpdate(order);
  const left = order.total_cents - order.refunded_cents;
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState(false);
  const [done, setDone] = useState('');
  const chosen = order.lines
    .map((l) => ({ line: l, quantity: Number(quantities[l.line_no] ?? '0') }))
    .filter((c) => Number.isInteger(c.quantity) && c.quantity > 0);
  const refund = useMutation({
    mutationFn: (cents: number) =>
      api<ShopOrderDetail>('POST', `/api/owner/shop/orders/${order.order_number}/refunds`, {
        amount_cents: cents,
        ...(restock && chosen.length > 0
          ? {
              restock: true,
              restock_lines: chosen.map((c) => ({ line_no: c.line.line_no, quantity: c.quantity })),
            }
          : { restock: false }),
      }),
    onSuccess: (updated, cents) => {
      update(updated);
      setAmount('');
      setQuantities({});
      setRestock(false);
      setDone(t('shop.refund.done', { amount: money(cents) }));
    },
  });
  const cents = centsOf(amount);
  const invalid = amount !== '' && (cents === null || cents < 1 || cents > left);
  const badLines = order.lines.filter((l) => {
    const text = quantities[l.line_no] ?? '';
    if (text === '') return false;
    const q = Number(text);
    return !/^\d+$/.test(text) || q > l.quantity - l.restocked_quantity;
  });
  const setQuantity = (line: ShopOrderLine, text: string) => {
    const next = { ...quantities, [line.line_no]: text };
    setQuantities(next);
    // As WooCommerce does, the quantities fill in the amount; the owner may still change it.
    const sum = order.lines.reduce((total, l) => {
      const q = Number(next[l.line_no] ?? '0');
      return Number.isInteger(q) && q > 0 ? total + lineShare(l, q) : total;
    }, 0);
    if (sum > 0) setAmount(euroText(Math.min(sum, left)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cents !== null && !invalid && badLines.length === 0) refund.mutate(cents);
  };
  const history = order.refunds.map((r) => (
    <li key={r.created_at}>
      {t('shop.refund.historyItem', { amount: money(r.amount_cents), date: formatDateTime(r.created_at) })}
      {r.restocked
        ? ` ${t('shop.refund.historyRestocked', {
            items: r.restocked_lines
              .map((rl) => {
                const line = order.lines.find((l) => l.line_no === rl.line_no);
                return `${rl.quantity} × ${line ? lineName(line) : `#${rl.line_no}`}`;
              })
              .join(', '),
          })}`
        : ''}
      <RefundCorrective order={order} refund={r} />
    </li>
  ));
  if (!REFUNDABLE_STATUSES.includes(order.status) || left <= 0)
    return (
      <>
        {history.length > 0 ? <ul>{history}</ul> : null}
        <p>
          {order.refunded_cents > 0
            ? t('shop.refund.refundedInAll', { amount: money(order.refunded_cents) })
            : t('shop.refund.onlyPaid')}
        </p>
        {/* A full refund ends the form: what it did still shows. */}
        {done ? <p role="status">{done}</p> : null}
      </>
    );
  const card = order.payment_method === 'tarjeta';
  return (
    <form onSubmit={submit} aria-label={t('shop.refund.form')}>
      {history.length > 0 ? <ul>{history}</ul> : null}
      <table className="refund-lines">
        <caption>{t('shop.refund.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.refund.item')}</th>
            <th scope="col">{t('shop.refund.sold')}</th>
            <th scope="col">{t('shop.refund.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => {
            const restockable = l.quantity - l.restocked_quantity;
            const id = `refund-line-${l.line_no}`;
            const wrong = badLines.includes(l);
            return (
              <tr key={l.line_no}>
                <th scope="row">
                  <label htmlFor={id}>{lineName(l)}</label>
                </th>
                <td>
                  {l.quantity}
                  {l.restocked_quantity > 0 ? ` (${t('shop.refund.alreadyBack', { n: l.restocked_quantity })})` : ''}
                </td>
                <td>
                  <input
                    id={id}
                    inputMode="numeric"
                    className="quantity"
                    value={quantities[l.line_no] ?? ''}
                    placeholder="0"
                    aria-invalid={wrong}
                    aria-describedby={wrong ? `${id}-error` : undefined}
                    onChange={(e) => setQuantity(l, e.target.value)}
                  />
                  {wrong ? (
                    <p className="form-error" id={`${id}-error`}>
                      {t('shop.refund.quantityWrong', { max: restockable })}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="field checkbox">
        <input id="refund-restock" type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        <label htmlFor="refund-restock">{t('shop.refund.restock')}</label>
      </div>
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
          {card ? t('shop.refund.byCard') : t('shop.refund.byHand', { method: order.payment_title })}
        </p>
        {invalid ? (
          <p className="form-error">{t('shop.refund.amountWrong', { min: money(1), max: money(left) })}</p>
        ) : null}
      </div>
      <button type="submit" disabled={cents === null || invalid || badLines.length > 0 || refund.isPending}>
        {refund.isPending ? t('shop.refund.refunding') : t('shop.refund.submit')}
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

const lineName = (l: ShopOrderLine) => (l.variant_name ? `${l.product_name} – ${l.variant_name}` : l.product_name);

/** Cents as the amount field takes them: "12,50". */
const euroText = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

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

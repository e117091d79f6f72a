/**
 * An order's printed documents: the invoice (its first download issues it with the shop's next
 * number, for a processing or completed order) and the packing slip, both PDFs in Spanish. Each
 * refund's corrective invoice is downloaded beside the refund (refund-corrective.tsx).
 */
import type { ShopOrderDetail } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../api/download-file.js';
import { useT } from '../i18n/i18n.js';
import { shopQueries } from './shop-queries.js';

const ISSUABLE: readonly ShopOrderDetail['status'][] = ['processing', 'completed'];

export function OrderDocuments({ order }: { order: ShopOrderDetail }) {
  const t = useT();
  const client = useQueryClient();
  const base = `/api/owner/shop/orders/${order.order_number}`;
  const invoice = useMutation({
    mutationFn: () => downloadFile(`${base}/invoice.pdf`),
    // The first download gave the order its invoice number: show it.
    onSuccess: () => client.invalidateQueries({ queryKey: shopQueries.order(String(order.order_number)).queryKey }),
  });
  const slip = useMutation({ mutationFn: () => downloadFile(`${base}/packing-slip.pdf`) });
  const canInvoice = order.invoice_number !== null || ISSUABLE.includes(order.status);
  return (
    <section aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t('shop.documents.title')}</h2>
      <p className="hint">
        {order.invoice_number !== null
          ? t('shop.documents.number', { number: order.invoice_number })
          : canInvoice
            ? t('shop.documents.firstIssues')
            : t('shop.documents.notYet')}
      </p>
      <p className="button-row">
        <button type="button" disabled={!canInvoice || invoice.isPending} onClick={() => invoice.mutate()}>
          {order.invoice_number !== null ? t('shop.documents.download') : t('shop.documents.issue')}
        </button>
        <button type="button" disabled={slip.isPending} onClick={() => slip.mutate()}>
          {t('shop.documents.slip')}
        </button>
      </p>
      {order.invoice_number !== null ? <p className="hint">{t('shop.documents.correctiveHint')}</p> : null}
      {invoice.error || slip.error ? (
        <p className="form-error" role="alert">
          {(invoice.error ?? slip.error)?.message}
        </p>
      ) : null}
    </section>
  );
}

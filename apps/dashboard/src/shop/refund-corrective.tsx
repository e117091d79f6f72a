/**
 * A refund's corrective invoice beside it in the order's refunds: its download, or, for a refund of an
 * invoiced order that has none (one made before they were issued with the refund), the button that issues
 * it now, dated today in this year's series.
 */
import type { ShopOrderDetail } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.js';
import { downloadFile } from '../api/download-file.js';
import { useT } from '../i18n/i18n.js';
import { shopQueries } from './shop-queries.js';

type Refund = ShopOrderDetail['refunds'][number];

export function RefundCorrective({ order, refund }: { order: ShopOrderDetail; refund: Refund }) {
  const t = useT();
  const client = useQueryClient();
  const path = `/api/owner/shop/orders/${order.order_number}/refunds/${refund.refund_no}/invoice`;
  const issue = useMutation({
    mutationFn: () => api<ShopOrderDetail>('POST', path, {}),
    onSuccess: (updated) => client.setQueryData(shopQueries.order(String(order.order_number)).queryKey, updated),
  });
  const download = useMutation({ mutationFn: () => downloadFile(`${path}.pdf`) });
  // An order without an invoice has nothing to correct.
  if (order.invoice_number === null) return null;
  const error = issue.error ?? download.error;
  return (
    <>
      {' '}
      {refund.corrective_invoice === null ? (
        <button type="button" disabled={issue.isPending} onClick={() => issue.mutate()}>
          {t('shop.refund.issueCorrective')}
        </button>
      ) : (
        <button type="button" disabled={download.isPending} onClick={() => download.mutate()}>
          {t('shop.documents.corrective', { number: refund.corrective_invoice })}
        </button>
      )}
      {error ? (
        <span className="form-error" role="alert">
          {' '}
          {t('shop.refund.correctiveFailed', { message: error.message })}
        </span>
      ) : null}
    </>
  );
}

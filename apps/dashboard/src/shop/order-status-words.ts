/** The order statuses' names in the dashboard's language, WooCommerce's (the owner API's ORDER_STATUS_LABELS are English). */
import type { OrderStatus } from '@beckon/owner-api';
import type { MessageId } from '../i18n/i18n.js';

export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, MessageId>> = {
  pending: 'shop.status.pending',
  processing: 'shop.status.processing',
  'on-hold': 'shop.status.onHold',
  completed: 'shop.status.completed',
  cancelled: 'shop.status.cancelled',
  refunded: 'shop.status.refunded',
  failed: 'shop.status.failed',
};

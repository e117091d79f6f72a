/** The tax classes' names in the dashboard's language (the owner API's TAX_CLASS_LABELS are English). */
import type { TaxClass } from '@beckon/owner-api';
import type { MessageId } from '../i18n/i18n.js';

export const TAX_CLASS_WORDS: Readonly<Record<TaxClass, MessageId>> = {
  standard: 'shop.taxClass.standard',
  reduced: 'shop.taxClass.reduced',
  'super-reduced': 'shop.taxClass.superReduced',
};

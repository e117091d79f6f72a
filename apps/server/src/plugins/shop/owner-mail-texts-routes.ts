/**
 * The shop's editable mails in the owner API (WooCommerce's Emails settings), behind its session,
 * cross-site and CSRF guards: each mail's default and saved words, a save, a reset to the default and
 * a preview filled in with a sample order. The words are the owner's data: stored and sent as plain
 * text, never as HTML.
 */
import type { Db } from '@beckon/db';
import {
  DEFAULT_SHOP_TIME_ZONE,
  SHOP_MAIL_KEYS,
  type ShopMailEntry,
  type ShopMailKey,
  type ShopMailPreview,
  type ShopMailsAnswer,
  type ShopMailText,
  shopMailParamsSchema,
  shopMailTextSchema,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import { findAccountSite } from '../../sites/index.js';
import { MAIL_DEFINITIONS, type MailTexts } from './mail-texts.js';
import { deleteMailText, loadMailTexts, saveMailText } from './mail-texts-repository.js';
import type { StoredOrder } from './order-repository.js';
import { customerNoteMail, customerStatusMail, refundMail, shopOrderMail, stockMail } from './order-status-mail.js';

type KeyParams = { Params: { key: ShopMailKey } };

function entryOf(key: ShopMailKey, texts: MailTexts): ShopMailEntry {
  const d = MAIL_DEFINITIONS[key];
  return {
    key,
    recipient: d.recipient,
    placeholders: d.placeholders.map((p) => `{${p}}`),
    default_text: d.text,
    saved_text: texts[key] ?? null,
  };
}

/** The order a preview is filled in with. */
const SAMPLE: StoredOrder = {
  orderNumber: 1234,
  accessKey: 'muestra-muestra-muestr',
  siteOrigin: 'https://tienda.example',
  siteName: 'Mi tienda',
  status: 'processing',
  paymentMethod: 'clinica',
  email: 'lucia@example.es',
  firstName: 'Lucía',
  lastName: 'García Pérez',
  phone: '600 123 456',
  address: 'Calle de Alcalá 100',
  postcode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  notes: '',
  couponCode: null,
  subtotalCents: 2490,
  discountCents: 0,
  pricesIncludeTax: true,
  taxCents: 432,
  taxLines: [{ rateBp: 2100, taxCents: 432 }],
  totalCents: 2490,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  timeZone: DEFAULT_SHOP_TIME_ZONE,
  shipping: null,
  lines: [
    {
      productName: 'Sérum vitamina C',
      variantName: '15 ml',
      unitPriceCents: 2490,
      quantity: 1,
      grossCents: 2490,
      totalCents: 2490,
      taxRateBp: 2100,
      taxCents: 432,
    },
  ],
};

function previewOf(key: ShopMailKey, text: ShopMailText, siteName: string, timeZone: string): ShopMailPreview {
  const texts: MailTexts = { [key]: text };
  const order = { ...SAMPLE, siteName, timeZone };
  const ctx = {
    siteName,
    orderUrl: `${SAMPLE.siteOrigin}/mi-cuenta/`,
    adminUrl: `${SAMPLE.siteOrigin}/admin/orders/1234`,
  };
  const mail = (() => {
    switch (key) {
      case 'admin-new':
      case 'admin-cancelled':
      case 'admin-failed':
        return shopOrderMail(
          key === 'admin-new' ? 'new' : key === 'admin-cancelled' ? 'cancelled' : 'failed',
          '',
          order,
          ctx,
          texts,
        );
      case 'on-hold':
      case 'processing':
      case 'completed':
        return customerStatusMail(key, order, ctx, texts);
      case 'refunded':
        return refundMail(order, order.totalCents, ctx, texts);
      case 'partially-refunded':
        return refundMail(order, 500, ctx, texts);
      case 'note':
        return customerNoteMail(order, 'Su pedido sale mañana.', ctx, texts);
      case 'low-stock':
        return stockMail('low', '', 'Sérum vitamina C – 15 ml', 2, ctx, texts);
      case 'no-stock':
        return stockMail('out', '', 'Sérum vitamina C – 15 ml', 0, ctx, texts);
    }
  })();
  return { subject: mail?.subject ?? '', text: mail?.text ?? '' };
}

export function registerShopMailTextRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/mails', async (request): Promise<ShopMailsAnswer> => {
    const texts = await loadMailTexts(db, sessionOf(request).accountId);
    return { mails: SHOP_MAIL_KEYS.map((k) => entryOf(k, texts)) };
  });

  scope.put<KeyParams & { Body: ShopMailText }>(
    '/api/owner/shop/mails/:key',
    { schema: { params: shopMailParamsSchema, body: shopMailTextSchema } },
    async (request): Promise<ShopMailEntry> => {
      const accountId = sessionOf(request).accountId;
      await saveMailText(db, accountId, request.params.key, request.body);
      return entryOf(request.params.key, await loadMailTexts(db, accountId));
    },
  );

  scope.delete<KeyParams>(
    '/api/owner/shop/mails/:key',
    { schema: { params: shopMailParamsSchema } },
    async (request): Promise<ShopMailEntry> => {
      const accountId = sessionOf(request).accountId;
      await deleteMailText(db, accountId, request.params.key);
      return entryOf(request.params.key, await loadMailTexts(db, accountId));
    },
  );

  scope.post<KeyParams & { Body: ShopMailText }>(
    '/api/owner/shop/mails/:key/preview',
    { schema: { params: shopMailParamsSchema, body: shopMailTextSchema } },
    async (request): Promise<ShopMailPreview> => {
      const accountId = sessionOf(request).accountId;
      const siteName = (await findAccountSite(db, accountId))?.name ?? 'Mi tienda';
      return previewOf(request.params.key, request.body, siteName, await loadShopTimeZone(db, accountId));
    },
  );
}

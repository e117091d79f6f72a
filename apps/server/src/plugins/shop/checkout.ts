/**
 * Turning a cart into an order, in one transaction: the lines are read and
 * priced inside it (never from the client), the coupon's use and every line's
 * stock are taken with conditional UPDATEs (so two checkouts of the last unit
 * make one order and one clear refusal), the order and its confirmation mail
 * are written, and the cart is deleted. The mail is handed to delivery only
 * after the commit. Each statement costs PGlite a fixed amount of CPU, so
 * reads are folded into writes where one statement can do both (the checkout
 * has a budget in orders per second: bench/shop-bench.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import { NO_SHIPPING_METHODS_TEXT } from '@beckon/page-widgets/shop/shipping-text.js';
import type { Mailer } from '../../mail/outbox.js';
import { recordShopOrder } from '../display/index.js';
import { type CartLineRow, findCart } from './cart-repository.js';
import { pricedLines } from './cart-service.js';
import { shippedTotals } from './cart-shipping.js';
import type { BillingDetails } from './checkout-form.js';
import { customerCouponUses, findCoupon, useCoupon } from './coupon-repository.js';
import { applyCoupon, couponNotFoundMessage } from './coupons.js';
import { orderConfirmationMail } from './order-mail.js';
import { loadShopMailSettings, orderMailsOf, stockMailsOf } from './order-mails.js';
import { insertOrder, stockOf, takeStockAndOrderNumber } from './order-repository.js';
import { orderPath } from './order-view.js';
import type { PaymentProvider } from './payment.js';
import { stockAlerts } from './stock-alerts.js';
import { cartTotals } from './totals.js';

export type PlaceOrderResult =
  | {
      ok: true;
      orderNumber: number;
      accessKey: string;
      totalCents: number;
      /** The customer pays on the provider's page next (the order waits "pending" until its webhook). */
      hosted: boolean;
    }
  | { ok: false; message: string };

/** Thrown inside the transaction to roll it back with a message for the customer. */
class CheckoutRefused extends Error {}

export interface PlaceOrderInput {
  db: Db;
  mailer: Mailer;
  accountId: string;
  cartId: string;
  /** The signed-in customer placing it, null for a guest. */
  customerId?: string | null;
  details: BillingDetails;
  /** The payment methods the site's shop offers now; the order's must be one of them. */
  payments: readonly PaymentProvider[];
  siteName: string;
  origin: string;
  /** The dashboard's origin, for the shop's new order mail. */
  adminOrigin: string;
  now: Date;
  /** The shipping rate id the checkout form posted (`envio`), '' when it showed none. */
  shippingMethod: string;
}

/** When the method posted is not one the typed address can use (its methods are shown again). */
const CHOOSE_SHIPPING_METHOD = 'Elija un método de envío de la lista: los disponibles para su dirección han cambiado.';

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { accountId, cartId, details } = input;
  const provider = input.payments.find((p) => p.id === details.paymentMethod);
  if (!provider) return { ok: false, message: 'Elija un método de pago de la lista.' };
  try {
    const placed = await input.db.transaction(async (tx) => {
      const cart = await findCart(tx, accountId, cartId);
      const rows = cart?.rows ?? [];
      if (!cart || rows.length === 0) throw new CheckoutRefused('Su carrito está vacío.');
      const lines = pricedLines(rows);
      let discount = 0;
      let couponGrantsFreeShipping = false;
      if (cart.couponCode !== null) {
        // The use is counted first (one statement); when the rules refuse the coupon, the rollback undoes it.
        const used = await useCoupon(tx, accountId, cart.couponCode);
        const coupon = used ?? (await findCoupon(tx, accountId, cart.couponCode));
        // Counted after the use, whose row lock orders this checkout after any other with the code.
        const customerUses =
          used?.usageLimitPerCustomer == null
            ? 0
            : await customerCouponUses(tx, accountId, cart.couponCode, input.customerId ?? null, details.email);
        const result = coupon
          ? applyCoupon(coupon, cartTotals(lines, 0, cart.pricesIncludeTax).subtotalCents, input.now, customerUses)
          : { ok: false as const, message: couponNotFoundMessage(cart.couponCode) };
        if (!result.ok) throw new CheckoutRefused(result.message);
        if (!used) throw new CheckoutRefused('Se ha alcanzado el límite de uso de este cupón.');
        discount = result.discountCents;
        couponGrantsFreeShipping = coupon?.freeShipping === true;
      }
      // Priced for the address typed in the form; the method must be one shown for it (a postcode in
      // another zone offers other methods, and the customer sees them and their costs before paying).
      const shipped = shippedTotals(lines, discount, cart.pricesIncludeTax, {
        shipping: cart.shipping,
        postcode: details.postcode,
        chosen: input.shippingMethod,
        couponGrantsFreeShipping,
        lines: rows,
      });
      if (shipped.inUse && shipped.rates.length === 0) throw new CheckoutRefused(NO_SHIPPING_METHODS_TEXT);
      if (shipped.inUse && shipped.rate?.id !== input.shippingMethod) throw new CheckoutRefused(CHOOSE_SHIPPING_METHOD);
      const reserved = await takeStockAndOrderNumber(tx, accountId, rows);
      if ('short' in reserved) {
        // The first in variant order, so the same cart always names the same product.
        const lacking = rows
          .filter((r) => reserved.short.includes(r.variantId))
          .sort((a, b) => a.variantId - b.variantId)[0] as CartLineRow;
        const left = (await stockOf(tx, accountId, lacking.variantId)) ?? 0;
        const name = lacking.variantName ? `${lacking.productName} – ${lacking.variantName}` : lacking.productName;
        throw new CheckoutRefused(
          left === 0
            ? `Lo sentimos, «${name}» se ha agotado y no podemos completar su pedido. Quítelo del carrito para continuar.`
            : `Lo sentimos, no tenemos suficientes unidades de «${name}» para completar su pedido (quedan ${left}). Cambie la cantidad en el carrito para continuar.`,
        );
      }
      const { orderNumber } = reserved;
      const alerts = stockAlerts(rows, reserved.stockLeft).map((a) => {
        const row = rows.find((r) => r.variantId === a.variantId) as CartLineRow;
        return { ...a, product: row.variantName ? `${row.productName} – ${row.variantName}` : row.productName };
      });
      const totals = shipped.totals;
      const accessKey = randomBytes(16).toString('base64url');
      const next = provider.start({ orderNumber, totalText: formatEuros(totals.totalCents) });
      const names = rows.map((r) => ({ productName: r.productName, variantName: r.variantName }));
      // Before the cart goes: the order recovers the cart's abandonment report (store reports), if any.
      await recordShopOrder(
        tx,
        {
          accountId,
          cartId,
          customerId: input.customerId ?? null,
          orderNumber,
          totalCents: totals.totalCents,
          cartLastChange: cart.lastChange,
          products: rows.map((r) => ({
            product_id: r.productSlug,
            product_name: r.productName,
            category: r.productCategory,
            quantity: r.quantity,
            price: r.priceCents / 100,
          })),
        },
        input.now,
      );
      const order = await insertOrder(tx, {
        accountId,
        cartId,
        orderNumber,
        accessKey,
        customerId: input.customerId ?? null,
        status: next.status,
        details,
        couponCode: cart.couponCode,
        totals,
        names,
        siteOrigin: input.origin,
        siteName: input.siteName,
        shipping: shipped.rate
          ? {
              methodId: shipped.rate.id,
              title: shipped.rate.title,
              costCents: totals.shippingCents,
              taxCents: totals.shippingTaxCents,
              taxRateBp: totals.shippingTaxRateBp,
            }
          : null,
      });
      // A card order is mailed about once its payment is confirmed (the webhook), as WooCommerce does. Every
      // mail of the order goes in one statement, in the order they were always written: stock, customer, shop.
      const settings = alerts.length > 0 || !provider.hosted ? await loadShopMailSettings(tx, accountId) : null;
      const stockMails = settings ? stockMailsOf(alerts, input.siteName, input.adminOrigin, settings) : [];
      const orderMails =
        provider.hosted || !settings
          ? []
          : [
              orderConfirmationMail({
                siteName: input.siteName,
                orderNumber,
                details,
                totals,
                names: names.map((n) => (n.variantName ? `${n.productName} – ${n.variantName}` : n.productName)),
                couponCode: cart.couponCode,
                shippingTitle: shipped.rate?.title ?? null,
                paymentTitle: provider.title,
                instructions: next.instructions,
                orderUrl: `${input.origin}${orderPath(orderNumber, accessKey)}`,
              }),
              ...orderMailsOf(order, { kind: 'placed' }, input.adminOrigin, settings),
            ];
      const queued = await input.mailer.queueAll(
        tx,
        [...stockMails, ...orderMails].map((mail) => ({ accountId, ...mail })),
      );
      // Handed to delivery customer first, as before.
      const mails = [...queued.slice(stockMails.length), ...queued.slice(0, stockMails.length)];
      return { orderNumber, accessKey, mails, totalCents: totals.totalCents };
    });
    for (const mail of placed.mails) input.mailer.deliver(mail);
    return {
      ok: true,
      orderNumber: placed.orderNumber,
      accessKey: placed.accessKey,
      totalCents: placed.totalCents,
      hosted: provider.hosted === true,
    };
  } catch (err) {
    if (err instanceof CheckoutRefused) return { ok: false, message: err.message };
    throw err;
  }
}

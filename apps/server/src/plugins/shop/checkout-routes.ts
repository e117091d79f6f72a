/**
 * The checkout (/finalizar-compra/: billing details, payment method, the checkout's own coupon form)
 * and the order received page the placed order redirects to. The order itself is checkout.ts's.
 */
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import { siteOf } from '../../sites/index.js';
import { failUnstartedPayment, setPaymentRef } from './card-payment-repository.js';
import { cartIdOf, clearCartCookie, readCartToken } from './cart-cookie.js';
import { setCartShipping } from './cart-repository.js';
import { registerCouponRoute } from './cart-routes.js';
import { loadCart } from './cart-service.js';
import { placeOrder } from './checkout.js';
import { CHECKOUT_FIELDS, type CheckoutValues, checkCheckout } from './checkout-form.js';
import {
  correctiveLinksOf,
  invoiceHrefOf,
  receivedCorrectivePath,
  receivedInvoicePath,
} from './customer-invoice-routes.js';
import { addressesOf, saveAddress } from './customer-repository.js';
import { signedInCustomer } from './customer-session.js';
import { refuseUnlessHtml } from './http.js';
import { findOrder } from './order-repository.js';
import { orderPath, orderViewOf } from './order-view.js';
import { CARD, cardInstructions } from './payment.js';
import { cartQuery, checkoutBody, NOTICES, type NoticeKey, orderParams, orderQuery } from './schemas.js';
import { menuCartOf, type ShopRoutesContext } from './shop-pages.js';
import { sitePaymentMethods } from './site-payments.js';
import { PaymentProviderError } from './stripe-gateway.js';
import { visitorOf } from './visitor.js';

export interface CheckoutRoutesContext extends ShopRoutesContext {
  mailer: Mailer;
  /** How long a customer has to pay on the provider's page before the order is cancelled and its stock freed. */
  cardPayMs: number;
  /** A placed order changed the stock: pages cached for visitors without a cart must go. */
  onOrderPlaced(accountId: string): void;
}

/** The checkout form as the page shows it again: what was typed, what is wrong, and which parts are open. */
export interface CheckoutForm {
  values: CheckoutValues;
  errors?: Partial<Record<keyof CheckoutValues, string>>;
  notices?: ShopNotice[];
  /** The sign-in form opened (a sign-in posted without JavaScript was refused). */
  signInOpen?: boolean;
  /** The coupon form opened (a code posted to it was refused). */
  couponOpen?: boolean;
}

/** The checkout form's fields from a posted body; null gives them all empty. */
export function checkoutValues(body: Record<string, string> | null): CheckoutValues {
  return Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, body?.[f] ?? ''])) as CheckoutValues;
}

/**
 * The notices once each: a refusal the cart explains more fully (a coupon refused at the order is also
 * dropped from the cart, with "Hemos quitado el cupón «x»: " before the same reason) is left out.
 */
function noticesOnce(notices: readonly ShopNotice[]): ShopNotice[] {
  const reason = (text: string) => text.replace(/\.$/, '');
  return notices.filter(
    (n, i) => !notices.some((m, j) => j !== i && m.text !== n.text && m.text.includes(reason(n.text))),
  );
}

/** The checkout page for this visitor, or a redirect to the cart when theirs is empty. */
export async function sendCheckoutPage(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  form: CheckoutForm,
) {
  const site = siteOf(request);
  const { accountId } = site;
  const { db } = ctx;
  const visitor = visitorOf(request);
  // Shipping is priced for the postcode in the form, once it is a whole Spanish one (else the cart's).
  const typed = /^\d{5}$/.test(form.values.codigo_postal.trim()) ? form.values.codigo_postal.trim() : undefined;
  const [cart, customer, payments] = await Promise.all([
    visitor?.cartId ? loadCart(db, accountId, visitor.cartId, new Date(), typed) : null,
    signedInCustomer(db, accountId, request),
    sitePaymentMethods(db, site, Boolean(ctx.card)),
  ]);
  if (!cart || cart.rows.length === 0) return reply.redirect('/carrito/', 303);
  return ctx.pages.sendPage(reply, status, {
    title: 'Finalizar compra',
    description: 'Datos de facturación y pago de su pedido.',
    path: '/finalizar-compra/',
    menuCart: menuCartOf(cart),
    body: {
      page: 'checkout',
      props: {
        cart: cart.view,
        csrf: visitor?.csrf ?? null,
        values: form.values,
        errors: form.errors ?? {},
        payments: payments.map((p) => ({ id: p.id, title: p.title, description: p.description })),
        notices: noticesOnce([...(form.notices ?? []), ...cart.notices]),
        signIn: customer ? null : { email: '', open: form.signInOpen ?? false },
        couponOpen: form.couponOpen ?? false,
      },
    },
  });
}

export function registerCheckoutRoutes(scope: FastifyInstance, ctx: CheckoutRoutesContext): void {
  const { db } = ctx;

  /** An empty checkout form, or a signed-in customer's saved billing address and email (WooCommerce's prefill). */
  async function firstCheckoutValues(request: FastifyRequest): Promise<CheckoutValues> {
    const { accountId } = siteOf(request);
    const who = await signedInCustomer(db, accountId, request);
    if (!who) return checkoutValues(null);
    const c = who.customer;
    const billing = (await addressesOf(db, accountId, c.customerId)).facturacion;
    return checkoutValues({
      nombre: billing?.firstName ?? c.firstName,
      apellidos: billing?.lastName ?? c.lastName,
      direccion: billing?.address ?? '',
      codigo_postal: billing?.postcode ?? '',
      ciudad: billing?.city ?? '',
      provincia: billing?.province ?? '',
      telefono: billing?.phone ?? '',
      email: c.email,
    });
  }

  /**
   * Keeps the method chosen on a checkout shown again (the page prices shipping for the typed postcode
   * itself): a refused or updated checkout shows the visitor's choice while it is still offered.
   */
  async function rememberShipping(request: FastifyRequest, values: CheckoutValues): Promise<void> {
    const token = readCartToken(request);
    if (!token || values.envio.trim() === '') return;
    await setCartShipping(db, siteOf(request).accountId, cartIdOf(token), undefined, values.envio.trim());
  }

  // WooCommerce's "Actualizar totales": the checkout again, its shipping priced for what is typed.
  scope.post<{ Body: Record<string, string> }>(
    '/finalizar-compra/actualizar',
    { schema: { body: checkoutBody } },
    async (request, reply) => {
      const values = checkoutValues(request.body);
      await rememberShipping(request, values);
      return sendCheckoutPage(ctx, request, reply, 200, { values });
    },
  );

  scope.get<{ Querystring: { aviso?: NoticeKey } }>(
    '/finalizar-compra/',
    { schema: { querystring: cartQuery } },
    async (request, reply) => {
      const key = request.query.aviso;
      const notices: ShopNotice[] = key ? [{ kind: 'success', text: NOTICES[key] }] : [];
      return sendCheckoutPage(ctx, request, reply, 200, { values: await firstCheckoutValues(request), notices });
    },
  );

  // The checkout's own coupon form (spec §7 call 7): the same rules as the cart's, and back to the checkout.
  registerCouponRoute(scope, ctx, '/finalizar-compra/cupon', '/finalizar-compra/', async (request, reply, notices) =>
    sendCheckoutPage(ctx, request, reply, 422, {
      values: await firstCheckoutValues(request),
      notices,
      couponOpen: true,
    }),
  );

  scope.post<{ Body: Record<string, string> }>(
    '/finalizar-compra/',
    { schema: { body: checkoutBody } },
    async (request, reply) => {
      const site = siteOf(request);
      const { accountId } = site;
      const values = checkoutValues(request.body);
      const payments = await sitePaymentMethods(db, site, ctx.card !== null);
      const checked = checkCheckout(
        values,
        payments.map((p) => p.id),
      );
      if (!checked.ok) {
        refuseUnlessHtml(request, errors.checkoutInvalid(Object.values(checked.errors).join(' ')));
        await rememberShipping(request, values);
        return sendCheckoutPage(ctx, request, reply, 422, { values, errors: checked.errors });
      }
      const token = readCartToken(request) ?? '';
      const customerId = (await signedInCustomer(db, accountId, request))?.customer.customerId ?? null;
      const result = await placeOrder({
        db,
        mailer: ctx.mailer,
        accountId,
        customerId,
        cartId: cartIdOf(token),
        details: checked.details,
        payments,
        siteName: site.name,
        origin: site.origin,
        adminOrigin: scope.publicOrigin.get(),
        now: new Date(),
        shippingMethod: values.envio.trim(),
      });
      if (!result.ok) {
        refuseUnlessHtml(request, errors.checkoutRefused(result.message));
        await rememberShipping(request, values);
        return sendCheckoutPage(ctx, request, reply, 409, {
          values,
          notices: [{ kind: 'error', text: result.message }],
        });
      }
      ctx.onOrderPlaced(accountId);
      clearCartCookie(request, reply);
      // A customer's billing address is the one they last ordered with, as WooCommerce keeps it.
      if (customerId !== null) {
        const d = checked.details;
        await saveAddress(db, accountId, customerId, 'facturacion', {
          firstName: d.firstName,
          lastName: d.lastName,
          address: d.address,
          postcode: d.postcode,
          city: d.city,
          province: d.province,
          phone: d.phone,
        });
      }
      const received = orderPath(result.orderNumber, result.accessKey);
      if (!result.hosted || !ctx.card) return reply.redirect(received, 303);
      // The customer pays on Stripe's page and comes back to the order received page; only the signed
      // webhook marks the order paid, never this return.
      try {
        const session = await ctx.card.createCheckout({
          accountId,
          orderNumber: result.orderNumber,
          totalCents: result.totalCents,
          description: `Pedido n.º ${result.orderNumber} – ${site.name}`,
          email: checked.details.email,
          returnUrl: `${site.origin}${received}`,
          expiresAt: new Date(Date.now() + ctx.cardPayMs),
        });
        await setPaymentRef(db, accountId, result.orderNumber, session.id);
        return reply.redirect(session.url, 303);
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        request.log.warn({ err }, 'the card provider refused a checkout session; the order failed');
        await failUnstartedPayment(db, accountId, result.orderNumber);
        return reply.redirect(received, 303);
      }
    },
  );

  scope.get<{ Params: { numero: string }; Querystring: { clave: string } }>(
    '/finalizar-compra/pedido-recibido/:numero/',
    { schema: { params: orderParams, querystring: orderQuery } },
    async (request, reply) => {
      const site = siteOf(request);
      const order = await findOrder(db, site.accountId, Number(request.params.numero), request.query.clave);
      if (!order) throw errors.pageNotFound(`/finalizar-compra/pedido-recibido/${request.params.numero}/`);
      // Told again with the site's data as it is now; a method the shop no longer offers has no instructions.
      // A card order says where its payment stands (the webhook moves it; the return here changes nothing).
      const provider = (await sitePaymentMethods(db, site)).find((p) => p.id === order.paymentMethod);
      const next =
        order.paymentMethod === CARD
          ? { instructions: cardInstructions(order.status) }
          : provider?.start({ orderNumber: order.orderNumber, totalText: formatEuros(order.totalCents) });
      return ctx.pages.sendPage(reply, 200, {
        title: `Pedido n.º ${order.orderNumber} recibido`,
        description: 'Gracias. Hemos recibido su pedido.',
        path: request.url.split('?')[0] ?? '/',
        body: {
          page: 'order',
          props: {
            order: {
              ...orderViewOf(order),
              instructions: next?.instructions ?? '',
              invoiceHref: await invoiceHrefOf(
                db,
                site.accountId,
                order,
                receivedInvoicePath(order.orderNumber, order.accessKey),
              ),
              correctiveInvoices: await correctiveLinksOf(
                db,
                site.accountId,
                order.orderNumber,
                receivedCorrectivePath(order.orderNumber, order.accessKey),
              ),
            },
          },
        },
      });
    },
  );
}

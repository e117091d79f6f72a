/**
 * The cart: "Añadir al carrito" (a form, or the shop island's background add answered with JSON),
 * /carrito/ with its quantity, remove and coupon forms, and the coupon form the checkout shares.
 * Every form is answered with a redirect (303), or the page again with the reason on it.
 */
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { siteOf } from '../../sites/index.js';
import { cartIdOf, newCartToken, readCartToken, setCartCookie, syncCartMarker } from './cart-cookie.js';
import { cartQuantityOf, ensureCart, setCartCoupon, setCartShipping, setLineQuantity } from './cart-repository.js';
import { loadCart, maxQuantityOf } from './cart-service.js';
import { findVariantForSale } from './catalogue-repository.js';
import { sendProductPage } from './catalogue-routes.js';
import { findCoupon } from './coupon-repository.js';
import { applyCoupon, couponNotFoundMessage, normaliseCouponCode } from './coupons.js';
import { setCustomerCart } from './customer-repository.js';
import { readCustomerToken, signedInCustomer, visitorCsrfToken } from './customer-session.js';
import { refuseUnlessHtml, wantsHtml } from './http.js';
import { menuCartAnswer } from './menu-cart-route.js';
import {
  addBody,
  cartQuery,
  cartShippingBody,
  couponBody,
  csrfOnlyBody,
  NOTICES,
  type NoticeKey,
  removeBody,
  updateBody,
} from './schemas.js';
import { provinceOfPostcode } from './shipping-rates.js';
import { menuCartOf, type ShopRoutesContext, storeHookOf } from './shop-pages.js';
import { cartFor, visitorOf } from './visitor.js';

/** The cart behind a state-changing request (the CSRF hook has made sure the visitor has a cart cookie). */
const cartIdFrom = (request: FastifyRequest) => cartIdOf(readCartToken(request) ?? '');

export function registerCartRoutes(scope: FastifyInstance, ctx: ShopRoutesContext): void {
  const { db } = ctx;

  scope.post<{ Body: { _csrf?: string; variante: string; cantidad: string } }>(
    '/carrito/anadir',
    { schema: { body: addBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const variantId = Number(request.body.variante);
      const quantity = Number(request.body.cantidad);
      const variant = await findVariantForSale(db, accountId, variantId);
      if (!variant) throw errors.variantNotFound(variantId);
      const existing = readCartToken(request);
      const token = existing ?? newCartToken();
      const cartId = cartIdOf(token);
      const inCart = existing ? await cartQuantityOf(db, accountId, cartId, variantId) : 0;
      const max = maxQuantityOf(variant.stock);
      let problem: string | null = null;
      if (quantity < 1) problem = 'Indique una cantidad de 1 o más.';
      else if (variant.stock === 0)
        problem = `No puede añadir «${variant.productName}» al carrito porque está agotado.`;
      else if (inCart + quantity > max)
        problem =
          inCart > 0
            ? `No puede añadir esa cantidad al carrito: quedan ${max} y ya tiene ${inCart} en su carrito.`
            : `No puede añadir esa cantidad al carrito: quedan ${max}.`;
      // Nothing is stored (no cart, no cookie) for a refused add.
      if (problem) {
        refuseUnlessHtml(request, errors.shopQuantity(problem));
        return sendProductPage(ctx, request, reply, variant.productSlug, 409, [{ kind: 'error', text: problem }]);
      }
      const customer = existing ? null : await signedInCustomer(db, accountId, request);
      await db.transaction(async (tx) => {
        await ensureCart(tx, accountId, cartId);
        await setLineQuantity(tx, accountId, cartId, variantId, inCart + quantity);
        // A signed-in customer's new cart is their saved cart (merged on their next sign-in elsewhere).
        if (customer) await setCustomerCart(tx, accountId, customer.customer.customerId, cartId);
      });
      if (!existing) setCartCookie(request, reply, token);
      else syncCartMarker(request, reply, true);
      if (!wantsHtml(request)) {
        // The shop island's background add: what the menu cart and the notice show, and the CSRF
        // token the page's forms need now that the visitor has a cart.
        const menu = menuCartOf(await loadCart(db, accountId, cartId, new Date()));
        return {
          ...menuCartAnswer(menu, visitorCsrfToken(readCustomerToken(request), token)),
          message: `«${variant.productName}» se ha añadido a su carrito.`,
        };
      }
      return reply.redirect(`/producto/${variant.productSlug}/?anadido=${variantId}`, 303);
    },
  );

  scope.get<{ Querystring: { aviso?: NoticeKey } }>(
    '/carrito/',
    { schema: { querystring: cartQuery } },
    async (request, reply) => {
      const key = request.query.aviso;
      return sendCartPage(ctx, request, reply, 200, key ? [{ kind: 'success', text: NOTICES[key] }] : []);
    },
  );

  scope.post<{ Body: Record<string, string> }>(
    '/carrito/actualizar',
    { schema: { body: updateBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const cartId = cartIdFrom(request);
      const cart = await loadCart(db, accountId, cartId, new Date());
      if (!cart) return reply.redirect('/carrito/', 303);
      const changes: { variantId: number; quantity: number }[] = [];
      const problems: ShopNotice[] = [];
      for (const row of cart.rows) {
        const sent = request.body[`cantidad-${row.variantId}`];
        if (sent === undefined) continue;
        const quantity = Number(sent);
        const max = maxQuantityOf(row.stock);
        if (quantity > max) {
          const name = row.variantName ? `${row.productName} – ${row.variantName}` : row.productName;
          problems.push({ kind: 'error', text: `Solo quedan ${max} unidades de «${name}».` });
        } else if (quantity !== row.quantity) changes.push({ variantId: row.variantId, quantity });
      }
      // All or nothing: a refused line leaves the whole cart as it was, with the reason on the page.
      if (problems.length > 0) {
        refuseUnlessHtml(request, errors.shopQuantity(problems.map((n) => n.text).join(' ')));
        return sendCartPage(ctx, request, reply, 409, problems);
      }
      await db.transaction(async (tx) => {
        for (const c of changes) await setLineQuantity(tx, accountId, cartId, c.variantId, c.quantity);
      });
      return reply.redirect('/carrito/?aviso=actualizado', 303);
    },
  );

  scope.post<{ Body: { variante: string } }>(
    '/carrito/eliminar',
    { schema: { body: removeBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      await setLineQuantity(db, accountId, cartIdFrom(request), Number(request.body.variante), 0);
      return reply.redirect('/carrito/?aviso=eliminado', 303);
    },
  );

  registerCouponRoute(scope, ctx, '/carrito/cupon', '/carrito/', (request, reply, notices) =>
    sendCartPage(ctx, request, reply, 422, notices),
  );

  // WooCommerce's shipping calculator and method choice: the postcode (empty forgets it) and the method.
  scope.post<{ Body: { codigo_postal?: string; envio?: string } }>(
    '/carrito/envio',
    { schema: { body: cartShippingBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const postcode = request.body.codigo_postal?.trim();
      if (postcode && !(/^\d{5}$/.test(postcode) && provinceOfPostcode(postcode))) {
        const text = 'Introduzca un código postal válido: son cinco cifras, p. ej. 28007.';
        refuseUnlessHtml(request, errors.shippingPostcodeInvalid(text));
        return sendCartPage(ctx, request, reply, 422, [{ kind: 'error', text }]);
      }
      await setCartShipping(
        db,
        accountId,
        cartIdFrom(request),
        postcode === undefined ? undefined : postcode || null,
        request.body.envio,
      );
      return reply.redirect('/carrito/?aviso=envio', 303);
    },
  );

  scope.post('/carrito/cupon/quitar', { schema: { body: csrfOnlyBody } }, async (request, reply) => {
    const { accountId } = siteOf(request);
    await setCartCoupon(db, accountId, cartIdFrom(request), null);
    return reply.redirect('/carrito/?aviso=cupon-quitado', 303);
  });
}

async function sendCartPage(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  notices: ShopNotice[],
) {
  const { accountId } = siteOf(request);
  const { db } = ctx;
  const visitor = visitorOf(request);
  const [cart, who] = await Promise.all([cartFor(db, accountId, visitor), signedInCustomer(db, accountId, request)]);
  return ctx.pages.sendPage(reply, status, {
    // The widget's cart save (browse abandonment) for a signed-in customer; the page shows no one product.
    ...(who ? { store: storeHookOf(who.customer.customerId, [], cart) } : {}),
    title: 'Carrito',
    description: 'Los productos de su carrito.',
    path: '/carrito/',
    menuCart: menuCartOf(cart),
    body: {
      page: 'cart',
      props: {
        cart: cart?.view ?? null,
        csrf: visitor?.csrf ?? null,
        notices: [...notices, ...(cart?.notices ?? [])],
      },
    },
  });
}

/** Checks the code against the visitor's cart and stores it there. */
async function applyCouponToCart(
  ctx: ShopRoutesContext,
  request: FastifyRequest<{ Body: { cupon: string } }>,
): Promise<{ applied: true } | { applied: false; refusal: string } | 'empty cart'> {
  const { db } = ctx;
  const { accountId } = siteOf(request);
  const cartId = cartIdFrom(request);
  const cart = await loadCart(db, accountId, cartId, new Date());
  if (!cart || cart.rows.length === 0) return 'empty cart';
  const code = normaliseCouponCode(request.body.cupon);
  const coupon = code === '' ? null : await findCoupon(db, accountId, code);
  const result = coupon
    ? applyCoupon(coupon, cart.totals.subtotalCents, new Date())
    : { ok: false as const, message: couponNotFoundMessage(request.body.cupon.trim()) };
  if (!result.ok) return { applied: false, refusal: result.message };
  await setCartCoupon(db, accountId, cartId, code);
  return { applied: true };
}

/**
 * A coupon form's route: an applied code goes back to `page` with the notice, a refused one shows the
 * page again (`refused`) with the reason, or the 4xx JSON error to a program.
 */
export function registerCouponRoute(
  scope: FastifyInstance,
  ctx: ShopRoutesContext,
  path: string,
  page: string,
  refused: (request: FastifyRequest, reply: FastifyReply, notices: ShopNotice[]) => Promise<unknown>,
): void {
  scope.post<{ Body: { cupon: string } }>(path, { schema: { body: couponBody } }, async (request, reply) => {
    const result = await applyCouponToCart(ctx, request);
    if (result === 'empty cart') return reply.redirect('/carrito/', 303);
    if (!result.applied) {
      refuseUnlessHtml(request, errors.couponRefused(result.refusal));
      return refused(request, reply, [{ kind: 'error', text: result.refusal }]);
    }
    return reply.redirect(`${page}?aviso=cupon-aplicado`, 303);
  });
}

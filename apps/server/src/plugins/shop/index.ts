/**
 * The clinic's shop (issue 12) at WooCommerce's Spanish addresses: /tienda/,
 * /producto/{slug}/, /carrito/, /finalizar-compra/ and the order received
 * page. Every action is a plain HTML form answered with a redirect (303) or
 * the page again with a notice, so the purchase works with JavaScript off.
 * Encapsulated: its cookie parser, form-only bodies, CSRF hook and HTML
 * error pages apply to these routes only.
 */
import { fileURLToPath } from 'node:url';
import type { Db } from '@beckon/db';
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import { renderShopPage } from '@beckon/page-widgets/shop/render-shop-page.js';
import type { PostHitView, ProductView, ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { MenuCart } from '@beckon/page-widgets/theme/header.js';
import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createSignInThrottle,
  DEFAULT_SIGN_IN_LIMITS,
  isSafeMethod,
  isSameOriginRequest,
  ownerApi,
  type SignInLimits,
} from '../../auth/index.js';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { errors, HttpError } from '../../errors.js';
import { embedSnippet } from '../../http/snippets.js';
import { chooseGzip } from '../../http/static-files.js';
import { createSharedCounter, openKeyHasher } from '../../limits/counter-store.js';
import type { Mailer } from '../../mail/outbox.js';
import {
  ASSET_BASE,
  listPosts,
  PageCache,
  pathOf,
  REVALIDATE_MS,
  readManifest,
  SITE,
  SITE_ACCOUNT_ID,
  type SiteShop,
  watchSiteInfo,
} from '../site/index.js';
import { orderViewOf, registerAccountRoutes, signedInCustomer } from './account-routes.js';
import {
  cartIdOf,
  clearCartCookie,
  newCartToken,
  readCartToken,
  setCartCookie,
  syncCartMarker,
} from './cart-cookie.js';
import { cartQuantityOf, ensureCart, setCartCoupon, setLineQuantity } from './cart-repository.js';
import { type LoadedCart, loadCart, maxQuantityOf, unitCount } from './cart-service.js';
import { onCatalogueChanged } from './catalogue-events.js';
import { catalogueStamp, findProduct, findVariantForSale, listProducts } from './catalogue-repository.js';
import { orderPath, placeOrder } from './checkout.js';
import { CHECKOUT_FIELDS, type CheckoutValues, checkCheckout } from './checkout-form.js';
import { findCoupon } from './coupon-repository.js';
import { applyCoupon, couponNotFoundMessage, normaliseCouponCode } from './coupons.js';
import { registerCsrfTokenRoute } from './csrf-token-route.js';
import { addressesOf, saveAddress, setCustomerCart } from './customer-repository.js';
import { csrfMatches, readCustomerToken, visitorCsrfToken } from './customer-session.js';
import { refuseUnlessHtml, wantsHtml } from './http.js';
import { menuCartAnswer, registerMenuCartRoute } from './menu-cart-route.js';
import { registerShopOrderRoutes } from './order-owner-routes.js';
import { findOrder } from './order-repository.js';
import { registerShopCouponRoutes } from './owner-coupons-routes.js';
import { registerShopProductRoutes } from './owner-products-routes.js';
import { registerShopSettingsRoutes } from './owner-settings-routes.js';
import { registerPasswordResetRoutes } from './password-reset-routes.js';
import { PAYMENT_PROVIDERS, paymentProvider } from './payment.js';
import { searchPosts, searchProducts } from './product-search.js';
import {
  addBody,
  cartQuery,
  catalogueQuery,
  checkoutBody,
  couponBody,
  csrfOnlyBody,
  NOTICES,
  type NoticeKey,
  orderParams,
  orderQuery,
  productParams,
  productQuery,
  removeBody,
  updateBody,
} from './schemas.js';
import { type ShopPage, storeHookOf } from './shop-page.js';
import { loadShopSettings } from './shop-settings-repository.js';

const PAGE_WIDGETS_DIST = fileURLToPath(new URL('../../../../../packages/page-widgets/dist', import.meta.url));

/** What the site's pages show of the shop (the site's SiteShop): app.ts hands it to the site plugin. */
export const siteShop: SiteShop = {
  listProducts,
  menuCart: async (db, accountId) => {
    const settings = await loadShopSettings(db, accountId);
    return { openOn: settings.mini_cart_open_on, autoOpen: settings.mini_cart_auto_open };
  },
  onCatalogueChanged,
};

export { seedShop } from './seed-shop.js';

export interface ShopPluginOptions {
  db: Db;
  mailer: Mailer;
  /** Built islands (the theme's menu); defaults to packages/page-widgets/dist. */
  distDir?: string;
  /** How long a cached page of a visitor with no cart is trusted before the catalogue's stamp is checked again. */
  revalidateMs?: number;
  /** The customers' sign-in throttle (the owner's buckets and defaults). */
  signInLimits?: SignInLimits;
}

/** What each HTML error page tells the visitor. */
const ERROR_PAGES: Record<string, { title: string; text: string }> = {
  BK_ERR_PAGE_NOT_FOUND: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección.',
  },
  BK_ERR_CSRF: {
    title: 'No hemos podido completar la acción',
    text: 'Su sesión de compra ha cambiado desde que abrió esta página. Vuelva a cargarla e inténtelo de nuevo.',
  },
  BK_ERR_CROSS_SITE: {
    title: 'No hemos podido completar la acción',
    text: 'La petición no venía de este sitio. Abra la tienda y vuelva a intentarlo.',
  },
};

/** A visitor with a cart or a customer session (or both); null for one with neither cookie. */
interface Visitor {
  cartId: string | null;
  csrf: string;
}

function visitorOf(request: FastifyRequest): Visitor | null {
  const cart = readCartToken(request);
  const csrf = visitorCsrfToken(readCustomerToken(request), cart);
  return csrf === null ? null : { cartId: cart ? cartIdOf(cart) : null, csrf };
}

/** The site search reads this many of the newest posts (a clinic's blog holds dozens). */
const MAX_SEARCHED_POSTS = 500;

/** Forms a visitor with no cookie at all may post: they start a cart or a session, nothing to forge. */
const OPEN_FORMS = new Set([
  '/carrito/anadir',
  '/mi-cuenta/acceder',
  '/mi-cuenta/registrarse',
  '/finalizar-compra/acceder',
  '/mi-cuenta/contrasena-perdida/',
  '/mi-cuenta/contrasena-perdida/nueva',
]);

/**
 * The header's menu cart: units and total of the cart (none: 0 and 0,00 €, with no query), and the
 * lines and subtotal its dropdown lists.
 */
function menuCartOf(cart: LoadedCart | null): MenuCart {
  const lines = (cart?.view.lines ?? []).map((line) => ({
    variantId: line.variantId,
    name: line.variantName ? `${line.productName} – ${line.variantName}` : line.productName,
    quantity: line.quantity,
    priceText: formatEuros(line.unitPriceCents),
  }));
  return {
    count: cart ? unitCount(cart.rows) : 0,
    totalText: formatEuros(cart?.totals.totalCents ?? 0),
    dropdown: { lines, subtotalText: formatEuros(cart?.view.subtotalCents ?? 0) },
  };
}

function checkoutValues(body: Record<string, string> | null): CheckoutValues {
  return Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, body?.[f] ?? ''])) as CheckoutValues;
}

export async function shopPlugin(scope: FastifyInstance, opts: ShopPluginOptions): Promise<void> {
  await scope.register(visitorShop, opts);
  // The owner API's shop routes, apart from the visitors' scope (form bodies, HTML error pages).
  await scope.register(
    ownerApi(opts.db, (owned) => {
      registerShopOrderRoutes(owned, opts.db);
      registerShopProductRoutes(owned, opts.db);
      registerShopCouponRoutes(owned, opts.db);
      registerShopSettingsRoutes(owned, opts.db);
    }),
  );
}

async function visitorShop(scope: FastifyInstance, opts: ShopPluginOptions): Promise<void> {
  const { db } = opts;
  const accountId = SITE_ACCOUNT_ID;
  const manifest = readManifest(opts.distDir ?? PAGE_WIDGETS_DIST);
  await scope.register(cookie);
  await acceptOnlyFormBodies(scope);

  const renderHtml = (page: ShopPage) => {
    const origin = scope.publicOrigin.get();
    return renderShopPage({
      ...page,
      origin,
      site: siteInfo.get(),
      assetBase: ASSET_BASE,
      manifest,
      // The same Beckon embed as the content pages: its widget reads the store hook (browse abandonment).
      endOfBody: embedSnippet(origin, accountId),
    });
  };

  function sendPage(reply: FastifyReply, status: number, page: ShopPage) {
    const html = renderHtml(page);
    // A page that loaded the cart keeps the has-cart marker true to it (a removed last line clears it here).
    if (page.menuCart) syncCartMarker(reply.request, reply, page.menuCart.count > 0);
    // Pages show the visitor's cart and CSRF token: never stored by a shared cache.
    return scope
      .pageHeaders(reply, 'site')
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(html);
  }

  // Pages of visitors with no cart are the same for everyone: rendered once per catalogue stamp,
  // checked again after revalidateMs (one cheap query), and dropped at once when this process
  // takes an order (stock changed).
  const cache = new PageCache();
  const revalidateMs = opts.revalidateMs ?? REVALIDATE_MS;
  // The owner's product edits in this process show at once (owner-products-routes.ts).
  const unsubscribeCatalogue = onCatalogueChanged((changedDb, changedAccount) => {
    if (changedDb === db && changedAccount === accountId) cache.invalidate();
  });
  scope.addHook('onClose', async () => unsubscribeCatalogue());
  // The same main menu as the content pages (with the editors' entries); pages rendered with an older one go.
  const siteInfo = watchSiteInfo(
    db,
    accountId,
    revalidateMs,
    () => cache.invalidate(),
    (err) => scope.log.warn({ err }, 'could not load the site menu: the shop keeps the one it has'),
    siteShop.menuCart,
  );
  await siteInfo.ready;
  scope.addHook('onClose', async () => siteInfo.close());

  async function serveWithoutCart(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<ShopPage>,
  ) {
    const origin = scope.publicOrigin.get();
    const now = Date.now();
    // Reloads an aging menu in the background: another process's menu edit then reaches cached pages too.
    siteInfo.get();
    let entry = cache.get(key, origin);
    if (!entry || now - entry.checkedAt >= revalidateMs) {
      const stamp = await catalogueStamp(db, accountId);
      if (entry && entry.stamp === stamp) entry.checkedAt = now;
      else entry = cache.set(key, origin, stamp, renderHtml(await build()), now);
    }
    scope
      .pageHeaders(reply, 'site')
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (chooseGzip(request.headers['accept-encoding']) !== null)
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.html);
  }

  // Visitors get the error as a page in the site's theme; other clients keep the JSON error.
  scope.setErrorHandler((err: FastifyError, request, reply) => {
    const page = ERROR_PAGES[err.code];
    if (!page || !wantsHtml(request) || !(err instanceof HttpError)) throw err;
    return sendPage(reply, err.statusCode, {
      title: page.title,
      description: page.text,
      path: request.url.split('?')[0] ?? '/',
      body: { page: 'message', props: page },
    });
  });

  // CSRF (cart-cookie.ts, customer-session.ts): same-origin always; the session's or the cart's
  // token whenever the visitor has either cookie.
  scope.addHook('preHandler', async (request) => {
    if (isSafeMethod(request.method)) return;
    if (!isSameOriginRequest(request)) throw errors.crossSite();
    const expected = visitorOf(request)?.csrf ?? null;
    const sent = (request.body as { _csrf?: string } | undefined)?._csrf;
    if (expected === null && OPEN_FORMS.has(request.routeOptions.url ?? '')) return;
    if (expected === null || !csrfMatches(expected, sent)) throw errors.shopCsrf();
  });

  /** The visitor's cart, loaded only when they have a cart cookie (no cart, no query). */
  async function cartFor(visitor: Visitor | null): Promise<LoadedCart | null> {
    return visitor?.cartId ? loadCart(db, accountId, visitor.cartId, new Date()) : null;
  }

  scope.get<{ Querystring: { s?: string } }>(
    '/tienda/',
    { schema: { querystring: catalogueQuery } },
    async (request, reply) => {
      const visitor = visitorOf(request);
      const search = request.query.s?.trim() ?? '';
      if (!visitor && search === '')
        return serveWithoutCart(request, reply, 'tienda', async () =>
          cataloguePage(await listProducts(db, accountId), null, null, null),
        );
      const [products, cart] = await Promise.all([listProducts(db, accountId), cartFor(visitor)]);
      if (search === '') return sendPage(reply, 200, cataloguePage(products, visitor, cart, null));
      const posts = searchPosts((await listPosts(db, accountId, 0, MAX_SEARCHED_POSTS)).rows, search).map((p) => ({
        href: pathOf(p.slug),
        title: p.title,
        excerpt: p.excerpt,
      }));
      return sendPage(reply, 200, cataloguePage(searchProducts(products, search), visitor, cart, search, posts));
    },
  );

  function cataloguePage(
    products: ProductView[],
    visitor: Visitor | null,
    cart: LoadedCart | null,
    search: string | null,
    posts: PostHitView[] = [],
  ): ShopPage {
    return {
      title: search === null ? 'Tienda' : `Resultados de búsqueda: «${search}»`,
      description: 'Cosmética dermatológica seleccionada por los dermatólogos de la clínica.',
      path: '/tienda/',
      menuCart: menuCartOf(cart),
      body: {
        page: 'catalogue',
        props: {
          products: products,
          csrf: visitor?.csrf ?? null,
          cartCount: cart ? unitCount(cart.rows) : 0,
          notices: cart?.notices ?? [],
          search,
          posts,
        },
      },
    };
  }

  async function productPage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    status: number,
    notices: ShopNotice[],
  ) {
    const visitor = visitorOf(request);
    const [product, cart, who] = await Promise.all([
      findProduct(db, accountId, slug),
      cartFor(visitor),
      signedInCustomer(db, accountId, request),
    ]);
    if (!product) throw errors.pageNotFound(`/producto/${slug}/`);
    const page = productPageOf(product, visitor, cart, notices);
    // The pop-up widget's store hook (browse abandonment): the customer's random per-account id, never
    // the email. Only here: pages of visitors without a session are shared through the page cache.
    if (who)
      page.store = storeHookOf(
        who.customer.customerId,
        [{ product_id: product.slug, product_name: product.name, category: product.category }],
        cart,
      );
    return sendPage(reply, status, page);
  }

  function productPageOf(
    product: ProductView,
    visitor: Visitor | null,
    cart: LoadedCart | null,
    notices: ShopNotice[],
  ): ShopPage {
    const { slug } = product;
    return {
      title: product.name,
      description: product.shortDescription,
      path: `/producto/${slug}/`,
      menuCart: menuCartOf(cart),
      body: {
        page: 'product',
        props: {
          product: product,
          csrf: visitor?.csrf ?? null,
          cartCount: cart ? unitCount(cart.rows) : 0,
          notices: [...notices, ...(cart?.notices ?? [])],
        },
      },
    };
  }

  scope.get<{ Params: { slug: string }; Querystring: { anadido?: string } }>(
    '/producto/:slug/',
    { schema: { params: productParams, querystring: productQuery } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!visitorOf(request) && request.query.anadido === undefined)
        return serveWithoutCart(request, reply, `producto/${slug}`, async () => {
          const product = await findProduct(db, accountId, slug);
          if (!product) throw errors.pageNotFound(`/producto/${slug}/`);
          return productPageOf(product, null, null, []);
        });
      const notices: ShopNotice[] = [];
      if (request.query.anadido !== undefined) {
        const variant = await findVariantForSale(db, accountId, Number(request.query.anadido));
        if (variant)
          notices.push({
            kind: 'success',
            text: `«${variant.productName}» se ha añadido a su carrito.`,
            link: { href: '/carrito/', label: 'Ver carrito' },
          });
      }
      return productPage(request, reply, request.params.slug, 200, notices);
    },
  );

  scope.post<{ Body: { _csrf?: string; variante: string; cantidad: string } }>(
    '/carrito/anadir',
    { schema: { body: addBody } },
    async (request, reply) => {
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
        return productPage(request, reply, variant.productSlug, 409, [{ kind: 'error', text: problem }]);
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

  async function cartPage(request: FastifyRequest, reply: FastifyReply, status: number, notices: ShopNotice[]) {
    const visitor = visitorOf(request);
    const [cart, who] = await Promise.all([cartFor(visitor), signedInCustomer(db, accountId, request)]);
    return sendPage(reply, status, {
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

  scope.get<{ Querystring: { aviso?: NoticeKey } }>(
    '/carrito/',
    { schema: { querystring: cartQuery } },
    async (request, reply) => {
      const key = request.query.aviso;
      return cartPage(request, reply, 200, key ? [{ kind: 'success', text: NOTICES[key] }] : []);
    },
  );

  /** The visitor behind a state-changing request (the CSRF hook has made sure they have a cart cookie). */
  const cartIdFrom = (request: FastifyRequest) => cartIdOf(readCartToken(request) ?? '');

  scope.post<{ Body: Record<string, string> }>(
    '/carrito/actualizar',
    { schema: { body: updateBody } },
    async (request, reply) => {
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
        return cartPage(request, reply, 409, problems);
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
      await setLineQuantity(db, accountId, cartIdFrom(request), Number(request.body.variante), 0);
      return reply.redirect('/carrito/?aviso=eliminado', 303);
    },
  );

  /** Checks the code against the visitor's cart and stores it there. */
  async function applyCouponToCart(
    request: FastifyRequest<{ Body: { cupon: string } }>,
  ): Promise<{ applied: true } | { applied: false; refusal: string } | 'empty cart'> {
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
  function couponRoute(
    path: string,
    page: string,
    refused: (request: FastifyRequest, reply: FastifyReply, notices: ShopNotice[]) => Promise<unknown>,
  ): void {
    scope.post<{ Body: { cupon: string } }>(path, { schema: { body: couponBody } }, async (request, reply) => {
      const result = await applyCouponToCart(request);
      if (result === 'empty cart') return reply.redirect('/carrito/', 303);
      if (!result.applied) {
        refuseUnlessHtml(request, errors.couponRefused(result.refusal));
        return refused(request, reply, [{ kind: 'error', text: result.refusal }]);
      }
      return reply.redirect(`${page}?aviso=cupon-aplicado`, 303);
    });
  }

  couponRoute('/carrito/cupon', '/carrito/', (request, reply, notices) => cartPage(request, reply, 422, notices));

  scope.post('/carrito/cupon/quitar', { schema: { body: csrfOnlyBody } }, async (request, reply) => {
    await setCartCoupon(db, accountId, cartIdFrom(request), null);
    return reply.redirect('/carrito/?aviso=cupon-quitado', 303);
  });

  async function checkoutPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    values: CheckoutValues,
    errors: Partial<Record<keyof CheckoutValues, string>>,
    notices: ShopNotice[],
    signInOpen = false,
    couponOpen = false,
  ) {
    const visitor = visitorOf(request);
    const [cart, customer] = await Promise.all([cartFor(visitor), signedInCustomer(db, accountId, request)]);
    if (!cart || cart.rows.length === 0) return reply.redirect('/carrito/', 303);
    return sendPage(reply, status, {
      title: 'Finalizar compra',
      description: 'Datos de facturación y pago de su pedido.',
      path: '/finalizar-compra/',
      menuCart: menuCartOf(cart),
      body: {
        page: 'checkout',
        props: {
          cart: cart.view,
          csrf: visitor?.csrf ?? null,
          values: values,
          errors: errors,
          payments: PAYMENT_PROVIDERS.map((p) => ({ id: p.id, title: p.title, description: p.description })),
          notices: [...notices, ...cart.notices],
          signIn: customer ? null : { email: '', open: signInOpen },
          couponOpen,
        },
      },
    });
  }

  /** An empty checkout form, or a signed-in customer's saved billing address and email (WooCommerce's prefill). */
  async function firstCheckoutValues(request: FastifyRequest): Promise<CheckoutValues> {
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

  scope.get<{ Querystring: { aviso?: NoticeKey } }>(
    '/finalizar-compra/',
    { schema: { querystring: cartQuery } },
    async (request, reply) => {
      const key = request.query.aviso;
      const notices: ShopNotice[] = key ? [{ kind: 'success', text: NOTICES[key] }] : [];
      return checkoutPage(request, reply, 200, await firstCheckoutValues(request), {}, notices);
    },
  );

  // The checkout's own coupon form (spec §7 call 7): the same rules as the cart's, and back to the checkout.
  couponRoute('/finalizar-compra/cupon', '/finalizar-compra/', async (request, reply, notices) =>
    checkoutPage(request, reply, 422, await firstCheckoutValues(request), {}, notices, false, true),
  );

  scope.post<{ Body: Record<string, string> }>(
    '/finalizar-compra/',
    { schema: { body: checkoutBody } },
    async (request, reply) => {
      const values = checkoutValues(request.body);
      const checked = checkCheckout(values);
      if (!checked.ok) {
        refuseUnlessHtml(request, errors.checkoutInvalid(Object.values(checked.errors).join(' ')));
        return checkoutPage(request, reply, 422, values, checked.errors, []);
      }
      const token = readCartToken(request) ?? '';
      const customerId = (await signedInCustomer(db, accountId, request))?.customer.customerId ?? null;
      const result = await placeOrder({
        db,
        mailer: opts.mailer,
        accountId,
        customerId,
        cartId: cartIdOf(token),
        details: checked.details,
        siteName: SITE.name,
        origin: scope.publicOrigin.get(),
        now: new Date(),
      });
      if (!result.ok) {
        refuseUnlessHtml(request, errors.checkoutRefused(result.message));
        return checkoutPage(request, reply, 409, values, {}, [{ kind: 'error', text: result.message }]);
      }
      cache.invalidate();
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
      return reply.redirect(orderPath(result.orderNumber, result.accessKey), 303);
    },
  );

  scope.get<{ Params: { numero: string }; Querystring: { clave: string } }>(
    '/finalizar-compra/pedido-recibido/:numero/',
    { schema: { params: orderParams, querystring: orderQuery } },
    async (request, reply) => {
      const order = await findOrder(db, accountId, Number(request.params.numero), request.query.clave);
      if (!order) throw errors.pageNotFound(`/finalizar-compra/pedido-recibido/${request.params.numero}/`);
      const provider = paymentProvider(order.paymentMethod);
      const next = provider?.start({ orderNumber: order.orderNumber, totalText: formatEuros(order.totalCents) });
      return sendPage(reply, 200, {
        title: `Pedido n.º ${order.orderNumber} recibido`,
        description: 'Gracias. Hemos recibido su pedido.',
        path: request.url.split('?')[0] ?? '/',
        body: {
          page: 'order',
          props: {
            order: { ...orderViewOf(order), instructions: next?.instructions ?? '' },
          },
        },
      });
    },
  );

  registerCsrfTokenRoute(scope, (request) => visitorOf(request)?.csrf ?? null);
  registerMenuCartRoute(scope, async (request) => {
    const visitor = visitorOf(request);
    return { menu: menuCartOf(await cartFor(visitor)), csrf: visitor?.csrf ?? null };
  });

  const throttle = createSignInThrottle(
    createSharedCounter(db, await openKeyHasher(db)),
    opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
  );
  registerAccountRoutes(scope, {
    db,
    accountId,
    throttle,
    mailer: opts.mailer,
    siteName: SITE.name,
    sendPage,
    csrfOf: (request) => visitorOf(request)?.csrf ?? null,
    checkoutWithNotice: (request, reply, status, notice) =>
      checkoutPage(request, reply, status, checkoutValues(null), {}, [notice], true),
  });
  registerPasswordResetRoutes(scope, {
    db,
    accountId,
    mailer: opts.mailer,
    siteName: SITE.name,
    sendPage,
    csrfOf: (request) => visitorOf(request)?.csrf ?? null,
  });
}

/**
 * My account (/mi-cuenta/, issue 12) and the checkout's sign-in (§7 call 8):
 * sign-up, sign-in and sign-out as plain forms answered with 303 redirects,
 * the sign-up answering a new and a known address alike (only the mailbox
 * learns which: password-reset-repository.ts's customerSignUpMail),
 * the customer's orders and one order, downloads and saved payment methods
 * (always empty: nothing downloadable is sold, every method is offline),
 * the account details and the two addresses. Sign-in goes through the
 * owner's throttle (sign-in-throttle.ts, its buckets kept apart by a "shop"
 * prefix) and the owner's argon2id (password.ts). Every page and query
 * takes the customer from the session, so another customer's order is a 404
 * like a missing one.
 */
import type { Db } from '@beckon/db';
import type { AccountTab, AddressKind, AddressValues } from '@beckon/page-widgets/shop/account-pages.js';
import { ADDRESS_TITLES } from '@beckon/page-widgets/shop/account-pages.js';
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { hashPassword, type SignInThrottle, verifyPassword } from '../../auth/index.js';
import { errors, type HttpError, toErrorBody } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import { cartIdOf, clearCartCookie, readCartToken, setCartCookie, syncCartMarker } from './cart-cookie.js';
import { mergeCartsOnSignIn } from './cart-merge.js';
import {
  ACCOUNT_FORM_FIELDS,
  ADDRESS_FORM_FIELDS,
  checkAccount,
  checkAddress,
  emailProblem,
  MAX_PASSWORD,
  minutesText,
} from './customer-forms.js';
import {
  type Address,
  addressesOf,
  type Customer,
  customerOrderKey,
  deleteOtherSessions,
  deleteSession,
  findCustomerByEmail,
  findSessionCustomer,
  insertCustomer,
  insertSession,
  ordersOfCustomer,
  saveAddress,
  updateCustomer,
} from './customer-repository.js';
import {
  clearCustomerCookie,
  newSessionToken,
  REMEMBERED_SESSION_DAYS,
  readCustomerToken,
  SESSION_DAYS,
  sessionIdOf,
  setCustomerCookie,
} from './customer-session.js';
import { refuseUnlessHtml, wantsHtml } from './http.js';
import { findOrder, type StoredOrder } from './order-repository.js';
import { createCustomerReset, customerSignUpMail, purgeExpiredCustomerResets } from './password-reset-repository.js';
import type { OrderStatus } from './payment.js';
import { PAYMENT_PROVIDERS, paymentProvider } from './payment.js';
import { orderParams } from './schemas.js';
import type { ShopPage } from './shop-page.js';

/** WooCommerce's Spanish order statuses, as the customer reads them. */
const STATUS_ES: Record<OrderStatus, string> = {
  pending: 'Pendiente de pago',
  processing: 'Procesando',
  'on-hold': 'En espera',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

const esDate = (d: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(d);

/** The order as the order-received page and My account's view order show it. */
export function orderViewOf(order: StoredOrder) {
  const provider = paymentProvider(order.paymentMethod);
  return {
    number: order.orderNumber,
    date: esDate(order.createdAt),
    email: order.email,
    paymentTitle: provider?.title ?? order.paymentMethod,
    instructions: '',
    lines: order.lines.map((l) => ({
      name: l.variantName ? `${l.productName} – ${l.variantName}` : l.productName,
      quantity: l.quantity,
      totalCents: l.totalCents,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    couponCode: order.couponCode,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    billing: [
      `${order.firstName} ${order.lastName}`,
      order.address,
      `${order.postcode} ${order.city} (${order.province})`,
      order.phone,
      order.email,
    ],
  };
}

const csrf = z.string().max(64);
const signInBody = z
  .object({
    _csrf: csrf.optional(),
    username: z.string().max(254),
    password: z.string().max(MAX_PASSWORD),
    rememberme: z.literal('forever').optional(),
  })
  .strict();
const signUpBody = z.object({ _csrf: csrf.optional(), email: z.string().max(254) }).strict();
const accountBody = z
  .object({
    _csrf: csrf,
    nombre: z.string().max(160),
    apellidos: z.string().max(160),
    nombre_visible: z.string().max(160),
    email: z.string().max(254),
    password_actual: z.string().max(MAX_PASSWORD),
    password_1: z.string().max(MAX_PASSWORD),
    password_2: z.string().max(MAX_PASSWORD),
  })
  .strict();
const addressBody = z
  .object({ _csrf: csrf, ...Object.fromEntries(ADDRESS_FORM_FIELDS.map((f) => [f, z.string().max(400)])) })
  .strict();
const addressParams = z.object({ tipo: z.enum(['facturacion', 'envio']) }).strict();
const csrfOnly = z.object({ _csrf: csrf }).strict();
const ACCOUNT_NOTICES = {
  cuenta: 'Detalles de la cuenta modificados correctamente.',
  direccion: 'Dirección cambiada correctamente.',
  registro:
    'Le hemos enviado un correo electrónico para completar el registro. Abra el enlace que contiene para elegir su contraseña.',
  alta: 'Su contraseña se ha guardado y su cuenta está lista. Acceda con su correo electrónico y la contraseña.',
  contrasena: 'Su contraseña se ha restablecido correctamente. Acceda con la nueva.',
} as const;
const accountQuery = z.looseObject({
  aviso: z.enum(Object.keys(ACCOUNT_NOTICES) as [keyof typeof ACCOUNT_NOTICES]).optional(),
});

export interface SignedIn {
  customer: Customer;
  sessionId: string;
}

export interface AccountRoutesContext {
  db: Db;
  accountId: string;
  throttle: SignInThrottle;
  mailer: Mailer;
  siteName: string;
  sendPage(reply: FastifyReply, status: number, page: ShopPage): FastifyReply;
  /** The CSRF token the visitor's forms carry (customer-session.ts). */
  csrfOf(request: FastifyRequest): string | null;
  /** The checkout page again, with a notice and its sign-in form open (sign-in refused without JavaScript). */
  checkoutWithNotice(request: FastifyRequest, reply: FastifyReply, status: number, notice: ShopNotice): unknown;
}

const signedInByRequest = new WeakMap<FastifyRequest, SignedIn | null>();

/** The request's signed-in customer (one query per request, none without the cookie). */
export async function signedInCustomer(db: Db, accountId: string, request: FastifyRequest): Promise<SignedIn | null> {
  if (signedInByRequest.has(request)) return signedInByRequest.get(request) ?? null;
  const token = readCustomerToken(request);
  let found: SignedIn | null = null;
  if (token !== null) {
    const sessionId = sessionIdOf(token);
    const customer = await findSessionCustomer(db, accountId, sessionId, new Date());
    found = customer ? { customer, sessionId } : null;
  }
  signedInByRequest.set(request, found);
  return found;
}

/** A refused sign-in carries the error a script gets; its message is what the page tells a person. */
type SignInOutcome = { ok: true } | { ok: false; refusal: HttpError };

export function registerAccountRoutes(scope: FastifyInstance, ctx: AccountRoutesContext): void {
  const { db, accountId } = ctx;

  async function startSession(request: FastifyRequest, reply: FastifyReply, customer: Customer, remember: boolean) {
    const token = newSessionToken();
    const days = remember ? REMEMBERED_SESSION_DAYS : SESSION_DAYS;
    const previous = readCustomerToken(request);
    const newCart = await db.transaction(async (tx) => {
      // A new token on every sign-in (no session fixation); the one the browser had ends here.
      if (previous !== null) await deleteSession(tx, accountId, sessionIdOf(previous));
      await insertSession(
        tx,
        accountId,
        sessionIdOf(token),
        customer.customerId,
        new Date(Date.now() + days * 86_400_000),
      );
      return mergeCartsOnSignIn(tx, {
        accountId,
        customerId: customer.customerId,
        savedCartId: customer.cartId,
        visitorToken: readCartToken(request),
      });
    });
    setCustomerCookie(request, reply, token, remember);
    const browserCart = readCartToken(request);
    if (newCart !== null) setCartCookie(request, reply, newCart);
    // The saved cart's lines joined the browser's own cart (cart-merge.ts): the has-cart marker says so.
    else if (browserCart !== null && customer.cartId !== null && customer.cartId !== cartIdOf(browserCart))
      syncCartMarker(request, reply, true);
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    body: z.infer<typeof signInBody>,
  ): Promise<SignInOutcome> {
    const email = body.username.trim().toLowerCase();
    if (email === '' || body.password === '') return { ok: false, refusal: errors.customerSignInEmpty() };
    // The owner's buckets, apart: a customer and an owner with one email do not share a budget.
    const key = `shop\n${email}`;
    const wait = await ctx.throttle.attempt(request.ip, key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return { ok: false, refusal: errors.customerSignInThrottled(minutesText(wait)) };
    }
    const customer = await findCustomerByEmail(db, accountId, email);
    const ok = await verifyPassword(customer?.passwordHash ?? null, body.password);
    if (!customer || !ok) {
      await ctx.throttle.failed(request.ip, key);
      return { ok: false, refusal: errors.customerBadCredentials() };
    }
    await startSession(request, reply, customer, body.rememberme === 'forever');
    return { ok: true };
  }

  function signInPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    opts: { notices?: ShopNotice[]; signInEmail?: string; signUpEmail?: string; signUpErrors?: Record<string, string> },
  ) {
    return ctx.sendPage(reply, status, {
      title: 'Mi cuenta',
      description: 'Acceda a su cuenta o regístrese.',
      path: '/mi-cuenta/',
      body: {
        page: 'sign-in',
        props: {
          csrf: ctx.csrfOf(request),
          notices: opts.notices ?? [],
          signInEmail: opts.signInEmail ?? '',
          signUpEmail: opts.signUpEmail ?? '',
          signUpErrors: opts.signUpErrors ?? {},
        },
      },
    });
  }

  function accountPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    who: SignedIn,
    content: AccountTab,
    path: string,
    notices: ShopNotice[] = [],
  ) {
    const c = who.customer;
    return ctx.sendPage(reply, status, {
      title: 'Mi cuenta',
      description: 'Sus pedidos, direcciones y datos de la cuenta.',
      path,
      body: {
        page: 'account',
        props: { name: c.displayName || c.email, csrf: ctx.csrfOf(request), notices, content },
      },
    });
  }

  /** The signed-in customer, or a redirect to the sign-in forms (answered here). */
  async function customerOr(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
    const who = await signedInCustomer(db, accountId, request);
    if (!who) {
      if (readCustomerToken(request) !== null) clearCustomerCookie(request, reply);
      await reply.redirect('/mi-cuenta/', 303);
    }
    return who;
  }

  const noticeOf = (key: keyof typeof ACCOUNT_NOTICES | undefined): ShopNotice[] =>
    key ? [{ kind: 'success', text: ACCOUNT_NOTICES[key] }] : [];

  scope.get<{ Querystring: z.infer<typeof accountQuery> }>(
    '/mi-cuenta/',
    { schema: { querystring: accountQuery } },
    async (request, reply) => {
      const who = await signedInCustomer(db, accountId, request);
      if (!who) {
        if (readCustomerToken(request) !== null) clearCustomerCookie(request, reply);
        return signInPage(request, reply, 200, { notices: noticeOf(request.query.aviso) });
      }
      return accountPage(request, reply, 200, who, { tab: 'escritorio' }, '/mi-cuenta/', noticeOf(request.query.aviso));
    },
  );

  scope.post<{ Body: z.infer<typeof signInBody> }>(
    '/mi-cuenta/acceder',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const outcome = await signIn(request, reply, request.body);
      if (outcome.ok) return reply.redirect('/mi-cuenta/', 303);
      refuseUnlessHtml(request, outcome.refusal);
      return signInPage(request, reply, outcome.refusal.statusCode, {
        notices: [{ kind: 'error', text: outcome.refusal.message }],
        signInEmail: request.body.username.trim(),
      });
    },
  );

  scope.post<{ Body: z.infer<typeof signUpBody> }>(
    '/mi-cuenta/registrarse',
    {
      schema: { body: signUpBody },
      config: {
        // Over the mail limits (limits/rate-limits.ts, per IP and per address whether or not it has an
        // account) a form posted without JavaScript gets the forms again saying how long to wait.
        rateLimited: (request, reply, wait) => {
          if (!wantsHtml(request)) return false;
          const typed = (request.body as { email?: unknown } | undefined)?.email;
          signInPage(request, reply, 429, {
            signUpEmail: typeof typed === 'string' ? typed.trim() : '',
            signUpErrors: { email: `Demasiados intentos. Inténtelo de nuevo dentro de ${minutesText(wait)}.` },
          });
          return true;
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const problem = emailProblem(email);
      if (problem) {
        refuseUnlessHtml(request, errors.signUpInvalid(problem));
        return signInPage(request, reply, 422, {
          signUpEmail: request.body.email.trim(),
          signUpErrors: { email: problem },
        });
      }
      // A new and a known address get the same answer after the same work (an insert that may find
      // the address taken, a reset link, a queued mail; no password hash for either), so neither the
      // answer nor its timing says which addresses have an account. Rate limits: limits/rate-limits.ts.
      const origin = scope.publicOrigin.get();
      const mail = await db.transaction(async (tx) => {
        await purgeExpiredCustomerResets(tx);
        const inserted = await insertCustomer(tx, accountId, email, null);
        const existing = inserted === null ? await findCustomerByEmail(tx, accountId, email) : null;
        const customerId = inserted ?? existing?.customerId;
        if (customerId === undefined) return null;
        const secret = await createCustomerReset(tx, accountId, customerId);
        // A customer who signed up but never chose a password is sent the sign-up link again.
        const registered = existing !== null && existing.passwordHash !== null;
        return ctx.mailer.queue(tx, customerSignUpMail(email, origin, ctx.siteName, secret, registered));
      });
      if (mail) ctx.mailer.deliver(mail);
      return reply.redirect('/mi-cuenta/?aviso=registro', 303);
    },
  );

  scope.post('/mi-cuenta/cerrar-sesion', { schema: { body: csrfOnly } }, async (request, reply) => {
    const token = readCustomerToken(request);
    if (token !== null) await deleteSession(db, accountId, sessionIdOf(token));
    clearCustomerCookie(request, reply);
    // The cart stays saved with the account (shop_customers.cart_id), not in this browser.
    if (readCartToken(request) !== null) clearCartCookie(request, reply);
    return reply.redirect('/mi-cuenta/', 303);
  });

  scope.get('/mi-cuenta/pedidos/', async (request, reply) => {
    const who = await customerOr(request, reply);
    if (!who) return reply;
    const orders = await ordersOfCustomer(db, accountId, who.customer.customerId);
    return accountPage(
      request,
      reply,
      200,
      who,
      {
        tab: 'pedidos',
        orders: orders.map((o) => ({
          number: o.orderNumber,
          date: esDate(o.createdAt),
          status: STATUS_ES[o.status],
          totalCents: o.totalCents,
          itemCount: o.itemCount,
        })),
      },
      '/mi-cuenta/pedidos/',
    );
  });

  scope.get<{ Params: { numero: string } }>(
    '/mi-cuenta/ver-pedido/:numero/',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      const number = Number(request.params.numero);
      const key = await customerOrderKey(db, accountId, who.customer.customerId, number);
      const order = key === null ? null : await findOrder(db, accountId, number, key);
      if (!order) throw errors.pageNotFound(`/mi-cuenta/ver-pedido/${number}/`);
      return accountPage(
        request,
        reply,
        200,
        who,
        { tab: 'ver-pedido', order: orderViewOf(order), status: STATUS_ES[order.status].toLowerCase() },
        `/mi-cuenta/ver-pedido/${number}/`,
      );
    },
  );

  scope.get('/mi-cuenta/descargas/', async (request, reply) => {
    const who = await customerOr(request, reply);
    if (!who) return reply;
    return accountPage(request, reply, 200, who, { tab: 'descargas' }, '/mi-cuenta/descargas/');
  });

  scope.get('/mi-cuenta/metodos-de-pago/', async (request, reply) => {
    const who = await customerOr(request, reply);
    if (!who) return reply;
    const offlineMethods = PAYMENT_PROVIDERS.map((p) => p.title);
    return accountPage(
      request,
      reply,
      200,
      who,
      { tab: 'metodos-de-pago', offlineMethods },
      '/mi-cuenta/metodos-de-pago/',
    );
  });

  const addressLines = (a: Address | undefined) =>
    a ? [`${a.firstName} ${a.lastName}`, a.address, `${a.postcode} ${a.city} (${a.province})`, a.phone] : null;

  scope.get<{ Querystring: z.infer<typeof accountQuery> }>(
    '/mi-cuenta/editar-direccion/',
    { schema: { querystring: accountQuery } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      const saved = await addressesOf(db, accountId, who.customer.customerId);
      return accountPage(
        request,
        reply,
        200,
        who,
        {
          tab: 'direcciones',
          addresses: { facturacion: addressLines(saved.facturacion), envio: addressLines(saved.envio) },
        },
        '/mi-cuenta/editar-direccion/',
        noticeOf(request.query.aviso),
      );
    },
  );

  const addressValuesOf = (a: Address | undefined, c: Customer): AddressValues => ({
    nombre: a?.firstName ?? c.firstName,
    apellidos: a?.lastName ?? c.lastName,
    direccion: a?.address ?? '',
    codigo_postal: a?.postcode ?? '',
    ciudad: a?.city ?? '',
    provincia: a?.province ?? '',
    telefono: a?.phone ?? '',
  });

  scope.get<{ Params: { tipo: AddressKind } }>(
    '/mi-cuenta/editar-direccion/:tipo/',
    { schema: { params: addressParams } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      const kind = request.params.tipo;
      const saved = await addressesOf(db, accountId, who.customer.customerId);
      return accountPage(
        request,
        reply,
        200,
        who,
        { tab: 'editar-direccion', kind, values: addressValuesOf(saved[kind], who.customer), errors: {} },
        `/mi-cuenta/editar-direccion/${kind}/`,
      );
    },
  );

  scope.post<{ Params: { tipo: AddressKind }; Body: Record<string, string> }>(
    '/mi-cuenta/editar-direccion/:tipo/',
    { schema: { params: addressParams, body: addressBody } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      const kind = request.params.tipo;
      const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((f) => [f, request.body[f] ?? ''])) as AddressValues;
      const checked = checkAddress(values);
      if (!checked.ok) {
        refuseUnlessHtml(request, errors.addressInvalid(Object.values(checked.errors).join(' ')));
        return accountPage(
          request,
          reply,
          422,
          who,
          { tab: 'editar-direccion', kind, values, errors: checked.errors },
          `/mi-cuenta/editar-direccion/${kind}/`,
          [{ kind: 'error', text: `Revise la ${ADDRESS_TITLES[kind].toLowerCase()}.` }],
        );
      }
      await saveAddress(db, accountId, who.customer.customerId, kind, checked.address);
      return reply.redirect('/mi-cuenta/editar-direccion/?aviso=direccion', 303);
    },
  );

  const accountValuesOf = (c: Customer) => ({
    nombre: c.firstName,
    apellidos: c.lastName,
    nombre_visible: c.displayName,
    email: c.email,
  });

  scope.get<{ Querystring: z.infer<typeof accountQuery> }>(
    '/mi-cuenta/editar-cuenta/',
    { schema: { querystring: accountQuery } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      return accountPage(
        request,
        reply,
        200,
        who,
        { tab: 'editar-cuenta', values: accountValuesOf(who.customer), errors: {} },
        '/mi-cuenta/editar-cuenta/',
        noticeOf(request.query.aviso),
      );
    },
  );

  scope.post<{ Body: z.infer<typeof accountBody> }>(
    '/mi-cuenta/editar-cuenta/',
    { schema: { body: accountBody } },
    async (request, reply) => {
      const who = await customerOr(request, reply);
      if (!who) return reply;
      const b = request.body;
      const values = Object.fromEntries(ACCOUNT_FORM_FIELDS.map((f) => [f, b[f]])) as Record<
        (typeof ACCOUNT_FORM_FIELDS)[number],
        string
      >;
      const refuse = (status: 409 | 422, problems: Record<string, string>) => {
        const message = Object.values(problems).join(' ');
        refuseUnlessHtml(request, status === 409 ? errors.accountEmailTaken(message) : errors.accountInvalid(message));
        return accountPage(
          request,
          reply,
          status,
          who,
          { tab: 'editar-cuenta', values, errors: problems },
          '/mi-cuenta/editar-cuenta/',
        );
      };
      const checked = checkAccount(values, { current: b.password_actual, next: b.password_1, confirm: b.password_2 });
      if (!checked.ok) return refuse(422, checked.errors);
      let passwordHash: string | null = null;
      if (checked.newPassword !== null) {
        if (!(await verifyPassword(who.customer.passwordHash, b.password_actual)))
          return refuse(422, { password_actual: 'Su contraseña actual no es correcta.' });
        passwordHash = await hashPassword(checked.newPassword);
      }
      const saved = await updateCustomer(db, accountId, who.customer.customerId, { ...checked, passwordHash });
      if (!saved) return refuse(409, { email: 'Esta dirección de correo electrónico ya está registrada.' });
      // A new password signs out every other browser, as WordPress does.
      if (passwordHash !== null) await deleteOtherSessions(db, accountId, who.customer.customerId, who.sessionId);
      return reply.redirect('/mi-cuenta/editar-cuenta/?aviso=cuenta', 303);
    },
  );

  // §7 call 8: the checkout's sign-in. Scripts get JSON with logged_in and message (and reload on
  // success); a form posted without JavaScript gets the checkout again.
  scope.post<{ Body: z.infer<typeof signInBody> }>(
    '/finalizar-compra/acceder',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const outcome = await signIn(request, reply, request.body);
      if (wantsHtml(request)) {
        if (outcome.ok) return reply.redirect('/finalizar-compra/', 303);
        const { statusCode, message } = outcome.refusal;
        return ctx.checkoutWithNotice(request, reply, statusCode, { kind: 'error', text: message });
      }
      if (outcome.ok) return { logged_in: true, message: 'Ha accedido correctamente.' };
      return reply.code(outcome.refusal.statusCode).send({ ...toErrorBody(outcome.refusal), logged_in: false });
    },
  );
}

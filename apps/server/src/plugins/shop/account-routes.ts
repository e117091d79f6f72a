/**
 * My account (/mi-cuenta/): the sign-in forms while signed out (account-sign-in-routes.ts), else the
 * customer's dashboard and its tabs: their orders and one order, downloads and saved payment methods
 * (always empty: nothing downloadable is sold, every method is offline), the two addresses and the
 * account details, each with its form. Every page and query takes the customer from the session, so
 * another customer's order is a 404 like a missing one.
 */
import type { AccountTab, AddressKind, AddressValues } from '@beckon/page-widgets/shop/account-pages.js';
import { ADDRESS_TITLES } from '@beckon/page-widgets/shop/account-pages.js';
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import * as z from 'zod';
import { hashPassword, verifyPassword } from '../../auth/index.js';
import { loadShopTimeZone } from '../../data/shop-time-zone.js';
import { errors } from '../../errors.js';
import { siteOf } from '../../sites/index.js';
import {
  ACCOUNT_NOTICES,
  accountPageOf,
  accountValuesOf,
  addressLines,
  addressValuesOf,
  noticeOf,
} from './account-pages.js';
import { registerSignInRoutes, type SignInRoutesContext, sendSignInPage } from './account-sign-in-routes.js';
import {
  ACCOUNT_FORM_FIELDS,
  ADDRESS_FORM_FIELDS,
  checkAccount,
  checkAddress,
  MAX_PASSWORD,
} from './customer-forms.js';
import {
  accountCorrectivePath,
  accountInvoicePath,
  correctiveLinksOf,
  invoiceHrefOf,
} from './customer-invoice-routes.js';
import {
  addressesOf,
  customerOrderKey,
  deleteOtherSessions,
  ordersOfCustomer,
  saveAddress,
  updateCustomer,
} from './customer-repository.js';
import { clearCustomerCookie, readCustomerToken, type SignedIn, signedInCustomer } from './customer-session.js';
import { refuseUnlessHtml } from './http.js';
import { findOrder } from './order-repository.js';
import { esDate, orderViewOf, STATUS_ES } from './order-view.js';
import { orderParams } from './schemas.js';
import type { ShopRoutesContext } from './shop-pages.js';
import { sitePaymentMethods } from './site-payments.js';
import { csrfOf } from './visitor.js';

const csrf = z.string().max(64);
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
const accountQuery = z.looseObject({
  aviso: z.enum(Object.keys(ACCOUNT_NOTICES) as [keyof typeof ACCOUNT_NOTICES]).optional(),
});
type AccountQuery = { Querystring: z.infer<typeof accountQuery> };

/** What a tab shows: its content, at its address, with the notices its redirect asked for. */
interface TabPage {
  content: AccountTab;
  path: string;
  notices?: ShopNotice[];
}

/** My account's routes, its sign-in forms' included (they need the throttle and the mailer). */
export function registerAccountRoutes(scope: FastifyInstance, ctx: SignInRoutesContext): void {
  registerSignInRoutes(scope, ctx);
  registerAccountTabs(scope, ctx);
  registerAccountForms(scope, ctx);
}

function sendAccountPage(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  who: SignedIn,
  tab: TabPage,
) {
  return ctx.pages.sendPage(reply, status, accountPageOf(who, csrfOf(request), tab.content, tab.path, tab.notices));
}

/** The signed-in customer, or a redirect to the sign-in forms (answered here). */
async function customerOr(ctx: ShopRoutesContext, request: FastifyRequest, reply: FastifyReply) {
  const who = await signedInCustomer(ctx.db, siteOf(request).accountId, request);
  if (!who) {
    if (readCustomerToken(request) !== null) clearCustomerCookie(request, reply);
    await reply.redirect('/mi-cuenta/', 303);
  }
  return who;
}

/** A tab's handler: the page with what `load` finds for the signed-in customer, or the redirect to sign in. */
function accountTab<R extends RouteGenericInterface>(
  ctx: ShopRoutesContext,
  load: (request: FastifyRequest<R>, who: SignedIn) => Promise<TabPage> | TabPage,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply) => {
    const who = await customerOr(ctx, request, reply);
    if (!who) return reply;
    return sendAccountPage(ctx, request, reply, 200, who, await load(request, who));
  };
}

/** The dashboard (or the sign-in forms, signed out) and the tabs that only show. */
function registerAccountTabs(scope: FastifyInstance, ctx: ShopRoutesContext): void {
  const { db } = ctx;

  scope.get<AccountQuery>('/mi-cuenta/', { schema: { querystring: accountQuery } }, async (request, reply) => {
    const { accountId } = siteOf(request);
    const who = await signedInCustomer(db, accountId, request);
    const notices = noticeOf(request.query.aviso);
    if (!who) {
      if (readCustomerToken(request) !== null) clearCustomerCookie(request, reply);
      return sendSignInPage(ctx, request, reply, 200, { notices });
    }
    return sendAccountPage(ctx, request, reply, 200, who, {
      content: { tab: 'escritorio' },
      path: '/mi-cuenta/',
      notices,
    });
  });

  scope.get(
    '/mi-cuenta/pedidos/',
    accountTab(ctx, async (request, who) => {
      const { accountId } = siteOf(request);
      const [orders, timeZone] = await Promise.all([
        ordersOfCustomer(db, accountId, who.customer.customerId),
        loadShopTimeZone(db, accountId),
      ]);
      const list = orders.map((o) => ({
        number: o.orderNumber,
        date: esDate(o.createdAt, timeZone),
        status: STATUS_ES[o.status],
        totalCents: o.totalCents,
        itemCount: o.itemCount,
      }));
      return { content: { tab: 'pedidos', orders: list }, path: '/mi-cuenta/pedidos/' };
    }),
  );

  scope.get<{ Params: { numero: string } }>(
    '/mi-cuenta/ver-pedido/:numero/',
    { schema: { params: orderParams } },
    accountTab(ctx, async (request, who) => {
      const { accountId } = siteOf(request);
      const number = Number(request.params.numero);
      const key = await customerOrderKey(db, accountId, who.customer.customerId, number);
      const order = key === null ? null : await findOrder(db, accountId, number, key);
      if (!order) throw errors.pageNotFound(`/mi-cuenta/ver-pedido/${number}/`);
      return {
        content: {
          tab: 'ver-pedido',
          order: {
            ...orderViewOf(order),
            invoiceHref: await invoiceHrefOf(db, accountId, order, accountInvoicePath(number)),
            correctiveInvoices: await correctiveLinksOf(db, accountId, number, accountCorrectivePath(number)),
          },
          status: STATUS_ES[order.status].toLowerCase(),
        },
        path: `/mi-cuenta/ver-pedido/${number}/`,
      };
    }),
  );

  scope.get(
    '/mi-cuenta/descargas/',
    accountTab(ctx, () => ({ content: { tab: 'descargas' }, path: '/mi-cuenta/descargas/' })),
  );

  scope.get(
    '/mi-cuenta/metodos-de-pago/',
    accountTab(ctx, async (request) => ({
      content: {
        tab: 'metodos-de-pago',
        offlineMethods: (await sitePaymentMethods(db, siteOf(request))).map((p) => p.title),
      },
      path: '/mi-cuenta/metodos-de-pago/',
    })),
  );

  scope.get<AccountQuery>(
    '/mi-cuenta/editar-direccion/',
    { schema: { querystring: accountQuery } },
    accountTab(ctx, async (request, who) => {
      const { accountId } = siteOf(request);
      const saved = await addressesOf(db, accountId, who.customer.customerId);
      return {
        content: {
          tab: 'direcciones',
          addresses: { facturacion: addressLines(saved.facturacion), envio: addressLines(saved.envio) },
        },
        path: '/mi-cuenta/editar-direccion/',
        notices: noticeOf(request.query.aviso),
      };
    }),
  );

  scope.get<{ Params: { tipo: AddressKind } }>(
    '/mi-cuenta/editar-direccion/:tipo/',
    { schema: { params: addressParams } },
    accountTab(ctx, async (request, who) => {
      const { accountId } = siteOf(request);
      const kind = request.params.tipo;
      const saved = await addressesOf(db, accountId, who.customer.customerId);
      return {
        content: { tab: 'editar-direccion', kind, values: addressValuesOf(saved[kind], who.customer), errors: {} },
        path: `/mi-cuenta/editar-direccion/${kind}/`,
      };
    }),
  );

  scope.get<AccountQuery>(
    '/mi-cuenta/editar-cuenta/',
    { schema: { querystring: accountQuery } },
    accountTab(ctx, (request, who) => ({
      content: { tab: 'editar-cuenta', values: accountValuesOf(who.customer), errors: {} },
      path: '/mi-cuenta/editar-cuenta/',
      notices: noticeOf(request.query.aviso),
    })),
  );
}

/** The address and account details forms, each answered with a redirect or the tab again with the reasons. */
function registerAccountForms(scope: FastifyInstance, ctx: ShopRoutesContext): void {
  const { db } = ctx;

  scope.post<{ Params: { tipo: AddressKind }; Body: Record<string, string> }>(
    '/mi-cuenta/editar-direccion/:tipo/',
    { schema: { params: addressParams, body: addressBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const who = await customerOr(ctx, request, reply);
      if (!who) return reply;
      const kind = request.params.tipo;
      const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((f) => [f, request.body[f] ?? ''])) as AddressValues;
      const checked = checkAddress(values);
      if (!checked.ok) {
        refuseUnlessHtml(request, errors.addressInvalid(Object.values(checked.errors).join(' ')));
        return sendAccountPage(ctx, request, reply, 422, who, {
          content: { tab: 'editar-direccion', kind, values, errors: checked.errors },
          path: `/mi-cuenta/editar-direccion/${kind}/`,
          notices: [{ kind: 'error', text: `Revise la ${ADDRESS_TITLES[kind].toLowerCase()}.` }],
        });
      }
      await saveAddress(db, accountId, who.customer.customerId, kind, checked.address);
      return reply.redirect('/mi-cuenta/editar-direccion/?aviso=direccion', 303);
    },
  );

  scope.post<{ Body: z.infer<typeof accountBody> }>(
    '/mi-cuenta/editar-cuenta/',
    { schema: { body: accountBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const who = await customerOr(ctx, request, reply);
      if (!who) return reply;
      const b = request.body;
      const values = Object.fromEntries(ACCOUNT_FORM_FIELDS.map((f) => [f, b[f]])) as Record<
        (typeof ACCOUNT_FORM_FIELDS)[number],
        string
      >;
      const refuse = (status: 409 | 422, problems: Record<string, string>) => {
        const message = Object.values(problems).join(' ');
        refuseUnlessHtml(request, status === 409 ? errors.accountEmailTaken(message) : errors.accountInvalid(message));
        return sendAccountPage(ctx, request, reply, status, who, {
          content: { tab: 'editar-cuenta', values, errors: problems },
          path: '/mi-cuenta/editar-cuenta/',
        });
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
}

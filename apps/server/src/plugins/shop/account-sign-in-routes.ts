/**
 * The customer's sign-in, sign-up and sign-out at /mi-cuenta/, and the checkout's sign-in (§7 call 8),
 * as plain forms answered with 303 redirects. The sign-up answers a new and a known address alike
 * (only the mailbox learns which: password-reset-repository.ts's customerSignUpMail). Sign-in goes
 * through the owner's throttle (sign-in-throttle.ts, its buckets kept apart by a "shop" prefix) and the
 * owner's argon2id (password.ts).
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { type SignInThrottle, verifyPassword } from '../../auth/index.js';
import { errors, type HttpError, toErrorBody } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import { siteOf } from '../../sites/index.js';
import { type SignInForms, signInPageOf } from './account-pages.js';
import { cartIdOf, clearCartCookie, readCartToken, setCartCookie, syncCartMarker } from './cart-cookie.js';
import { mergeCartsOnSignIn } from './cart-merge.js';
import { checkoutValues, sendCheckoutPage } from './checkout-routes.js';
import { emailProblem, MAX_PASSWORD, minutesText } from './customer-forms.js';
import {
  type Customer,
  deleteSession,
  findCustomerByEmail,
  insertOrFindCustomer,
  insertSession,
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
import { createCustomerReset, customerSignUpMail, purgeExpiredCustomerResets } from './password-reset-repository.js';
import type { ShopRoutesContext } from './shop-pages.js';
import { csrfOf } from './visitor.js';

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
const csrfOnly = z.object({ _csrf: csrf }).strict();

export interface SignInRoutesContext extends ShopRoutesContext {
  throttle: SignInThrottle;
  mailer: Mailer;
}

/** A refused sign-in carries the error a script gets; its message is what the page tells a person. */
type SignInOutcome = { ok: true } | { ok: false; refusal: HttpError };

/** The sign-in forms again, as a refused form shows them. */
export function sendSignInPage(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  forms: SignInForms,
) {
  return ctx.pages.sendPage(reply, status, signInPageOf(csrfOf(request), forms));
}

export function registerSignInRoutes(scope: FastifyInstance, ctx: SignInRoutesContext): void {
  const { db } = ctx;

  scope.post<{ Body: z.infer<typeof signInBody> }>(
    '/mi-cuenta/acceder',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const outcome = await signIn(ctx, request, reply, request.body);
      if (outcome.ok) return reply.redirect('/mi-cuenta/', 303);
      refuseUnlessHtml(request, outcome.refusal);
      return sendSignInPage(ctx, request, reply, outcome.refusal.statusCode, {
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
          sendSignInPage(ctx, request, reply, 429, {
            signUpEmail: typeof typed === 'string' ? typed.trim() : '',
            signUpErrors: { email: `Demasiados intentos. Inténtelo de nuevo dentro de ${minutesText(wait)}.` },
          });
          return true;
        },
      },
    },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const email = request.body.email.trim().toLowerCase();
      const problem = emailProblem(email);
      if (problem) {
        refuseUnlessHtml(request, errors.signUpInvalid(problem));
        return sendSignInPage(ctx, request, reply, 422, {
          signUpEmail: request.body.email.trim(),
          signUpErrors: { email: problem },
        });
      }
      // A new and a known address get the same answer after the same work (one statement that writes
      // the customer's row, a reset link, a queued mail; no password hash for either), so neither the
      // answer nor its timing says which addresses have an account. Rate limits: limits/rate-limits.ts.
      // The link opens on the site the customer signed up at (its cookies are that host's).
      const { origin, name } = siteOf(request);
      const mail = await db.transaction(async (tx) => {
        await purgeExpiredCustomerResets(tx);
        const customer = await insertOrFindCustomer(tx, accountId, email);
        const secret = await createCustomerReset(tx, accountId, customer.customerId);
        // A customer who signed up but never chose a password is sent the sign-up link again.
        const target = { accountId, to: email, origin, siteName: name, token: secret };
        return ctx.mailer.queue(tx, customerSignUpMail(target, customer.registered));
      });
      ctx.mailer.deliver(mail);
      return reply.redirect('/mi-cuenta/?aviso=registro', 303);
    },
  );

  scope.post('/mi-cuenta/cerrar-sesion', { schema: { body: csrfOnly } }, async (request, reply) => {
    const { accountId } = siteOf(request);
    const token = readCustomerToken(request);
    if (token !== null) await deleteSession(db, accountId, sessionIdOf(token));
    clearCustomerCookie(request, reply);
    // The cart stays saved with the account (shop_customers.cart_id), not in this browser.
    if (readCartToken(request) !== null) clearCartCookie(request, reply);
    return reply.redirect('/mi-cuenta/', 303);
  });

  // §7 call 8: the checkout's sign-in. Scripts get JSON with logged_in and message (and reload on
  // success); a form posted without JavaScript gets the checkout again, its sign-in form open.
  scope.post<{ Body: z.infer<typeof signInBody> }>(
    '/finalizar-compra/acceder',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const outcome = await signIn(ctx, request, reply, request.body);
      if (wantsHtml(request)) {
        if (outcome.ok) return reply.redirect('/finalizar-compra/', 303);
        const { statusCode, message } = outcome.refusal;
        return sendCheckoutPage(ctx, request, reply, statusCode, {
          values: checkoutValues(null),
          notices: [{ kind: 'error', text: message }],
          signInOpen: true,
        });
      }
      if (outcome.ok) return { logged_in: true, message: 'Ha accedido correctamente.' };
      return reply.code(outcome.refusal.statusCode).send({ ...toErrorBody(outcome.refusal), logged_in: false });
    },
  );
}

async function signIn(
  ctx: SignInRoutesContext,
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
  const customer = await findCustomerByEmail(ctx.db, siteOf(request).accountId, email);
  const ok = await verifyPassword(customer?.passwordHash ?? null, body.password);
  if (!customer || !ok) {
    await ctx.throttle.failed(request.ip, key);
    return { ok: false, refusal: errors.customerBadCredentials() };
  }
  await startSession(ctx, request, reply, customer, body.rememberme === 'forever');
  return { ok: true };
}

/** Signs the browser in as `customer`: a new session, its cookie, and the saved cart joined to the browser's. */
export async function startSession(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  remember: boolean,
) {
  const { accountId } = siteOf(request);
  const { db } = ctx;
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

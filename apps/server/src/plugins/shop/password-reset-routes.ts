/**
 * The shop customer's lost password, WooCommerce's flow at /mi-cuenta/contrasena-perdida/: the
 * customer asks with their email and gets the same answer whether or not it has an account (only the
 * mailbox learns which); a known email is mailed a single-use link (password-reset-repository.ts) that
 * opens the new-password form (the sign-up mails' links open it too, account-routes.ts). Saving it ends
 * every session of the customer (they are kept on the server); a customer choosing their first
 * password is then signed in, one who reset it is sent to sign in with it. Mails per email and
 * per IP are rate limited (limits/rate-limits.ts).
 */
import { writeCommitRecord } from '@beckon/db';
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { hashPassword } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { holdUntilFloor } from '../../http/answer-floor.js';
import type { Mailer } from '../../mail/outbox.js';
import { siteOf } from '../../sites/index.js';
import { startSession } from './account-sign-in-routes.js';
import { emailProblem, MAX_PASSWORD, minutesText, passwordProblem } from './customer-forms.js';
import { findCustomer } from './customer-repository.js';
import { clearCustomerCookie, readCustomerToken } from './customer-session.js';
import { refuseUnlessHtml, wantsHtml } from './http.js';
import {
  createCustomerResetByEmail,
  customerResetExists,
  customerResetMail,
  LOST_PASSWORD_PATH,
  purgeExpiredCustomerResets,
  setCustomerPassword,
  takeCustomerReset,
} from './password-reset-repository.js';
import type { ShopRoutesContext } from './shop-pages.js';
import { csrfOf } from './visitor.js';

const SENT_TEXT =
  'Se ha enviado el correo electrónico para restablecer la contraseña. Si la dirección tiene una cuenta, ' +
  'recibirá en ella un enlace que funciona durante 1 hora; puede tardar unos minutos en llegar.';

const noControl = (s: string) => !/\p{Cc}/u.test(s);
const text = (max: number) => z.string().max(max).refine(noControl, { message: 'must not contain control characters' });
/** The link's token: randomToken()'s 256 bits in base64url. */
const token = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the key from the mailed link');
const csrf = z.string().max(64);

const pageQuery = z.looseObject({ clave: token.optional(), aviso: z.literal('enviado').optional() });
const requestBody = z.object({ _csrf: csrf.optional(), user_login: text(254) }).strict();
const newPasswordBody = z
  .object({ _csrf: csrf.optional(), clave: token, password_1: text(MAX_PASSWORD), password_2: text(MAX_PASSWORD) })
  .strict();

export interface PasswordResetRoutesContext extends ShopRoutesContext {
  mailer: Mailer;
}

export function registerPasswordResetRoutes(scope: FastifyInstance, ctx: PasswordResetRoutesContext): void {
  const { db } = ctx;

  function lostPasswordPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    opts: { notices?: ShopNotice[]; email?: string; error?: string },
  ) {
    return ctx.pages.sendPage(reply, status, {
      title: 'Contraseña perdida',
      description: 'Restablezca la contraseña de su cuenta.',
      path: LOST_PASSWORD_PATH,
      body: {
        page: 'lost-password',
        props: {
          csrf: csrfOf(request),
          notices: opts.notices ?? [],
          email: opts.email ?? '',
          ...(opts.error ? { error: opts.error } : {}),
        },
      },
    });
  }

  /** A used, expired or made-up link: the request form again, saying why (JSON for other clients). */
  function linkInvalid(request: FastifyRequest, reply: FastifyReply) {
    const refusal = errors.customerResetLinkInvalid();
    refuseUnlessHtml(request, refusal);
    return lostPasswordPage(request, reply, 400, { notices: [{ kind: 'error', text: refusal.message }] });
  }

  function newPasswordPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    clave: string,
    errors: Partial<Record<'password_1' | 'password_2', string>>,
  ) {
    return ctx.pages.sendPage(reply, status, {
      // WooCommerce's title for the page its reset and new-account links open ("Set password").
      title: 'Establecer contraseña',
      description: 'Elija una contraseña nueva.',
      path: LOST_PASSWORD_PATH,
      body: {
        page: 'new-password',
        props: {
          csrf: csrfOf(request),
          notices: Object.keys(errors).length > 0 ? [{ kind: 'error', text: 'Revise la nueva contraseña.' }] : [],
          token: clave,
          errors,
        },
      },
    });
  }

  scope.get<{ Querystring: z.infer<typeof pageQuery> }>(
    LOST_PASSWORD_PATH,
    { schema: { querystring: pageQuery } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const { clave, aviso } = request.query;
      if (clave === undefined)
        return lostPasswordPage(request, reply, 200, {
          notices: aviso === 'enviado' ? [{ kind: 'success', text: SENT_TEXT }] : [],
        });
      if (!(await customerResetExists(db, accountId, clave))) return linkInvalid(request, reply);
      return newPasswordPage(request, reply, 200, clave, {});
    },
  );

  scope.post<{ Body: z.infer<typeof requestBody> }>(
    LOST_PASSWORD_PATH,
    {
      schema: { body: requestBody },
      config: {
        // Over the mail limits (limits/rate-limits.ts) a form posted without JavaScript gets this page
        // again saying how long to wait, not the JSON body scripts get.
        rateLimited: (request, reply, wait) => {
          if (!wantsHtml(request)) return false;
          const typed = (request.body as { user_login?: unknown } | undefined)?.user_login;
          const text = `Ha pedido demasiados correos para restablecer la contraseña. Inténtelo de nuevo dentro de ${minutesText(wait)}.`;
          lostPasswordPage(request, reply, 429, {
            notices: [{ kind: 'error', text }],
            email: typeof typed === 'string' ? typed.trim() : '',
          });
          return true;
        },
      },
    },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const email = request.body.user_login.trim().toLowerCase();
      const problem = emailProblem(email);
      if (problem) {
        refuseUnlessHtml(request, errors.emailInvalid(problem));
        return lostPasswordPage(request, reply, 422, { email: request.body.user_login.trim(), error: problem });
      }
      // A known and an unknown email get the same answer after the same work, as the owners' reset
      // does: one transaction of the same statements, the unknown email's finding no customer; its
      // commit record then waits for the disk as the known email's queued mail does.
      const { origin, name } = siteOf(request);
      const mail = await db.transaction(async (tx) => {
        await purgeExpiredCustomerResets(tx);
        const secret = await createCustomerResetByEmail(tx, accountId, email);
        if (secret === null) {
          await writeCommitRecord(tx);
          return null;
        }
        return ctx.mailer.queue(tx, customerResetMail({ accountId, to: email, origin, siteName: name, token: secret }));
      });
      if (mail) ctx.mailer.deliver(mail);
      await holdUntilFloor(reply);
      return reply.redirect(`${LOST_PASSWORD_PATH}?aviso=enviado`, 303);
    },
  );

  scope.post<{ Body: z.infer<typeof newPasswordBody> }>(
    `${LOST_PASSWORD_PATH}nueva`,
    { schema: { body: newPasswordBody } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const { clave, password_1: next, password_2: again } = request.body;
      // A made-up key is refused before the deliberately slow hash, so guessing costs the server little.
      if (!(await customerResetExists(db, accountId, clave))) return linkInvalid(request, reply);
      const problems: Partial<Record<'password_1' | 'password_2', string>> = {};
      const problem = next === '' ? 'Introduzca la nueva contraseña.' : passwordProblem(next);
      if (problem) problems.password_1 = problem;
      if (next !== again) problems.password_2 = 'Las nuevas contraseñas no coinciden.';
      if (Object.keys(problems).length > 0) {
        refuseUnlessHtml(request, errors.newPasswordInvalid(Object.values(problems).join(' ')));
        return newPasswordPage(request, reply, 422, clave, problems);
      }
      const passwordHash = await hashPassword(next);
      const done = await db.transaction(async (tx) => {
        const customerId = await takeCustomerReset(tx, accountId, clave);
        if (customerId === null) return null;
        return { customerId, ...(await setCustomerPassword(tx, accountId, customerId, passwordHash)) };
      });
      if (done === null) return linkInvalid(request, reply);
      // A new customer's first password finishes the sign-up: they are signed in, as WooCommerce's
      // new-account link does. A reset signs in again with the new password (every session ended).
      const customer = done.firstPassword ? await findCustomer(db, accountId, done.customerId) : null;
      if (customer) {
        await startSession(ctx, request, reply, customer, false);
        return reply.redirect('/mi-cuenta/?aviso=alta', 303);
      }
      if (readCustomerToken(request) !== null) clearCustomerCookie(request, reply);
      return reply.redirect('/mi-cuenta/?aviso=contrasena', 303);
    },
  );
}

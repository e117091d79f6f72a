/**
 * Account recovery and changes. Public: ask for a password-reset link (the same answer
 * whether or not the email has an account; per-IP and per-email rate limits in limits/rate-limits.ts),
 * set a new password from the link, confirm a new email from its link. Behind a sign-in: change the
 * password, ask to change the email (both need the current password, throttled like sign-in).
 * Sign-out-everywhere is in auth-routes.ts.
 */
import { writeCommitRecord } from '@beckon/db';
import {
  type EmailChange,
  type EmailChangeConfirm,
  emailChangeConfirmSchema,
  emailChangeSchema,
  type PasswordChange,
  type PasswordResetBody,
  type PasswordResetRequest,
  type PasswordResetRequested,
  passwordChangeSchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteOtherSessions,
  deleteOwnerSessions,
  hashPassword,
  type SignInThrottle,
  sessionOf,
  verifyPassword,
} from '../../auth/index.js';
import { errors } from '../../errors.js';
import { holdUntilFloor } from '../../http/answer-floor.js';
import {
  createEmailChange,
  createPasswordReset,
  deletePasswordResets,
  passwordResetExists,
  purgeExpiredLinks,
  takeEmailChange,
  takePasswordReset,
} from './account-link-repository.js';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  emailTakenMail,
  passwordChangedMail,
  resetMail,
} from './account-mails.js';
import { startSession, tooMany } from './auth-routes.js';
import type { OwnerContext } from './owner-context.js';
import { findOwnerByEmail, findOwnerCredentials, setOwnerEmail, setOwnerPassword } from './owner-repository.js';

const UNIQUE_VIOLATION = '23505';

export function registerPublicAccountRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.post<{ Body: PasswordResetRequest }>(
    '/api/owner/password-reset',
    { schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      // A known and an unknown email get the same answer after the same work: one transaction of the
      // same statements, the unknown email's finding no owner; its commit record then waits for the disk
      // as the known email's queued mail does. Only the mailbox learns whether there is an account.
      const email = request.body.email.trim().toLowerCase();
      const origin = request.server.publicOrigin.get();
      const mail = await ctx.db.transaction(async (tx) => {
        await purgeExpiredLinks(tx);
        const link = await createPasswordReset(tx, email);
        if (!link) {
          await writeCommitRecord(tx);
          return null;
        }
        return ctx.mailer.queue(tx, resetMail(email, origin, link.accountId, link.token));
      });
      if (mail) ctx.mailer.deliver(mail);
      // The known address's rows still cost a little more to write: both answers leave at the same time.
      await holdUntilFloor(reply);
      const answer: PasswordResetRequested = { status: 'reset-mail-sent-if-known' };
      return reply.code(202).send(answer);
    },
  );

  scope.post<{ Body: PasswordResetBody }>(
    '/api/owner/password-reset/confirm',
    { schema: { body: passwordResetBodySchema } },
    async (request, reply) => {
      const { account_id: accountId, token, password } = request.body;
      // A made-up token is refused before the deliberately slow hash, so guessing costs the server little.
      if (!(await passwordResetExists(ctx.db, accountId, token))) throw errors.resetLinkInvalid();
      const passwordHash = await hashPassword(password);
      const origin = request.server.publicOrigin.get();
      const done = await ctx.db.transaction(async (tx) => {
        const ownerId = await takePasswordReset(tx, accountId, token);
        if (!ownerId) return null;
        const email = await setOwnerPassword(tx, accountId, ownerId, passwordHash);
        if (email === null) return null;
        // Whoever knew the old password is signed out everywhere; the owner is signed in afresh below.
        await deleteOwnerSessions(tx, accountId, ownerId);
        await deletePasswordResets(tx, accountId, ownerId);
        return { ownerId, mail: await ctx.mailer.queue(tx, passwordChangedMail(email, origin)) };
      });
      if (!done) throw errors.resetLinkInvalid();
      ctx.mailer.deliver(done.mail);
      return reply.send(await startSession(ctx, request, reply, accountId, done.ownerId));
    },
  );

  scope.post<{ Body: EmailChangeConfirm }>(
    '/api/owner/email-change/confirm',
    { schema: { body: emailChangeConfirmSchema } },
    async (request) => {
      const { account_id: accountId, token } = request.body;
      try {
        return await ctx.db.transaction(async (tx) => {
          const change = await takeEmailChange(tx, accountId, token);
          if (!change) throw errors.emailLinkInvalid();
          await setOwnerEmail(tx, accountId, change.ownerId, change.newEmail);
          return { email: change.newEmail };
        });
      } catch (err) {
        // Another account took the address after the link was mailed.
        if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) throw errors.emailTaken();
        throw err;
      }
    },
  );
}

/** Checks the signed-in owner's current password, counted by the sign-in throttle; their email when right. */
async function checkCurrentPassword(
  ctx: OwnerContext,
  throttle: SignInThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
): Promise<{ email: string } | null> {
  const session = sessionOf(request);
  const owner = await findOwnerCredentials(ctx.db, session.accountId, session.ownerId);
  if (!owner) throw errors.signedOut();
  const wait = await throttle.attempt(request.ip, owner.email);
  if (wait > 0) {
    tooMany(reply, wait);
    return null;
  }
  if (!(await verifyPassword(owner.password_hash, password))) {
    await throttle.failed(request.ip, owner.email);
    throw errors.wrongPassword();
  }
  return { email: owner.email };
}

export function registerAccountRoutes(scope: FastifyInstance, ctx: OwnerContext, throttle: SignInThrottle): void {
  scope.post<{ Body: PasswordChange }>(
    '/api/owner/password',
    { schema: { body: passwordChangeSchema }, config: { viewerMayWrite: true } },
    async (request, reply) => {
      const owner = await checkCurrentPassword(ctx, throttle, request, reply, request.body.current_password);
      if (!owner) return reply;
      const session = sessionOf(request);
      const passwordHash = await hashPassword(request.body.new_password);
      const mail = await ctx.db.transaction(async (tx) => {
        await setOwnerPassword(tx, session.accountId, session.ownerId, passwordHash);
        // Every other session ends (ASVS 7.4.3); this one stays signed in.
        await deleteOtherSessions(tx, session.accountId, session.ownerId, session.token);
        return ctx.mailer.queue(tx, passwordChangedMail(owner.email, request.server.publicOrigin.get()));
      });
      ctx.mailer.deliver(mail);
      return reply.code(204).send();
    },
  );

  scope.post<{ Body: EmailChange }>(
    '/api/owner/email-change',
    { schema: { body: emailChangeSchema }, config: { viewerMayWrite: true } },
    async (request, reply) => {
      const owner = await checkCurrentPassword(ctx, throttle, request, reply, request.body.password);
      if (!owner) return reply;
      const session = sessionOf(request);
      const newEmail = request.body.new_email.trim().toLowerCase();
      const origin = request.server.publicOrigin.get();
      const taken = await findOwnerByEmail(ctx.db, newEmail);
      const mails = await ctx.db.transaction(async (tx) => {
        // A taken address gets a note instead of a link, and the answer is the same: the owner of one
        // account cannot learn through this form which other emails have accounts.
        const toNew = taken
          ? emailTakenMail(newEmail)
          : emailChangeMail(
              newEmail,
              origin,
              session.accountId,
              await createEmailChange(tx, { accountId: session.accountId, ownerId: session.ownerId, newEmail }),
            );
        return [
          await ctx.mailer.queue(tx, toNew),
          await ctx.mailer.queue(tx, emailChangeNoticeMail(owner.email, newEmail)),
        ];
      });
      for (const mail of mails) ctx.mailer.deliver(mail);
      return reply.code(202).send({ status: 'confirmation-sent' });
    },
  );
}

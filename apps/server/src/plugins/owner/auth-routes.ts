/**
 * Sign-up with its confirmation link, sign-in (public, rate limited, same-origin only) and the session
 * routes behind a sign-in: GET /api/owner/session (who am I + CSRF token),
 * sign-out and sign-out-everywhere. Every sign-in makes a new session token
 * (ASVS 7.2.4) and ends the one the browser came with.
 */

import {
  type ConfirmSignUpBody,
  confirmSignUpBodySchema,
  type SessionAnswer,
  type SignInBody,
  type SignUpAnswer,
  type SignUpBody,
  signInBodySchema,
  signUpBodySchema,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  createSession,
  csrfTokenFor,
  deleteOwnerSessions,
  deleteSession,
  hashPassword,
  type OwnerSession,
  readSessionCookie,
  type SignInThrottle,
  sessionOf,
  setSessionCookie,
  verifyPassword,
} from '../../auth/index.js';
import { errors, toErrorBody } from '../../errors.js';
import type { OwnerContext } from './owner-context.js';
import { createAccountWithOwner, findOwner, findOwnerByEmail } from './owner-repository.js';
import {
  createPendingSignUp,
  deletePendingSignUps,
  purgeOldSignUps,
  takePendingSignUp,
} from './pending-sign-up-repository.js';
import { confirmMail, knownEmailMail } from './sign-up-mails.js';

export function tooMany(reply: FastifyReply, retryAfter: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .type('application/json; charset=utf-8')
    .send(toErrorBody(errors.tooManyAttempts(retryAfter)));
}

export async function startSession(
  ctx: OwnerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  ownerId: string,
): Promise<SessionAnswer> {
  const previous = readSessionCookie(request);
  if (previous) await deleteSession(ctx.db, previous.accountId, previous.token);
  const session = await createSession(ctx.db, accountId, ownerId);
  setSessionCookie(request, reply, accountId, session.token);
  return sessionAnswer(ctx, session);
}

async function sessionAnswer(ctx: OwnerContext, session: OwnerSession): Promise<SessionAnswer> {
  const owner = await findOwner(ctx.db, session.accountId, session.ownerId);
  if (!owner) throw errors.signedOut();
  return {
    owner: { owner_id: session.ownerId, email: owner.email },
    role: owner.role,
    account: { account_id: session.accountId, name: owner.account_name },
    plan: { is_freemium: owner.is_freemium },
    csrf_token: csrfTokenFor(session.token),
  };
}

export function registerPublicAuthRoutes(scope: FastifyInstance, ctx: OwnerContext, throttle: SignInThrottle): void {
  scope.post<{ Body: SignUpBody }>(
    '/api/owner/sign-up',
    { schema: { body: signUpBodySchema } },
    async (request, reply) => {
      // Sign-ups per IP are rate limited with the other public routes (limits/rate-limits.ts).
      // A new and a known email get the same answer after the same work (an argon2 hash, then one
      // transaction writing the mail to the outbox, delivered after the answer): only the mailbox learns which.
      const email = request.body.email.toLowerCase();
      const origin = request.server.publicOrigin.get();
      const [owner, passwordHash] = await Promise.all([
        findOwnerByEmail(ctx.db, email),
        hashPassword(request.body.password),
      ]);
      const mail = await ctx.db.transaction(async (tx) => {
        await purgeOldSignUps(tx);
        if (owner) return ctx.mailer.queue(tx, knownEmailMail(email, origin));
        const token = await createPendingSignUp(tx, {
          email,
          passwordHash,
          accountName: request.body.account_name,
        });
        return ctx.mailer.queue(tx, confirmMail(email, origin, token));
      });
      ctx.mailer.deliver(mail);
      const answer: SignUpAnswer = { status: 'confirmation-sent' };
      return reply.code(202).send(answer);
    },
  );

  scope.post<{ Body: ConfirmSignUpBody }>(
    '/api/owner/confirm',
    { schema: { body: confirmSignUpBodySchema } },
    async (request, reply) => {
      const pending = await takePendingSignUp(ctx.db, request.body.token);
      if (!pending) throw errors.confirmLinkInvalid();
      if (pending.expired) throw errors.confirmLinkExpired();
      const created = await createAccountWithOwner(ctx.db, pending.account_name, pending.email, pending.password_hash);
      // Another link for this email was opened first: the account exists, this link is spent.
      if (!created) throw errors.confirmLinkInvalid();
      await deletePendingSignUps(ctx.db, pending.email);
      const answer = await startSession(ctx, request, reply, created.accountId, created.ownerId);
      return reply.code(201).send(answer);
    },
  );

  scope.post<{ Body: SignInBody }>(
    '/api/owner/sign-in',
    { schema: { body: signInBodySchema } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const wait = await throttle.attempt(request.ip, email);
      if (wait > 0) return tooMany(reply, wait);
      const owner = await findOwnerByEmail(ctx.db, email);
      const ok = await verifyPassword(owner?.password_hash ?? null, request.body.password);
      if (!owner || !ok) {
        await throttle.failed(request.ip, email);
        throw errors.badCredentials();
      }
      return startSession(ctx, request, reply, owner.account_id, owner.owner_id);
    },
  );
}

export function registerSessionRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sessionAnswer(ctx, sessionOf(request));
  });

  scope.post('/api/owner/sign-out', { config: { viewerMayWrite: true } }, async (request, reply) => {
    const session = sessionOf(request);
    await deleteSession(ctx.db, session.accountId, session.token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  scope.post('/api/owner/sign-out-everywhere', { config: { viewerMayWrite: true } }, async (request, reply) => {
    const session = sessionOf(request);
    await deleteOwnerSessions(ctx.db, session.accountId, session.ownerId);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}

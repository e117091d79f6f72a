/**
 * What the owner plugin's parts share: the database, the pop-up change
 * callback, and the session found for the current request (set by the auth
 * hook, read by handlers; a WeakMap so nothing is added to Fastify's types).
 */
import type { Db } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import type { Mailer } from '../../mail/outbox.js';
import type { OwnerSession } from './session-store.js';

export interface OwnerContext {
  db: Db;
  onPopupsChanged(accountId: string): void;
  /** Sign-up confirmations and notes (mail/outbox.ts). */
  mailer: Mailer;
}

const sessions = new WeakMap<FastifyRequest, OwnerSession>();

export function rememberSession(request: FastifyRequest, session: OwnerSession): void {
  sessions.set(request, session);
}

/** The signed-in owner of this request, if the auth hook found one (for hooks that must not throw). */
export function findSession(request: FastifyRequest): OwnerSession | undefined {
  return sessions.get(request);
}

/** The signed-in owner of this request; every account-scoped query takes its account id from here. */
export function sessionOf(request: FastifyRequest): OwnerSession {
  const session = sessions.get(request);
  if (!session) throw errors.signedOut();
  return session;
}

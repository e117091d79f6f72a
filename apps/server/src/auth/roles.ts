/**
 * Roles in an account: owner, editor, viewer. A viewer reads the account and
 * looks after their own sign-in; every other write of the owner API is refused
 * to them here, in one place, so a route added later is covered without
 * remembering to. Writes that create a credential or a destination for the
 * account's data (webhooks, Stats API keys, payment details) or change the
 * account's settings are the owner's alone (route config `ownerOnly`): an
 * editor who leaves must leave nothing behind that still reads or receives
 * the account's data. The role is read afresh on each write, so a change by
 * the account's owner applies at the next request. Routes may ask more
 * (`requireRole`: the site editor's, the team's).
 */
import type { Queryable } from '@beckon/db';
import type { TeamRole } from '@beckon/owner-api';
import type { FastifyRequest } from 'fastify';
import { errors, type HttpError } from '../errors.js';
import { isSafeMethod } from './csrf.js';
import { sessionOf } from './owner-session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write about the person's own sign-in (session, password, email), open to viewers too. */
    viewerMayWrite?: boolean;
    /** What the route does, for the refusal ("add webhooks"): a write only the account's owner may make. */
    ownerOnly?: string;
  }
}

export async function roleOf(db: Queryable, accountId: string, ownerId: string): Promise<TeamRole | null> {
  const { rows } = await db.query<{ role: TeamRole }>(
    'SELECT role FROM owners WHERE account_id = $1 AND owner_id = $2',
    [accountId, ownerId],
  );
  return rows[0]?.role ?? null;
}

/** Refuses viewers' writes, and other members' writes to a route only the owner may use. */
export function enforceRoles(db: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const { viewerMayWrite, ownerOnly } = request.routeOptions.config;
    if (isSafeMethod(request.method) || viewerMayWrite) return;
    const session = sessionOf(request);
    const role = (await roleOf(db, session.accountId, session.ownerId)) ?? 'none';
    if (role === 'viewer') throw errors.readOnlyRole();
    if (ownerOnly && role !== 'owner') throw errors.ownerOnly(ownerOnly, role);
  };
}

/** A preHandler that lets only the given roles through; `refused` words the 403 for the route's purpose. */
export function requireRole(db: Queryable, roles: readonly TeamRole[], refused: (role: string) => HttpError) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = sessionOf(request);
    const role = (await roleOf(db, session.accountId, session.ownerId)) ?? 'none';
    if (!(roles as readonly string[]).includes(role)) throw refused(role);
  };
}

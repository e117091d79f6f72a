/**
 * Who may edit the clinic site (issue 14): the account's owner and its
 * editors. Checked on every page-editor route, after the owner API has found
 * the session, with one read of the person's role (a role changed by the
 * owner applies at the next request, not at the next sign-in).
 */
import type { Queryable } from '@beckon/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { sessionOf } from '../owner/owner-context.js';

type Role = 'owner' | 'editor' | 'viewer';

const SITE_EDITING_ROLES: ReadonlySet<string> = new Set<Role>(['owner', 'editor']);

function canEditSite(role: string): boolean {
  return SITE_EDITING_ROLES.has(role);
}

export function requireSiteEditor(db: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = sessionOf(request);
    const { rows } = await db.query<{ role: string }>(
      'SELECT role FROM owners WHERE account_id = $1 AND owner_id = $2',
      [session.accountId, session.ownerId],
    );
    const role = rows[0]?.role ?? 'none';
    if (!canEditSite(role)) {
      throw new HttpError(
        403,
        'BK_ERR_SITE_ROLE',
        `your role (${role}) may not edit the site: the account owner can make you an editor`,
      );
    }
  };
}

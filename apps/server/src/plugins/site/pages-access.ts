/**
 * Who may edit the site: the account's owner and its editors. Checked on
 * every page-editor route after the owner API has found the session, with a
 * fresh read of the role (a change by the owner applies at the next request).
 */
import type { Queryable } from '@beckon/db';
import { requireRole } from '../../auth/index.js';
import { errors } from '../../errors.js';

export function requireSiteEditor(db: Queryable) {
  return requireRole(db, ['owner', 'editor'], errors.siteRole);
}

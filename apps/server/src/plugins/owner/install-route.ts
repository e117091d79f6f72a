/**
 * GET /api/owner/install: the account's embed snippet and whether it has been
 * seen working. "Seen" means the loader on some page of the owner's site made
 * a display request for this account (accounts.first_display_at, written by
 * the display route), whether or not a pop-up was shown. The page and time
 * shown are the latest pop-up view's when there is one (a later sign of life),
 * else the first display request's.
 */

import type { InstallAnswer } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { embedSnippet, trackerSnippet } from '../../http/snippets.js';
import type { OwnerContext } from './owner-context.js';

export function registerInstallRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/install', async (request): Promise<InstallAnswer> => {
    const { accountId } = sessionOf(request);
    // Two plain single-account lookups rather than one join, so neither needs more than one Citus shard.
    const [{ rows: views }, { rows: accounts }] = await Promise.all([
      ctx.db.query<{ url: string; at: Date | string }>(
        'SELECT url, created_at AS at FROM popup_views WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1',
        [accountId],
      ),
      ctx.db.query<{ url: string | null; at: Date | string | null }>(
        'SELECT first_display_url AS url, first_display_at AS at FROM accounts WHERE account_id = $1',
        [accountId],
      ),
    ]);
    const last = views[0] ?? (accounts[0]?.at ? accounts[0] : undefined);
    return {
      client_id: accountId,
      // The configured public origin (PUBLIC_URL), not the Host this request happened to use.
      snippet: embedSnippet(request.server.publicOrigin.get(), accountId),
      tracker_snippet: trackerSnippet(request.server.publicOrigin.get(), accountId),
      seen: last !== undefined,
      last_seen_at: last?.at ? new Date(last.at).toISOString() : null,
      last_seen_url: last?.url ?? null,
    };
  });
}

/**
 * GET /api/owner/install: the account's embed snippet and whether it has been
 * seen working. "Seen" means the widget on some page reported a view for this
 * account (a popup_views row), which needs no change to the display service:
 * a view is only reported by a loader that found the snippet, fetched the
 * account's pop-ups and showed one. The latest view's page and time are shown.
 */

import type { InstallAnswer } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { embedSnippet } from '../demo-page.js';
import { trackerSnippet } from '../statistics/tracker-asset.js';
import { type OwnerContext, sessionOf } from './owner-context.js';

export function registerInstallRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/install', async (request): Promise<InstallAnswer> => {
    const { accountId } = sessionOf(request);
    const { rows } = await ctx.db.query<{ url: string; created_at: Date | string }>(
      'SELECT url, created_at FROM popup_views WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1',
      [accountId],
    );
    const last = rows[0];
    return {
      client_id: accountId,
      // The configured public origin (PUBLIC_URL), not the Host this request happened to use.
      snippet: embedSnippet(request.server.publicOrigin.get(), accountId),
      tracker_snippet: trackerSnippet(request.server.publicOrigin.get(), accountId),
      seen: last !== undefined,
      last_seen_at: last ? new Date(last.created_at).toISOString() : null,
      last_seen_url: last?.url ?? null,
    };
  });
}

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
import { findFirstDisplay, findLatestPopupView } from './install-repository.js';
import type { OwnerContext } from './owner-context.js';

export function registerInstallRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/install', async (request): Promise<InstallAnswer> => {
    const { accountId } = sessionOf(request);
    const [view, firstDisplay] = await Promise.all([
      findLatestPopupView(ctx.db, accountId),
      findFirstDisplay(ctx.db, accountId),
    ]);
    const last = view ?? (firstDisplay?.at ? firstDisplay : undefined);
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

/**
 * POST /api/owner/stats-keys: issues a Stats API key for the owner's own site,
 * the Bearer token the statistics reports API takes (statistics/api-keys.ts).
 * The key is shown once; only its hash is stored.
 */
import type { FastifyInstance } from 'fastify';
import { createStatsApiKey } from '../statistics/index.js';
import { type OwnerContext, sessionOf } from './owner-context.js';

export function registerStatsKeyRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.post('/api/owner/stats-keys', async (request, reply) => {
    const { accountId } = sessionOf(request);
    const key = await createStatsApiKey(ctx.db, accountId, 'dashboard');
    return reply.code(201).send({ key, reports: `/api/statistics/sites/${accountId}/` });
  });
}

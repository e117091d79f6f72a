/**
 * The owner's Stats API keys (the Bearer tokens of the statistics reports
 * API, api-keys.ts): POST makes one (shown once; only its hash is
 * stored), optionally labelled and expiring; GET lists them by id and prefix,
 * never the key; DELETE revokes one at once.
 */

import type { Queryable } from '@beckon/db';
import {
  type StatsKeyCreate,
  type StatsKeyCreated,
  type StatsKeySummary,
  statsKeyCreateSchema,
  statsKeyParamsSchema,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { insertStatsApiKey, listStatsApiKeys, revokeStatsApiKey } from './api-keys.js';

const DAY_MS = 86_400_000;

export function registerStatsKeyRoutes(scope: FastifyInstance, db: Queryable): void {
  scope.get('/api/owner/stats-keys', async (request): Promise<{ keys: StatsKeySummary[] }> => {
    return { keys: await listStatsApiKeys(db, sessionOf(request).accountId) };
  });

  // No body is a key with no label that never expires (what this route made before keys had options).
  scope.post<{ Body: StatsKeyCreate | null | undefined }>(
    '/api/owner/stats-keys',
    { schema: { body: statsKeyCreateSchema.nullish() }, config: { ownerOnly: 'create Stats API keys' } },
    async (request, reply) => {
      const { accountId, ownerId } = sessionOf(request);
      const label = request.body?.label ?? 'dashboard';
      const days = request.body?.expires_in_days;
      const expiresAt = days === undefined ? null : new Date(Date.now() + days * DAY_MS);
      const made = await insertStatsApiKey(db, accountId, label, expiresAt, ownerId);
      const answer: StatsKeyCreated = { ...made, reports: `/api/statistics/sites/${accountId}/` };
      return reply.code(201).send(answer);
    },
  );

  scope.delete<{ Params: { keyId: string } }>(
    '/api/owner/stats-keys/:keyId',
    { schema: { params: statsKeyParamsSchema }, config: { ownerOnly: 'revoke Stats API keys' } },
    async (request, reply) => {
      const { keyId } = request.params;
      if (!(await revokeStatsApiKey(db, sessionOf(request).accountId, keyId))) throw errors.statsKeyNotFound(keyId);
      return reply.code(204).send();
    },
  );
}

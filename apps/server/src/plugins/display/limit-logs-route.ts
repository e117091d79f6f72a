/**
 * GET /api/display/limitLogs/:clientId?status=&id= — a visitor's choice on the upgrade or remind-me pop-up
 * of a restricted account (spec §7): `click` (went to upgrade), `remind_me` or `dont_remind`, for the
 * restriction `id` the display answer gave (upgrade-popup.ts). The widget does not read the answer.
 */
import type { Db } from '@beckon/db';
import { LIMIT_LOG_STATUSES, type LimitLogStatus } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { clientParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';
import { insertUpgradeChoice } from './upgrade-choice-repository.js';

const limitLogsQuery = z.strictObject({
  status: z.enum(LIMIT_LOG_STATUSES),
  // Length first, so a huge value is refused before the pattern runs.
  id: z
    .string()
    .max(13)
    .regex(/^[0-9a-f]{1,13}$/, 'must be 1 to 13 lowercase hex characters'),
});

export function registerLimitLogsRoute(scope: FastifyInstance, services: DisplayServices, db: Db): void {
  scope.get<{ Params: { clientId: string }; Querystring: { status: LimitLogStatus; id: string } }>(
    '/api/display/limitLogs/:clientId',
    { schema: { params: clientParams, querystring: limitLogsQuery } },
    async (request) => {
      const { clientId } = request.params;
      if (!(await services.popupCache.account(clientId))) throw errors.clientNotFound(clientId);
      try {
        await insertUpgradeChoice(db, {
          accountId: clientId,
          upgradeId: request.query.id,
          status: request.query.status,
        });
      } catch (err) {
        request.log.error({ err }, 'upgrade choice not stored');
        throw writeFailure(err);
      }
      return { success: true };
    },
  );
}

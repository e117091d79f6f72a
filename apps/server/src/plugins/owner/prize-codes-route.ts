/**
 * A prize's coupon pool (spec §4 Gamified): the owner uploads unique codes
 * (POST adds them, keeping codes already there) and reads how many are free,
 * drawn and used (GET). The draw and the claim are in display/game-service.ts.
 */
import {
  type PrizeCodesSummary,
  type PrizeCodesUpload,
  prizeCodesParamsSchema,
  prizeCodesUploadSchema,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { addPoolCodes, poolSummary } from '../display/index.js';
import type { OwnerContext } from './owner-context.js';
import { getPopup } from './popup-repository.js';

type Params = { poptinId: string; prizeId: string };

/** 10,000 codes of up to 60 characters, as JSON. */
const CODES_BODY_LIMIT = 1024 * 1024;

export function registerPrizeCodesRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  async function checkPrize(accountId: string, { poptinId, prizeId }: Params): Promise<void> {
    const popup = await getPopup(ctx.db, accountId, poptinId);
    if (!popup) throw errors.popupNotFound(poptinId);
    if (!popup.popup.design.game?.prizes.some((p) => p.prize_id === prizeId)) {
      throw errors.prizeNotFound(poptinId, prizeId);
    }
  }

  scope.get<{ Params: Params }>(
    '/api/owner/popups/:poptinId/prizes/:prizeId/codes',
    { schema: { params: prizeCodesParamsSchema } },
    async (request): Promise<PrizeCodesSummary> => {
      const { accountId } = sessionOf(request);
      await checkPrize(accountId, request.params);
      return poolSummary(ctx.db, accountId, request.params.poptinId, request.params.prizeId);
    },
  );

  scope.post<{ Params: Params; Body: PrizeCodesUpload }>(
    '/api/owner/popups/:poptinId/prizes/:prizeId/codes',
    { schema: { params: prizeCodesParamsSchema, body: prizeCodesUploadSchema }, bodyLimit: CODES_BODY_LIMIT },
    async (request): Promise<PrizeCodesSummary> => {
      const { accountId } = sessionOf(request);
      const { poptinId, prizeId } = request.params;
      await checkPrize(accountId, request.params);
      const added = await addPoolCodes(ctx.db, accountId, poptinId, prizeId, request.body.codes);
      return { ...(await poolSummary(ctx.db, accountId, poptinId, prizeId)), added };
    },
  );
}

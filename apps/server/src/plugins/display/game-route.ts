/**
 * POST /api/display/game/:poptinId — the prize draw of a gamified pop-up
 * (spec §4 Gamified). The server draws, so no visitor can pick a prize; the
 * answer carries the outcome signed (`result`), which the lead's conversion
 * sends back as `game_result` (game-service.ts). A preview play (the owner's
 * `?ppt-preview=` page) answers a placeholder code and touches no pool.
 * A real draw needs the display answer's view_token for this pop-up
 * (view-proof.ts) and is the draw of the viewer that token names, so fresh
 * invented viewer ids draw nothing.
 */
import { type GameDrawRequest, type GameDrawResponse, gameDrawRequestSchema } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { previewDraw } from './game-service.js';
import { poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerGameRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.post<{ Params: { poptinId: string }; Body: GameDrawRequest }>(
    '/api/display/game/:poptinId',
    { schema: { params: poptinParams, body: gameDrawRequestSchema } },
    async (request): Promise<GameDrawResponse> => {
      const { poptinId } = request.params;
      const { body } = request;
      const entry = await services.popupCache.account(body.client_id);
      const popup = entry?.popups.get(poptinId);
      if (!popup) throw errors.popupNotInClient(poptinId, body.client_id);
      const game = popup.design.game;
      if (!game || popup.record.poptin_type !== 'gamified') throw errors.notAGame(poptinId);
      if (body.preview) return previewDraw(game);
      const viewerId = services.viewProof.check(body.client_id, poptinId, body.view_token);
      if (viewerId === null) throw errors.viewTokenInvalid(poptinId);
      try {
        return await services.games.draw(body.client_id, poptinId, viewerId, game);
      } catch (err) {
        request.log.error({ err }, 'game draw not stored');
        throw writeFailure(err);
      }
    },
  );
}

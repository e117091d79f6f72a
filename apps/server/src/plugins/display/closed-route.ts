/** POST /api/display/closed/:poptinId — a pop-up was closed without a submit (spec §4 Closing, §7 closed). */
import { type ClosedRequest, closedRequestSchema } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { randomId16 } from '../../random-ids.js';
import { isEditorPreview } from './editor-preview.js';
import { poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerClosedRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.post<{ Params: { poptinId: string }; Body: ClosedRequest }>(
    '/api/display/closed/:poptinId',
    { schema: { params: poptinParams, body: closedRequestSchema } },
    async (request) => {
      const { poptinId } = request.params;
      const { body } = request;
      const entry = await services.popupCache.account(body.client_id);
      if (!entry?.popups.has(poptinId)) throw errors.popupNotInClient(poptinId, body.client_id);
      // The owner in the page editor's preview closed it: not a visitor's close.
      if (isEditorPreview(body.url, scope.publicOrigin.get())) return { success: true };

      try {
        await services.closes.write({
          account_id: body.client_id,
          close_id: randomId16(),
          poptin_id: poptinId,
          view_id: body.poptin_view_id,
          reason: body.reason,
          url: body.url,
        });
      } catch (err) {
        request.log.error({ err }, 'close not stored');
        throw writeFailure(err);
      }
      return { success: true };
    },
  );
}

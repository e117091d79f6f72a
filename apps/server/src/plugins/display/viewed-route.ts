/**
 * POST /api/display/viewed/:poptinId — a pop-up was shown (spec §7 viewed).
 * The view is group-committed and acknowledged after commit; the answer's
 * poptin_view_id links later close and conversion reports to this view.
 * Only a view carrying the display answer's view_token for this pop-up
 * (view-proof.ts) is stored and counted, under the viewer the token names;
 * one without is answered alike but neither stored nor counted.
 */
import { type ViewedRequest, viewedRequestSchema } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { randomId16 } from '../../random-ids.js';
import { isEditorPreview } from './editor-preview.js';
import { poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerViewedRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.post<{ Params: { poptinId: string }; Body: ViewedRequest }>(
    '/api/display/viewed/:poptinId',
    { schema: { params: poptinParams, body: viewedRequestSchema } },
    async (request) => {
      const { poptinId } = request.params;
      const { body } = request;
      const entry = await services.popupCache.account(body.client_id);
      if (!entry?.popups.has(poptinId)) throw errors.popupNotInClient(poptinId, body.client_id);

      const viewId = randomId16();
      // The owner in the page editor's preview: answered like a view, kept out of statistics and quota.
      if (isEditorPreview(body.url, scope.publicOrigin.get())) return { success: true, poptin_view_id: viewId };
      const viewerId = services.viewProof.check(body.client_id, poptinId, body.view_token);
      if (viewerId === null) return { success: true, poptin_view_id: viewId };
      let counted: boolean;
      try {
        counted = await services.views.write({
          account_id: body.client_id,
          view_id: viewId,
          poptin_id: poptinId,
          viewer_id: viewerId,
          trigger: body.trigger,
          device: body.type,
          url: body.url,
        });
      } catch (err) {
        request.log.error({ err }, 'view not stored');
        throw writeFailure(err);
      }
      // Only a viewer's first view of this pop-up today counts toward the monthly quota (monthly-views.ts).
      if (counted) services.monthlyViews.count(body.client_id);
      return { success: true, poptin_view_id: viewId };
    },
  );
}

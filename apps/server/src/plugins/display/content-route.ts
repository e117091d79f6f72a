/**
 * GET /api/display/popup/:poptinId — the pop-up's design document, what the
 * record's poptin_url points to (spec §7 "GET {poptin_url}"). The URL carries
 * ?v={version}, so the answer is safely cacheable for five minutes.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import { poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerContentRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.get<{ Params: { poptinId: string } }>(
    '/api/display/popup/:poptinId',
    { schema: { params: poptinParams } },
    async (request, reply) => {
      const { poptinId } = request.params;
      const owner = await services.popupCache.ownerOf(poptinId);
      const popup = owner === null ? undefined : (await services.popupCache.account(owner))?.popups.get(poptinId);
      if (!popup) throw errors.popupNotFound(poptinId);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(popup.designJson);
    },
  );
}

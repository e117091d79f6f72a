/**
 * GET /api/display/click/:poptinId — a click-launched pop-up (spec §2
 * "Opening by click", §7): the record of one active pop-up of any account.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import { poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerClickRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.get<{ Params: { poptinId: string } }>(
    '/api/display/click/:poptinId',
    { schema: { params: poptinParams } },
    async (request) => {
      const { poptinId } = request.params;
      const owner = await services.popupCache.ownerOf(poptinId);
      const entry = owner === null ? null : await services.popupCache.account(owner);
      const popup = entry?.popups.get(poptinId);
      if (!entry || !popup?.isActive || entry.settings.isRestricted) throw errors.popupNotFound(poptinId);
      return { display: 'allowed', message: '', poptins: [popup.record] };
    },
  );
}

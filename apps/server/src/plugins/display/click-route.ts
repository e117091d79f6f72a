/**
 * GET /api/display/click/:poptinId — a click-launched pop-up (spec §2
 * "Opening by click", §7): the record of one active pop-up. With the loader's
 * `client_id` only a pop-up of that account is answered (another account's is
 * a 404, never shown); the record carries the view_token (view-proof.ts) for
 * `viewer_id`, or for a fresh viewer when none is given.
 */
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { errors } from '../../errors.js';
import { clickQuery, poptinParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

export function registerClickRoute(scope: FastifyInstance, services: DisplayServices): void {
  scope.get<{ Params: { poptinId: string }; Querystring: z.infer<typeof clickQuery> }>(
    '/api/display/click/:poptinId',
    { schema: { params: poptinParams, querystring: clickQuery } },
    async (request) => {
      const { poptinId } = request.params;
      const { client_id: clientId, viewer_id: viewerId } = request.query;
      const owner = await services.popupCache.ownerOf(poptinId);
      const entry =
        owner === null || (clientId && clientId !== owner) ? null : await services.popupCache.account(owner);
      const popup = entry?.popups.get(poptinId);
      if (!entry || !popup?.isActive || entry.settings.isRestricted) throw errors.popupNotFound(poptinId);
      const viewToken = services.viewProof.issue(entry.settings.accountId, poptinId, viewerId ?? null);
      const record = { ...popup.record, viewer_id: viewerId ?? '', view_token: viewToken };
      return { display: 'allowed', message: '', poptins: [record] };
    },
  );
}

/**
 * POST /api/display/conversion/:viewerId — a lead (spec §3 "Conversion
 * payload", §7). Form-encoded only (this scope has no JSON parser). Stored
 * through the idempotent group committer and answered only after commit; a
 * retry with the same conversion_key gets the same conversion_id. The answer's integration.conversion_code is
 * the pop-up's conversion event name (design_properties.conversion_event).
 */

import { type ConversionRequest, type ConversionResponse, conversionRequestSchema } from '@beckon/popup-schema';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { writeFailure } from '../../data/write-failure.js';
import { errors, HttpError } from '../../errors.js';
import { randomId16 } from '../../random-ids.js';
import { leadConsent } from './consent.js';
import { toConversionRow } from './conversion-row.js';
import { isEditorPreview } from './editor-preview.js';
import { viewerParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';

/** The coupon of the lead's signed game result, claimed for this lead ('' when it played no game). */
async function claimGameCoupon(services: DisplayServices, body: ConversionRequest, log: FastifyBaseLogger) {
  if (body.game_result === '') return '';
  try {
    return await services.games.claim(body.client_id, body.poptin_id, body.game_result, body.conversion_key);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    log.error({ err }, 'game result not claimed');
    throw writeFailure(err);
  }
}

export async function registerConversionRoute(scope: FastifyInstance, services: DisplayServices): Promise<void> {
  await scope.register(async (formScope) => {
    await acceptOnlyFormBodies(formScope);
    formScope.post<{ Params: { viewerId: string }; Body: ConversionRequest }>(
      '/api/display/conversion/:viewerId',
      { schema: { params: viewerParams, body: conversionRequestSchema } },
      async (request): Promise<ConversionResponse> => {
        const { viewerId } = request.params;
        const { body } = request;
        const entry =
          (await services.popupCache.loaded(body.client_id)) ?? (await services.popupCache.account(body.client_id));
        const popup = entry?.popups.get(body.poptin_id);
        if (!popup) throw errors.popupNotInClient(body.poptin_id, body.client_id);
        // The owner trying the form in the page editor's preview: answered like a lead, stored nowhere, and with no
        // conversion event, so the site's analytics count no lead that was not one.
        if (isEditorPreview(body.url, scope.publicOrigin.get())) {
          return { success: true, conversion_id: randomId16(), integration: { conversion_code: '' } };
        }
        // A prize game's coupon is only ever the one the server drew (game-service.ts), never the client's text.
        const input = popup.design.game
          ? { ...body, coupon: await claimGameCoupon(services, body, request.log) }
          : body;

        const row = toConversionRow(input, {
          viewerId,
          conversionId: randomId16(),
          ipHash: services.ipHasher.hash(body.client_id, request.ip),
          consent: leadConsent(popup.design.fields, body.consent, new Date()),
        });
        let conversionId: string;
        try {
          conversionId = await services.conversions.write(row);
        } catch (err) {
          request.log.error({ err }, 'conversion not stored');
          throw writeFailure(err);
        }
        // The owner's conversion event, as data: the widget pushes it onto the page's dataLayer (never runs it).
        const conversion_code = popup.design.design_properties.conversion_event;
        return { success: true, conversion_id: conversionId, integration: { conversion_code } };
      },
    );
  });
}

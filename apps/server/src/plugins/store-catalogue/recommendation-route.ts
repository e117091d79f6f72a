/**
 * POST /api/display/{shopify|wix|shop}/product-recommendation/{poptin_id} (spec §7): the cards of a product
 * block, from the catalogue of the account the pop-up belongs to. Form-encoded, as the spec sends it;
 * client_id names the page's account, and a pop-up of another account is refused like a missing one, so
 * no request ever reads another account's products. An account with no catalogue answers no products.
 */
import {
  PRODUCT_SOURCES,
  type ProductSource,
  type RecommendationAnswer,
  type RecommendationRequest,
  recommendationRequestSchema,
} from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { errors } from '../../errors.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { recommend, toCard } from './recommend.js';

const poptinParams = z.strictObject({
  poptinId: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});

export type PopupInAccount = (clientId: string, poptinId: string) => Promise<boolean>;

export async function registerRecommendationRoutes(
  scope: FastifyInstance,
  catalogues: CatalogueCache,
  popupInAccount: PopupInAccount,
): Promise<void> {
  await scope.register(async (formScope) => {
    await acceptOnlyFormBodies(formScope);
    const answer = async (source: ProductSource, poptinId: string, body: RecommendationRequest) => {
      if (!(await popupInAccount(body.client_id, poptinId))) throw errors.popupNotInClient(poptinId, body.client_id);
      const catalogue = await catalogues.get(body.client_id, source);
      const currency = catalogue?.currency ?? 'USD';
      const picks = catalogue ? recommend(catalogue.products, body) : [];
      const result: RecommendationAnswer = {
        success: true,
        currency,
        data: { products: picks.map((p) => toCard(p, currency)) },
      };
      return result;
    };
    // One static path per platform: a parameter there would sit beside /api/display/viewed/… and the others.
    for (const source of PRODUCT_SOURCES)
      formScope.post<{ Params: { poptinId: string }; Body: RecommendationRequest }>(
        `/api/display/${source}/product-recommendation/:poptinId`,
        { schema: { params: poptinParams, body: recommendationRequestSchema } },
        (request) => answer(source, request.params.poptinId, request.body),
      );
  });
}

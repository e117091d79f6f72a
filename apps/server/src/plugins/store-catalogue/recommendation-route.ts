/**
 * POST /api/display/{shopify|wix|shop}/product-recommendation/{poptin_id} (spec §7): the cards of a product
 * block, from the catalogue of the account the pop-up belongs to. Form-encoded, as the spec sends it;
 * client_id names the page's account, and a pop-up of another account is refused like a missing one, so
 * no request ever reads another account's products. An account with no catalogue answers no products.
 */
import { PRODUCT_SOURCES, type ProductSource, type RecommendationRequest } from '@beckon/popup-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { answerAfterReads } from '../../answer-after-reads.js';
import { acceptOnlyFormBodies } from '../../body-parsers.js';
import { errors } from '../../errors.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { LoadedCatalogue } from './catalogue-repository.js';
import { recommend } from './recommend.js';
import { recommendationAnswerBytes } from './recommendation-answer.js';
import { recommendationRequestBody } from './recommendation-request-fast.js';

const poptinParams = z.strictObject({
  poptinId: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});

/** Whether a pop-up belongs to an account (the display service's pop-up cache answers). */
export interface PopupInAccount {
  /** The answer when the account is already in memory, else undefined. */
  known(clientId: string, poptinId: string): boolean | undefined;
  /** The answer, loading the account when needed. */
  check(clientId: string, poptinId: string): Promise<boolean>;
}

const JSON_UTF8 = 'application/json; charset=utf-8';

function sendAnswer(reply: FastifyReply, catalogue: LoadedCatalogue | null, body: RecommendationRequest): FastifyReply {
  const picks = catalogue ? recommend(catalogue.products, body) : [];
  return reply.type(JSON_UTF8).send(recommendationAnswerBytes(catalogue?.currency ?? 'USD', picks));
}

export async function registerRecommendationRoutes(
  scope: FastifyInstance,
  catalogues: CatalogueCache,
  popupInAccount: PopupInAccount,
): Promise<void> {
  /** The first request for an account or a catalogue (or a refused one): load what is needed, then answer. */
  const loadAndSend = async (
    reply: FastifyReply,
    source: ProductSource,
    poptinId: string,
    body: RecommendationRequest,
  ) => {
    if (!(await popupInAccount.check(body.client_id, poptinId)))
      throw errors.popupNotInClient(poptinId, body.client_id);
    return sendAnswer(reply, await catalogues.get(body.client_id, source), body);
  };
  await scope.register(async (formScope) => {
    await acceptOnlyFormBodies(formScope);
    // One static path per platform: a parameter there would sit beside /api/display/viewed/… and the others.
    for (const source of PRODUCT_SOURCES)
      formScope.post<{ Params: { poptinId: string }; Body: RecommendationRequest }>(
        `/api/display/${source}/product-recommendation/:poptinId`,
        { schema: { params: poptinParams, body: recommendationRequestBody } },
        // Not an async function: with the account and its catalogue in memory it needs no promise, and is
        // answered after this I/O phase's other requests have been read (answer-after-reads.ts says why).
        (request, reply) => {
          const { body } = request;
          const { poptinId } = request.params;
          const catalogue =
            popupInAccount.known(body.client_id, poptinId) === true
              ? catalogues.loaded(body.client_id, source)
              : undefined;
          if (catalogue === undefined) return loadAndSend(reply, source, poptinId, body);
          answerAfterReads(reply, sendAnswer, catalogue, body);
          return undefined;
        },
      );
  });
}

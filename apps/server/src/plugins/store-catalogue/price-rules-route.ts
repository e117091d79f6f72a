/**
 * GET /api/display/price-rules/{client_id} (spec §7 "GET price rules by client id"): the store's price rules
 * as imported with its catalogue, in the platform's field names (§3 "Store price rules"). Public, like the
 * store's own discounts: it names no customer. An unknown client is a 404. Rules that ended, or start more
 * than a day ahead, by the server's clock are left out (price-rules-for-visitors.ts).
 */
import type { Db } from '@beckon/db';
import type { PriceRulesAnswer } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { errors } from '../../errors.js';
import { listPriceRules } from './catalogue-repository.js';
import { priceRulesForVisitors } from './price-rules-for-visitors.js';

const clientParams = z.strictObject({
  clientId: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});

export function registerPriceRulesRoute(
  scope: FastifyInstance,
  db: Db,
  clientExists: (clientId: string) => Promise<boolean>,
): void {
  scope.get<{ Params: { clientId: string } }>(
    '/api/display/price-rules/:clientId',
    { schema: { params: clientParams } },
    async (request): Promise<PriceRulesAnswer> => {
      const { clientId } = request.params;
      if (!(await clientExists(clientId))) throw errors.clientNotFound(clientId);
      return { success: true, price_rules: priceRulesForVisitors(await listPriceRules(db, clientId), Date.now()) };
    },
  );
}

/**
 * The known-visitor calls of spec §7:
 *   POST /api/display/total-website-session/:clientId  a converted visitor's visit to the site
 *   POST /api/display/conversion-activities/:clientId  a converted visitor viewed or closed a pop-up
 *   GET  /api/display/browse-abandonment?…             a store customer's browsed products or cart
 *   POST /api/display/browse-abandonment               the same save when the GET would pass 4000 characters
 * Each answers `{success: true}` after its row commits (a save updates the customer's open report within
 * the dedup window, store-report-rules.ts, else starts a new one); an unknown client or
 * pop-up is a 404, like the other display routes. Few calls per visitor, so
 * each writes at once rather than through a group committer.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { writeFailure } from '../../data/write-failure.js';
import { errors } from '../../errors.js';
import { clientParams } from './route-schemas.js';
import type { DisplayServices } from './services.js';
import { saveStoreReport } from './store-report-repository.js';
import { insertConversionActivity, insertWebsiteSession } from './visitor-activity-repository.js';
import {
  type AbandonmentSave,
  abandonmentBody,
  abandonmentQuery,
  type ConversionActivity,
  conversionActivityBody,
  type WebsiteSession,
  websiteSessionBody,
} from './visitor-activity-schemas.js';

const BROWSE_ABANDONMENT = '/api/display/browse-abandonment';

export function registerVisitorActivityRoutes(scope: FastifyInstance, services: DisplayServices, db: Db): void {
  /** Runs a write, turning a database failure into the retryable 503 the widget knows. */
  const write = async (log: FastifyInstance['log'], what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      log.error({ err }, `${what} not stored`);
      throw writeFailure(err);
    }
    return { success: true };
  };
  const requireClient = async (clientId: string) => {
    const entry = await services.popupCache.account(clientId);
    if (!entry) throw errors.clientNotFound(clientId);
    return entry;
  };

  const saveAbandonment = (save: AbandonmentSave) =>
    saveStoreReport(
      db,
      {
        accountId: save.client_id,
        kind: save.data_for,
        customerId: save.customer,
        products: save.products,
        totalValue: save.total_cart_value,
      },
      new Date(),
    );

  scope.post<{ Params: { clientId: string }; Body: WebsiteSession }>(
    '/api/display/total-website-session/:clientId',
    { schema: { params: clientParams, body: websiteSessionBody } },
    async (request) => {
      const { clientId } = request.params;
      const { body } = request;
      await requireClient(clientId);
      return write(request.log, 'website session', () => insertWebsiteSession(db, clientId, body));
    },
  );

  scope.post<{ Params: { clientId: string }; Body: ConversionActivity }>(
    '/api/display/conversion-activities/:clientId',
    { schema: { params: clientParams, body: conversionActivityBody } },
    async (request) => {
      const { clientId } = request.params;
      const { body } = request;
      const entry = await requireClient(clientId);
      if (!entry.popups.has(body.poptin_id)) throw errors.popupNotInClient(body.poptin_id, clientId);
      return write(request.log, 'conversion activity', () => insertConversionActivity(db, clientId, body));
    },
  );

  scope.get<{ Querystring: AbandonmentSave }>(
    BROWSE_ABANDONMENT,
    { schema: { querystring: abandonmentQuery } },
    async (request) => {
      await requireClient(request.query.client_id);
      return write(request.log, 'browse abandonment', () => saveAbandonment(request.query));
    },
  );

  scope.post<{ Body: AbandonmentSave }>(BROWSE_ABANDONMENT, { schema: { body: abandonmentBody } }, async (request) => {
    await requireClient(request.body.client_id);
    return write(request.log, 'browse abandonment', () => saveAbandonment(request.body));
  });
}

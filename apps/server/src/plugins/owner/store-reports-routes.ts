/**
 * The Store reports screen's owner API: GET /api/owner/store-reports (a page of reports; a connected Wix
 * site's abandoned checkouts and orders are filed first, within a few seconds' budget),
 * GET /api/owner/store-reports.csv (every matching report as a download), and GET/PUT
 * /api/owner/store-shop (the store platform shop whose loader reports to this account, registered once its
 * home page proves it is the account's).
 */
import {
  type StoreReportsQuery,
  type StoreShopAnswer,
  type StoreShopBody,
  storeReportsCsvQuerySchema,
  storeReportsQuerySchema,
  storeShopBodySchema,
} from '@beckon/owner-api/store-reports';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { sendCsvFile } from '../../http/csv-file.js';
import type { OwnerContext } from './owner-context.js';
import { readHomePage } from './shop-home-page.js';
import { shopProofProblem, shopProofTag } from './shop-proof.js';
import { STORE_LIST_CSV_MAX_ROWS, STORE_LIST_PAGE_SIZE } from './store-list-paging.js';
import { storeReportsCsv } from './store-reports-csv.js';
import { allStoreReports, findStoreShop, queryStoreReports, setStoreShop } from './store-reports-repository.js';

export function registerStoreReportsRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: StoreReportsQuery }>(
    '/api/owner/store-reports',
    { schema: { querystring: storeReportsQuerySchema } },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const filter = { accountId: sessionOf(request).accountId, kind: q.kind, period: q.period, now: new Date() };
      await ctx.syncStoreReports(filter.accountId, filter.now);
      const { reports, total } = await queryStoreReports(ctx.db, filter, page, STORE_LIST_PAGE_SIZE);
      return { reports, total, page, page_size: STORE_LIST_PAGE_SIZE };
    },
  );

  scope.get<{ Querystring: Omit<StoreReportsQuery, 'page'> }>(
    '/api/owner/store-reports.csv',
    { schema: { querystring: storeReportsCsvQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const filter = { accountId: sessionOf(request).accountId, kind: q.kind, period: q.period, now: new Date() };
      await ctx.syncStoreReports(filter.accountId, filter.now);
      return sendCsvFile(
        reply,
        'beckon-store-reports',
        storeReportsCsv(await allStoreReports(ctx.db, filter, STORE_LIST_CSV_MAX_ROWS)),
      );
    },
  );

  scope.get('/api/owner/store-shop', async (request): Promise<StoreShopAnswer> => {
    const { accountId } = sessionOf(request);
    return { shop: await findStoreShop(ctx.db, accountId), proof_tag: shopProofTag(accountId) };
  });

  // A new shop is registered only once its home page proves it is the account's; saving the shop the
  // account already has reads nothing.
  scope.put<{ Body: StoreShopBody }>(
    '/api/owner/store-shop',
    { schema: { body: storeShopBodySchema } },
    async (request): Promise<StoreShopAnswer> => {
      const { accountId } = sessionOf(request);
      const shop = request.body.shop;
      const tag = shopProofTag(accountId);
      if (shop !== null && (await findStoreShop(ctx.db, accountId)) !== shop) {
        const { homePage, allowPrivate } = ctx.storeShopProof;
        const page = await readHomePage(homePage(shop), { allowPrivate });
        const problem = 'html' in page ? shopProofProblem(page.html, accountId) : page.problem;
        if (problem !== null) throw errors.shopNotProven(shop, tag, problem);
      }
      await setStoreShop(ctx.db, accountId, shop);
      return { shop, proof_tag: tag };
    },
  );
}

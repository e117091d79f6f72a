/** GET /api/owner/leads (a page of leads) and GET /api/owner/leads.csv (all matching leads as a download). */

import { csvQuerySchema, type LeadsAnswer, type LeadsQuery, leadsQuerySchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { sendCsvFile } from '../../http/csv-file.js';
import { optionalRange } from './date-range.js';
import { allLeads, queryLeads } from './lead-repository.js';
import { leadsCsv } from './leads-csv.js';
import type { OwnerContext } from './owner-context.js';

const DEFAULT_PAGE_SIZE = 25;
const CSV_MAX_ROWS = 100_000;

export function registerLeadsRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: LeadsQuery }>(
    '/api/owner/leads',
    { schema: { querystring: leadsQuerySchema } },
    async (request): Promise<LeadsAnswer> => {
      const { q, popup, from, to } = request.query;
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? DEFAULT_PAGE_SIZE);
      const filter = { accountId: sessionOf(request).accountId, q, popup, range: optionalRange(from, to) };
      const { leads, total } = await queryLeads(ctx.db, filter, page, pageSize);
      return { leads, total, page, page_size: pageSize };
    },
  );

  scope.get<{ Querystring: Omit<LeadsQuery, 'page' | 'page_size'> }>(
    '/api/owner/leads.csv',
    { schema: { querystring: csvQuerySchema } },
    async (request, reply) => {
      const { q, popup, from, to } = request.query;
      const filter = { accountId: sessionOf(request).accountId, q, popup, range: optionalRange(from, to) };
      return sendCsvFile(reply, 'beckon-leads', leadsCsv(await allLeads(ctx.db, filter, CSV_MAX_ROWS)));
    },
  );
}

/** GET /api/owner/results?from=YYYY-MM-DD&to=YYYY-MM-DD[&popup=id]: figures per pop-up, variant and day. */

import { type ResultsAnswer, type ResultsQuery, resultsQuerySchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { requiredRange } from './date-range.js';
import type { OwnerContext } from './owner-context.js';
import { queryResults } from './results-repository.js';

export function registerResultsRoute(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get<{ Querystring: ResultsQuery }>(
    '/api/owner/results',
    { schema: { querystring: resultsQuerySchema } },
    async (request): Promise<ResultsAnswer> => {
      const { from, to, popup } = request.query;
      const range = requiredRange(from, to);
      return queryResults(ctx.db, { accountId: sessionOf(request).accountId, ...range, from, to, popup });
    },
  );
}

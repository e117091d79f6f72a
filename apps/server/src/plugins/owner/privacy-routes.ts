/**
 * Privacy requests, the account owner's alone: delete one lead; export or erase everything the account holds
 * about one person, found by email (person-repository.ts); and the retention period after which leads and
 * form submissions are deleted (retention.ts runs it). Answers carry no-store: they hold personal data.
 */
import {
  type LeadParams,
  leadParamsSchema,
  type PersonBody,
  type PersonErased,
  type PersonExport,
  personBodySchema,
  type RetentionSetting,
  retentionBodySchema,
} from '@beckon/owner-api/privacy';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { OwnerContext } from './owner-context.js';
import { deleteLead, erasePerson, findPerson } from './person-repository.js';
import { findRetention, setRetention } from './retention-repository.js';

export function registerPrivacyRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.delete<{ Params: LeadParams }>(
    '/api/owner/leads/:conversionId',
    { schema: { params: leadParamsSchema }, config: { ownerOnly: 'delete leads' } },
    async (request, reply) => {
      const { conversionId } = request.params;
      if (!(await deleteLead(ctx.db, sessionOf(request).accountId, conversionId))) {
        throw errors.leadNotFound(conversionId);
      }
      return reply.code(204).send();
    },
  );

  scope.post<{ Body: PersonBody }>(
    '/api/owner/privacy/export',
    { schema: { body: personBodySchema }, config: { ownerOnly: "export a person's data" } },
    async (request, reply): Promise<PersonExport> => {
      reply.header('cache-control', 'no-store');
      const { accountId } = sessionOf(request);
      const wix = await ctx.findWixContacts(accountId, request.body.email);
      return findPerson(ctx.db, accountId, request.body.email, wix);
    },
  );

  scope.post<{ Body: PersonBody }>(
    '/api/owner/privacy/erase',
    { schema: { body: personBodySchema }, config: { ownerOnly: "erase a person's data" } },
    async (request, reply): Promise<PersonErased> => {
      reply.header('cache-control', 'no-store');
      const { accountId } = sessionOf(request);
      // Asked before the transaction, so no database connection waits on the site.
      const wix = await ctx.findWixContacts(accountId, request.body.email);
      return erasePerson(ctx.db, accountId, request.body.email, wix);
    },
  );

  scope.get('/api/owner/privacy/retention', async (request): Promise<RetentionSetting> => {
    return { retention_months: await findRetention(ctx.db, sessionOf(request).accountId) };
  });

  scope.put<{ Body: RetentionSetting }>(
    '/api/owner/privacy/retention',
    { schema: { body: retentionBodySchema }, config: { ownerOnly: 'change how long leads are kept' } },
    async (request): Promise<RetentionSetting> => {
      await setRetention(ctx.db, sessionOf(request).accountId, request.body.retention_months);
      return { retention_months: request.body.retention_months };
    },
  );
}

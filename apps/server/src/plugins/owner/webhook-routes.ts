/**
 * The owner API of lead delivery: webhooks (add, change, delete), the new-lead mail switch, the
 * delivery log and "send again". Every query is scoped by the session's account.
 */

import { randomBytes } from 'node:crypto';
import {
  deliveryParamsSchema,
  type LeadDeliveryAnswer,
  type LeadEmailSetting,
  leadEmailSettingSchema,
  type TestLeadAnswer,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookUpdate,
  webhookCreateSchema,
  webhookParamsSchema,
  webhookUpdateSchema,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { findNewLeadEmail, setNewLeadEmail } from './account-repository.js';
import { listIntegrations } from './integration-repository.js';
import { toIntegration } from './integration-routes.js';
import { type DeliveryRow, listDeliveries, resendDelivery } from './lead-delivery-repository.js';
import type { OwnerContext } from './owner-context.js';
import { findOwner } from './owner-repository.js';
import { testLead } from './test-lead.js';
import { webhookAddressProblem } from './webhook-address.js';
import { postWebhook } from './webhook-post.js';
import {
  deleteWebhook,
  findWebhookEndpoint,
  insertWebhookWithinLimit,
  listWebhooks,
  updateWebhook,
  type WebhookRow,
} from './webhook-repository.js';
import { webhookHeaders } from './webhook-signature.js';

const MAX_WEBHOOKS = 5;
const LOG_ROWS = 50;

const toWebhook = ({ created_by_email, ...row }: WebhookRow): Webhook => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  created_by: created_by_email,
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  next_attempt_at: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  delivered_at: iso(row.delivered_at),
});

export function registerWebhookRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  /** Refuses a URL whose host is not public before it is stored; each delivery checks it again. */
  async function checkAddress(url: string): Promise<void> {
    if (ctx.webhookHosts.allowPrivate) return;
    const problem = await webhookAddressProblem(url, ctx.webhookHosts.lookup);
    if (problem) throw errors.webhookAddressRefused(problem);
  }

  scope.get('/api/owner/lead-delivery', async (request): Promise<LeadDeliveryAnswer> => {
    const { accountId } = sessionOf(request);
    const [webhooks, integrations, newLeadEmail, deliveries] = await Promise.all([
      listWebhooks(ctx.db, accountId),
      listIntegrations(ctx.db, accountId),
      findNewLeadEmail(ctx.db, accountId),
      listDeliveries(ctx.db, accountId, LOG_ROWS),
    ]);
    return {
      webhooks: webhooks.map(toWebhook),
      integrations: integrations.map(toIntegration),
      new_lead_email: newLeadEmail,
      deliveries: deliveries.map(toDelivery),
    };
  });

  scope.post<{ Body: WebhookCreate }>(
    '/api/owner/webhooks',
    { schema: { body: webhookCreateSchema }, config: { ownerOnly: 'add webhooks' } },
    async (request, reply) => {
      const { accountId, ownerId } = sessionOf(request);
      await checkAddress(request.body.url);
      const row = await insertWebhookWithinLimit(ctx.db, accountId, request.body.url, MAX_WEBHOOKS, ownerId);
      if (!row) throw errors.tooManyWebhooks(MAX_WEBHOOKS);
      return reply.code(201).send(toWebhook(row));
    },
  );

  scope.put<{ Params: { endpointId: string }; Body: WebhookUpdate }>(
    '/api/owner/webhooks/:endpointId',
    { schema: { params: webhookParamsSchema, body: webhookUpdateSchema }, config: { ownerOnly: 'change webhooks' } },
    async (request): Promise<Webhook> => {
      const { accountId } = sessionOf(request);
      const { url, enabled } = request.body;
      if (url !== undefined) await checkAddress(url);
      const row = await updateWebhook(ctx.db, accountId, request.params.endpointId, {
        url: url ?? null,
        enabled: enabled ?? null,
      });
      if (!row) throw errors.webhookNotFound(request.params.endpointId);
      return toWebhook(row);
    },
  );

  scope.delete<{ Params: { endpointId: string } }>(
    '/api/owner/webhooks/:endpointId',
    { schema: { params: webhookParamsSchema }, config: { ownerOnly: 'remove webhooks' } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      if (!(await deleteWebhook(ctx.db, accountId, request.params.endpointId))) {
        throw errors.webhookNotFound(request.params.endpointId);
      }
      return reply.code(204).send();
    },
  );

  scope.put<{ Body: LeadEmailSetting }>(
    '/api/owner/lead-email',
    { schema: { body: leadEmailSettingSchema }, config: { ownerOnly: 'change where new leads are mailed' } },
    async (request): Promise<LeadEmailSetting> => {
      await setNewLeadEmail(ctx.db, sessionOf(request).accountId, request.body.new_lead_email);
      return { new_lead_email: request.body.new_lead_email };
    },
  );

  // "Send again": the delivery goes back in the outbox, due now, with a fresh 24 hours of retries.
  scope.post<{ Params: { deliveryId: string } }>(
    '/api/owner/lead-deliveries/:deliveryId/resend',
    { schema: { params: deliveryParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const row = await resendDelivery(ctx.db, accountId, request.params.deliveryId);
      if (!row) throw errors.deliveryNotFound(request.params.deliveryId);
      return reply.code(202).send(toDelivery(row));
    },
  );

  // "Send a test lead": a signed lead.test request now, whatever the webhook's switch, and what the receiver said.
  scope.post<{ Params: { endpointId: string } }>(
    '/api/owner/webhooks/:endpointId/test',
    { schema: { params: webhookParamsSchema }, config: { ownerOnly: 'send test leads' } },
    async (request): Promise<TestLeadAnswer> => {
      const { accountId, ownerId } = sessionOf(request);
      const endpoint = await findWebhookEndpoint(ctx.db, accountId, request.params.endpointId);
      if (!endpoint) throw errors.webhookNotFound(request.params.endpointId);
      const lead = testLead((await findOwner(ctx.db, accountId, ownerId))?.email ?? '');
      const body = JSON.stringify({ type: 'lead.test', timestamp: lead.created_at, account_id: accountId, data: lead });
      const id = `test_${randomBytes(8).toString('hex')}`;
      const headers = webhookHeaders(endpoint.secret, id, Math.floor(Date.now() / 1000), body);
      const result = await postWebhook(endpoint.url, headers, body, { allowPrivate: ctx.webhookHosts.allowPrivate });
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      const message = ok
        ? `The receiver took the test lead (HTTP ${result.status}).`
        : result.status === null
          ? `The receiver did not answer: ${result.error ?? 'no answer'}.`
          : `The receiver answered HTTP ${result.status}; a lead counts as delivered on 2xx.`;
      return { ok, status: result.status, message };
    },
  );
}

/**
 * The owner API of lead delivery (issue 15 scope 2): webhooks (add, change, delete), the new-lead mail
 * switch, the delivery log and "send again". Every query is scoped by the session's account.
 */
import {
  deliveryParamsSchema,
  type LeadDeliveryAnswer,
  type LeadEmailSetting,
  leadEmailSettingSchema,
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
import type { OwnerContext } from './owner-context.js';
import { randomId13 } from './random-ids.js';
import { newWebhookSecret } from './webhook-signature.js';

const MAX_WEBHOOKS = 5;
const LOG_ROWS = 50;

interface WebhookRow {
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  created_at: Date | string;
}

const toWebhook = (row: WebhookRow): Webhook => ({ ...row, created_at: new Date(row.created_at).toISOString() });

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string | null;
  channel: 'webhook' | 'email';
  conversion_id: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  delivered_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  next_attempt_at: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  delivered_at: iso(row.delivered_at),
});

const WEBHOOK_COLUMNS = 'endpoint_id, url, secret, enabled, created_at';

export function registerWebhookRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/lead-delivery', async (request): Promise<LeadDeliveryAnswer> => {
    const { accountId } = sessionOf(request);
    const [webhooks, account, deliveries] = await Promise.all([
      ctx.db.query<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at, endpoint_id`,
        [accountId],
      ),
      ctx.db.query<{ new_lead_email: boolean }>('SELECT new_lead_email FROM accounts WHERE account_id = $1', [
        accountId,
      ]),
      ctx.db.query<DeliveryRow>(
        `SELECT delivery_id::text AS delivery_id, endpoint_id, channel, conversion_id, state, attempts, last_status,
                last_error, created_at, next_attempt_at, delivered_at
           FROM lead_deliveries WHERE account_id = $1 ORDER BY created_at DESC, delivery_id DESC LIMIT ${LOG_ROWS}`,
        [accountId],
      ),
    ]);
    return {
      webhooks: webhooks.rows.map(toWebhook),
      new_lead_email: account.rows[0]?.new_lead_email ?? false,
      deliveries: deliveries.rows.map(toDelivery),
    };
  });

  scope.post<{ Body: WebhookCreate }>(
    '/api/owner/webhooks',
    { schema: { body: webhookCreateSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      // The count and the insert in one statement, so two quick adds cannot pass the limit together.
      const { rows } = await ctx.db.query<WebhookRow>(
        `INSERT INTO webhook_endpoints (account_id, endpoint_id, url, secret)
         SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = $1) < $5
         RETURNING ${WEBHOOK_COLUMNS}`,
        [accountId, randomId13(), request.body.url, newWebhookSecret(), MAX_WEBHOOKS],
      );
      const row = rows[0];
      if (!row) throw errors.tooManyWebhooks(MAX_WEBHOOKS);
      return reply.code(201).send(toWebhook(row));
    },
  );

  scope.put<{ Params: { endpointId: string }; Body: WebhookUpdate }>(
    '/api/owner/webhooks/:endpointId',
    { schema: { params: webhookParamsSchema, body: webhookUpdateSchema } },
    async (request): Promise<Webhook> => {
      const { accountId } = sessionOf(request);
      const { url, enabled } = request.body;
      const { rows } = await ctx.db.query<WebhookRow>(
        `UPDATE webhook_endpoints SET url = COALESCE($3, url), enabled = COALESCE($4, enabled)
          WHERE account_id = $1 AND endpoint_id = $2 RETURNING ${WEBHOOK_COLUMNS}`,
        [accountId, request.params.endpointId, url ?? null, enabled ?? null],
      );
      const row = rows[0];
      if (!row) throw errors.webhookNotFound(request.params.endpointId);
      return toWebhook(row);
    },
  );

  scope.delete<{ Params: { endpointId: string } }>(
    '/api/owner/webhooks/:endpointId',
    { schema: { params: webhookParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const { rows } = await ctx.db.query(
        'DELETE FROM webhook_endpoints WHERE account_id = $1 AND endpoint_id = $2 RETURNING 1',
        [accountId, request.params.endpointId],
      );
      if (rows.length === 0) throw errors.webhookNotFound(request.params.endpointId);
      return reply.code(204).send();
    },
  );

  scope.put<{ Body: LeadEmailSetting }>(
    '/api/owner/lead-email',
    { schema: { body: leadEmailSettingSchema } },
    async (request): Promise<LeadEmailSetting> => {
      const { accountId } = sessionOf(request);
      await ctx.db.query('UPDATE accounts SET new_lead_email = $2 WHERE account_id = $1', [
        accountId,
        request.body.new_lead_email,
      ]);
      return { new_lead_email: request.body.new_lead_email };
    },
  );

  // "Send again": the delivery goes back in the outbox, due now, with a fresh 24 hours of retries.
  scope.post<{ Params: { deliveryId: string } }>(
    '/api/owner/lead-deliveries/:deliveryId/resend',
    { schema: { params: deliveryParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const { rows } = await ctx.db.query<DeliveryRow>(
        `UPDATE lead_deliveries SET state = 'pending', next_attempt_at = now(), give_up_at = now() + interval '24 hours',
                claimed_until = NULL
          WHERE account_id = $1 AND delivery_id = $2::bigint
          RETURNING delivery_id::text AS delivery_id, endpoint_id, channel, conversion_id, state, attempts,
                    last_status, last_error, created_at, next_attempt_at, delivered_at`,
        [accountId, request.params.deliveryId],
      );
      const row = rows[0];
      if (!row) throw errors.deliveryNotFound(request.params.deliveryId);
      return reply.code(202).send(toDelivery(row));
    },
  );
}

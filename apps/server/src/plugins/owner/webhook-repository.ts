/** The account's webhook endpoints (webhook_endpoints), every statement scoped by the account. */
import type { Queryable } from '@beckon/db';
import { randomId13 } from '../../random-ids.js';
import { newWebhookSecret } from './webhook-signature.js';

export interface WebhookRow {
  endpoint_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  created_at: Date | string;
  created_by_email: string | null;
}

const WEBHOOK_COLUMNS = 'endpoint_id, url, secret, enabled, created_at, created_by_email';

export async function listWebhooks(db: Queryable, accountId: string): Promise<WebhookRow[]> {
  const { rows } = await db.query<WebhookRow>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at, endpoint_id`,
    [accountId],
  );
  return rows;
}

/**
 * A new endpoint with a fresh id and secret; null when the account already has `max`. The count and the
 * insert are one statement, so two quick adds cannot pass the limit together.
 */
export async function insertWebhookWithinLimit(
  db: Queryable,
  accountId: string,
  url: string,
  max: number,
  createdBy: string,
): Promise<WebhookRow | null> {
  const { rows } = await db.query<WebhookRow>(
    `INSERT INTO webhook_endpoints (account_id, endpoint_id, url, secret, created_by, created_by_email)
     SELECT $1, $2, $3, $4, $6, (SELECT email FROM owners WHERE account_id = $1 AND owner_id = $6)
      WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = $1) < $5
     RETURNING ${WEBHOOK_COLUMNS}`,
    [accountId, randomId13(), url, newWebhookSecret(), max, createdBy],
  );
  return rows[0] ?? null;
}

/** Changes what is given (a null keeps the stored value); null when the endpoint is not the account's. */
export async function updateWebhook(
  db: Queryable,
  accountId: string,
  endpointId: string,
  change: { url: string | null; enabled: boolean | null },
): Promise<WebhookRow | null> {
  const { rows } = await db.query<WebhookRow>(
    `UPDATE webhook_endpoints SET url = COALESCE($3, url), enabled = COALESCE($4, enabled)
      WHERE account_id = $1 AND endpoint_id = $2 RETURNING ${WEBHOOK_COLUMNS}`,
    [accountId, endpointId, change.url, change.enabled],
  );
  return rows[0] ?? null;
}

/** False when the endpoint is not the account's. */
export async function deleteWebhook(db: Queryable, accountId: string, endpointId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM webhook_endpoints WHERE account_id = $1 AND endpoint_id = $2 RETURNING 1',
    [accountId, endpointId],
  );
  return rows.length > 0;
}

/** Where a delivery posts to, and with what secret; null once the endpoint was deleted. */
export async function findWebhookEndpoint(
  db: Queryable,
  accountId: string,
  endpointId: string | null,
): Promise<{ url: string; secret: string; enabled: boolean } | null> {
  const { rows } = await db.query<{ url: string; secret: string; enabled: boolean }>(
    'SELECT url, secret, enabled FROM webhook_endpoints WHERE account_id = $1 AND endpoint_id = $2',
    [accountId, endpointId],
  );
  return rows[0] ?? null;
}

/**
 * What a team member made that outlives them: Stats API keys, webhooks, integrations and switched-on coupons, each row
 * marked with its maker (created_by). The team screen lists them when the member is removed, and the owner
 * may revoke them in the same step. The statements span the statistics, lead-delivery and shop tables
 * because leaving the team is the one event that concerns them all.
 */
import type { Queryable } from '@beckon/db';
import { type IntegrationProvider, type MemberMade, PROVIDER_LABELS } from '@beckon/owner-api';

export async function listMadeBy(db: Queryable, accountId: string, ownerId: string): Promise<MemberMade> {
  const [keys, webhooks, integrations, coupons] = await Promise.all([
    db.query<{ key_hash: string; label: string; prefix: string }>(
      `SELECT key_hash, label, prefix FROM account_api_keys
        WHERE account_id = $1 AND created_by = $2 AND scope = 'stats:read' ORDER BY created_at, key_hash`,
      [accountId, ownerId],
    ),
    db.query<{ endpoint_id: string; url: string }>(
      `SELECT endpoint_id, url FROM webhook_endpoints WHERE account_id = $1 AND created_by = $2
        ORDER BY created_at, endpoint_id`,
      [accountId, ownerId],
    ),
    db.query<{ integration_id: string; provider: IntegrationProvider; list_name: string }>(
      `SELECT integration_id, provider, list_name FROM lead_integrations WHERE account_id = $1 AND created_by = $2
        ORDER BY created_at, integration_id`,
      [accountId, ownerId],
    ),
    db.query<{ code: string }>(
      'SELECT code FROM shop_coupons WHERE account_id = $1 AND created_by = $2 AND enabled ORDER BY code',
      [accountId, ownerId],
    ),
  ]);
  return {
    stats_keys: keys.rows.map((k) => ({ key_id: k.key_hash.slice(0, 16), label: k.label, prefix: k.prefix })),
    webhooks: webhooks.rows,
    integrations: integrations.rows.map((i) => ({
      integration_id: i.integration_id,
      tool: PROVIDER_LABELS[i.provider],
      list_name: i.list_name,
    })),
    coupons: coupons.rows,
  };
}

/** Revokes what the member made: keys, webhooks and integrations are deleted, coupons switched off (past orders name them). */
export async function revokeMadeBy(db: Queryable, accountId: string, ownerId: string): Promise<void> {
  await db.query('DELETE FROM account_api_keys WHERE account_id = $1 AND created_by = $2', [accountId, ownerId]);
  await db.query('DELETE FROM webhook_endpoints WHERE account_id = $1 AND created_by = $2', [accountId, ownerId]);
  await db.query('DELETE FROM lead_integrations WHERE account_id = $1 AND created_by = $2', [accountId, ownerId]);
  await db.query('UPDATE shop_coupons SET enabled = false WHERE account_id = $1 AND created_by = $2', [
    accountId,
    ownerId,
  ]);
}

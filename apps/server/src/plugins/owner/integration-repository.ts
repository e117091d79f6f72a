/** The account's email-marketing integrations (lead_integrations), every statement scoped by the account. */
import type { Queryable } from '@beckon/db';
import type { IntegrationFieldMapping, IntegrationProvider } from '@beckon/owner-api';
import { randomId13 } from '../../random-ids.js';

export interface IntegrationRow {
  integration_id: string;
  provider: IntegrationProvider;
  api_key_sealed: string;
  api_key_last4: string;
  list_id: string;
  list_name: string;
  field_map: IntegrationFieldMapping[];
  tags: string[];
  double_opt_in: boolean;
  popup_ids: string[] | null;
  enabled: boolean;
  created_at: Date | string;
  created_by_email: string | null;
}

const COLUMNS = `integration_id, provider, api_key_sealed, api_key_last4, list_id, list_name, field_map, tags,
  double_opt_in, popup_ids, enabled, created_at, created_by_email`;

export interface IntegrationValues {
  provider: IntegrationProvider;
  apiKeySealed: string;
  apiKeyLast4: string;
  listId: string;
  listName: string;
  fieldMap: IntegrationFieldMapping[];
  tags: string[];
  doubleOptIn: boolean;
  popupIds: string[] | null;
}

export async function listIntegrations(db: Queryable, accountId: string): Promise<IntegrationRow[]> {
  const { rows } = await db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM lead_integrations WHERE account_id = $1 ORDER BY created_at, integration_id`,
    [accountId],
  );
  return rows;
}

export async function findIntegration(
  db: Queryable,
  accountId: string,
  integrationId: string | null,
): Promise<IntegrationRow | null> {
  const { rows } = await db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM lead_integrations WHERE account_id = $1 AND integration_id = $2`,
    [accountId, integrationId],
  );
  return rows[0] ?? null;
}

/** A new integration; null when the account already has `max` (count and insert in one statement). */
export async function insertIntegrationWithinLimit(
  db: Queryable,
  accountId: string,
  values: IntegrationValues,
  max: number,
  createdBy: string,
): Promise<IntegrationRow | null> {
  const { rows } = await db.query<IntegrationRow>(
    `INSERT INTO lead_integrations (account_id, integration_id, provider, api_key_sealed, api_key_last4, list_id,
       list_name, field_map, tags, double_opt_in, popup_ids, created_by, created_by_email)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::text[], $10, $11::text[], $13,
            (SELECT email FROM owners WHERE account_id = $1 AND owner_id = $13)
      WHERE (SELECT count(*) FROM lead_integrations WHERE account_id = $1) < $12
     RETURNING ${COLUMNS}`,
    [
      accountId,
      randomId13(),
      values.provider,
      values.apiKeySealed,
      values.apiKeyLast4,
      values.listId,
      values.listName,
      JSON.stringify(values.fieldMap),
      values.tags,
      values.doubleOptIn,
      values.popupIds,
      max,
      createdBy,
    ],
  );
  return rows[0] ?? null;
}

/** Writes the whole changed integration (the route merged the change); null when not the account's. */
export async function updateIntegration(
  db: Queryable,
  accountId: string,
  integrationId: string,
  values: Omit<IntegrationValues, 'provider'> & { enabled: boolean },
): Promise<IntegrationRow | null> {
  const { rows } = await db.query<IntegrationRow>(
    `UPDATE lead_integrations SET api_key_sealed = $3, api_key_last4 = $4, list_id = $5, list_name = $6,
            field_map = $7::jsonb, tags = $8::text[], double_opt_in = $9, popup_ids = $10::text[], enabled = $11
      WHERE account_id = $1 AND integration_id = $2 RETURNING ${COLUMNS}`,
    [
      accountId,
      integrationId,
      values.apiKeySealed,
      values.apiKeyLast4,
      values.listId,
      values.listName,
      JSON.stringify(values.fieldMap),
      values.tags,
      values.doubleOptIn,
      values.popupIds,
      values.enabled,
    ],
  );
  return rows[0] ?? null;
}

export async function deleteIntegration(db: Queryable, accountId: string, integrationId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM lead_integrations WHERE account_id = $1 AND integration_id = $2 RETURNING 1',
    [accountId, integrationId],
  );
  return rows.length > 0;
}

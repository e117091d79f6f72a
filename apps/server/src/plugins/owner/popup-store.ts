/**
 * Pop-up reads and writes for the owner API. Every statement is scoped by the
 * session's account id, so another tenant's pop-up is simply not found. Every
 * write bumps `version`, which changes the record's content URL and tells the
 * display cache's readers that something changed.
 */
import type { Db, PopupsRow, Queryable } from '@beckon/db';
import { type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import type { PopupDetail, PopupSummary } from './api-schemas.js';
import { randomId13 } from './random-ids.js';

type PopupRow = Omit<PopupsRow, 'account_id' | 'sort_order' | 'created_at'>;

const COLUMNS = `poptin_id, name, poptin_type, poptin_format, poptin_target, is_active, d_f_r,
  stop_showing_to_converted_users, if_poptin_credit, display_if_adblock_active, ab_test_parent_id, ab_weight,
  triggers, targeting, design, version, updated_at`;

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toSummary(row: PopupRow): PopupSummary {
  return {
    poptin_id: row.poptin_id,
    name: row.name,
    poptin_type: row.poptin_type,
    poptin_format: row.poptin_format,
    is_active: row.is_active,
    ab_test_parent_id: row.ab_test_parent_id,
    ab_weight: row.ab_weight,
    version: row.version,
    updated_at: iso(row.updated_at),
  };
}

/** The row as the owner edits it. Seeded rows keep poptin_id/version inside design: those belong to the row. */
function toInput(row: PopupRow): PopupInput {
  const { poptin_id: _id, version: _version, ...design } = (row.design ?? {}) as Record<string, unknown>;
  const raw = {
    name: row.name,
    poptin_type: row.poptin_type,
    poptin_format: row.poptin_format,
    poptin_target: row.poptin_target,
    is_active: row.is_active,
    d_f_r: row.d_f_r,
    stop_showing_to_converted_users: row.stop_showing_to_converted_users,
    if_poptin_credit: row.if_poptin_credit,
    display_if_adblock_active: row.display_if_adblock_active,
    ab_weight: row.ab_weight,
    triggers: row.triggers,
    targeting: row.targeting,
    design,
  };
  const parsed = popupInputSchema.safeParse(raw);
  // A row edited by hand may not match; the owner sees it as stored and the save validates it.
  return parsed.success ? parsed.data : (raw as PopupInput);
}

export async function listPopups(db: Queryable, accountId: string): Promise<PopupSummary[]> {
  const { rows } = await db.query<PopupRow>(
    `SELECT ${COLUMNS} FROM popups WHERE account_id = $1 ORDER BY sort_order, created_at, poptin_id`,
    [accountId],
  );
  return rows.map(toSummary);
}

export async function getPopup(db: Queryable, accountId: string, poptinId: string): Promise<PopupDetail | null> {
  const { rows } = await db.query<PopupRow>(`SELECT ${COLUMNS} FROM popups WHERE account_id = $1 AND poptin_id = $2`, [
    accountId,
    poptinId,
  ]);
  const row = rows[0];
  return row ? { ...toSummary(row), popup: toInput(row) } : null;
}

export interface InsertExtras {
  abTestParentId?: string | null;
}

export async function insertPopup(
  db: Queryable,
  accountId: string,
  popup: PopupInput,
  extras: InsertExtras = {},
): Promise<string> {
  const poptinId = randomId13();
  await db.query(
    `INSERT INTO popups (account_id, poptin_id, name, poptin_type, poptin_format, poptin_target, is_active, d_f_r,
                         stop_showing_to_converted_users, if_poptin_credit, display_if_adblock_active,
                         ab_test_parent_id, ab_weight, triggers, targeting, design, version, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb, 1,
             (SELECT coalesce(max(sort_order), 0) + 1 FROM popups WHERE account_id = $1))`,
    [
      accountId,
      poptinId,
      popup.name,
      popup.poptin_type,
      popup.poptin_format,
      popup.poptin_target,
      popup.is_active,
      popup.d_f_r,
      popup.stop_showing_to_converted_users,
      popup.if_poptin_credit,
      popup.display_if_adblock_active,
      extras.abTestParentId ?? null,
      popup.ab_weight,
      JSON.stringify(popup.triggers),
      JSON.stringify(popup.targeting),
      JSON.stringify(popup.design),
    ],
  );
  return poptinId;
}

export type UpdateOutcome = 'updated' | 'not_found' | 'conflict';

export async function updatePopup(
  db: Db,
  accountId: string,
  poptinId: string,
  expectedVersion: number,
  popup: PopupInput,
): Promise<UpdateOutcome> {
  const { rows } = await db.query<{ version: number }>(
    `UPDATE popups SET name = $4, poptin_type = $5, poptin_format = $6, poptin_target = $7, is_active = $8,
            d_f_r = $9, stop_showing_to_converted_users = $10, if_poptin_credit = $11,
            display_if_adblock_active = $12, ab_weight = $13, triggers = $14::jsonb, targeting = $15::jsonb,
            design = $16::jsonb, version = version + 1, updated_at = now()
      WHERE account_id = $1 AND poptin_id = $2 AND version = $3
      RETURNING version`,
    [
      accountId,
      poptinId,
      expectedVersion,
      popup.name,
      popup.poptin_type,
      popup.poptin_format,
      popup.poptin_target,
      popup.is_active,
      popup.d_f_r,
      popup.stop_showing_to_converted_users,
      popup.if_poptin_credit,
      popup.display_if_adblock_active,
      popup.ab_weight,
      JSON.stringify(popup.triggers),
      JSON.stringify(popup.targeting),
      JSON.stringify(popup.design),
    ],
  );
  if (rows.length > 0) return 'updated';
  const exists = await db.query('SELECT 1 FROM popups WHERE account_id = $1 AND poptin_id = $2', [accountId, poptinId]);
  return exists.rows.length > 0 ? 'conflict' : 'not_found';
}

export async function setActive(db: Queryable, accountId: string, poptinId: string, active: boolean): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE popups SET is_active = $3, version = version + 1, updated_at = now()
      WHERE account_id = $1 AND poptin_id = $2 RETURNING 1`,
    [accountId, poptinId, active],
  );
  return rows.length > 0;
}

/** Deletes the pop-up and, when it is an A/B parent, its variants. */
export async function deletePopup(db: Queryable, accountId: string, poptinId: string): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM popups WHERE account_id = $1 AND (poptin_id = $2 OR ab_test_parent_id = $2) RETURNING poptin_id`,
    [accountId, poptinId],
  );
  return rows.length > 0;
}

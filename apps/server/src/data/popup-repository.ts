/**
 * Every SQL statement on the `popups` table, in one module:
 * the display cache, the owner API, the results report and the demo seed all
 * read and write pop-ups through these functions, and every write takes the
 * one `PopupInput` type, inferred from the zod schema that validates the
 * owner's save (@beckon/popup-schema popupInputSchema). Every statement but
 * the owner lookup is scoped by account id, so another tenant's pop-up is
 * simply not found. Every write bumps `version`, which changes the record's
 * content URL and tells the display cache's readers that something changed.
 */
import type { PopupsRow, Queryable } from '@beckon/db';
import type { PopupInput } from '@beckon/popup-schema';

export type { PopupInput, PopupsRow };

/** The same column list for every reader, so a new column is added in one place. */
const COLUMNS = `account_id, poptin_id, name, poptin_type, poptin_format, poptin_target, is_active, d_f_r,
  stop_showing_to_converted_users, if_poptin_credit, display_if_adblock_active, ab_test_parent_id, ab_weight,
  triggers, targeting, design, version, sort_order, created_at, updated_at`;

/** The order the owner arranged (sort_order), then creation: the dashboard's list and the display rules agree. */
const ORDER = 'ORDER BY sort_order, created_at, poptin_id';

/** An account's pop-ups, every column, in the owner's order. */
export async function listPopupRows(db: Queryable, accountId: string): Promise<PopupsRow[]> {
  const { rows } = await db.query<PopupsRow>(`SELECT ${COLUMNS} FROM popups WHERE account_id = $1 ${ORDER}`, [
    accountId,
  ]);
  return rows;
}

/** Id, name and A/B parent of an account's pop-ups, in the owner's order (the results report's rows). */
export async function listPopupNames(
  db: Queryable,
  accountId: string,
): Promise<{ poptin_id: string; name: string; ab_test_parent_id: string | null }[]> {
  const { rows } = await db.query<{ poptin_id: string; name: string; ab_test_parent_id: string | null }>(
    `SELECT poptin_id, name, ab_test_parent_id FROM popups WHERE account_id = $1 ${ORDER}`,
    [accountId],
  );
  return rows;
}

export async function findPopupRow(db: Queryable, accountId: string, poptinId: string): Promise<PopupsRow | null> {
  const { rows } = await db.query<PopupsRow>(`SELECT ${COLUMNS} FROM popups WHERE account_id = $1 AND poptin_id = $2`, [
    accountId,
    poptinId,
  ]);
  return rows[0] ?? null;
}

/** The account a pop-up belongs to, or null: the public display routes name a pop-up without its account. */
export async function findPopupOwner(db: Queryable, poptinId: string): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    'SELECT account_id FROM popups WHERE poptin_id = $1 LIMIT 1',
    [poptinId],
  );
  return rows[0]?.account_id ?? null;
}

/** Where a new pop-up goes: its id, the A/B test it is a variant of, and its place (default: last). */
export interface NewPopup {
  accountId: string;
  poptinId: string;
  abTestParentId?: string | null;
  sortOrder?: number;
}

/** The owner-edited columns' values, in the order INSERT and UPDATE both list them. */
function popupValues(popup: PopupInput): unknown[] {
  return [
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
  ];
}

export async function insertPopup(db: Queryable, where: NewPopup, popup: PopupInput): Promise<void> {
  await db.query(
    `INSERT INTO popups (account_id, poptin_id, name, poptin_type, poptin_format, poptin_target, is_active, d_f_r,
                         stop_showing_to_converted_users, if_poptin_credit, display_if_adblock_active,
                         ab_weight, triggers, targeting, design, ab_test_parent_id, version, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15::jsonb, $16, 1,
             coalesce($17::int, (SELECT coalesce(max(sort_order), 0) + 1 FROM popups WHERE account_id = $1)))`,
    [where.accountId, where.poptinId, ...popupValues(popup), where.abTestParentId ?? null, where.sortOrder ?? null],
  );
}

export type UpdateOutcome = 'updated' | 'not_found' | 'conflict';

/** Saves an edit made from `expectedVersion`; 'conflict' when someone saved in between (optimistic locking). */
export async function updatePopup(
  db: Queryable,
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
    [accountId, poptinId, expectedVersion, ...popupValues(popup)],
  );
  if (rows.length > 0) return 'updated';
  const exists = await db.query('SELECT 1 FROM popups WHERE account_id = $1 AND poptin_id = $2', [accountId, poptinId]);
  return exists.rows.length > 0 ? 'conflict' : 'not_found';
}

export async function setPopupActive(
  db: Queryable,
  accountId: string,
  poptinId: string,
  active: boolean,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE popups SET is_active = $3, version = version + 1, updated_at = now()
      WHERE account_id = $1 AND poptin_id = $2 RETURNING 1`,
    [accountId, poptinId, active],
  );
  return rows.length > 0;
}

/** Switches off every variant of an A/B parent that is on, in one statement. */
export async function switchOffVariants(db: Queryable, accountId: string, parentId: string): Promise<void> {
  await db.query(
    `UPDATE popups SET is_active = false, version = version + 1, updated_at = now()
      WHERE account_id = $1 AND ab_test_parent_id = $2 AND is_active`,
    [accountId, parentId],
  );
}

/** How many variants an A/B parent has. */
export async function countVariants(db: Queryable, accountId: string, parentId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM popups WHERE account_id = $1 AND ab_test_parent_id = $2',
    [accountId, parentId],
  );
  return rows[0]?.n ?? 0;
}

/** Deletes the pop-up and, when it is an A/B parent, its variants. */
export async function deletePopupAndVariants(db: Queryable, accountId: string, poptinId: string): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM popups WHERE account_id = $1 AND (poptin_id = $2 OR ab_test_parent_id = $2) RETURNING poptin_id`,
    [accountId, poptinId],
  );
  return rows.length > 0;
}

/**
 * Pop-up reads and writes for the owner API, in the API's shapes (summary,
 * detail); the SQL is in data/popup-repository.ts, scoped by the session's
 * account id, so another tenant's pop-up is simply not found.
 */
import type { Queryable } from '@beckon/db';
import type { PopupDetail, PopupSummary } from '@beckon/owner-api';
import { type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import * as repository from '../../data/popup-repository.js';
import { randomId13 } from '../../random-ids.js';

type PopupRow = repository.PopupsRow;

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
  return (await repository.listPopupRows(db, accountId)).map(toSummary);
}

export async function getPopup(db: Queryable, accountId: string, poptinId: string): Promise<PopupDetail | null> {
  const row = await repository.findPopupRow(db, accountId, poptinId);
  return row ? { ...toSummary(row), popup: toInput(row) } : null;
}

export interface InsertExtras {
  abTestParentId?: string | null;
}

/** Stores a new pop-up, last in the account's order, under a fresh id; returns the id. */
export async function insertPopup(
  db: Queryable,
  accountId: string,
  popup: PopupInput,
  extras: InsertExtras = {},
): Promise<string> {
  const poptinId = randomId13();
  await repository.insertPopup(db, { accountId, poptinId, abTestParentId: extras.abTestParentId ?? null }, popup);
  return poptinId;
}

export const updatePopup = repository.updatePopup;
export const setActive = repository.setPopupActive;
export const switchOffVariants = repository.switchOffVariants;
export const countVariants = repository.countVariants;
export const deletePopup = repository.deletePopupAndVariants;

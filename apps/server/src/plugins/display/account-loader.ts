/**
 * Loads one account into the shape the display routes serve from memory
 * (popup-cache.ts): its plan and restriction, every pop-up parsed and checked
 * against the schema once, mapped to its record and serialised (the request
 * path only copies bytes), and the A/B groups a display request picks from.
 * A stored pop-up that no longer matches the schema is logged and not served.
 */
import type { Queryable } from '@beckon/db';
import {
  type DesignDocument,
  designDocumentSchema,
  type PopupRecord,
  popupRecordSchema,
  targetingSchema,
  triggerSettingsSchema,
} from '@beckon/popup-schema';
import type { FastifyBaseLogger } from 'fastify';
import { listPopupRows } from '../../data/popup-repository.js';
import { findDisplayAccount } from './account-repository.js';
import { abTestParents, type DisplayGroup, displayGroups, inAbTest } from './display-groups.js';
import { publicDesign } from './game-public.js';
import { type PopupRow, toPopupRecord } from './popup-record.js';
import { type RecordJson, toRecordJson } from './record-json.js';

export interface AccountSettings {
  accountId: string;
  isFreemium: boolean;
  maxMonthlyViews: number;
  isRestricted: boolean;
  restrictionSetting: string;
  /** When the current restriction began, ms (migration 0350); the upgrade pop-up's id comes from it. */
  restrictedSince: number;
}

export interface CachedPopup {
  poptinId: string;
  accountId: string;
  isActive: boolean;
  abWeight: number;
  /** The design document, and the same as JSON for the content route. */
  design: DesignDocument;
  designJson: string;
  /** The record with `viewer_id: ''`. */
  record: PopupRecord;
  /** The record serialised once, split around viewer_id (record-json.ts). */
  recordJson: RecordJson;
}

export interface AccountEntry {
  settings: AccountSettings;
  /** Every pop-up of the account, active or not (preview, content, events). */
  popups: Map<string, CachedPopup>;
  /** What a display request shows, in sort order. */
  groups: DisplayGroup<CachedPopup>[];
}

function toCached(row: PopupRow, abTest: boolean, isFreemium: boolean, log: FastifyBaseLogger): CachedPopup | null {
  const design = designDocumentSchema.safeParse({
    ...(row.design as object),
    poptin_id: row.poptin_id,
    version: row.version,
  });
  const triggers = triggerSettingsSchema.safeParse(row.triggers);
  const targeting = targetingSchema.safeParse(row.targeting);
  if (!design.success || !triggers.success || !targeting.success) {
    log.warn({ poptinId: row.poptin_id }, 'stored pop-up does not match the schema; not served');
    return null;
  }
  const record = toPopupRecord({
    row,
    design: design.data,
    triggers: triggers.data,
    targeting: targeting.data,
    abTest,
    isFreemium,
  });
  if (!popupRecordSchema.safeParse(record).success) {
    log.warn({ poptinId: row.poptin_id }, 'stored pop-up maps to an invalid record; not served');
    return null;
  }
  return {
    poptinId: row.poptin_id,
    accountId: row.account_id,
    isActive: row.is_active,
    abWeight: Math.max(0, row.ab_weight),
    design: design.data,
    // Coupon codes never leave in the public document (game-public.ts).
    designJson: JSON.stringify(publicDesign(design.data)),
    record,
    recordJson: toRecordJson(record),
  };
}

/** The account as the display routes serve it; null when there is no such account. */
export async function loadAccount(
  db: Queryable,
  log: FastifyBaseLogger,
  accountId: string,
): Promise<AccountEntry | null> {
  const account = await findDisplayAccount(db, accountId);
  if (!account) return null;
  const settings: AccountSettings = {
    accountId,
    isFreemium: account.is_freemium,
    maxMonthlyViews: account.max_monthly_views,
    isRestricted: account.is_restricted,
    restrictionSetting: account.restriction_setting,
    restrictedSince: new Date(account.restricted_since).getTime(),
  };
  const rows = await listPopupRows(db, accountId);
  const parents = abTestParents(rows);
  const popups = new Map<string, CachedPopup>();
  for (const row of rows) {
    const cached = toCached(row, inAbTest(row, parents), settings.isFreemium, log);
    if (cached) popups.set(row.poptin_id, cached);
  }
  return { settings, popups, groups: displayGroups(rows, popups) };
}

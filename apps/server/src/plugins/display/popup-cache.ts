/**
 * Pop-up configuration in memory (spec §7 display request; performance brief):
 * each account's settings and pop-ups are read from the database once, on the
 * first request that needs them, then served from memory, so a display request
 * costs no query in steady state. Monthly view counters (the max-views limit,
 * spec §8) are kept here too, seeded from one COUNT when the account loads and
 * bumped by the viewed route.
 *
 * The owner API calls `invalidate(accountId)` after saving a pop-up; the next
 * request reloads that account (the view counter is kept).
 *
 * Counters are per process: with several instances each counts only its own
 * views after seeding, so the limit is approximate across instances.
 */

import type { Db } from '@beckon/db';
import {
  type DesignDocument,
  designDocumentSchema,
  type PopupRecord,
  popupRecordSchema,
  targetingSchema,
  triggerSettingsSchema,
} from '@beckon/popup-schema';
import type { FastifyBaseLogger } from 'fastify';
import { findPopupOwner, listPopupRows } from '../../data/popup-repository.js';
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

/** A top-level pop-up and its active A/B variants; one member is shown per viewer. */
export interface DisplayGroup {
  parentId: string;
  members: CachedPopup[];
  totalWeight: number;
}

export interface AccountEntry {
  settings: AccountSettings;
  /** Every pop-up of the account, active or not (preview, content, events). */
  popups: Map<string, CachedPopup>;
  /** What a display request shows, in sort order. */
  groups: DisplayGroup[];
}

export interface PopupCache {
  /** The account from memory, loading it on first use; null when there is no such account. */
  account(accountId: string): Promise<AccountEntry | null>;
  /** The account when it is already in memory (no await needed on the hot path), else undefined. */
  loaded(accountId: string): AccountEntry | undefined;
  /** The account that owns a pop-up (for routes that only carry a pop-up id); null when unknown. */
  ownerOf(poptinId: string): Promise<string | null>;
  /** Forgets an account's configuration so the next request reloads it. */
  invalidate(accountId: string): void;
  /** Forgets every account's configuration (another process's changes may have been missed). */
  invalidateAll(): void;
  monthlyViews(accountId: string): number;
  countView(accountId: string): void;
}

interface AccountRow {
  account_id: string;
  is_freemium: boolean;
  max_monthly_views: number;
  is_restricted: boolean;
  restriction_setting: string;
  restricted_since: Date;
}

/** Unknown ids are remembered for a while so random ids cannot make every request a query. */
const MISSING_TTL_MS = 60_000;
const MAX_MISSING = 10_000;

// The current UTC month as YYYY-MM, recomputed only when the month has ended (this runs per display request).
let cachedMonth = '';
let monthEndsAt = 0;
function monthKey(): string {
  const now = Date.now();
  if (now >= monthEndsAt) {
    const d = new Date(now);
    cachedMonth = d.toISOString().slice(0, 7);
    monthEndsAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return cachedMonth;
}

function monthStart(key: string): string {
  return `${key}-01T00:00:00.000Z`;
}

export function createPopupCache(db: Db, log: FastifyBaseLogger): PopupCache {
  const accounts = new Map<string, Promise<AccountEntry | null>>();
  /** The settled, present entries of `accounts`, for a synchronous read. */
  const ready = new Map<string, AccountEntry>();
  const owners = new Map<string, string>();
  const missingAccounts = new Map<string, number>();
  const missingPopups = new Map<string, number>();
  const views = new Map<string, { month: string; count: number }>();

  function rememberMissing(map: Map<string, number>, id: string): void {
    if (map.size >= MAX_MISSING) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(id, Date.now() + MISSING_TTL_MS);
  }

  function isKnownMissing(map: Map<string, number>, id: string): boolean {
    const until = map.get(id);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    map.delete(id);
    return false;
  }

  function toCached(row: PopupRow, abTest: boolean, isFreemium: boolean): CachedPopup | null {
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

  function buildEntry(settings: AccountSettings, rows: PopupRow[]): AccountEntry {
    const activeVariants = new Map<string, PopupRow[]>();
    for (const row of rows) {
      if (!row.is_active || row.ab_test_parent_id === null) continue;
      const list = activeVariants.get(row.ab_test_parent_id) ?? [];
      list.push(row);
      activeVariants.set(row.ab_test_parent_id, list);
    }
    const popups = new Map<string, CachedPopup>();
    for (const row of rows) {
      const parentId = row.ab_test_parent_id ?? row.poptin_id;
      const inTest = (activeVariants.get(parentId)?.length ?? 0) > 0;
      const cached = toCached(row, inTest, settings.isFreemium);
      if (cached) popups.set(row.poptin_id, cached);
    }
    const groups: DisplayGroup[] = [];
    // Rows come in sort order; a variant is shown only as an arm of its active parent's test.
    for (const row of rows) {
      if (!row.is_active || row.ab_test_parent_id !== null) continue;
      const parent = popups.get(row.poptin_id);
      if (!parent) continue;
      const members = [parent];
      for (const v of activeVariants.get(row.poptin_id) ?? []) {
        const variant = popups.get(v.poptin_id);
        if (variant) members.push(variant);
      }
      groups.push({ parentId: row.poptin_id, members, totalWeight: members.reduce((s, m) => s + m.abWeight, 0) });
    }
    return { settings, popups, groups };
  }

  async function load(accountId: string): Promise<AccountEntry | null> {
    const { rows: accountRows } = await db.query<AccountRow>(
      `SELECT account_id, is_freemium, max_monthly_views, is_restricted, restriction_setting, restricted_since
         FROM accounts WHERE account_id = $1`,
      [accountId],
    );
    const account = accountRows[0];
    if (!account) return null;
    const rows = await listPopupRows(db, accountId);
    const month = monthKey();
    const counter = views.get(accountId);
    if (!counter || counter.month !== month) {
      const { rows: countRows } = await db.query<{ n: number }>(
        // The quota counts each viewer once per pop-up per day (migration 0082), not every view report.
        'SELECT count(*)::int AS n FROM popup_view_quota WHERE account_id = $1 AND day >= $2::date',
        [accountId, monthStart(month)],
      );
      // Views counted in memory while the COUNT ran are already in the database or about to be; keep the larger.
      const current = views.get(accountId);
      const seeded = countRows[0]?.n ?? 0;
      views.set(accountId, { month, count: Math.max(seeded, current?.month === month ? current.count : 0) });
    }
    const entry = buildEntry(
      {
        accountId,
        isFreemium: account.is_freemium,
        maxMonthlyViews: account.max_monthly_views,
        isRestricted: account.is_restricted,
        restrictionSetting: account.restriction_setting,
        restrictedSince: new Date(account.restricted_since).getTime(),
      },
      rows,
    );
    for (const id of entry.popups.keys()) owners.set(id, accountId);
    return entry;
  }

  function account(accountId: string): Promise<AccountEntry | null> {
    const cached = accounts.get(accountId);
    if (cached) return cached;
    if (isKnownMissing(missingAccounts, accountId)) return Promise.resolve(null);
    const loading = load(accountId).then(
      (entry) => {
        if (!entry) {
          accounts.delete(accountId);
          rememberMissing(missingAccounts, accountId);
        } else if (accounts.get(accountId) === loading) {
          // Not when invalidated while loading: the next request loads again.
          ready.set(accountId, entry);
        }
        return entry;
      },
      (err: unknown) => {
        // A failed load is not cached: the next request tries again.
        accounts.delete(accountId);
        throw err;
      },
    );
    accounts.set(accountId, loading);
    return loading;
  }

  async function ownerOf(poptinId: string): Promise<string | null> {
    const known = owners.get(poptinId);
    if (known) return known;
    if (isKnownMissing(missingPopups, poptinId)) return null;
    const owner = await findPopupOwner(db, poptinId);
    if (owner) owners.set(poptinId, owner);
    else rememberMissing(missingPopups, poptinId);
    return owner;
  }

  function currentCounter(accountId: string): { month: string; count: number } {
    const month = monthKey();
    let counter = views.get(accountId);
    if (!counter || counter.month !== month) {
      // A new month starts from zero.
      counter = { month, count: 0 };
      views.set(accountId, counter);
    }
    return counter;
  }

  return {
    account,
    loaded: (accountId) => ready.get(accountId),
    ownerOf,
    invalidate(accountId) {
      accounts.delete(accountId);
      ready.delete(accountId);
      missingAccounts.delete(accountId);
      missingPopups.clear();
    },
    invalidateAll() {
      accounts.clear();
      ready.clear();
      missingAccounts.clear();
      missingPopups.clear();
      owners.clear();
    },
    monthlyViews: (accountId) => currentCounter(accountId).count,
    countView(accountId) {
      currentCounter(accountId).count++;
    },
  };
}

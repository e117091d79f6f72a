/**
 * Leads (conversions) of one account with search, pop-up and date filters and
 * paging. The search matches email, name and phone as plain text: LIKE
 * wildcards the owner types are escaped, so `%` finds a percent sign.
 */
import type { Queryable } from '@beckon/db';
import type { Lead } from '@beckon/owner-api';
import { listPopupNames } from '../../data/popup-repository.js';
import type { TimeRange } from './date-range.js';

export interface LeadFilter {
  accountId: string;
  q?: string;
  popup?: string;
  range: TimeRange;
}

interface LeadRow {
  conversion_id: string;
  poptin_id: string;
  email: string;
  name: string;
  phone: string;
  fields: unknown;
  created_at: Date | string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function where(filter: LeadFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.accountId];
  const parts = ['c.account_id = $1'];
  const q = filter.q?.trim();
  if (q) {
    params.push(`%${escapeLike(q)}%`);
    const n = params.length;
    parts.push(`(c.email ILIKE $${n} OR c.name ILIKE $${n} OR c.phone ILIKE $${n})`);
  }
  if (filter.popup) {
    params.push(filter.popup);
    parts.push(`c.poptin_id = $${params.length}`);
  }
  if (filter.range.start) {
    params.push(filter.range.start);
    parts.push(`c.created_at >= $${params.length}`);
  }
  if (filter.range.end) {
    params.push(filter.range.end);
    parts.push(`c.created_at < $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

/** Flattens the stored field values (standard minus the columns, plus extra fields) to label → text. */
function otherFields(fields: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof fields !== 'object' || fields === null) return out;
  const { standard, extra } = fields as { standard?: Record<string, unknown>; extra?: unknown };
  for (const [key, value] of Object.entries(standard ?? {})) {
    if (key === 'email' || key === 'name' || key === 'phone') continue;
    if (typeof value === 'string') out[key] = value;
  }
  if (Array.isArray(extra)) {
    for (const field of extra as { name?: unknown; value?: unknown }[]) {
      if (typeof field.name !== 'string') continue;
      out[field.name] = Array.isArray(field.value) ? field.value.join(', ') : String(field.value ?? '');
    }
  }
  return out;
}

function toLead(row: LeadRow, popupNames: ReadonlyMap<string, string>): Lead {
  return {
    conversion_id: row.conversion_id,
    poptin_id: row.poptin_id,
    popup_name: popupNames.get(row.poptin_id) ?? '(deleted pop-up)',
    email: row.email,
    name: row.name,
    phone: row.phone,
    fields: otherFields(row.fields),
    created_at: new Date(row.created_at).toISOString(),
  };
}

const SELECT = `SELECT c.conversion_id, c.poptin_id, c.email, c.name, c.phone, c.fields, c.created_at
  FROM conversions c`;

/** Pop-up names by id, from the pop-up repository (the one module that queries `popups`): an account has few. */
async function popupNames(db: Queryable, accountId: string): Promise<Map<string, string>> {
  return new Map((await listPopupNames(db, accountId)).map((p) => [p.poptin_id, p.name]));
}

export async function queryLeads(
  db: Queryable,
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<{ leads: Lead[]; total: number }> {
  const w = where(filter);
  const { rows: countRows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversions c WHERE ${w.sql}`,
    w.params,
  );
  const { rows } = await db.query<LeadRow>(
    `${SELECT} WHERE ${w.sql} ORDER BY c.created_at DESC, c.conversion_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    w.params,
  );
  const names = await popupNames(db, filter.accountId);
  return { leads: rows.map((row) => toLead(row, names)), total: countRows[0]?.n ?? 0 };
}

/** Every matching lead for the CSV export, newest first, up to `limit`. */
export async function allLeads(db: Queryable, filter: LeadFilter, limit: number): Promise<Lead[]> {
  const w = where(filter);
  const { rows } = await db.query<LeadRow>(
    `${SELECT} WHERE ${w.sql} ORDER BY c.created_at DESC, c.conversion_id LIMIT ${limit}`,
    w.params,
  );
  const names = await popupNames(db, filter.accountId);
  return rows.map((row) => toLead(row, names));
}

/** The leads with these ids, as the owner sees them (webhook payloads and new-lead mails). */
export async function leadsByIds(db: Queryable, accountId: string, ids: readonly string[]): Promise<Lead[]> {
  const { rows } = await db.query<LeadRow>(`${SELECT} WHERE c.account_id = $1 AND c.conversion_id = ANY($2::text[])`, [
    accountId,
    ids,
  ]);
  const names = await popupNames(db, accountId);
  return rows.map((row) => toLead(row, names));
}

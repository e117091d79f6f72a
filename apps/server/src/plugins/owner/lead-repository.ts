/**
 * Leads (conversions) of one account with search, pop-up and date filters and
 * paging. The search matches every value the visitor sent (email, name, phone
 * and each other field) as plain text: LIKE wildcards the owner types are
 * escaped, so `%` finds a percent sign. Field values are keyed by the labels
 * the owner gave the fields in the builder, never by the widget's input names.
 */
import type { Queryable } from '@beckon/db';
import type { DeliveredLead, Lead } from '@beckon/owner-api';
import { listPopupRows } from '../../data/popup-repository.js';
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
  consent_text: string | null;
  consent_at: Date | string | null;
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
    // Values only (the column is json, hence the casts): the stored shape's keys ("standard", "extra", "value") are not something a visitor typed.
    parts.push(`(c.email ILIKE $${n} OR c.name ILIKE $${n} OR c.phone ILIKE $${n}
      OR (jsonb_typeof((c.fields::jsonb)->'standard') = 'object'
        AND EXISTS (SELECT 1 FROM jsonb_each_text((c.fields::jsonb)->'standard') s WHERE s.value ILIKE $${n}))
      OR (jsonb_typeof((c.fields::jsonb)->'extra') = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements((c.fields::jsonb)->'extra') e
          WHERE (CASE jsonb_typeof(e->'value') WHEN 'string' THEN e->>'value' ELSE (e->'value')::text END) ILIKE $${n})))`);
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

/** A pop-up's name and the labels of its form fields by input name. */
interface PopupInfo {
  name: string;
  labels: ReadonlyMap<string, string>;
  /** The original pop-up of the A/B test this one is in (itself for the original); null when in none. */
  abTestParentId: string | null;
}

/** `first_name` or `poptinDesignInputCustomField-shoe_size` as words: "First name", "Shoe size". */
function humanFieldName(key: string): string {
  const bare = key.replace(/^poptinDesign(InputCustomField|InputTextField|Input)?-?/, '');
  const words = bare
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * Flattens the stored field values (standard minus the columns, plus extra fields) to label → text. A
 * field still in the pop-up's form shows the owner's label; one removed since shows its name as words.
 */
function otherFields(fields: unknown, labels: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    const label = labels.get(key) || humanFieldName(key);
    let unique = label;
    for (let n = 2; unique in out; n++) unique = `${label} (${n})`;
    out[unique] = value;
  };
  if (typeof fields !== 'object' || fields === null) return out;
  const { standard, extra } = fields as { standard?: Record<string, unknown>; extra?: unknown };
  for (const [key, value] of Object.entries(standard ?? {})) {
    if (key === 'email' || key === 'name' || key === 'phone') continue;
    if (typeof value === 'string') put(key, value);
  }
  if (Array.isArray(extra)) {
    for (const field of extra as { name?: unknown; value?: unknown }[]) {
      if (typeof field.name !== 'string') continue;
      put(field.name, Array.isArray(field.value) ? field.value.join(', ') : String(field.value ?? ''));
    }
  }
  return out;
}

function toLead(row: LeadRow, popups: ReadonlyMap<string, PopupInfo>): Lead {
  const popup = popups.get(row.poptin_id);
  return {
    conversion_id: row.conversion_id,
    poptin_id: row.poptin_id,
    popup_name: popup?.name ?? '(deleted pop-up)',
    email: row.email,
    name: row.name,
    phone: row.phone,
    fields: otherFields(row.fields, popup?.labels ?? new Map()),
    created_at: new Date(row.created_at).toISOString(),
    consent:
      row.consent_text === null || row.consent_at === null
        ? null
        : { text: row.consent_text, given_at: new Date(row.consent_at).toISOString() },
  };
}

const SELECT = `SELECT c.conversion_id, c.poptin_id, c.email, c.name, c.phone, c.fields, c.created_at,
    c.consent_text, c.consent_at
  FROM conversions c`;

/**
 * Pop-up names and field labels by id, from the pop-up repository (the one module that queries `popups`):
 * an account has few. A standard field is also found by its conversion key (first_name) as well as its input name.
 */
async function popupNames(db: Queryable, accountId: string): Promise<Map<string, PopupInfo>> {
  const rows = await listPopupRows(db, accountId);
  const originals = new Set(rows.map((p) => p.ab_test_parent_id).filter((id) => id !== null));
  return new Map(
    rows.map((p) => {
      const labels = new Map<string, string>();
      const fields = (p.design as { fields?: { name?: string; type?: string; label?: string }[] }).fields ?? [];
      for (const f of fields) {
        if (!f.label) continue;
        if (f.name) labels.set(f.name, f.label);
        if (f.type) labels.set(f.type, f.label);
      }
      const abTestParentId = p.ab_test_parent_id ?? (originals.has(p.poptin_id) ? p.poptin_id : null);
      return [p.poptin_id, { name: p.name, labels, abTestParentId }];
    }),
  );
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

/** The leads with these ids, as the owner sees them plus where they were left (webhook payloads and new-lead mails). */
export async function leadsByIds(db: Queryable, accountId: string, ids: readonly string[]): Promise<DeliveredLead[]> {
  const { rows } = await db.query<LeadRow & { page_url: string | null }>(
    `SELECT c.conversion_id, c.poptin_id, c.email, c.name, c.phone, c.fields, c.created_at,
       c.consent_text, c.consent_at, c.payload->>'url' AS page_url
     FROM conversions c WHERE c.account_id = $1 AND c.conversion_id = ANY($2::text[])`,
    [accountId, ids],
  );
  const names = await popupNames(db, accountId);
  return rows.map((row) => {
    const test = names.get(row.poptin_id)?.abTestParentId ?? null;
    return {
      ...toLead(row, names),
      page_url: row.page_url ?? '',
      variant: test === null ? null : { ab_test_parent_id: test, is_original: test === row.poptin_id },
    };
  });
}

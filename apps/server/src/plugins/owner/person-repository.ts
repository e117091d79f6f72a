/**
 * Everything an account holds about one person, found by email: their leads (and each lead's deliveries,
 * delivery log and prize claim), site form submissions and files, shop orders and customer account, the
 * mails sent to or about them, and the pop-up activity recorded after they signed up. `findPerson` reads
 * it for an export; `erasePerson` removes it in one transaction, so an erasure is all or nothing. Orders
 * are kept for the tax records with the person's details blanked. Each section reads through one
 * statement (`SECTION_SQL`), and the erasure touches exactly the rows those statements find.
 */
import type { Db, Queryable } from '@beckon/db';
import type { PersonErased, PersonExport, PersonSection } from '@beckon/owner-api/privacy';
import type { WixContactsFound } from './owner-context.js';

/** A person's email as every section matches it: the same address in any case is the same person. */
function personKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The email as a POSIX regular expression matching it as a whole address inside a mail's text. */
function wholeAddressPattern(email: string): string {
  const escaped = email.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9_-])`;
}

// $1 account, $2 the lowercased email, $3 its whole-address pattern (mails only). The leads' ids feed the
// deliveries, log and prize claims; the customers' ids feed orders, carts and the customers' own rows.
const LEADS = 'SELECT * FROM conversions WHERE account_id = $1 AND lower(email) = $2';
const CUSTOMER_IDS = 'SELECT customer_id FROM shop_customers WHERE account_id = $1 AND email = $2';
const STORE_CUSTOMER_IDS = `SELECT store_customer_id FROM visitor_activity
  WHERE account_id = $1 AND email = $2 AND store_customer_id <> ''`;
// The submissions whose values (or an array field's elements) hold the address: one lookup in the index of
// the addresses each submission holds (migration 0735, person_keys_in_fields), exact as the values are.
const SUBMISSION_MATCH = 'account_id = $1 AND person_keys_in_fields(fields) @> ARRAY[$2]::text[]';
// Mails to the person, or naming them as a whole address in the text. The index of the addresses a mail's
// text could name (written with the mail, migration 0825, or the function's over mails written without them,
// migration 0735; '*' for a text naming too many to list) picks the candidates, then the substring and
// whole-address tests decide. One OR arm per index, so the planner can use each.
const MAIL_TEXT_NAMES = `strpos(lower(body_text || ' ' || subject), $2) > 0 AND (body_text ~* $3 OR subject ~* $3)`;
const MAIL_MATCH = `account_id = $1 AND (lower(to_address) = $2
    OR (named_addresses && ARRAY[$2, '*']::text[] AND ${MAIL_TEXT_NAMES})
    OR (named_addresses IS NULL AND addresses_named_in(lower(body_text || ' ' || subject)) && ARRAY[$2, '*']::text[]
        AND ${MAIL_TEXT_NAMES}))`;
// The Wix site's contact ids that carry the email, as its Contacts API answered ($3, store sections only).
const WIX_CONTACT_IDS = '$3::text[]';
// Store reports and orders name the person by their store's customer id, by their shop customer id (our
// own shop's carts and orders), or by their Wix site's contact id.
const STORE_CUSTOMER_MATCH = `account_id = $1 AND customer_id <> ''
  AND (customer_id IN (${STORE_CUSTOMER_IDS}) OR customer_id IN (${CUSTOMER_IDS})
       OR customer_id = ANY(${WIX_CONTACT_IDS}))`;

const SECTION_SQL: Record<PersonSection, string> = {
  leads: `SELECT conversion_id, poptin_id, email, name, phone, fields, payload, consent_text, consent_at, created_at
    FROM conversions WHERE account_id = $1 AND lower(email) = $2 ORDER BY created_at`,
  lead_deliveries: `SELECT d.delivery_id::text AS delivery_id, d.conversion_id, d.channel, d.state, d.attempts,
      d.created_at, d.delivered_at, d.last_status, d.last_error
    FROM lead_deliveries d JOIN (${LEADS}) c ON c.conversion_id = d.conversion_id
    WHERE d.account_id = $1 ORDER BY d.delivery_id`,
  webhook_attempts: `SELECT w.delivery_id::text AS delivery_id, w.attempt, w.at, w.status_code, w.error, w.duration_ms
    FROM webhook_attempts w
    JOIN lead_deliveries d ON d.account_id = w.account_id AND d.delivery_id = w.delivery_id
    JOIN (${LEADS}) c ON c.conversion_id = d.conversion_id
    WHERE w.account_id = $1 ORDER BY w.delivery_id, w.attempt`,
  prize_claims: `SELECT g.draw_id, g.poptin_id, g.prize_id, g.is_winner, g.coupon, g.claimed_at, g.created_at
    FROM game_draws g JOIN (${LEADS}) c ON c.conversion_key = g.claimed_key
    WHERE g.account_id = $1 ORDER BY g.created_at`,
  form_submissions: `SELECT submission_id::text AS submission_id, page_id, form_id, form_name, fields, created_at
    FROM site_form_submissions WHERE ${SUBMISSION_MATCH} ORDER BY submission_id`,
  form_files: `SELECT f.file_id, f.submission_id::text AS submission_id, f.field_id, f.original_name, f.mime_type,
      f.size_bytes
    FROM site_form_files f
    WHERE f.account_id = $1 AND f.submission_id IN (SELECT submission_id FROM site_form_submissions WHERE ${SUBMISSION_MATCH})
    ORDER BY f.submission_id, f.file_id`,
  orders: `SELECT o.order_number, o.status, o.payment_method, o.email, o.first_name, o.last_name, o.phone, o.address,
      o.postcode, o.city, o.province, o.notes, o.coupon_code, o.subtotal_cents, o.discount_cents, o.tax_cents,
      o.total_cents, o.created_at,
      coalesce((SELECT json_agg(json_build_object('product', l.product_name, 'variant', l.variant_name,
          'quantity', l.quantity, 'unit_price_cents', l.unit_price_cents, 'total_cents', l.total_cents)
          ORDER BY l.line_no)
        FROM shop_order_lines l WHERE l.account_id = o.account_id AND l.order_number = o.order_number), '[]') AS lines
    FROM shop_orders o
    WHERE o.account_id = $1 AND (lower(o.email) = $2 OR o.customer_id IN (${CUSTOMER_IDS}))
    ORDER BY o.order_number`,
  shop_customers: `SELECT c.customer_id, c.email, c.first_name, c.last_name, c.display_name, c.created_at,
      coalesce((SELECT json_agg(json_build_object('kind', a.kind, 'first_name', a.first_name, 'last_name', a.last_name,
          'address', a.address, 'postcode', a.postcode, 'city', a.city, 'province', a.province, 'phone', a.phone))
        FROM shop_customer_addresses a WHERE a.account_id = c.account_id AND a.customer_id = c.customer_id), '[]')
        AS addresses,
      (SELECT count(*)::int FROM shop_customer_sessions s
        WHERE s.account_id = c.account_id AND s.customer_id = c.customer_id) AS signed_in_sessions,
      coalesce((SELECT json_agg(json_build_object('variant_id', l.variant_id, 'quantity', l.quantity))
        FROM shop_cart_lines l WHERE l.account_id = c.account_id AND l.cart_id = c.cart_id), '[]') AS saved_cart
    FROM shop_customers c WHERE c.account_id = $1 AND c.email = $2`,
  mails: `SELECT mail_id::text AS mail_id, kind, to_address, subject, body_text, created_at, sent_at
    FROM mail_outbox WHERE ${MAIL_MATCH}
    ORDER BY mail_id`,
  visitor_activity: `SELECT kind, email, poptin_id, url, store_integration, store_customer_id, created_at
    FROM visitor_activity WHERE account_id = $1 AND email = $2 ORDER BY activity_id`,
  browse_abandonment: `SELECT customer_id, data_for, products, total_cart_value::text AS total_cart_value, created_at,
      updated_at, recovered_at, recovered_value::text AS recovered_value
    FROM browse_abandonment WHERE ${STORE_CUSTOMER_MATCH} ORDER BY customer_id, data_for, report_id`,
  store_orders: `SELECT customer_id, source_table, products, total_value::text AS total_value, created_at
    FROM store_orders WHERE ${STORE_CUSTOMER_MATCH} ORDER BY order_id`,
};

/** An account without a Wix site: nothing to ask it. */
const NO_WIX_SITE: WixContactsFound = { wixSite: 'not_connected', contactIds: [], erasedKeys: [] };

/** Which parameters a statement names: PostgreSQL refuses a parameter it cannot type. */
function paramsFor(sql: string, accountId: string, key: string, wixContactIds: readonly string[]): unknown[] {
  if (sql.includes(WIX_CONTACT_IDS)) return [accountId, key, wixContactIds];
  return sql.includes('$3') ? [accountId, key, wholeAddressPattern(key)] : [accountId, key];
}

function sqlFor(section: PersonSection): string {
  return SECTION_SQL[section];
}

/** Dates as ISO text, so an export reads the same from either database. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

export async function findPerson(
  db: Queryable,
  accountId: string,
  email: string,
  wix: WixContactsFound = NO_WIX_SITE,
): Promise<PersonExport> {
  const key = personKey(email);
  const sections = {} as PersonExport['sections'];
  for (const section of Object.keys(SECTION_SQL) as PersonSection[]) {
    const sql = sqlFor(section);
    const { rows } = await db.query<Record<string, unknown>>(sql, paramsFor(sql, accountId, key, wix.contactIds));
    sections[section] = rows.map(plain);
  }
  return { email: key, exported_at: new Date().toISOString(), sections, wix_site: wix.wixSite };
}

// The erasure, in an order where every statement still finds its rows: what hangs off a lead before the
// leads, what hangs off a customer before the customers. Each answers the rows it touched.
const ERASE: readonly { section: PersonSection; sql: string }[] = [
  {
    section: 'webhook_attempts',
    sql: `DELETE FROM webhook_attempts w USING lead_deliveries d, (${LEADS}) c
      WHERE w.account_id = $1 AND d.account_id = w.account_id AND d.delivery_id = w.delivery_id
        AND c.conversion_id = d.conversion_id`,
  },
  {
    section: 'lead_deliveries',
    sql: `DELETE FROM lead_deliveries d USING (${LEADS}) c WHERE d.account_id = $1 AND c.conversion_id = d.conversion_id`,
  },
  {
    // The draw stays claimed, so its prize is not handed out again, but by a key no lead or visitor holds.
    section: 'prize_claims',
    sql: `UPDATE game_draws g SET claimed_key = 'erased-' || md5(random()::text || g.draw_id)
      FROM (${LEADS}) c WHERE g.account_id = $1 AND g.claimed_key = c.conversion_key`,
  },
  { section: 'leads', sql: 'DELETE FROM conversions WHERE account_id = $1 AND lower(email) = $2' },
  {
    section: 'form_files',
    sql: `DELETE FROM site_form_files WHERE account_id = $1
      AND submission_id IN (SELECT submission_id FROM site_form_submissions WHERE ${SUBMISSION_MATCH})`,
  },
  { section: 'form_submissions', sql: `DELETE FROM site_form_submissions WHERE ${SUBMISSION_MATCH}` },
  {
    // Tax law keeps an order's number, date, items, amounts and tax; the tax territory (province) stays
    // with them. Everything that names or reaches the person goes.
    section: 'orders',
    sql: `UPDATE shop_orders SET email = '', first_name = '', last_name = '', phone = '', address = '',
        postcode = '', city = '', notes = '', customer_id = NULL
      WHERE account_id = $1 AND (lower(email) = $2 OR customer_id IN (${CUSTOMER_IDS}))`,
  },
  // Before the shop customers and visitor activity that name their customer ids.
  { section: 'browse_abandonment', sql: `DELETE FROM browse_abandonment WHERE ${STORE_CUSTOMER_MATCH}` },
  { section: 'store_orders', sql: `DELETE FROM store_orders WHERE ${STORE_CUSTOMER_MATCH}` },
  {
    section: 'shop_customers',
    sql: `WITH gone AS (DELETE FROM shop_customers WHERE account_id = $1 AND email = $2 RETURNING cart_id),
      carts AS (DELETE FROM shop_carts WHERE account_id = $1 AND cart_id IN (SELECT cart_id FROM gone) RETURNING 1)
      SELECT (SELECT count(*) FROM gone)::int AS n, (SELECT count(*) FROM carts)::int AS carts`,
  },
  {
    section: 'mails',
    sql: `DELETE FROM mail_outbox WHERE ${MAIL_MATCH}`,
  },
  { section: 'visitor_activity', sql: 'DELETE FROM visitor_activity WHERE account_id = $1 AND email = $2' },
];

const KEPT = [
  'Orders keep their number, date, items, amounts, tax and the province they were taxed in, because tax law ' +
    "requires them; the person's name, email, phone, address and notes were removed from them.",
  'A prize the person won stays marked as handed out, so it is not given again, with nothing linking it to them.',
];

/**
 * Erases the person in one transaction; a count by section of the rows deleted or stripped of them. Their Wix
 * contacts are recorded as erased, so the Wix sync files their checkouts and orders no more.
 */
export async function erasePerson(
  db: Db,
  accountId: string,
  email: string,
  wix: WixContactsFound = NO_WIX_SITE,
): Promise<PersonErased> {
  const key = personKey(email);
  const erased = {} as PersonErased['erased'];
  await db.transaction(async (tx) => {
    for (const { section, sql } of ERASE) {
      const counted = sql.startsWith('WITH')
        ? sql
        : `WITH touched AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM touched`;
      const { rows } = await tx.query<{ n: number }>(counted, paramsFor(sql, accountId, key, wix.contactIds));
      erased[section] = rows[0]?.n ?? 0;
    }
    if (wix.erasedKeys.length > 0) {
      await tx.query(
        `INSERT INTO wix_erased_contacts (account_id, contact_key)
         SELECT $1, k FROM unnest($2::text[]) AS k ON CONFLICT DO NOTHING`,
        [accountId, wix.erasedKeys],
      );
    }
  });
  return { email: key, erased, kept: KEPT, wix_site: wix.wixSite };
}

/** Deletes one lead with its deliveries and delivery log, and unlinks its prize claim; false when there is none. */
export async function deleteLead(db: Db, accountId: string, conversionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ conversion_key: string }>(
      'DELETE FROM conversions WHERE account_id = $1 AND conversion_id = $2 RETURNING conversion_key',
      [accountId, conversionId],
    );
    const lead = rows[0];
    if (!lead) return false;
    await tx.query(
      `DELETE FROM webhook_attempts w USING lead_deliveries d
        WHERE w.account_id = $1 AND d.account_id = $1 AND d.delivery_id = w.delivery_id AND d.conversion_id = $2`,
      [accountId, conversionId],
    );
    await tx.query('DELETE FROM lead_deliveries WHERE account_id = $1 AND conversion_id = $2', [
      accountId,
      conversionId,
    ]);
    await tx.query(
      `UPDATE game_draws SET claimed_key = 'erased-' || md5(random()::text || draw_id)
        WHERE account_id = $1 AND claimed_key = $2`,
      [accountId, lead.conversion_key],
    );
    return true;
  });
}

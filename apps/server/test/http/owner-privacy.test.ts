/**
 * Privacy requests on PGlite and PostgreSQL: one lead deleted; one person found by email, exported and
 * erased across every table that can hold them, with their orders kept for the tax records and nothing
 * of theirs left in any text or JSON column of any table afterwards; a neighbour whose address contains
 * theirs, and another account's copy of the same address, untouched; bad input refused; owners only.
 */
import type { Queryable } from '@beckon/db';
import { PERSON_SECTIONS, type PersonErased, type PersonExport } from '@beckon/owner-api/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { lightboxInput, OwnerClient, type OwnerTestApp, startSignedUpOwner, uniqueEmail } from './owner-helpers.js';

const PERSON = 'marta.lopez@example.test';
/** Holds PERSON as a substring: a different person, who must keep every row. */
const NEIGHBOUR = 'xmarta.lopez@example.test';
const OTHER_ACCOUNT = 'a0a0a0a0a0a0a';
const VIEWER = '0123456789abc';

/** Rows of the account (or of tables without an account) whose text, json or jsonb columns hold `email` as a whole address. */
async function rowsHolding(db: Queryable, accountId: string, email: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')`,
  );
  const { rows: keyed } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'account_id'`,
  );
  const hasAccount = new Set(keyed.map((r) => r.table_name));
  const pattern = `(^|[^a-z0-9._%+-])${email.replace(/[.+]/g, '\\$&')}($|[^a-z0-9_-])`;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const scope = hasAccount.has(table) ? 'account_id = $2 AND ' : '';
    const params = hasAccount.has(table) ? [pattern, accountId] : [pattern];
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE ${scope}"${column}"::text ~* $1`,
      params,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${rows[0]?.n}`);
  }
  return found;
}

describe.each(databases)('privacy requests on $name', (database) => {
  let t: OwnerTestApp;
  let owner: OwnerClient;
  let account: string;
  let popup: string;

  async function lead(email: string): Promise<string> {
    const res = await postForm(t.app, `/api/display/conversion/${VIEWER}`, {
      conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
      poptin_id: popup,
      client_id: account,
      url: 'https://shop.example/',
      visitor: 'desktop',
      email,
      name: 'Marta López',
      phone: '+34600111222',
    });
    expect(res.statusCode).toBe(200);
    return res.json().conversion_id;
  }

  /** What the shop, the site forms, the mails and the widget's activity calls store about `email`. */
  async function personEverywhere(email: string, n: number): Promise<void> {
    const db = t.db;
    const leadId = await lead(email.toUpperCase());
    await lead(email);
    const { rows } = await db.query<{ conversion_key: string }>(
      'SELECT conversion_key FROM conversions WHERE account_id = $1 AND conversion_id = $2',
      [account, leadId],
    );
    const { rows: delivery } = await db.query<{ delivery_id: string }>(
      `INSERT INTO lead_deliveries (account_id, conversion_id, channel, endpoint_id, state)
       VALUES ($1, $2, 'webhook', 'e1', 'delivered') RETURNING delivery_id::text AS delivery_id`,
      [account, leadId],
    );
    await db.query(
      `INSERT INTO webhook_attempts (account_id, delivery_id, attempt, status_code, error, duration_ms)
       VALUES ($1, $2::bigint, 1, 500, $3, 12)`,
      [account, delivery[0]?.delivery_id, `receiver said: unknown subscriber ${email}`],
    );
    await db.query(
      `INSERT INTO game_draws (account_id, draw_id, poptin_id, viewer_id, prize_id, prize_index, is_winner, coupon,
         claimed_key, claimed_at)
       VALUES ($1, $2, $3, $4, 'p1', 0, true, 'WIN10', $5, now())`,
      [account, `draw${n}`, popup, `viewer${n}`, rows[0]?.conversion_key],
    );
    const { rows: submission } = await db.query<{ submission_id: string }>(
      `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields)
       VALUES ($1, 1, 'cita', 'Cita', $2::jsonb) RETURNING submission_id::text AS submission_id`,
      [account, JSON.stringify({ nombre: 'Marta', correo: ` ${email.toUpperCase()} `, temas: ['piel', email] })],
    );
    await db.query(
      `INSERT INTO site_form_files (account_id, file_id, submission_id, field_id, original_name, mime_type, size_bytes, content)
       VALUES ($1, $2, $3::bigint, 'foto', 'foto.png', 'image/png', 3, '\\x000102')`,
      [account, `file${n}`, submission[0]?.submission_id],
    );
    await db.query(`INSERT INTO shop_carts (account_id, cart_id) VALUES ($1, $2)`, [account, `cart${n}`]);
    await db.query(
      `INSERT INTO shop_customers (account_id, customer_id, email, password_hash, first_name, cart_id)
       VALUES ($1, $2, $3, 'argon', 'Marta', $4)`,
      [account, `cust${n}`, email, `cart${n}`],
    );
    await db.query(
      `INSERT INTO shop_customer_addresses (account_id, customer_id, kind, first_name, last_name, address, postcode,
         city, province, phone)
       VALUES ($1, $2, 'facturacion', 'Marta', 'López', 'Calle Mayor 1', '28001', 'Madrid', 'Madrid', '600111222')`,
      [account, `cust${n}`],
    );
    await db.query(
      `INSERT INTO shop_customer_sessions (account_id, session_id, customer_id, expires_at)
       VALUES ($1, $2, $3, now() + interval '1 day')`,
      [account, `session${n}`, `cust${n}`],
    );
    // One order by billing email (a guest, mixed case), one by the signed-in customer under another address.
    for (const [number, orderEmail, customer] of [
      [1000 + n * 10, email.toUpperCase(), null],
      [1001 + n * 10, `work-${n}@elsewhere.test`, `cust${n}`],
    ] as const) {
      await db.query(
        `INSERT INTO shop_orders (account_id, order_number, access_key, status, payment_method, email, first_name,
           last_name, phone, address, postcode, city, province, notes, subtotal_cents, discount_cents, tax_cents,
           total_cents, customer_id)
         VALUES ($1, $2, 'k', 'completed', 'bacs', $3, 'Marta', 'López', '600111222', 'Calle Mayor 1', '28001',
           'Madrid', 'Madrid', $4, 1990, 0, 345, 1990, $5)`,
        [account, number, orderEmail, `call ${email} first`, customer],
      );
      await db.query(
        `INSERT INTO shop_order_lines (account_id, order_number, line_no, variant_id, product_name, variant_name,
           unit_price_cents, quantity, tax_rate_bp, total_cents, tax_cents)
         VALUES ($1, $2, 1, 1, 'Crema', '50 ml', 1990, 1, 2100, 1990, 345)`,
        [account, number],
      );
    }
    for (const [to, body] of [
      [email, 'Gracias por tu pedido'],
      ['owner@shop.example', `New lead\nEmail: ${email}\nName: Marta`],
    ]) {
      await db.query(
        `INSERT INTO mail_outbox (account_id, kind, to_address, subject, body_text) VALUES ($1, 'new-lead', $2, 'Mail', $3)`,
        [account, to, body],
      );
    }
    await db.query(
      `INSERT INTO visitor_activity (account_id, kind, email, url, store_integration, store_customer_id)
       VALUES ($1, 'session', $2, 'shop.example', 'woo', $3)`,
      [account, email, `store${n}`],
    );
    await db.query(
      `INSERT INTO browse_abandonment (account_id, customer_id, data_for, products) VALUES ($1, $2, 'cart', '[]')`,
      [account, `store${n}`],
    );
    // Our own shop's cart report names the shop customer; the store's order report names the store customer.
    await db.query(
      `INSERT INTO browse_abandonment (account_id, customer_id, data_for, products, source, shop_cart_id)
       VALUES ($1, $2, 'cart', '[]', 'shop', $3)`,
      [account, `cust${n}`, `cart${n}`],
    );
    await db.query(
      `INSERT INTO store_orders (account_id, customer_id, source_table, products) VALUES ($1, $2, 'Stores/Orders', '[]')`,
      [account, `store${n}`],
    );
  }

  beforeAll(async () => {
    ({ t, owner } = await startSignedUpOwner(database));
    account = owner.accountId;
    popup = (await owner.send('POST', '/api/owner/popups', lightboxInput({ name: 'Club' }))).json().poptin_id;
    await personEverywhere(PERSON, 1);
    await personEverywhere(NEIGHBOUR, 2);
    await t.db.query(
      `INSERT INTO conversions (account_id, conversion_id, conversion_key, poptin_id, viewer_id, email, fields, payload, ip_hash)
       VALUES ($1, 'other-lead', 'other-key', $2, $3, $4, '{}', '{}', 'h')`,
      [OTHER_ACCOUNT, popup, VIEWER, PERSON],
    );
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  let exported: PersonExport;

  it('finds the person in every part of the account, in any letter case, and exports it as JSON', async () => {
    const res = await owner.send('POST', '/api/owner/privacy/export', { email: 'Marta.Lopez@Example.TEST' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    exported = res.json();
    expect(exported.email).toBe(PERSON);
    const counts = Object.fromEntries(PERSON_SECTIONS.map((s) => [s, exported.sections[s].length]));
    expect(counts).toEqual({
      leads: 2,
      lead_deliveries: 1,
      webhook_attempts: 1,
      prize_claims: 1,
      form_submissions: 1,
      form_files: 1,
      orders: 2,
      shop_customers: 1,
      mails: 2,
      visitor_activity: 1,
      browse_abandonment: 2,
      store_orders: 1,
    });
    const customer = exported.sections.shop_customers[0] as Record<string, unknown>;
    expect(customer).not.toHaveProperty('password_hash');
    expect(customer.addresses).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain(NEIGHBOUR);
  });

  it('refuses the export and the erasure to an editor', async () => {
    const editor = new OwnerClient(t.app);
    await editor.signUp(uniqueEmail('editor'));
    await t.db.query("UPDATE owners SET role = 'editor' WHERE account_id = $1", [editor.accountId]);
    for (const path of ['/api/owner/privacy/export', '/api/owner/privacy/erase']) {
      const res = await editor.send('POST', path, { email: PERSON });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).code).toBe('BK_ERR_OWNER_ONLY');
    }
  });

  it('refuses malformed requests with a 400 and erases nothing', async () => {
    const bad: unknown[] = [
      {},
      { email: 'not an email' },
      { email: `${'a'.repeat(300)}@example.test` },
      { email: 'mar\u0000ta@example.test' },
      { email: 'mar\ud800ta@example.test' },
      { email: 42 },
      { email: [PERSON] },
      { email: PERSON, also: 'x' },
    ];
    for (const body of bad) {
      const res = await owner.send('POST', '/api/owner/privacy/erase', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.send('POST', '/api/owner/privacy/erase', '{"email":')).statusCode).toBe(400);
    expect(await rowsHolding(t.db, account, PERSON)).not.toEqual([]);
  });

  it('erases every row the export listed, in one answer that says what orders kept', async () => {
    const res = await owner.send('POST', '/api/owner/privacy/erase', { email: PERSON });
    expect(res.statusCode).toBe(200);
    const erased: PersonErased = res.json();
    for (const section of PERSON_SECTIONS) {
      expect(erased.erased[section], section).toBe(exported.sections[section].length);
    }
    expect(erased.kept.join(' ')).toMatch(/Orders keep .*amounts, tax/);
  });

  it('leaves no row holding the email in any text or JSON column of any table', async () => {
    expect(await rowsHolding(t.db, account, PERSON)).toEqual([]);
    const again = (await owner.send('POST', '/api/owner/privacy/export', { email: PERSON })).json() as PersonExport;
    expect(PERSON_SECTIONS.filter((s) => again.sections[s].length > 0)).toEqual([]);
  });

  it("keeps the person's orders with their amounts and items, without their details", async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT order_number, email, first_name, phone, address, notes, customer_id, province, total_cents, tax_cents,
              (SELECT count(*)::int FROM shop_order_lines l WHERE l.account_id = o.account_id
                 AND l.order_number = o.order_number) AS lines
         FROM shop_orders o WHERE account_id = $1 AND order_number IN (1010, 1011) ORDER BY order_number`,
      [account],
    );
    expect(rows).toEqual(
      [1010, 1011].map((order_number) => ({
        order_number,
        email: '',
        first_name: '',
        phone: '',
        address: '',
        notes: '',
        customer_id: null,
        province: 'Madrid',
        total_cents: 1990,
        tax_cents: 345,
        lines: 1,
      })),
    );
  });

  it('keeps the neighbour whose address contains the erased one, and the same address in another account', async () => {
    const neighbour = (
      await owner.send('POST', '/api/owner/privacy/export', { email: NEIGHBOUR })
    ).json() as PersonExport;
    expect(neighbour.sections.leads).toHaveLength(2);
    expect(neighbour.sections.mails).toHaveLength(2);
    expect(neighbour.sections.orders).toHaveLength(2);
    const { rows } = await t.db.query('SELECT 1 FROM conversions WHERE account_id = $1', [OTHER_ACCOUNT]);
    expect(rows).toHaveLength(1);
  });

  it('deletes one lead with its deliveries, answers 404 the second time and 400 for a malformed id', async () => {
    const leads = (await owner.send('GET', `/api/owner/leads?q=${encodeURIComponent(NEIGHBOUR)}`)).json();
    const id: string = leads.leads[0].conversion_id;
    expect((await owner.send('DELETE', `/api/owner/leads/${id}`)).statusCode).toBe(204);
    expect((await owner.send('GET', `/api/owner/leads?q=${encodeURIComponent(NEIGHBOUR)}`)).json().total).toBe(1);
    const again = await owner.send('DELETE', `/api/owner/leads/${id}`);
    expect(again.statusCode).toBe(404);
    expect(errorBody(again).code).toBe('BK_ERR_LEAD_NOT_FOUND');
    const { rows } = await t.db.query('SELECT 1 FROM lead_deliveries WHERE account_id = $1 AND conversion_id = $2', [
      account,
      id,
    ]);
    expect(rows).toEqual([]);
    expect((await owner.send('DELETE', `/api/owner/leads/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await owner.send('DELETE', '/api/owner/leads/a%00b')).statusCode).toBe(400);
  });

  it('keeps leads for good by default, and stores the retention period the owner picks', async () => {
    expect((await owner.send('GET', '/api/owner/privacy/retention')).json()).toEqual({ retention_months: null });
    const set = await owner.send('PUT', '/api/owner/privacy/retention', { retention_months: 12 });
    expect(set.statusCode).toBe(200);
    expect((await owner.send('GET', '/api/owner/privacy/retention')).json()).toEqual({ retention_months: 12 });
    for (const body of [{ retention_months: 7 }, { retention_months: '6' }, {}, { retention_months: 6, x: 1 }]) {
      expect((await owner.send('PUT', '/api/owner/privacy/retention', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await owner.send('PUT', '/api/owner/privacy/retention', { retention_months: null })).json()).toEqual({
      retention_months: null,
    });
  });

  it('finds a form submission by an address holding a quote, which JSON text escapes', async () => {
    const odd = 'o"neil\\x@example.test';
    await t.db.query(
      `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields) VALUES ($1, 1, 'f', 'F', $2::jsonb)`,
      [account, JSON.stringify({ correo: odd })],
    );
    const found = (await owner.send('POST', '/api/owner/privacy/export', { email: odd })).json() as PersonExport;
    expect(found.sections.form_submissions).toHaveLength(1);
  });
});

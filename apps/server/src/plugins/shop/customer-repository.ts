/**
 * The shop_customers, shop_customer_sessions and shop_customer_addresses
 * queries (migration 0200), and a customer's own orders. Every query about
 * orders or addresses names the customer, so one customer can never read
 * another's.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@beckon/db';
import type { OrderStatus } from './payment.js';

export interface Customer {
  customerId: string;
  email: string;
  /** Null until the customer chooses a password from the sign-up mail's link. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  cartId: string | null;
}

export type AddressKind = 'facturacion' | 'envio';

export interface Address {
  firstName: string;
  lastName: string;
  address: string;
  postcode: string;
  city: string;
  province: string;
  phone: string;
}

type Row = Record<string, unknown>;

const CUSTOMER_COLUMNS = 'customer_id, email, password_hash, first_name, last_name, display_name, cart_id';

function customerOf(r: Row): Customer {
  return {
    customerId: String(r.customer_id),
    email: String(r.email),
    passwordHash: r.password_hash === null ? null : String(r.password_hash),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    displayName: String(r.display_name),
    cartId: r.cart_id === null ? null : String(r.cart_id),
  };
}

/** The new customer's id, or null when the email already has an account (the unique index decides). */
export async function insertCustomer(
  db: Queryable,
  accountId: string,
  email: string,
  passwordHash: string | null,
): Promise<string | null> {
  const customerId = randomBytes(16).toString('base64url');
  const { rows } = await db.query(
    `INSERT INTO shop_customers (account_id, customer_id, email, password_hash, display_name)
     VALUES ($1, $2, $3, $4, split_part($3, '@', 1))
     ON CONFLICT (account_id, email) DO NOTHING RETURNING customer_id`,
    [accountId, customerId, email, passwordHash],
  );
  return rows.length === 1 ? customerId : null;
}

/**
 * The customer with `email`, made (without a password) when there is none yet: its id, and whether it
 * already had a password. One statement that writes the customer's row either way (a known one is
 * rewritten unchanged), so a new and a known address cost the same.
 */
export async function insertOrFindCustomer(
  db: Queryable,
  accountId: string,
  email: string,
): Promise<{ customerId: string; registered: boolean }> {
  const { rows } = await db.query<{ customer_id: string; registered: boolean }>(
    `INSERT INTO shop_customers (account_id, customer_id, email, password_hash, display_name)
     VALUES ($1, $2, $3, NULL, split_part($3, '@', 1))
     ON CONFLICT (account_id, email) DO UPDATE SET email = EXCLUDED.email
     RETURNING customer_id, password_hash IS NOT NULL AS registered`,
    [accountId, randomBytes(16).toString('base64url'), email],
  );
  const row = rows[0];
  if (!row) throw new Error('the customer upsert returned no row');
  return { customerId: row.customer_id, registered: row.registered };
}

export async function findCustomerByEmail(db: Queryable, accountId: string, email: string): Promise<Customer | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${CUSTOMER_COLUMNS} FROM shop_customers WHERE account_id = $1 AND email = $2`,
    [accountId, email],
  );
  return rows[0] ? customerOf(rows[0]) : null;
}

export async function findCustomer(db: Queryable, accountId: string, customerId: string): Promise<Customer | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${CUSTOMER_COLUMNS} FROM shop_customers WHERE account_id = $1 AND customer_id = $2`,
    [accountId, customerId],
  );
  return rows[0] ? customerOf(rows[0]) : null;
}

export async function insertSession(
  db: Queryable,
  accountId: string,
  sessionId: string,
  customerId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO shop_customer_sessions (account_id, session_id, customer_id, expires_at) VALUES ($1, $2, $3, $4)',
    [accountId, sessionId, customerId, expiresAt],
  );
}

/** The signed-in customer of an unexpired session. */
export async function findSessionCustomer(
  db: Queryable,
  accountId: string,
  sessionId: string,
  now: Date,
): Promise<Customer | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${CUSTOMER_COLUMNS.split(', ')
      .map((c) => `c.${c}`)
      .join(', ')}
     FROM shop_customer_sessions s
     JOIN shop_customers c ON c.account_id = s.account_id AND c.customer_id = s.customer_id
     WHERE s.account_id = $1 AND s.session_id = $2 AND s.expires_at > $3`,
    [accountId, sessionId, now],
  );
  return rows[0] ? customerOf(rows[0]) : null;
}

export async function deleteSession(db: Queryable, accountId: string, sessionId: string): Promise<void> {
  await db.query('DELETE FROM shop_customer_sessions WHERE account_id = $1 AND session_id = $2', [
    accountId,
    sessionId,
  ]);
}

/** Signs the customer out everywhere but `keepSessionId` (after a password change). */
export async function deleteOtherSessions(
  db: Queryable,
  accountId: string,
  customerId: string,
  keepSessionId: string,
): Promise<void> {
  await db.query('DELETE FROM shop_customer_sessions WHERE account_id = $1 AND customer_id = $2 AND session_id <> $3', [
    accountId,
    customerId,
    keepSessionId,
  ]);
}

export async function setCustomerCart(
  db: Queryable,
  accountId: string,
  customerId: string,
  cartId: string | null,
): Promise<void> {
  await db.query('UPDATE shop_customers SET cart_id = $3 WHERE account_id = $1 AND customer_id = $2', [
    accountId,
    customerId,
    cartId,
  ]);
}

/** Saves the account details; false when the new email belongs to another customer. */
export async function updateCustomer(
  db: Queryable,
  accountId: string,
  customerId: string,
  details: { firstName: string; lastName: string; displayName: string; email: string; passwordHash: string | null },
): Promise<boolean> {
  const taken = await db.query(
    'SELECT 1 FROM shop_customers WHERE account_id = $1 AND email = $2 AND customer_id <> $3',
    [accountId, details.email, customerId],
  );
  if (taken.rows.length > 0) return false;
  await db.query(
    `UPDATE shop_customers SET first_name = $3, last_name = $4, display_name = $5, email = $6,
       password_hash = COALESCE($7, password_hash)
     WHERE account_id = $1 AND customer_id = $2`,
    [
      accountId,
      customerId,
      details.firstName,
      details.lastName,
      details.displayName,
      details.email,
      details.passwordHash,
    ],
  );
  return true;
}

export async function addressesOf(
  db: Queryable,
  accountId: string,
  customerId: string,
): Promise<Partial<Record<AddressKind, Address>>> {
  const { rows } = await db.query<Row>(
    `SELECT kind, first_name, last_name, address, postcode, city, province, phone FROM shop_customer_addresses
     WHERE account_id = $1 AND customer_id = $2`,
    [accountId, customerId],
  );
  return Object.fromEntries(
    rows.map((r) => [
      String(r.kind),
      {
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        address: String(r.address),
        postcode: String(r.postcode),
        city: String(r.city),
        province: String(r.province),
        phone: String(r.phone),
      },
    ]),
  );
}

export async function saveAddress(
  db: Queryable,
  accountId: string,
  customerId: string,
  kind: AddressKind,
  a: Address,
): Promise<void> {
  await db.query(
    `INSERT INTO shop_customer_addresses (account_id, customer_id, kind, first_name, last_name, address, postcode,
       city, province, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (account_id, customer_id, kind) DO UPDATE SET first_name = excluded.first_name,
       last_name = excluded.last_name, address = excluded.address, postcode = excluded.postcode,
       city = excluded.city, province = excluded.province, phone = excluded.phone`,
    [accountId, customerId, kind, a.firstName, a.lastName, a.address, a.postcode, a.city, a.province, a.phone],
  );
}

export interface CustomerOrderRow {
  orderNumber: number;
  accessKey: string;
  status: OrderStatus;
  createdAt: Date;
  totalCents: number;
  itemCount: number;
}

/** The customer's orders, newest first. */
export async function ordersOfCustomer(
  db: Queryable,
  accountId: string,
  customerId: string,
): Promise<CustomerOrderRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT o.order_number, o.access_key, o.status, o.created_at, o.total_cents,
       (SELECT COALESCE(SUM(l.quantity), 0) FROM shop_order_lines l
        WHERE l.account_id = o.account_id AND l.order_number = o.order_number) AS item_count
     FROM shop_orders o WHERE o.account_id = $1 AND o.customer_id = $2 ORDER BY o.order_number DESC LIMIT 100`,
    [accountId, customerId],
  );
  return rows.map((r) => ({
    orderNumber: Number(r.order_number),
    accessKey: String(r.access_key),
    status: r.status as OrderStatus,
    createdAt: new Date(r.created_at as string | Date),
    totalCents: Number(r.total_cents),
    itemCount: Number(r.item_count),
  }));
}

/** The access key of one of the customer's orders: null when the order is not theirs. */
export async function customerOrderKey(
  db: Queryable,
  accountId: string,
  customerId: string,
  orderNumber: number,
): Promise<string | null> {
  const { rows } = await db.query<{ access_key: string }>(
    'SELECT access_key FROM shop_orders WHERE account_id = $1 AND customer_id = $2 AND order_number = $3',
    [accountId, customerId, orderNumber],
  );
  return rows[0]?.access_key ?? null;
}

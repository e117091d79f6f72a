/**
 * The hold-stock sweep runs once per account and minute across processes (hold-stock-repository.ts): two
 * processes sweeping at the same moment, again and again, cancel each unpaid card order once, give its
 * stock and coupon use back once, and note it once.
 */
import { type Db, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrders } from '../../src/plugins/shop/hold-stock-repository.js';
import { seedShop } from '../../src/plugins/shop/index.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping hold-stock-once.test.ts: ${SKIP_REASON}`);

const ACCOUNT = 'h0h0h0h0h0h0h';
const NOW = new Date('2026-11-29T10:00:30Z');
const VARIANT = 101;
/** Stripe expiring each order's payment page at once (these orders carry no session). */
const closedByStripe = async () => 'expired' as const;

describe.skipIf(!adminUrl)('the hold-stock sweep across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let a: Db;
  let b: Db;

  const stock = async () =>
    Number(
      (
        await a.query<{ stock: number }>('SELECT stock FROM shop_variants WHERE account_id = $1 AND variant_id = $2', [
          ACCOUNT,
          VARIANT,
        ])
      ).rows[0]?.stock,
    );

  /** An unpaid card order of two units with the coupon, placed `minutesAgo` before NOW, its stock taken. */
  async function unpaidOrder(orderNumber: number, minutesAgo: number): Promise<void> {
    await a.query(
      `INSERT INTO shop_orders (account_id, order_number, access_key, status, payment_method, email, first_name,
         last_name, phone, address, postcode, city, province, coupon_code, subtotal_cents, discount_cents, tax_cents,
         total_cents, created_at)
       VALUES ($1, $2, 'k', 'pending', 'tarjeta', 'x@example.es', 'X', 'Y', '600', 'C', '28001', 'Madrid', 'Madrid',
         'otono', 2980, 100, 500, 2880, $3)`,
      [ACCOUNT, orderNumber, new Date(NOW.getTime() - minutesAgo * 60_000)],
    );
    await a.query(
      `INSERT INTO shop_order_lines (account_id, order_number, line_no, variant_id, product_name, variant_name,
         unit_price_cents, quantity, tax_rate_bp, total_cents, tax_cents)
       VALUES ($1, $2, 1, $3, 'Sérum', '', 1490, 2, 2100, 2880, 500)`,
      [ACCOUNT, orderNumber, VARIANT],
    );
    await a.query('UPDATE shop_variants SET stock = stock - 2 WHERE account_id = $1 AND variant_id = $2', [
      ACCOUNT,
      VARIANT,
    ]);
    await a.query('UPDATE shop_coupons SET used_count = used_count + 1 WHERE account_id = $1 AND code = $2', [
      ACCOUNT,
      'otono',
    ]);
  }

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    a = await database.open();
    b = await database.open();
    await migrate(a);
    await a.query('INSERT INTO accounts (account_id, name) VALUES ($1, $2)', [ACCOUNT, 'h']);
    await seedShop(a, ACCOUNT);
    await a.query(
      `INSERT INTO shop_coupons (account_id, code, kind, amount, min_subtotal_cents, used_count)
       VALUES ($1, 'otono', 'fixed', 100, 0, 0)`,
      [ACCOUNT],
    );
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => database?.drop());

  it('cancels each overdue order once while both processes sweep, leaving the recent one held', async () => {
    const before = await stock();
    for (const n of [1001, 1002, 1003]) await unpaidOrder(n, 90);
    await unpaidOrder(1004, 30);
    expect(await stock()).toBe(before - 8);

    const effects: number[] = [];
    const sweeps = (
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          cancelUnpaidOrders(i % 2 ? a : b, NOW, closedByStripe, async (_tx, _account, n) => {
            effects.push(n);
          }),
        ),
      )
    ).flat();
    expect(sweeps).toEqual([{ accountId: ACCOUNT, cancelled: [1001, 1002, 1003] }]);
    expect(effects.sort()).toEqual([1001, 1002, 1003]);
    expect(await stock()).toBe(before - 2);
    const { rows: coupon } = await a.query<{ used_count: number }>(
      "SELECT used_count FROM shop_coupons WHERE account_id = $1 AND code = 'otono'",
      [ACCOUNT],
    );
    expect(coupon).toEqual([{ used_count: 1 }]);
    const { rows: notes } = await a.query<{ order_number: number; n: number }>(
      `SELECT order_number, count(*)::int AS n FROM shop_order_notes WHERE account_id = $1
        GROUP BY order_number ORDER BY order_number`,
      [ACCOUNT],
    );
    expect(notes).toEqual([
      { order_number: 1001, n: 1 },
      { order_number: 1002, n: 1 },
      { order_number: 1003, n: 1 },
    ]);
  });

  it('leaves the rest of a swept minute alone, and sweeps again the next time', async () => {
    await unpaidOrder(1005, 120);
    // Another process's sweep in the same minute finds it taken: the overdue order waits for the next one.
    expect(await cancelUnpaidOrders(b, new Date(NOW.getTime() + 20_000), closedByStripe, async () => {})).toEqual([]);
    const later = new Date(NOW.getTime() + 31 * 60_000);
    expect(await cancelUnpaidOrders(a, later, closedByStripe, async () => {})).toEqual([
      { accountId: ACCOUNT, cancelled: [1004, 1005] },
    ]);
  });
});

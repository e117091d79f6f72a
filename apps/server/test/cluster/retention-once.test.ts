/**
 * The retention pass runs once per account and day across processes (retention-repository.ts): two
 * processes running it at the same time, again and again, delete exactly the leads and form submissions
 * older than the period, and one pass's row records it.
 */
import { type Db, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../src/plugins/owner/retention-repository.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping retention-once.test.ts: ${SKIP_REASON}`);

const ACCOUNT = 'e7e7e7e7e7e7e';
const NOW = new Date('2026-11-29T10:00:00Z');
const DAY_MS = 86_400_000;

async function addLeads(db: Db, ageDays: number, count: number, prefix: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    await db.query(
      `INSERT INTO conversions (account_id, conversion_id, conversion_key, poptin_id, viewer_id, email, fields, payload,
         ip_hash, created_at)
       VALUES ($1, $2, $2, 'p', 'v', 'x@example.test', '{}', '{}', 'h', $3)`,
      [ACCOUNT, `${prefix}${i}`, new Date(NOW.getTime() - ageDays * DAY_MS)],
    );
    await db.query(
      `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields, created_at)
       VALUES ($1, 1, 'f', 'F', '{}', $2)`,
      [ACCOUNT, new Date(NOW.getTime() - ageDays * DAY_MS)],
    );
  }
}

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [
    ACCOUNT,
  ]);
  return rows[0]?.n ?? 0;
}

describe.skipIf(!adminUrl)('the retention pass across two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let a: Db;
  let b: Db;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    a = await database.open();
    b = await database.open();
    await migrate(a);
    await a.query('INSERT INTO accounts (account_id, name, retention_months) VALUES ($1, $2, 6)', [ACCOUNT, 'r']);
    // Six months before NOW is 29 May: 190 days is older, 175 days is younger.
    await addLeads(a, 190, 30, 'old');
    await addLeads(a, 175, 20, 'young');
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => database?.drop());

  it('deletes exactly what is older than the period, in one pass, while both processes run it', async () => {
    const passes = (await Promise.all(Array.from({ length: 8 }, (_, i) => runRetention(i % 2 ? a : b, NOW)))).flat();
    expect(passes).toEqual([{ accountId: ACCOUNT, leadsDeleted: 30, submissionsDeleted: 30 }]);
    expect(await count(a, 'conversions')).toBe(20);
    expect(await count(a, 'site_form_submissions')).toBe(20);
    const { rows } = await a.query(
      'SELECT leads_deleted, submissions_deleted FROM retention_runs WHERE account_id = $1',
      [ACCOUNT],
    );
    expect(rows).toEqual([{ leads_deleted: 30, submissions_deleted: 30 }]);
  });

  it('waits for the next day once the day has had its pass', async () => {
    await addLeads(a, 200, 5, 'late');
    expect(await runRetention(b, NOW)).toEqual([]);
    expect(await count(a, 'conversions')).toBe(25);
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    expect(await runRetention(a, tomorrow)).toEqual([{ accountId: ACCOUNT, leadsDeleted: 5, submissionsDeleted: 5 }]);
  });
});

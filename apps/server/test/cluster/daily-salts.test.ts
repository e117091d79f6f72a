/**
 * The daily salts are shared through the database (cluster/shared-salt.ts):
 * two processes opening them at once agree on one salt per day, each purpose
 * gets its own key, salts are deleted once their day is two days old, and
 * the visitor-id and lead-IP hashes of two processes agree.
 */
import { type Db, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDailySalts, utcDayOf } from '../../src/cluster/shared-salt.js';
import { createIpHasher } from '../../src/plugins/display/ip-hash.js';
import { createVisitorIdDeriver } from '../../src/plugins/statistics/visitor-id.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase } from './cluster-helpers.js';

const now = Date.now();
const today = utcDayOf(now);
const tomorrow = utcDayOf(now, 1);

describe.each(databases)('daily salts on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await database.open());
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => drop());

  it('creates one salt for today and one for tomorrow, and deletes those older than yesterday', async () => {
    const old = utcDayOf(now, -2);
    const yesterday = utcDayOf(now, -1);
    await db.query('INSERT INTO daily_salts (day, salt) VALUES ($1, $3), ($2, $3)', [old, yesterday, Buffer.alloc(32)]);
    const salts = await openDailySalts(db);
    salts.close();
    const { rows } = await db.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM daily_salts ORDER BY day`,
    );
    expect(rows.map((r) => r.day)).toEqual([yesterday, today, tomorrow]);
  });

  it('derives a different 32-byte key per purpose, and none for a day it has not loaded', async () => {
    const salts = await openDailySalts(db);
    salts.close();
    const visitor = salts.keys('visitor-id')(today);
    const lead = salts.keys('lead-ip')(today);
    expect(visitor?.length).toBe(32);
    expect(lead?.length).toBe(32);
    expect(visitor?.equals(lead as Buffer)).toBe(false);
    expect(
      salts
        .keys('visitor-id')(tomorrow)
        ?.equals(visitor as Buffer),
    ).toBe(false);
    expect(salts.keys('visitor-id')('2001-01-01')).toBeUndefined();
  });
});

describe.skipIf(!adminUrl)('daily salts shared by two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let one: Db;
  let two: Db;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    one = await database.open();
    two = await database.open();
    await migrate(one);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => database?.drop());

  it('gives two processes that open them at the same moment the same keys', async () => {
    const [a, b] = await Promise.all([openDailySalts(one), openDailySalts(two)]);
    a.close();
    b.close();
    for (const day of [today, tomorrow])
      for (const purpose of ['visitor-id', 'lead-ip'] as const)
        expect(
          a
            .keys(purpose)(day)
            ?.equals(b.keys(purpose)(day) as Buffer),
        ).toBe(true);

    // What the routes compute from those keys: one visitor id and one lead IP hash, whichever process answers.
    const clock = () => new Date(now);
    const idA = createVisitorIdDeriver(clock, a.keys('visitor-id')).derive('site', '203.0.113.9', 'UA');
    const idB = createVisitorIdDeriver(clock, b.keys('visitor-id')).derive('site', '203.0.113.9', 'UA');
    expect(idA).toEqual(idB);
    expect(createIpHasher(clock, a.keys('lead-ip')).hash('acct', '203.0.113.9')).toBe(
      createIpHasher(clock, b.keys('lead-ip')).hash('acct', '203.0.113.9'),
    );
    // Without a shared key each process draws its own salt, as before.
    expect(createVisitorIdDeriver(clock).derive('site', '203.0.113.9', 'UA')).not.toEqual(idA);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/connect.js';
import type { Db } from '../src/db.js';
import { writeCommitRecord } from '../src/index.js';

const url = process.env.TEST_DATABASE_URL;
const backends = [
  { name: 'PGlite', open: () => connect({ dataDir: 'memory://' }) },
  ...(url ? [{ name: 'PostgreSQL', open: () => connect({ databaseUrl: url }) }] : []),
];

describe.each(backends)('a commit record for a transaction that writes no row, on $name', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await backend.open();
  }, 120_000);
  afterAll(() => db?.close());

  it('gives the transaction an id that commits with it, as a writing transaction’s does', async () => {
    const xid = await db.transaction(async (tx) => writeCommitRecord(tx));
    expect(xid).toMatch(/^\d+$/);
    const { rows } = await db.query<{ status: string }>('SELECT pg_xact_status($1::xid8) AS status', [xid]);
    expect(rows[0]?.status).toBe('committed');
    // A transaction that only reads gets none: its commit has nothing to wait for.
    const readOnly = await db.transaction(
      async (tx) =>
        (await tx.query<{ xid: string | null }>('SELECT pg_current_xact_id_if_assigned()::text AS xid')).rows[0]?.xid,
    );
    expect(readOnly).toBeNull();
  });
});

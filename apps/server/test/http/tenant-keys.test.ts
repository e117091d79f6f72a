/**
 * The schema distributes on Citus by account_id unchanged: after every
 * migration, each table either is a documented reference table (replicated to
 * every node, reason below) or is distributed by account_id, which Citus can
 * only do when its primary key leads with account_id, every unique index
 * includes it, and every foreign key to another distributed table leads with it
 * on both sides. A reference table may only point at other reference tables.
 * The facts are read from pg_catalog; the rules are a pure function, checked
 * against deliberately wrong tables too.
 */
import type { Queryable } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const TENANT_KEY = 'account_id';

/** Tables that are not distributed by account_id, and why. A new one needs a reason here. */
const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  schema_migrations: 'the migration history of the database itself, not tenant data (local to the coordinator)',
  accounts:
    'the tenant directory: one small row per account, needed on every node and referenced by owners, ' +
    'itself a reference table',
  owners:
    'sign-in starts from the email alone, so the email is unique across the service; a unique index on a ' +
    'column other than account_id is allowed only on a reference table (migration 0020)',
  daily_salts: 'the daily hashing salts (migration 0070) are one global secret per day, not tenant data',
  rate_limit_counts:
    'rate-limit counters keyed by hashed IPs and emails (migration 0080), shared by every process, not tenant data',
  rate_limit_secret: 'the one secret rate-limit keys are hashed with (migration 0080), not tenant data',
  pending_sign_ups:
    'sign-ups waiting for their confirmation link (migration 0090): they exist before their account does',
  mail_outbox:
    'every mail the service sends (migration 0090), sign-up mails included, written before any account exists',
  mail_outbox_attachments: 'the files a mail in mail_outbox carries (migration 0835), kept with their mail',
  site_addresses:
    'a request names only its host, so a site address (a label under the base domain or a custom domain) is ' +
    'unique across the service and looked up before any account is known (migration 0600)',
  store_shops:
    'the loader on a store platform names only its shop domain, so a shop is unique across the service and ' +
    'looked up before any account is known (migration 0720)',
};

interface Constraint {
  table: string;
  name: string;
  kind: 'p' | 'f';
  columns: string[];
  refTable: string | null;
  refColumns: string[] | null;
}

interface SchemaFacts {
  tables: string[];
  constraints: Constraint[];
  /** Unique indexes other than primary keys (UNIQUE constraints included). */
  uniqueIndexes: { table: string; name: string; columns: string[] }[];
}

const columnsOf = (rel: string, keys: string) => `(SELECT array_agg(a.attname::text ORDER BY k.ord)
   FROM unnest(${keys}) WITH ORDINALITY AS k(attnum, ord)
   JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum)`;

async function readSchema(db: Queryable): Promise<SchemaFacts> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const constraints = await db.query<Constraint>(
    `SELECT c.relname::text AS table, con.conname::text AS name, con.contype::text AS kind,
            ${columnsOf('con.conrelid', 'con.conkey')} AS columns,
            f.relname::text AS "refTable",
            ${columnsOf('con.confrelid', 'con.confkey')} AS "refColumns"
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class f ON f.oid = con.confrelid
      WHERE n.nspname = 'public' AND con.contype IN ('p', 'f') ORDER BY 1, 2`,
  );
  const unique = await db.query<{ table: string; name: string; columns: string[] | null }>(
    `SELECT t.relname::text AS table, i.relname::text AS name,
            ${columnsOf('ix.indrelid', 'ix.indkey::int2[]')} AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND ix.indisunique AND NOT ix.indisprimary ORDER BY 1, 2`,
  );
  return {
    tables: tables.rows.map((r) => r.name),
    constraints: constraints.rows,
    uniqueIndexes: unique.rows.map((r) => ({ ...r, columns: r.columns ?? [] })),
  };
}

/** What keeps the schema from distributing on Citus by account_id; empty when nothing does. */
function tenantKeyViolations(facts: SchemaFacts, reference: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const isReference = (table: string) => Object.hasOwn(reference, table);
  for (const table of Object.keys(reference))
    if (!facts.tables.includes(table)) problems.push(`${table}: listed as a reference table but does not exist`);
  for (const table of facts.tables) {
    const pk = facts.constraints.find((c) => c.table === table && c.kind === 'p');
    if (!pk) problems.push(`${table}: has no primary key`);
    if (isReference(table)) {
      for (const fk of facts.constraints.filter((c) => c.table === table && c.kind === 'f'))
        if (fk.refTable && !isReference(fk.refTable))
          problems.push(`${table}: reference table with foreign key ${fk.name} to distributed table ${fk.refTable}`);
      continue;
    }
    if (pk && pk.columns[0] !== TENANT_KEY)
      problems.push(`${table}: primary key (${pk.columns.join(', ')}) does not lead with ${TENANT_KEY}`);
    for (const fk of facts.constraints.filter((c) => c.table === table && c.kind === 'f')) {
      if (fk.refTable && isReference(fk.refTable)) continue;
      if (fk.columns[0] !== TENANT_KEY || fk.refColumns?.[0] !== TENANT_KEY)
        problems.push(
          `${table}: foreign key ${fk.name} (${fk.columns.join(', ')}) → ${fk.refTable} (${fk.refColumns?.join(', ')}) does not lead with ${TENANT_KEY}`,
        );
    }
    for (const index of facts.uniqueIndexes.filter((i) => i.table === table))
      if (!index.columns.includes(TENANT_KEY))
        problems.push(
          `${table}: unique index ${index.name} (${index.columns.join(', ')}) does not include ${TENANT_KEY}`,
        );
  }
  return problems;
}

describe.each(databases)('the tenant key of every table on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.open>>['db'];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await database.open());
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => drop());

  it('leads every primary and foreign key with account_id, or the table is a documented reference table', async () => {
    const facts = await readSchema(db);
    expect(facts.tables).toContain('popups');
    expect(tenantKeyViolations(facts, REFERENCE_TABLES)).toEqual([]);
  });

  it('has no trigger with transition tables, which Citus does not run on distributed tables', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT c.relname || '.' || t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgnewtable IS NOT NULL OR t.tgoldtable IS NOT NULL`,
    );
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('names each deliberately wrong table and what is wrong with it', async () => {
    const reference = { ...REFERENCE_TABLES, ref_to_popups: 'test', gone_table: 'test' };
    const rollback = new Error('rollback');
    let problems: string[] = [];
    // Created inside a transaction that is rolled back, so the database is left as the migrations made it.
    await db
      .transaction(async (tx) => {
        await tx.exec(`
          CREATE TABLE wrong_pk (id text PRIMARY KEY, account_id text NOT NULL);
          CREATE TABLE no_pk (account_id text NOT NULL);
          CREATE TABLE wrong_fk (
            account_id text NOT NULL, id text NOT NULL, PRIMARY KEY (account_id, id),
            CONSTRAINT wrong_fk_to_pk FOREIGN KEY (id) REFERENCES wrong_pk (id));
          CREATE UNIQUE INDEX wrong_unique ON wrong_fk (id);
          CREATE TABLE ref_to_popups (
            account_id text NOT NULL, poptin_id text NOT NULL, PRIMARY KEY (account_id, poptin_id),
            CONSTRAINT ref_to_popups_fk FOREIGN KEY (account_id, poptin_id) REFERENCES popups (account_id, poptin_id));
        `);
        problems = tenantKeyViolations(await readSchema(tx), reference);
        throw rollback;
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
      });
    expect(problems.sort()).toEqual([
      'gone_table: listed as a reference table but does not exist',
      'no_pk: has no primary key',
      'ref_to_popups: reference table with foreign key ref_to_popups_fk to distributed table popups',
      'wrong_fk: foreign key wrong_fk_to_pk (id) → wrong_pk (id) does not lead with account_id',
      'wrong_fk: unique index wrong_unique (id) does not include account_id',
      'wrong_pk: primary key (id) does not lead with account_id',
    ]);
    expect((await readSchema(db)).tables).not.toContain('wrong_pk');
  });
});

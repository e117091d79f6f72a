/**
 * The row count of every shop table (every `shop_*` table the migrations
 * made, read from the catalogue so a new one is counted too): the fuzzer's
 * proof that a refused shop request stored nothing.
 */
import type { Db, Queryable } from '@beckon/db';
import type { RowCounts } from './fuzz-harness.js';

/**
 * A statement that can change a row count: an UPDATE cannot, and the shop tables have no triggers (a
 * SELECT of a function that inserts would go unseen).
 */
const ADDS_OR_REMOVES = /\b(INSERT|DELETE|MERGE|TRUNCATE|COPY)\b/i;
const SHOP_TABLE = /\bshop_[a-z_]+/gi;

interface Catalogue {
  tables: string[];
  /** The shop tables whose foreign keys point at each table: a delete there can reach them. */
  referencing: Map<string, string[]>;
}

async function readCatalogue(db: Queryable): Promise<Catalogue> {
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE 'shop\\_%' ORDER BY table_name`,
    )
  ).rows.map((r) => r.table_name);
  if (tables.length === 0) throw new Error('no shop tables to count');
  const keys = await db.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid::regclass::text LIKE 'shop\\_%'`,
  );
  const referencing = new Map<string, string[]>();
  for (const { child, parent } of keys.rows) referencing.set(parent, [...(referencing.get(parent) ?? []), child]);
  return { tables, referencing };
}

/**
 * Counting every table costs milliseconds on PGlite and the shop's fuzz files send some 60,000
 * requests, so after the first count a table is counted again only once the app has run a statement
 * as above that names it, or names a table its foreign keys point at (a cascading delete), in a
 * transaction or not. Watches `db` from the call on: call it once per database.
 */
export function shopRowCounts(db: Db): RowCounts {
  const counts: Record<string, number> = {};
  let catalogue: Promise<Catalogue> | undefined;
  let all = true;
  const named = new Set<string>();
  const see = (sql: string) => {
    if (ADDS_OR_REMOVES.test(sql)) for (const [table] of sql.matchAll(SHOP_TABLE)) named.add(table.toLowerCase());
  };
  const watch = (on: Queryable): Queryable => ({
    query<T>(sql: string, params?: readonly unknown[]) {
      see(sql);
      return on.query<T>(sql, params);
    },
    exec(sql) {
      see(sql);
      return on.exec(sql);
    },
    insertRows(table, columns, rows, then) {
      see(`INSERT INTO ${table}; ${then ?? ''}`);
      return on.insertRows(table, columns, rows, then);
    },
  });
  const plain: Queryable = { query: db.query.bind(db), exec: db.exec.bind(db), insertRows: db.insertRows.bind(db) };
  Object.assign(db, watch(plain));
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) => transaction((tx) => fn(watch(tx)));
  return async () => {
    catalogue ??= readCatalogue(plain);
    const { tables, referencing } = await catalogue;
    const reached = new Set<string>();
    const reach = (table: string) => {
      if (reached.has(table) || !tables.includes(table)) return;
      reached.add(table);
      for (const child of referencing.get(table) ?? []) reach(child);
    };
    for (const table of all ? tables : named) reach(table);
    all = false;
    named.clear();
    if (reached.size > 0) {
      const list = [...reached].map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`);
      Object.assign(counts, (await plain.query<Record<string, number>>(`SELECT ${list.join(', ')}`)).rows[0]);
    }
    // A copy: the harness keeps the counts before a request to compare with those after it.
    return { ...counts };
  };
}

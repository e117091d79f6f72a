/**
 * The one write path for batched appends: group commit (group-commit.ts) over
 * a batch written as ONE statement or one simple query, so it commits whole or
 * not at all, and each writer is answered only after that commit.
 *
 * How a batch is written is decided here, per backend, never by the caller:
 * - PGlite: COPY from a CSV blob (Db.insertRows), the cheapest way PGlite has
 *   to take many rows, with `call` in the same simple query, so in the same
 *   implicit transaction. COPY knows no ON CONFLICT: with `onConflict`, a batch
 *   that meets a stored key fails whole having stored nothing and is written
 *   the other way; the batches after it go that way too until one meets no
 *   stored key (retries come in bursts: after a restart, after a lost answer).
 * - PostgreSQL, and the batches above: one INSERT … SELECT over
 *   json_populate_recordset (one text parameter, cheaper to send and to parse
 *   than a parameter per value), with `call` in the same statement.
 *
 * `call` names a function of the migrations rather than taking SQL from the
 * caller, so a rule such as "which lead needs a delivery" is written once, in
 * the database, whichever way a batch went.
 */
import type { Db } from './db.js';
import { createGroupCommitter, type GroupCommitter } from './group-commit.js';
import { checkIdentifiers, jsonRows } from './insert-rows.js';

type Values = readonly unknown[];
type ResultRow = Record<string, unknown>;

export interface AppendSpec<T> {
  table: string;
  /** The columns written, in the order `values` gives them. */
  columns: readonly string[];
  values(item: T): Values;
  /**
   * ON CONFLICT (key) DO NOTHING: an item whose key is stored already, or
   * comes earlier in its batch, is not stored again. With `returning` (one of
   * `columns`), each item gets back that column's stored value for its key
   * (AppendedBatch.returned), so a retry learns what its first try stored.
   * Key columns are text.
   */
  onConflict?: { key: readonly string[]; returning?: string };
  /**
   * A function of the migrations, called in the rows' own transaction with,
   * for each of `args` (text columns among `columns`), the array of its values
   * over the rows the batch stored; rows skipped for their key are left out.
   * The rows it returns, when it returns a table, come back in
   * AppendedBatch.called.
   */
  call?: { fn: string; args: readonly string[] };
}

export interface AppendedBatch {
  /** The rows `call` returned. */
  readonly called: readonly ResultRow[];
  /** With onConflict.returning: the stored value for the key of the batch's `index`th item, whoever stored it. */
  returned(index: number): unknown;
}

export interface AppendWriterOptions<T> extends AppendSpec<T> {
  /** As in GroupCommitOptions. */
  maxBatch?: number;
  lingerMs?: number;
  refillMs?: number;
  /** Called after each batch committed, before its writers are answered. */
  afterCommit?(items: readonly T[]): void;
}

const UNIQUE_VIOLATION = '23505';

/** The fields that make a key, length-prefixed so ('a:b', 'c') and ('a', 'b:c') stay apart. */
function keyText(values: Values, at: readonly number[]): string {
  let key = '';
  for (const i of at) {
    const v = String(values[i]);
    key += `${v.length}:${v}`;
  }
  return key;
}

function positionOf(columns: readonly string[], name: string): number {
  const i = columns.indexOf(name);
  if (i < 0) throw new Error(`${name} is not one of the columns written`);
  return i;
}

/** Values as one SQL array literal ('{"a","b"}'), or null when one holds a NUL, which SQL text cannot carry. */
export function arrayLiteral(values: readonly unknown[]): string | null {
  const parts: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) {
      parts.push('NULL');
      continue;
    }
    const text = String(value);
    if (text.includes('\0')) return null;
    parts.push(/["\\]/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`);
  }
  const literal = `{${parts.join(',')}}`;
  return literal.includes("'") ? `'${literal.replaceAll("'", "''")}'` : `'${literal}'`;
}

/** The statements of the multi-row form, built once per spec. */
function statementsOf({ table, columns, onConflict, call }: Omit<AppendSpec<unknown>, 'values'>) {
  const key = onConflict?.key ?? [];
  const stored = onConflict?.returning === undefined ? key : [...key, onConflict.returning];
  const list = columns.join(', ');
  const insert = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)${
    onConflict ? ` ON CONFLICT (${key.join(', ')}) DO NOTHING` : ''
  }`;
  // `stored`: the keys (and `returning`) of the rows inserted; `called`: what `call` returned. Scalar
  // subqueries of a one-row SELECT, so each runs once whatever the other finds.
  const outputs: string[] = [];
  if (onConflict) outputs.push(`(SELECT json_agg(json_build_array(${stored.join(', ')})) FROM ins) AS stored`);
  if (call) {
    const arrays = call.args.map((a, i) => `array_agg(${a}) AS a${i}`).join(', ');
    const invocation = `${call.fn}(${call.args.map((_, i) => `x.a${i}`).join(', ')})`;
    outputs.push(`(SELECT json_agg(f) FROM (SELECT ${arrays} FROM ins) x, ${invocation} AS f) AS called`);
  }
  const returning = [...new Set([...stored, ...(call?.args ?? [])])].join(', ');
  return {
    /** Every row, `call` and what was stored, in one statement. */
    full: outputs.length === 0 ? insert : `WITH ins AS (${insert} RETURNING ${returning}) SELECT ${outputs.join(', ')}`,
    /** The rows alone, when nothing needs to come back. */
    plain: insert,
    /** The stored `returning` of keys the batch did not insert. */
    find:
      `SELECT json_build_array(${stored.join(', ')}) AS stored FROM ${table} WHERE (${key.join(', ')}) IN ` +
      `(SELECT ${key.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json))`,
  };
}

/** Writes one batch at a time for `spec`, remembering whether the last one met a stored key. */
function createAppender<T>(db: Db, spec: AppendSpec<T>): (items: readonly T[]) => Promise<AppendedBatch> {
  const { table, columns, onConflict, call } = spec;
  const returning = onConflict?.returning;
  checkIdentifiers(table, [...columns, ...(onConflict?.key ?? []), ...(call?.args ?? [])]);
  if (call) checkIdentifiers(call.fn, []);
  const keyAt = (onConflict?.key ?? []).map((name) => positionOf(columns, name));
  const argAt = (call?.args ?? []).map((name) => positionOf(columns, name));
  const returningAt = returning === undefined ? -1 : positionOf(columns, returning);
  const storedKeyAt = keyAt.map((_, i) => i);
  const sql = statementsOf(spec);
  const copy = db.kind === 'pglite';
  let metStoredKey = false;

  /** `call` for the COPY's simple query (which takes no parameters); null when a value cannot be written in SQL. */
  const callSql = (rows: readonly Values[]): string | null | undefined => {
    if (!call) return undefined;
    const literals: string[] = [];
    for (const at of argAt) {
      const literal = arrayLiteral(rows.map((row) => row[at]));
      if (literal === null) return null;
      literals.push(literal);
    }
    return `SELECT * FROM ${call.fn}(${literals.join(', ')})`;
  };

  return async (items) => {
    const all = items.map((item) => spec.values(item));
    const keys = onConflict ? all.map((values) => keyText(values, keyAt)) : [];
    // Two items with one key in a batch: the first is stored, both get its `returning`.
    const first = new Map<string, Values>();
    keys.forEach((k, i) => {
      if (!first.has(k)) first.set(k, all[i] as Values);
    });
    const rows = !onConflict || first.size === all.length ? all : [...first.values()];
    const returnedByKey = new Map<string, unknown>();
    const answered = (called: readonly ResultRow[]): AppendedBatch => ({
      called,
      returned(index) {
        const k = keys[index];
        if (k === undefined || !returnedByKey.has(k)) throw new Error(`${table}: a row was neither stored nor found`);
        return returnedByKey.get(k);
      },
    });

    if (copy && !(onConflict && metStoredKey)) {
      const follow = callSql(rows);
      if (follow !== null) {
        try {
          const { rows: called } = await db.insertRows(table, columns, rows, follow);
          if (returningAt >= 0) for (const [k, row] of first) returnedByKey.set(k, row[returningAt]);
          return answered(called);
        } catch (err) {
          if (!onConflict || (err as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw err;
        }
      }
    } else if (!copy && !call && returning === undefined) {
      // Nothing to bring back: the rows alone, by way of the same primitive COPY uses.
      if (onConflict) await db.query(sql.plain, [jsonRows(columns, rows)]);
      else await db.insertRows(table, columns, rows);
      return answered([]);
    }

    const { rows: out } = await db.query<{ stored: Values[] | null; called: unknown[] | null }>(sql.full, [
      jsonRows(columns, rows),
    ]);
    const stored = out[0]?.stored ?? [];
    if (onConflict) metStoredKey = stored.length < rows.length;
    if (returning !== undefined) {
      for (const entry of stored) returnedByKey.set(keyText(entry, storedKeyAt), entry[keyAt.length]);
      const missing: Values[] = [];
      for (const [k, row] of first) if (!returnedByKey.has(k)) missing.push(row);
      if (missing.length > 0) {
        // Keys stored by an earlier batch, or by another process while this statement waited on the key's
        // index entry: committed by now, so this query's fresh snapshot finds them.
        const { rows: found } = await db.query<{ stored: Values }>(sql.find, [jsonRows(columns, missing)]);
        for (const { stored: entry } of found) returnedByKey.set(keyText(entry, storedKeyAt), entry[keyAt.length]);
      }
    }
    // A function returning void answers one value that is not a row.
    return answered((out[0]?.called ?? []).filter((row): row is ResultRow => typeof row === 'object' && row !== null));
  };
}

/** Appends one batch now, without group commit (seeding, imports, tests), the same way appendWriter does. */
export function appendRows<T>(db: Db, spec: AppendSpec<T>, items: readonly T[]): Promise<AppendedBatch> {
  return createAppender(db, spec)(items);
}

/** Group-committed appends; each write resolves once its batch committed. */
export function appendWriter<T>(db: Db, options: AppendWriterOptions<T>): GroupCommitter<T, void>;
/** The same, each write resolving to its item's `answer`. */
export function appendWriter<T, R>(
  db: Db,
  options: AppendWriterOptions<T> & { answer(items: readonly T[], batch: AppendedBatch): R[] },
): GroupCommitter<T, R>;
export function appendWriter<T, R>(
  db: Db,
  options: AppendWriterOptions<T> & { answer?(items: readonly T[], batch: AppendedBatch): R[] },
): GroupCommitter<T, R | undefined> {
  const append = createAppender(db, options);
  const { answer, afterCommit } = options;
  return createGroupCommitter<T, R | undefined>({
    maxBatch: options.maxBatch,
    lingerMs: options.lingerMs,
    refillMs: options.refillMs,
    async flush(items) {
      const batch = await append(items);
      afterCommit?.(items);
      return answer ? answer(items, batch) : items.map(() => undefined);
    },
  });
}

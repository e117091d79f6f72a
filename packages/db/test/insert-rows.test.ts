/**
 * Db.insertRows stores exactly what it was given, on both backends: hostile
 * text (quotes, commas, newlines, backslashes, SQL and markup, non-ASCII),
 * NULL apart from the empty string, dates and JSON; and nothing at all when
 * the batch is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db.js';
import { csvOf } from '../src/insert-rows.js';
import { testBackends } from './backends.js';

const backends = testBackends('insert_rows');

const HOSTILE = [
  '',
  'plain',
  'a "quoted" word, and a comma',
  'line one\nline two\r\nline three',
  'back\\slash \\N \\. end',
  "'); DROP TABLE t; --",
  '<script>alert(1)</script>',
  'עברית · español ñ · 表情 😀',
  '"',
  ',',
];

describe('csvOf', () => {
  it('quotes every value, doubles quotes and leaves NULL as an empty unquoted field', () => {
    expect(
      csvOf([
        ['a"b', null, ''],
        [1, true, new Date('2026-01-02T03:04:05Z')],
      ]),
    ).toBe('"a""b",,""\n"1","true","2026-01-02T03:04:05.000Z"\n');
  });
});

describe.each(backends)('insertRows on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await db.exec(
      'CREATE TABLE t (id int PRIMARY KEY, label text, at timestamptz, day date, data json, n bigint CHECK (n >= 0))',
    );
  }, 60_000);

  afterAll(async () => {
    await dispose();
  });

  it('stores hostile text, NULL, dates and JSON exactly as given', async () => {
    const at = new Date('2026-11-21T10:00:00.123Z');
    const rows: unknown[][] = HOSTILE.map((label, i) => [i, label, at, '2026-11-21', { label, i }, i]);
    rows.push([HOSTILE.length, null, null, null, null, null]);
    await db.insertRows('t', ['id', 'label', 'at', 'day', 'data', 'n'], rows);
    const { rows: stored } = await db.query<{
      id: number;
      label: string | null;
      at: Date | null;
      day: string | null;
      data: unknown;
    }>("SELECT id, label, at, to_char(day, 'YYYY-MM-DD') AS day, data FROM t ORDER BY id");
    expect(stored.map((r) => r.label)).toEqual([...HOSTILE, null]);
    expect(stored.slice(0, -1).every((r) => new Date(r.at as Date).getTime() === at.getTime())).toBe(true);
    expect(stored.map((r) => r.day)).toEqual([...HOSTILE.map(() => '2026-11-21'), null]);
    expect(stored[3]?.data).toEqual({ label: HOSTILE[3], i: 3 });
    expect(stored.at(-1)?.at).toBeNull();
  });

  it('stores nothing of a batch that one row makes fail', async () => {
    const before = await db.query<{ n: string }>('SELECT count(*) AS n FROM t');
    await expect(
      db.insertRows(
        't',
        ['id', 'label', 'n'],
        [
          [100, 'fine', 1],
          [101, 'breaks the check', -1],
        ],
      ),
    ).rejects.toThrow();
    const after = await db.query<{ n: string }>('SELECT count(*) AS n FROM t');
    expect(after.rows[0]?.n).toEqual(before.rows[0]?.n);
  });

  it('commits the rows and the statement given after them together, or neither', async () => {
    await db.exec('CREATE TABLE t_then (id int CHECK (id > 0))');
    const count = async (table: string) =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
    await db.insertRows(
      't',
      ['id', 'label'],
      [[200, 'with then']],
      'INSERT INTO t_then SELECT id FROM t WHERE id = 200',
    );
    expect([await count('t'), await count('t_then')]).toEqual([HOSTILE.length + 2, 1]);
    // The statement after fails: the rows are not stored either.
    await expect(db.insertRows('t', ['id'], [[201]], 'INSERT INTO t_then VALUES (-1)')).rejects.toThrow();
    // A row fails (a key already stored): the statement after stores nothing, and the error keeps its SQLSTATE.
    await expect(db.insertRows('t', ['id'], [[200]], 'INSERT INTO t_then VALUES (5)')).rejects.toMatchObject({
      code: '23505',
    });
    expect([await count('t'), await count('t_then')]).toEqual([HOSTILE.length + 2, 1]);
  });

  it('refuses table and column names that are not plain identifiers', async () => {
    await expect(db.insertRows('t; DROP TABLE t', ['id'], [[1]])).rejects.toThrow(/identifier/);
    await expect(db.insertRows('t', ['id) --'], [[1]])).rejects.toThrow(/identifier/);
  });
});

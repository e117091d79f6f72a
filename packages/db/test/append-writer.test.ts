/**
 * appendWriter, the one write path for batched appends, on both backends:
 * each writer is answered only after its batch committed; what is stored is
 * exactly what was given, whichever way the batch went (COPY, or the one
 * statement); a key stored before is not stored again and its first value
 * comes back; `call` sees only the rows stored, commits with them or not at
 * all, and its rows come back; a row the database refuses fails alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppendSpec, appendRows, appendWriter, arrayLiteral } from '../src/append-writer.js';
import { connect } from '../src/connect.js';
import type { Db } from '../src/db.js';
import { RowRejectedError } from '../src/group-commit.js';
import { testBackends } from './backends.js';

const backends = testBackends('append_writer');

const HOSTILE = [
  '',
  'plain',
  'a "quoted" word, and a comma',
  "it's",
  "''",
  'line one\nline two\r\nline three',
  'back\\slash \\N \\. end\\',
  '{braces}, {"a":1}',
  'NULL',
  ' padded ',
  "'); DROP TABLE t; --",
  'עברית · español ñ · 表情 😀',
  '"',
  ',',
];
const NUL = String.fromCharCode(0);

interface Lead {
  account: string;
  key: string;
  id: string;
  note: string | null;
}

const SCHEMA = `
CREATE TABLE leads (
  account text NOT NULL,
  key text NOT NULL,
  id text NOT NULL,
  note text CHECK (note IS DISTINCT FROM 'refused'),
  PRIMARY KEY (account, id),
  UNIQUE (account, key)
);
CREATE TABLE plain_rows (id int PRIMARY KEY, label text, at timestamptz, data json);
-- What the called function saw: one row per argument pair, refused for one value.
CREATE TABLE then_log (account text NOT NULL, id text NOT NULL CHECK (id <> 'then-refuses'));
CREATE FUNCTION log_leads(accounts text[], ids text[]) RETURNS TABLE (account text, id text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY INSERT INTO then_log AS l (account, id) SELECT * FROM unnest(accounts, ids) RETURNING l.account, l.id;
END
$$;`;

const leadColumns = ['account', 'key', 'id', 'note'] as const;
const leads: AppendSpec<Lead> = {
  table: 'leads',
  columns: leadColumns,
  values: (lead) => leadColumns.map((c) => lead[c]),
  onConflict: { key: ['account', 'key'], returning: 'id' },
  call: { fn: 'log_leads', args: ['account', 'id'] },
};

describe('arrayLiteral', () => {
  it('writes every value so that PostgreSQL reads it back unchanged, and refuses a NUL', async () => {
    const db = await connect({ dataDir: 'memory://' });
    try {
      const values = [...HOSTILE, null];
      const literal = arrayLiteral(values) as string;
      const { rows } = await db.query<{ a: (string | null)[] }>(`SELECT ${literal}::text[] AS a`);
      expect(rows[0]?.a).toEqual(values);
      expect(arrayLiteral(['fine', `nul${NUL}`])).toBeNull();
    } finally {
      await db.close();
    }
  });
});

describe.each(backends)('appendWriter on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let seq = 0;
  const lead = (over: Partial<Lead> = {}): Lead => {
    const n = seq++;
    return { account: 'acc1', key: `k${n}`, id: `id${n}`, note: null, ...over };
  };
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).rows[0]?.n);

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await db.exec(SCHEMA);
  }, 60_000);

  afterAll(async () => {
    await dispose();
  });

  it('answers each writer only once its row is committed, in batches', async () => {
    const writer = appendWriter<number>(db, {
      table: 'plain_rows',
      columns: ['id', 'label'],
      values: (id) => [id, `row ${id}`],
    });
    const ids = Array.from({ length: 60 }, (_, i) => 1000 + i);
    const seen = await Promise.all(
      ids.map(async (id) => {
        await writer.write(id);
        // A fresh query from outside the writer finds the row the moment the write resolves.
        return count('plain_rows', 'id = $1', [id]);
      }),
    );
    expect(seen).toEqual(ids.map(() => 1));
    expect(writer.stats.batches).toBeLessThan(ids.length);
  });

  it('stores hostile text, NULL, dates and JSON exactly as given', async () => {
    const at = new Date('2026-11-21T10:00:00.123Z');
    const items = [...HOSTILE.map((label, i) => ({ id: i, label })), { id: HOSTILE.length, label: null }];
    await appendRows(
      db,
      {
        table: 'plain_rows',
        columns: ['id', 'label', 'at', 'data'],
        values: (r: { id: number; label: string | null }) => [
          r.id,
          r.label,
          r.label === null ? null : at,
          { l: r.label },
        ],
      },
      items,
    );
    const { rows } = await db.query<{ label: string | null; at: Date | null; data: { l: string | null } }>(
      'SELECT label, at, data FROM plain_rows WHERE id < 1000 ORDER BY id',
    );
    expect(rows.map((r) => r.label)).toEqual([...HOSTILE, null]);
    expect(rows.map((r) => r.data.l)).toEqual([...HOSTILE, null]);
    expect(rows.slice(0, -1).every((r) => new Date(r.at as Date).getTime() === at.getTime())).toBe(true);
    expect(rows.at(-1)?.at).toBeNull();
  });

  it('stores hostile keys and passes them to `call` unchanged, the batch going either way', async () => {
    const first = HOSTILE.map((text, i) => lead({ account: text, key: text, id: `h${i}${text}` }));
    const firstIds = (await appendRows(db, leads, first)).returned;
    expect(first.map((_, i) => firstIds(i))).toEqual(first.map((l) => l.id));
    // Every key again, with new ids, beside new keys: the stored ids come back and nothing is stored twice.
    const again = [
      ...first.map((l) => ({ ...l, id: `${l.id}-again` })),
      ...HOSTILE.map((text, i) => lead({ account: text, key: `${text}-2`, id: `h2${i}` })),
    ];
    const batch = await appendRows(db, leads, again);
    expect(again.map((_, i) => batch.returned(i))).toEqual([
      ...first.map((l) => l.id),
      ...again.slice(first.length).map((l) => l.id),
    ]);
    const { rows } = await db.query<{ account: string; id: string }>(
      "SELECT account, id FROM then_log WHERE id LIKE 'h%'",
    );
    const logged = rows.map((r) => JSON.stringify([r.account, r.id])).sort();
    const stored = [...first, ...again.slice(first.length)].map((l) => JSON.stringify([l.account, l.id])).sort();
    expect(logged).toEqual(stored);
  });

  it('stores a key once, however often it comes, and answers every item with its first id', async () => {
    const writer = appendWriter<Lead, unknown>(db, {
      ...leads,
      answer: (items, b) => items.map((_, i) => b.returned(i)),
    });
    const a = lead();
    const b = lead();
    // The same key twice in one batch, beside a new one.
    const firstRound = await Promise.all([writer.write(a), writer.write({ ...a, id: 'other-id' }), writer.write(b)]);
    expect(firstRound).toEqual([a.id, a.id, b.id]);
    // Then a retry alone, a retry with a new key, and a new key alone: each in a batch of its own.
    expect(await writer.write({ ...a, id: 'retry-id' })).toBe(a.id);
    expect(await Promise.all([writer.write({ ...b, id: 'retry-2' }), writer.write(lead({ id: 'fresh-1' }))])).toEqual([
      b.id,
      'fresh-1',
    ]);
    expect(await writer.write(lead({ id: 'fresh-2' }))).toBe('fresh-2');
    expect(await count('leads', 'key = $1', [a.key])).toBe(1);
    // `call` saw each stored row once and never an id that was not stored.
    expect(await count('then_log', 'id = ANY($1)', [[a.id, b.id, 'fresh-1', 'fresh-2']])).toBe(4);
    expect(await count('then_log', 'id = ANY($1)', [['other-id', 'retry-id', 'retry-2']])).toBe(0);
  });

  it('brings back the rows `call` returned, for the rows stored only', async () => {
    const a = lead();
    const batch = await appendRows(db, leads, [a, { ...a, id: 'twin' }, lead({ id: 'solo' })]);
    expect(new Set(batch.called.map((r) => r.id))).toEqual(new Set([a.id, 'solo']));
    const retry = await appendRows(db, leads, [{ ...a, id: 'retried' }]);
    expect(retry.called).toEqual([]);
  });

  it('rejects a row the database refuses alone, its `call` included, and commits the rest', async () => {
    const writer = appendWriter<Lead, unknown>(db, {
      ...leads,
      answer: (items, b) => items.map((_, i) => b.returned(i)),
    });
    const good = Array.from({ length: 20 }, () => lead());
    const bad = [
      lead({ note: 'refused' }),
      lead({ id: 'then-refuses' }),
      lead({ note: `nul${NUL}` }),
      lead({ id: `nul-in-then${NUL}` }),
    ];
    const items = [...good.slice(0, 10), ...bad, ...good.slice(10)];
    const results = await Promise.allSettled(items.map((item) => writer.write(item)));
    const byItem = new Map(items.map((item, i) => [item, results[i]]));
    for (const item of good) expect(byItem.get(item)).toEqual({ status: 'fulfilled', value: item.id });
    for (const item of bad) {
      const result = byItem.get(item) as PromiseRejectedResult;
      expect(result.status).toBe('rejected');
      expect(result.reason).toBeInstanceOf(RowRejectedError);
    }
    expect(await count('leads', 'key = ANY($1)', [good.map((l) => l.key)])).toBe(good.length);
    expect(await count('then_log', 'id = ANY($1)', [good.map((l) => l.id)])).toBe(good.length);
    expect(await count('leads', 'key = ANY($1)', [bad.map((l) => l.key)])).toBe(0);
    // (A NUL cannot be a query parameter either: that id is looked for without it.)
    const badIds = bad.map((l) => l.id.replace(NUL, ''));
    expect(await count('then_log', 'id = ANY($1) OR id LIKE $2', [badIds, 'nul-in-then%'])).toBe(0);
  });

  it('keeps keys apart that would run together', async () => {
    const batch = await appendRows(db, leads, [
      lead({ account: 'a:b', key: 'c', id: 'apart-1' }),
      lead({ account: 'a', key: 'b:c', id: 'apart-2' }),
    ]);
    expect([batch.returned(0), batch.returned(1)]).toEqual(['apart-1', 'apart-2']);
  });

  it('refuses table, column and function names that are not plain identifiers', () => {
    expect(() => appendWriter(db, { ...leads, table: 'leads; DROP TABLE leads' })).toThrow(/identifier/);
    expect(() => appendWriter(db, { ...leads, call: { fn: 'log_leads(); --', args: ['id'] } })).toThrow(/identifier/);
    expect(() => appendWriter(db, { ...leads, call: { fn: 'log_leads', args: ['nope'] } })).toThrow(/columns/);
  });
});

/**
 * The address indexes behind a privacy export and erasure (migration 0735) find exactly what reading every
 * row finds: a submission whose value is the address, a mail naming it as a whole address, over texts that
 * put the address at the edges, inside punctuation, inside a longer address and nowhere.
 */
import type { Db } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const ACCOUNT = 'ac0000000000a';
const TEXTS = [
  'ana@x.es',
  'Email: ana@x.es.',
  'Email: <ANA@X.ES>, thanks',
  'mailto:ana@x.es?subject=hi',
  'Write to bob.ana@x.es or ana@x.es.com',
  "o'brien@x.es and ana@x.es+tag",
  'nothing here at all',
  'xana@x.es',
  'ana@x.esp',
  '(ana@x.es)\nana@x',
  `${'!'.repeat(40)}@${'!'.repeat(40)} ana@x.es`,
  'ana@x.es@ana@x.es',
];
const EMAILS = ['ana@x.es', "o'brien@x.es", 'bob.ana@x.es', 'ana@x.es.com', 'brien@x.es', 'ana@x', 'nobody@x.es'];
/** The whole-address pattern person-repository.ts builds. */
const whole = (email: string) => `(^|[^a-z0-9._%+-])${email.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')}($|[^a-z0-9_-])`;

describe.each(databases)('the person lookup indexes on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await database.open());
    for (const [i, text] of TEXTS.entries()) {
      await db.query(
        `INSERT INTO mail_outbox (account_id, kind, to_address, subject, body_text) VALUES ($1, 'notice', 'o@shop.example', $2, $3)`,
        [ACCOUNT, `Mail ${i}`, text],
      );
    }
    const submissions = [
      { email: ' ANA@x.es ' },
      { emails: ['x@y.es', 'ana@x.es'] },
      { message: 'My address is ana@x.es' },
      { email: "o'brien@x.es", long: 'a@'.repeat(5000) },
      { email: 'ana@x.es.com' },
    ];
    for (const fields of submissions) {
      await db.query(
        `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields) VALUES ($1, 1, 'f', 'F', $2)`,
        [ACCOUNT, JSON.stringify(fields)],
      );
    }
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await drop();
  }, HOOK_TIMEOUT_MS);

  const ids = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id).sort();

  it.each(EMAILS)('finds the same mails naming %s as a full scan does', async (email) => {
    const scanned = await ids(
      `SELECT mail_id::text AS id FROM mail_outbox WHERE account_id = $1
         AND strpos(lower(body_text || ' ' || subject), $2) > 0 AND (body_text ~* $3 OR subject ~* $3)`,
      [ACCOUNT, email, whole(email)],
    );
    const indexed = await ids(
      `SELECT mail_id::text AS id FROM mail_outbox WHERE account_id = $1
         AND addresses_named_in(lower(body_text || ' ' || subject)) && ARRAY[$2, '*']::text[]
         AND strpos(lower(body_text || ' ' || subject), $2) > 0 AND (body_text ~* $3 OR subject ~* $3)`,
      [ACCOUNT, email, whole(email)],
    );
    expect(indexed).toEqual(scanned);
    if (email === 'ana@x.es') expect(scanned.length).toBeGreaterThan(5);
  });

  it.each(EMAILS)('finds the same submissions holding %s as a full scan does', async (email) => {
    const scanned = await ids(
      `SELECT submission_id::text AS id FROM site_form_submissions WHERE account_id = $1 AND EXISTS (
         SELECT 1 FROM jsonb_each(fields) f
          WHERE (jsonb_typeof(f.value) = 'string' AND lower(btrim(f.value #>> '{}')) = $2)
             OR (jsonb_typeof(f.value) = 'array'
                 AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(f.value) e WHERE lower(btrim(e)) = $2)))`,
      [ACCOUNT, email],
    );
    const indexed = await ids(
      `SELECT submission_id::text AS id FROM site_form_submissions
        WHERE account_id = $1 AND person_keys_in_fields(fields) @> ARRAY[$2]::text[]`,
      [ACCOUNT, email],
    );
    expect(indexed).toEqual(scanned);
    if (email === 'ana@x.es') expect(scanned).toHaveLength(2);
  });

  it('marks a text naming too many candidate addresses to be read in full', async () => {
    const { rows } = await db.query<{ keys: string[] }>('SELECT addresses_named_in($1) AS keys', [
      `${'!'.repeat(300)}@${'!'.repeat(300)}`,
    ]);
    expect(rows[0]?.keys).toEqual(['*']);
  });
});

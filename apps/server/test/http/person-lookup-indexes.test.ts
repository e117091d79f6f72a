/**
 * The address indexes behind a privacy export and erasure (migrations 0735, 0825) find exactly what reading
 * every row finds: a submission whose value is the address, a mail naming it as a whole address (written by
 * hand, so indexed by the database function, or by the mailer, which lists the addresses itself), over texts
 * that put the address at the edges, inside punctuation, inside a longer address and nowhere.
 */
import type { Db } from '@beckon/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesNamedIn } from '../../src/mail/addresses-named-in.js';
import { createMailer } from '../../src/mail/outbox.js';
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
  'Pedido de ANA@X.ES:\tÁlvaro@x.es, ñandú@x.es y ana@x.es',
  'Ｋelvin K@x.es ana@ｘ.es',
  'Escriba a david@x.es\u000bo a ana@x.es',
];
const EMAILS = [
  'ana@x.es',
  'david@x.es',
  "o'brien@x.es",
  'bob.ana@x.es',
  'ana@x.es.com',
  'brien@x.es',
  'ana@x',
  'nobody@x.es',
];
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
    // The same texts as the server writes them: with the addresses they name listed.
    const mailer = createMailer({ db, log: Fastify({ logger: false }).log });
    await mailer.queueAll(
      db,
      TEXTS.map((text, i) => ({
        kind: 'notice',
        accountId: ACCOUNT,
        to: 'o@shop.example',
        subject: `Mail ${i}`,
        text,
      })),
    );
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
         AND (named_addresses && ARRAY[$2, '*']::text[]
              OR (named_addresses IS NULL AND addresses_named_in(lower(body_text || ' ' || subject)) && ARRAY[$2, '*']::text[]))
         AND strpos(lower(body_text || ' ' || subject), $2) > 0 AND (body_text ~* $3 OR subject ~* $3)`,
      [ACCOUNT, email, whole(email)],
    );
    expect(indexed).toEqual(scanned);
    if (email === 'ana@x.es') expect(scanned.length).toBeGreaterThan(10);
  });

  it('lists, for each mail the server writes, every address the database function lists', async () => {
    const { rows } = await db.query<{ body_text: string; subject: string; named: string[]; keys: string[] }>(
      `SELECT body_text, subject, named_addresses AS named, addresses_named_in(lower(body_text || ' ' || subject)) AS keys
         FROM mail_outbox WHERE account_id = $1 AND named_addresses IS NOT NULL ORDER BY mail_id`,
      [ACCOUNT],
    );
    expect(rows).toHaveLength(TEXTS.length);
    for (const r of rows) {
      expect(r.named).toEqual(addressesNamedIn(r.body_text, r.subject));
      if (r.keys[0] === '*') expect(r.named).toEqual(['*']);
      else expect(r.named).toEqual(expect.arrayContaining(r.keys));
    }
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

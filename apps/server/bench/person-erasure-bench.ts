/**
 * Finding and erasing one person in a large account (the privacy screen's export and erase): one throwaway
 * PostgreSQL database holding 1,000,000 leads, 100,000 mails and 100,000 form submissions in one account,
 * then five people, each with two leads, a mail to them, a mail naming them and a form submission, found
 * (export) and erased, timed one by one; the budget is 1 s an erasure. PostgreSQL only: PERSON_BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), a server it may CREATE DATABASE on. Not part of `npm run bench`'s default set:
 *   PERSON_BENCH_DATABASE_URL=postgres://… npm run bench -- erasure
 *   PERSON_BENCH_DATABASE_URL=postgres://… npx tsx apps/server/bench/person-erasure-bench.ts
 */
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '@beckon/db';
import { erasePerson, findPerson } from '../src/plugins/owner/person-repository.js';

const ACCOUNT = 'be0000000000a';
const LEADS = Number(process.env.PERSON_BENCH_LEADS ?? 1_000_000);
const OTHERS = Number(process.env.PERSON_BENCH_OTHERS ?? 100_000);
const PEOPLE = 5;
const BUDGET_MS = 1000;
const THIS_FILE = fileURLToPath(import.meta.url);

export async function runPersonErasureBench(): Promise<{ exportMax: number; eraseMax: number }> {
  const adminUrl = process.env.PERSON_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('set PERSON_BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  const { db, drop } = await createThrowawayDatabase(adminUrl, 'bench_person');
  try {
    const filled = performance.now();
    await db.query(
      `INSERT INTO conversions (account_id, conversion_id, conversion_key, poptin_id, viewer_id, email, name, fields,
       payload, ip_hash, created_at)
     SELECT $1, lpad(to_hex(i), 13, '0'), 'k' || i, 'be00000000001', 'v' || i, 'lead' || i || '@mail.example',
       'Lead ' || i, '{}', '{}', 'h', now() - i * interval '1 second'
       FROM generate_series(1, $2::int) i`,
      [ACCOUNT, LEADS],
    );
    await db.query(
      `INSERT INTO mail_outbox (account_id, kind, to_address, subject, body_text)
     SELECT $1, 'lead-notice', 'owner@shop.example', 'New lead ' || i,
       'A visitor left their details.' || chr(10) || 'Email: lead' || i || '@mail.example' || chr(10) ||
       'Name: Lead ' || i || chr(10) || repeat('Thank you for using Beckon. ', 20)
       FROM generate_series(1, $2::int) i`,
      [ACCOUNT, OTHERS],
    );
    await db.query(
      `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields)
     SELECT $1, 1, 'contact', 'Contact', jsonb_build_object('name', 'Visitor ' || i, 'email',
       'visitor' || i || '@mail.example', 'message', repeat('I would like an appointment. ', 10))
       FROM generate_series(1, $2::int) i`,
      [ACCOUNT, OTHERS],
    );
    for (let p = 0; p < PEOPLE; p++) {
      const email = `person${p}@erase.example`;
      await db.query(
        `INSERT INTO conversions (account_id, conversion_id, conversion_key, poptin_id, viewer_id, email, fields, payload,
         ip_hash)
       VALUES ($1, $2, $3, 'be00000000001', 'v', $4, '{}', '{}', 'h'), ($1, $5, $6, 'be00000000001', 'v', upper($4),
         '{}', '{}', 'h')`,
        [ACCOUNT, `ffff${p}a`, `person-${p}-a`, email, `ffff${p}b`, `person-${p}-b`],
      );
      await db.query(
        `INSERT INTO mail_outbox (account_id, kind, to_address, subject, body_text)
       VALUES ($1, 'receipt', $2, 'Your request', 'Thanks.'), ($1, 'lead-notice', 'owner@shop.example', 'New lead',
         'Email: <' || $2 || '>.')`,
        [ACCOUNT, email],
      );
      await db.query(
        `INSERT INTO site_form_submissions (account_id, page_id, form_id, form_name, fields)
       VALUES ($1, 1, 'contact', 'Contact', jsonb_build_object('email', ' ' || upper($2) || ' '))`,
        [ACCOUNT, email],
      );
    }
    await db.exec('ANALYZE');
    console.log(
      `filled ${LEADS} leads, ${OTHERS} mails, ${OTHERS} submissions in ${((performance.now() - filled) / 1000).toFixed(0)} s`,
    );
    const times: { find: number; erase: number }[] = [];
    for (let p = 0; p < PEOPLE; p++) {
      const email = `person${p}@erase.example`;
      const t0 = performance.now();
      const found = await findPerson(db, ACCOUNT, email);
      const t1 = performance.now();
      const erased = await erasePerson(db, ACCOUNT, email);
      const t2 = performance.now();
      const counts = `leads ${found.sections.leads.length}, mails ${found.sections.mails.length}, submissions ${found.sections.form_submissions.length}`;
      if (erased.erased.leads !== 2 || erased.erased.mails !== 2 || erased.erased.form_submissions !== 1)
        throw new Error(`person ${p}: erased ${JSON.stringify(erased.erased)}, found ${counts}`);
      times.push({ find: t1 - t0, erase: t2 - t1 });
      console.log(`person ${p}: export ${(t1 - t0).toFixed(0)} ms, erase ${(t2 - t1).toFixed(0)} ms (${counts})`);
    }
    const max = (k: 'find' | 'erase') => Math.round(Math.max(...times.map((t) => t[k])));
    const eraseMax = max('erase');
    console.log(
      `max: export ${max('find')} ms, erase ${eraseMax} ms (budget ≤ ${BUDGET_MS} ms: ${eraseMax <= BUDGET_MS ? 'met' : 'NOT MET'})`,
    );
    return { exportMax: max('find'), eraseMax };
  } finally {
    await drop();
  }
}

if (process.argv[1] === THIS_FILE) {
  await runPersonErasureBench();
  process.exit(0);
}

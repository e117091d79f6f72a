/**
 * Queueing several mails in one statement, on PGlite and PostgreSQL: each queued mail is told the id of its
 * own outbox row, and its files are stored with that row, whatever order the database hands new rows back in.
 */
import type { Db } from '@beckon/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mail } from '../../src/mail/outbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const file = (filename: string) => ({
  filename,
  contentType: 'application/pdf',
  content: new TextEncoder().encode(`%PDF ${filename}`),
});

describe.each(databases)('queueing several mails at once on $name', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await database.open());
  }, HOOK_TIMEOUT_MS);
  afterAll(() => drop?.());

  it('gives each mail its own row, and stores each mail’s files with that row', async () => {
    const mailer = createMailer({ db, log: Fastify({ logger: false }).log });
    const mails: Mail[] = [
      { kind: 'test', to: 'a@example.es', subject: 'sin archivos', text: 'uno' },
      { kind: 'test', to: 'b@example.es', subject: 'con uno', text: 'dos', attachments: [file('b.pdf')] },
      {
        kind: 'test',
        to: 'c@example.es',
        subject: 'con dos',
        text: 'tres',
        attachments: [file('c1.pdf'), file('c2.pdf')],
      },
    ];
    const queued = await mailer.queueAll(db, mails);
    expect(queued.map((q) => q.subject)).toEqual(mails.map((m) => m.subject));
    expect(new Set(queued.map((q) => q.mailId)).size).toBe(3);

    const { rows } = await db.query<{ mail_id: string; subject: string; files: string[] }>(
      `SELECT m.mail_id::text AS mail_id, m.subject,
              ARRAY(SELECT filename FROM mail_outbox_attachments a WHERE a.mail_id = m.mail_id ORDER BY position) AS files
         FROM mail_outbox m WHERE m.kind = 'test'`,
    );
    const byId = new Map(rows.map((r) => [r.mail_id, r]));
    expect(queued.map((q) => [byId.get(q.mailId)?.subject, byId.get(q.mailId)?.files])).toEqual([
      ['sin archivos', []],
      ['con uno', ['b.pdf']],
      ['con dos', ['c1.pdf', 'c2.pdf']],
    ]);
    await mailer.close();
  });
});

/**
 * The site forms' send endpoint (§7 call 3) and its captcha against PGlite
 * (and PostgreSQL with TEST_DATABASE_URL): the /cita/ booking form validated
 * against its stored definition, uploads capped and typed by their bytes,
 * submissions stored, listed and mailed to the owner, files readable by the
 * owner alone, and an ALTCHA solution accepted once by every process.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { CITA_FORM_ID, CITA_PAGE } from '../../src/plugins/site/content/cita.js';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { oneColumnDocument } from '../helpers/editor-pages.js';
import { EXE, multipart, type Part } from '../helpers/multipart.js';
import { openSeededApp } from '../helpers/running-server.js';
import { stoppedClock } from '../helpers/stopped-clock.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, outboxFor, rememberDb } from './owner-helpers.js';

const SITE_ACCOUNT = 'de30c1e0a1b2c';
/** The smallest valid JPEG header file-type recognises (SOI + APP0 JFIF). */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(2000, 7),
]);

/** Solves an ALTCHA challenge the way the widget's worker does: the number whose SHA-256 with the salt matches. */
function solve(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}) {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('challenge has no solution');
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

function validFields(overrides: Record<string, string> = {}): Part[] {
  const values: Record<string, string> = {
    nombre: 'María Pérez',
    email: 'maria@example.com',
    telefono: '600 123 456',
    motivo: 'Revisión de lunares',
    fecha: tomorrow(),
    hora: '10:30',
    mensaje: 'Tengo un lunar que ha cambiado de color.',
    privacidad: 'on',
    ...overrides,
  };
  return Object.entries(values)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ({ name: `form_fields[${k}]`, value: v }));
}

const head = (): Part[] => [
  { name: 'page_id', value: String(CITA_PAGE.id) },
  { name: 'form_id', value: CITA_FORM_ID },
  { name: 'referrer', value: 'http://localhost/cita/' },
];

// Migrating PGlite alone took 58 s with the machine's other helpers busy (measured): generous limits.
describe.each(databases)('the site forms on $name', { timeout: 90_000 }, (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
    rememberDb(app, db);
  }, 3 * HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  async function captcha(target = app): Promise<string> {
    const r = await target.inject({ method: 'GET', url: '/site/api/forms/challenge' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    return solve(r.json());
  }

  async function send(parts: readonly Part[], target = app) {
    const { payload, headers } = await multipart(parts);
    return target.inject({
      method: 'POST',
      url: '/site/api/forms/send',
      payload,
      headers: { ...headers, host: 'localhost' },
    });
  }

  async function signedInOwner(): Promise<OwnerClient> {
    const owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    return owner;
  }

  it('renders /cita/ in Spanish with the booking form’s fields in the HTML', async () => {
    const r = await app.inject({ method: 'GET', url: '/cita/', headers: { host: 'localhost' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('data-island="form"');
    expect(r.body).toContain('id="cita-form-field-nombre"');
    expect(r.body).toContain('type="file"');
    expect(r.body).toContain('Solicitar cita');
    // Where the mail goes and what it says stay on the server.
    expect(r.body).not.toContain('Nueva solicitud de cita desde la web');
    expect(r.body).not.toContain('emailSubject');
  });

  it('stores a valid booking with its photo, mails the clinic and lists it for the owner with the file', async () => {
    const r = await send([
      ...head(),
      ...validFields(),
      { name: 'form_fields[foto]', value: { data: JPEG, filename: 'brazo.jpg', type: 'image/jpeg' } },
      { name: 'altcha', value: await captcha() },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      success: true,
      data: { message: 'Hemos recibido su solicitud. Le llamaremos para confirmar la cita.', errors: {} },
    });

    const mails = await outboxFor(db, DEMO_OWNER_EMAIL);
    const mail = mails.find((m) => m.kind === 'site-form');
    expect(mail?.subject).toBe('Nueva solicitud de cita desde la web');
    expect(mail?.body_text).toContain('Nombre y apellidos: María Pérez');
    expect(mail?.body_text).toMatch(/brazo\.jpg \(2 KB\) http:\/\/localhost\/api\/owner\/form-files\/[\w-]{22}/);

    const owner = await signedInOwner();
    const list = await owner.send('GET', '/api/owner/form-submissions');
    expect(list.statusCode).toBe(200);
    const [first] = list.json().submissions;
    expect(first).toMatchObject({
      form_name: 'Solicitud de cita',
      page_id: CITA_PAGE.id,
      form_id: CITA_FORM_ID,
      fields: { nombre: 'María Pérez', motivo: 'Revisión de lunares', privacidad: 'on' },
      files: [{ field_id: 'foto', name: 'brazo.jpg', type: 'image/jpeg', size: JPEG.length }],
    });
    const file = await owner.send('GET', `/api/owner/form-files/${first.files[0].file_id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="brazo.jpg"/);
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    const { rows } = await db.query<{ account_id: string }>('SELECT account_id FROM site_form_files');
    expect(rows.map((row) => row.account_id)).toEqual([SITE_ACCOUNT]);
  });

  it('keeps a submission’s file unreadable without the owner’s session and for another account', async () => {
    const { rows } = await db.query<{ file_id: string }>('SELECT file_id FROM site_form_files LIMIT 1');
    const url = `/api/owner/form-files/${rows[0]?.file_id}`;
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('JFIF');
    const stranger = new OwnerClient(app);
    expect((await stranger.signUp('otra-clinica@example.com')).statusCode).toBe(201);
    const other = await stranger.send('GET', url);
    expect(other.statusCode).toBe(404);
    expect((await stranger.send('GET', '/api/owner/form-submissions')).json().total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/owner/form-submissions' })).statusCode).toBe(401);
  });

  it('refuses a replayed captcha solution, also when another server process receives it', async () => {
    const solution = await captcha();
    expect((await send([...head(), ...validFields(), { name: 'altcha', value: solution }])).statusCode).toBe(200);
    const again = await send([...head(), ...validFields(), { name: 'altcha', value: solution }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA_SPENT', success: false });

    const second = await buildApp({ db, logger: false, widgetDistDir: '/nonexistent-widget-dist' });
    try {
      const fresh = await captcha(second);
      expect((await send([...head(), ...validFields(), { name: 'altcha', value: fresh }], second)).statusCode).toBe(
        200,
      );
      const replayed = await send([...head(), ...validFields(), { name: 'altcha', value: fresh }]);
      expect(replayed.statusCode).toBe(409);
    } finally {
      await second.close();
    }
  });

  it('refuses a missing, forged or tampered captcha', async () => {
    const missing = await send([...head(), ...validFields()]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA', success: false });
    const solved = JSON.parse(Buffer.from(await captcha(), 'base64').toString()) as { number: number };
    const tampered = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    expect((await send([...head(), ...validFields(), { name: 'altcha', value: tampered }])).statusCode).toBe(400);
    expect((await send([...head(), ...validFields(), { name: 'altcha', value: 'bm90IGpzb24=' }])).statusCode).toBe(400);
  });

  it('answers missing fields with each field’s message by its id and the form’s general message', async () => {
    const r = await send([...head(), { name: 'form_fields[hora]', value: '09:00' }]);
    expect(r.statusCode).toBe(422);
    const body = r.json();
    expect(body).toMatchObject({
      statusCode: 422,
      code: 'BK_ERR_FORM_INVALID',
      error: 'Unprocessable Entity',
      success: false,
    });
    expect(body.message).toBe('No se ha podido enviar el formulario. Revise los campos marcados.');
    expect(body.data.errors).toEqual({
      nombre: 'Este campo es obligatorio.',
      email: 'Este campo es obligatorio.',
      telefono: 'Este campo es obligatorio.',
      motivo: 'Este campo es obligatorio.',
      fecha: 'Este campo es obligatorio.',
      privacidad: 'Este campo es obligatorio.',
    });
  });

  it('refuses a file over its field’s size with the configured message, before the captcha is spent', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const solution = await captcha();
    const r = await send([
      ...head(),
      ...validFields(),
      { name: 'form_fields[foto]', value: { data: big, filename: 'grande.jpg', type: 'image/jpeg' } },
      { name: 'altcha', value: solution },
    ]);
    expect(r.statusCode).toBe(413);
    expect(r.json().data.errors).toEqual({ foto: 'La fotografía supera los 5 MB. Elija una imagen más pequeña.' });
    expect((await send([...head(), ...validFields(), { name: 'altcha', value: solution }])).statusCode).toBe(200);
  });

  it('refuses an executable renamed to .jpg and sent as image/jpeg, by its bytes', async () => {
    const r = await send([
      ...head(),
      ...validFields(),
      { name: 'form_fields[foto]', value: { data: EXE, filename: 'foto.jpg', type: 'image/jpeg' } },
      { name: 'altcha', value: await captcha() },
    ]);
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors).toEqual({ foto: 'Tipo de archivo no admitido: JPG, PNG, WEBP.' });
  });

  it('stores hostile text as plain data and neutralises spreadsheet formulas in the CSV', async () => {
    const hostile = '<script>alert(1)</script>"\'; DROP TABLE site_pages;--';
    const r = await send([
      ...head(),
      ...validFields({ nombre: hostile, mensaje: '=HYPERLINK("http://evil.example","pulse")' }),
      { name: 'altcha', value: await captcha() },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>');
    const owner = await signedInOwner();
    const csv = await owner.send('GET', '/api/owner/form-submissions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""pulse"")"`);
    expect(csv.body).toContain('"<script>alert(1)</script>""\'; DROP TABLE site_pages;--"');
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('refuses control characters, values outside the definition and past dates field by field', async () => {
    const r = await send([
      ...head(),
      ...validFields({
        nombre: 'Ana\u0000',
        motivo: 'Cirugía estética',
        fecha: '2020-01-01',
        email: 'no-es-correo',
        hora: '25:00',
      }),
    ]);
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors).toEqual({
      nombre: 'El valor no es válido.',
      motivo: 'El valor no es válido.',
      fecha: 'La fecha elegida es anterior a la permitida.',
      email: 'Introduzca un correo electrónico válido.',
      hora: 'Introduzca una hora válida (hh:mm).',
    });
  });

  it('answers names outside the form, prototype keys, unknown forms and non-multipart bodies with 4xx JSON', async () => {
    const unknown = await send([...head(), ...validFields(), { name: 'form_fields[admin]', value: '1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body.form_fields[admin]: is not a field of this form');
    const proto = await send([...head(), { name: '__proto__', value: 'x' }]);
    expect(proto.statusCode).toBe(400);
    const stray = await send([...head(), { name: 'action', value: 'x' }]);
    expect(stray.json().message).toBe('body: unexpected field "action"');
    const noForm = await send([
      { name: 'page_id', value: '2' },
      { name: 'form_id', value: 'hero' },
    ]);
    expect(noForm.statusCode).toBe(404);
    expect(noForm.json().code).toBe('BK_ERR_FORM_NOT_FOUND');
    const noIds = await send(validFields());
    expect(noIds.json().message).toBe('body.page_id: is required');
    const json = await app.inject({ method: 'POST', url: '/site/api/forms/send', payload: { page_id: 30 } });
    expect(json.statusCode).toBe(415);
    expect(json.json().statusCode).toBe(415);
  });

  it('limits the sends of one address (RATE_LIMITS site-form-ip) with a 429 before reading the body', async () => {
    const limited = await buildApp({
      db,
      logger: false,
      widgetDistDir: '/nonexistent-widget-dist',
      rateLimitClock: stoppedClock,
      rateLimits: { 'site-form-ip': 2 },
    });
    try {
      const { payload, headers } = await multipart(head());
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await limited.inject({
          method: 'POST',
          url: '/site/api/forms/send',
          payload,
          headers,
          remoteAddress: '203.0.113.9',
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });

  it('caps the files of one submission in total', async () => {
    const upload = (id: string) => ({ id, type: 'upload', label: id, maxSizeMb: 8, accept: ['jpg'] });
    await savePage(db, {
      accountId: SITE_ACCOUNT,
      pageId: 31,
      kind: 'page',
      slug: 'prueba-adjuntos',
      title: 'Adjuntos',
      excerpt: '',
      featuredImage: null,
      document: oneColumnDocument([
        { id: 'f', type: 'form', settings: { captcha: 'none', fields: [upload('a'), upload('b'), upload('c')] } },
      ]),
    });
    const seven = Buffer.concat([JPEG, Buffer.alloc(7 * 1024 * 1024, 2)]);
    const file = (id: string) => ({
      name: `form_fields[${id}]`,
      value: { data: seven, filename: `${id}.jpg`, type: 'image/jpeg' },
    });
    const r = await send([
      { name: 'page_id', value: '31' },
      { name: 'form_id', value: 'f' },
      file('a'),
      file('b'),
      file('c'),
    ]);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({
      code: 'BK_ERR_FORM_UPLOAD_TOO_LARGE',
      data: { errors: { c: expect.stringContaining('20 MB') } },
    });
  });

  it('answers a success with the form’s pop-up action, for a form inside a pop-up', async () => {
    const form = {
      id: 'aviso-f',
      type: 'form',
      settings: {
        captcha: 'none',
        fields: [{ id: 'email', type: 'email', label: 'Correo', required: true }],
        popup: { action: 'close', doNotShowAgain: true },
      },
    };
    await savePage(db, {
      accountId: SITE_ACCOUNT,
      pageId: 32,
      kind: 'page',
      slug: 'prueba-aviso',
      title: 'Aviso',
      excerpt: '',
      featuredImage: null,
      document: {
        schemaVersion: 1,
        root: { settings: {} },
        content: [{ id: 'aviso', type: 'popup', settings: { label: 'Aviso' }, children: [form] }],
      },
    });
    const r = await send([
      { name: 'page_id', value: '32' },
      { name: 'form_id', value: 'aviso-f' },
      { name: 'form_fields[email]', value: 'ana@example.com' },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, data: { popup: { action: 'close', do_not_show_again: true } } });
  });
});

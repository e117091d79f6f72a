/**
 * The site forms with reCAPTCHA v3 configured instead of ALTCHA, against a fake siteverify (no network
 * here): the /cita/ page carries the site key and Google's hosts in its CSP, a genuine token is accepted
 * once, a bot's score, a forged or missing token are refused with 4xx, and Google being unreachable is a
 * 503 that says to try later. Also the owner's list of submissions with the form's labels.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { CITA_FORM_ID, CITA_PAGE } from '../../src/plugins/site/content/cita.js';
import { multipart } from '../helpers/multipart.js';
import { openSeededApp } from '../helpers/running-server.js';
import { HOOK_TIMEOUT_MS, pglite } from '../helpers/test-databases.js';
import { OwnerClient, outboxFor, rememberDb } from './owner-helpers.js';

const SITE_KEY = '6LcFakeSiteKeyForTests00';

/**
 * Google's siteverify as far as these tests need it: `human-*` tokens score 0.9, `bot-*` 0.1, each token
 * verifies once (then `timeout-or-duplicate`), unknown tokens are `invalid-input-response`; `down` fails.
 */
function fakeSiteverify() {
  const used = new Set<string>();
  const state = { down: false };
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    if (state.down) throw new TypeError('fetch failed: getaddrinfo EAI_AGAIN www.google.com');
    const params = new URLSearchParams(String(init?.body));
    const token = params.get('response') ?? '';
    if (params.get('secret') !== 'fake-secret')
      return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (!/^(human|bot)-/.test(token))
      return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    if (used.has(token)) return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    used.add(token);
    return Response.json({
      success: true,
      score: token.startsWith('human-') ? 0.9 : 0.1,
      action: 'form_send',
      hostname: 'localhost',
    });
  });
  return { fetch, state };
}

function booking(extra: [string, string][] = []): [string, string][] {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return [
    ['page_id', String(CITA_PAGE.id)],
    ['form_id', CITA_FORM_ID],
    ['form_fields[nombre]', 'Lucía Gómez'],
    ['form_fields[email]', 'lucia@example.com'],
    ['form_fields[telefono]', '600 111 222'],
    ['form_fields[motivo]', 'Revisión de lunares'],
    ['form_fields[fecha]', tomorrow],
    ['form_fields[privacidad]', 'on'],
    ...extra,
  ];
}

describe('the site forms with reCAPTCHA v3', { timeout: 90_000 }, () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const google = fakeSiteverify();

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(pglite, {
      recaptcha: { siteKey: SITE_KEY, secretKey: 'fake-secret', minScore: 0.5, fetch: google.fetch },
    }));
    rememberDb(app, db);
  }, 3 * HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  async function send(parts: [string, string][]) {
    const { payload, headers } = await multipart(parts.map(([name, value]) => ({ name, value })));
    return app.inject({
      method: 'POST',
      url: '/site/api/forms/send',
      payload,
      headers: { ...headers, host: 'localhost' },
    });
  }
  const stored = async () =>
    Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM site_form_submissions')).rows[0]?.n);

  it('renders /cita/ with the site key, the hidden token field and Google allowed by the CSP', async () => {
    const r = await app.inject({ method: 'GET', url: '/cita/', headers: { host: 'localhost' } });
    expect(r.statusCode).toBe(200);
    // Booleans: a failure here should not print the whole page.
    expect(r.body.includes(`&quot;recaptchaSiteKey&quot;:&quot;${SITE_KEY}&quot;`)).toBe(true);
    expect(r.body.includes('<input type="hidden" name="g-recaptcha-response"')).toBe(true);
    expect(r.body.includes('class="fm-captcha"')).toBe(false);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(r.body.includes('fake-secret')).toBe(false);
  });

  it('accepts a person’s token once, stores and mails the booking, and refuses the same token again', async () => {
    const before = await stored();
    const ok = await send(booking([['g-recaptcha-response', 'human-1']]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true });
    expect(await stored()).toBe(before + 1);
    const mail = (await outboxFor(db, DEMO_OWNER_EMAIL)).find((m) => m.kind === 'site-form');
    expect(mail?.body_text).toContain('Nombre y apellidos: Lucía Gómez');
    expect(mail?.body_text).toContain('Todos los envíos: http://localhost/admin/forms');

    const replay = await send(booking([['g-recaptcha-response', 'human-1']]));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA_SPENT', success: false, statusCode: 409 });
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a bot’s low score with 403 and stores nothing', async () => {
    const before = await stored();
    const r = await send(booking([['g-recaptcha-response', 'bot-1']]));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA_SCORE', success: false });
    expect(r.json().data.message).toMatch(/persona/);
    expect(await stored()).toBe(before);
  });

  it('refuses a missing or forged token, and an ALTCHA solution in its place, with 400', async () => {
    for (const extra of [[], [['g-recaptcha-response', 'forged']], [['altcha', 'bm90IGpzb24=']]] as [
      string,
      string,
    ][][]) {
      const r = await send(booking(extra));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA', success: false });
    }
  });

  it('answers 503 with Retry-After when Google cannot be reached, keeping the token usable', async () => {
    google.state.down = true;
    try {
      const r = await send(booking([['g-recaptcha-response', 'human-2']]));
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('60');
      expect(r.json()).toMatchObject({ code: 'BK_ERR_CAPTCHA_UNAVAILABLE', success: false, statusCode: 503 });
    } finally {
      google.state.down = false;
    }
    expect((await send(booking([['g-recaptcha-response', 'human-2']]))).statusCode).toBe(200);
  });

  it('lists the submissions for the owner, and heads the CSV’s columns, with the form’s field labels', async () => {
    const owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    const list = await owner.send('GET', '/api/owner/form-submissions?page=1&page_size=1');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 1 });
    const [first] = body.submissions;
    expect(Object.entries(first.labels).slice(0, 4)).toEqual([
      ['nombre', 'Nombre y apellidos'],
      ['email', 'Correo electrónico'],
      ['telefono', 'Teléfono'],
      ['motivo', expect.any(String)],
    ]);
    expect(Object.keys(first.labels)).not.toContain('paso_datos');
    expect(first.fields.nombre).toBe('Lucía Gómez');

    const csv = await owner.send('GET', '/api/owner/form-submissions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"created_at","form_name","page_id","Correo electrónico","Fecha preferida","Motivo de la consulta",' +
        '"Nombre y apellidos","Acepto que la clínica use estos datos para gestionar mi cita.","Teléfono","files"',
    );
  });
});

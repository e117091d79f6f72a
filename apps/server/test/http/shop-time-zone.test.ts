/**
 * The shop's time zone, an owner setting, on PGlite and PostgreSQL: Europe/Madrid until the owner picks
 * another IANA zone; a scheduled sale then starts at that zone's midnight for visitors, and an invoice is
 * dated in the zone it was issued in. Names Intl does not know are refused with nothing stored.
 */
import type { Db } from '@beckon/db';
import { wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, rememberDb } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const GEL = 1;
const MINUTE = 60_000;
const LEGAL = { legal_name: 'Dermatología Alba S.L.', tax_id: 'B12345678', address: 'Calle Mayor 1\n28013 Madrid' };
/** A sale's first day, away from daylight-saving changes in Madrid and New York. */
const FIRST_DAY = '2027-03-10';

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe.each(databases)('the shop’s time zone on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  const page = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { host: 'localhost:80', accept: 'text/html' } });
  const setZone = (time_zone: unknown) => owner.send('PUT', '/api/owner/shop/time-zone', { time_zone });
  /** The gel's page with the Date clock at `instant` (the database's clock and the timers keep running). */
  const gelPageAt = async (instant: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    const body = (await page('/producto/gel-limpiador-suave/')).body;
    vi.useRealTimers();
    return body;
  };

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
    rememberDb(app, db);
    owner = new OwnerClient(app);
    expect((await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterEach(() => vi.useRealTimers());
  afterAll(() => close?.());

  it('is Europe/Madrid until the owner picks another zone, and refuses names that are not IANA zones', async () => {
    expect((await owner.send('GET', '/api/owner/shop/time-zone')).json()).toEqual({ time_zone: 'Europe/Madrid' });
    for (const bad of [
      'Mars/Olympus_Mons',
      '+01:00',
      'Europe/Madrid\u0000',
      'Europe/\ud800',
      'x'.repeat(1000),
      1,
      null,
    ])
      expect((await setZone(bad)).statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
    expect((await owner.send('PUT', '/api/owner/shop/time-zone', { time_zone: 'UTC', more: 1 })).statusCode).toBe(400);
    expect((await owner.send('GET', '/api/owner/shop/time-zone')).json()).toEqual({ time_zone: 'Europe/Madrid' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/owner/shop/time-zone' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts a sale scheduled for a day at that day’s midnight in the shop’s zone', async () => {
    const r = await owner.send('PUT', `/api/owner/shop/products/${GEL}`, {
      name: 'Gel limpiador suave',
      published: true,
      variants: [
        { id: 101, name: '', price_cents: 1490, sale_price_cents: 990, sale_from: FIRST_DAY, sale_to: null, stock: 40 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const madridMidnight = wallTimeToEpoch(`${FIRST_DAY}T00:00`, 'Europe/Madrid');
    const newYorkMidnight = wallTimeToEpoch(`${FIRST_DAY}T00:00`, 'America/New_York');
    expect(newYorkMidnight - madridMidnight).toBe(6 * 60 * MINUTE);

    expect((await setZone('America/New_York')).json()).toEqual({ time_zone: 'America/New_York' });
    // Madrid's midnight has struck, New York's has not: the regular price still.
    const afterMadrid = await gelPageAt(madridMidnight + MINUTE);
    expect(afterMadrid).toContain('14,90\u00a0€');
    expect(afterMadrid).not.toContain('9,90\u00a0€');
    expect(await gelPageAt(newYorkMidnight - MINUTE)).not.toContain('9,90\u00a0€');
    expect(await gelPageAt(newYorkMidnight + MINUTE)).toContain('9,90\u00a0€');

    // Back in Madrid's calendar, the same instant after its midnight sells at the sale price.
    expect((await setZone('Europe/Madrid')).statusCode).toBe(200);
    expect(await gelPageAt(madridMidnight + MINUTE)).toContain('9,90\u00a0€');
  });

  it('dates the invoice in the shop’s zone at its issue, and never redates it', async () => {
    expect((await owner.send('PUT', '/api/owner/shop/legal', LEGAL)).statusCode).toBe(200);
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: their dates always differ.
    const dated: Record<string, string> = {};
    const numbers: number[] = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect((await setZone(zone)).statusCode).toBe(200);
      const visitor = new ShopVisitor(app);
      await visitor.add('103');
      const n = await visitor.checkout({ ...BILLING, pago: 'clinica' });
      numbers.push(n);
      const before = Date.now();
      const text = await pdfText(await owner.send('GET', `/api/owner/shop/orders/${n}/invoice.pdf`));
      const expected = [before, Date.now()].map((at) =>
        new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: zone }).format(at),
      );
      dated[zone] = /Fecha de la factura:? (\d{1,2} de \S+ de \d{4})/.exec(text)?.[1] ?? '';
      expect(expected).toContain(dated[zone]);
    }
    expect(dated['Pacific/Kiritimati']).not.toBe(dated['Pacific/Pago_Pago']);
    // An issued invoice is never redated: the first still prints Kiritimati's date under Pago Pago's zone.
    const first = await pdfText(await owner.send('GET', `/api/owner/shop/orders/${numbers[0]}/invoice.pdf`));
    expect(first).toContain(dated['Pacific/Kiritimati']);
    expect((await setZone('Europe/Madrid')).statusCode).toBe(200);
  });
});

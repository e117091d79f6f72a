/**
 * Two accounts, two websites, two host names, on PGlite and PostgreSQL: each site's pages, cart,
 * customers, orders, forms, media and statistics are its own, and none answers at the other's
 * address; a host no site has, and a custom domain before and after its DNS record is found.
 */
import type { SiteSummary } from '@beckon/owner-api';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { multipart } from '../helpers/multipart.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const MAIN = 'beckon.test';

describe.each(databases)('websites by host name on $name', (database) => {
  let t: OwnerTestApp;
  let dns: TestDnsServer;
  let bakery: OwnerClient;
  let clinic: OwnerClient;
  let bakerySite: SiteSummary;
  let clinicSite: SiteSummary;
  let bakeryHost: string;
  let clinicHost: string;

  const page = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startOwnerApp(database, { dnsServers: [dns.address], publicUrl: `http://${MAIN}` });
    await seedSite(t.db);
    const stamp = Date.now().toString(36);
    bakery = new OwnerClient(t.app);
    await bakery.signUp(uniqueEmail('host-bakery'));
    const made = await bakery.send('POST', '/api/owner/site', {
      name: 'Panadería Luna',
      starter: 'blank',
      label: `luna-${stamp}`,
    });
    expect(made.statusCode).toBe(201);
    bakerySite = made.json();
    clinic = new OwnerClient(t.app);
    await clinic.signUp(uniqueEmail('host-clinic'));
    const other = await clinic.send('POST', '/api/owner/site', {
      name: 'Clínica Norte',
      starter: 'clinic',
      label: `norte-${stamp}`,
    });
    expect(other.statusCode).toBe(201);
    clinicSite = other.json();
    bakeryHost = new URL(bakerySite.url).host;
    clinicHost = new URL(clinicSite.url).host;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  it('serves each site at its own address, in its own theme, with its own snippets', async () => {
    expect(bakerySite.url).toBe(`http://${bakeryHost}`);
    const home = await page(bakeryHost, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Panadería Luna');
    expect(home.body).not.toContain('Clínica');
    expect(home.body).toContain(`src="http://${MAIN}/widget/loader.js?id=${bakery.accountId}"`);
    expect(home.body).toContain(`data-site="${bakery.accountId}"`);
    const other = await page(clinicHost, '/');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Clínica Norte');
    expect(other.body).toContain(`data-site="${clinic.accountId}"`);
    // The main origin keeps serving the demo account's site.
    expect((await page(MAIN, '/')).body).toContain('Clínica Dermatológica Alba');
  });

  it('finds a page of one site at that site only', async () => {
    expect((await page(clinicHost, '/dermatitis-atopica/')).statusCode).toBe(200);
    const elsewhere = await page(bakeryHost, '/dermatitis-atopica/');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('Panadería Luna');
    expect((await page(bakeryHost, '/?p=228')).statusCode).toBe(404);
  });

  it('writes each site’s sitemap and robots.txt for its own address', async () => {
    const map = await page(clinicHost, '/sitemap.xml');
    expect(map.body).toContain(`<loc>http://${clinicHost}/dermatitis-atopica/</loc>`);
    expect(map.body).not.toContain(MAIN);
    const bakeryMap = await page(bakeryHost, '/sitemap.xml');
    expect(bakeryMap.body).toContain(`<loc>http://${bakeryHost}/</loc>`);
    expect(bakeryMap.body).not.toContain('dermatitis');
    expect((await page(bakeryHost, '/robots.txt')).body).toContain(`Sitemap: http://${bakeryHost}/sitemap.xml`);
  });

  it('keeps carts, customers and orders to the shop they were made at', async () => {
    const shopper = new ShopVisitor(t.app, '127.0.0.1', clinicHost);
    await shopper.signUp(t.db, 'ines@example.com', 'una contraseña larga');
    await shopper.add('101');
    // A new shop offers bank transfers only once its owner sets an account: this one pays on pickup.
    const order = await shopper.checkout({ ...BILLING, pago: 'clinica' });
    // The same browser cookies sent to the other site find no cart, no customer and no order there.
    const wrongShop = new ShopVisitor(t.app, '127.0.0.1', bakeryHost);
    for (const [name, value] of shopper.cookies) wrongShop.cookies.set(name, value);
    const cart = await wrongShop.get('/carrito/');
    expect(cart.body).not.toContain('Gel limpiador');
    const account = await wrongShop.get('/mi-cuenta/');
    expect(account.body).not.toContain('ines@example.com');
    const signIn = await new ShopVisitor(t.app, '127.0.0.1', bakeryHost).post('/mi-cuenta/acceder', {
      username: 'ines@example.com',
      password: 'una contraseña larga',
    });
    expect(signIn.statusCode).not.toBe(303);
    expect((await wrongShop.get('/producto/gel-limpiador-suave/')).statusCode).toBe(404);
    const { rows } = await t.db.query<{ account_id: string }>(
      'SELECT account_id FROM shop_orders WHERE order_number = $1',
      [order],
    );
    expect(rows.map((r) => r.account_id)).toContain(clinic.accountId);
  });

  it('refuses one site’s form at the other site’s address', async () => {
    const { payload, headers } = await multipart([
      { name: 'page_id', value: '30' },
      { name: 'form_id', value: 'cita-form' },
    ]);
    const send = (host: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url: '/site/api/forms/send', payload, headers: { ...headers, host } });
    const refused = await send(bakeryHost);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'BK_ERR_FORM_NOT_FOUND' });
    expect((await send(clinicHost)).statusCode).not.toBe(404);
  });

  it('shows a site’s images at its own address and the main origin, never at another site’s', async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04020' } })
      .jpeg()
      .toBuffer();
    const body = await multipart([
      { name: 'alt', value: 'Pan' },
      { name: 'file', value: { data, filename: 'pan.jpg', type: 'image/jpeg' } },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/owner/media',
      payload: body.payload,
      headers: { cookie: bakery.cookie, 'x-csrf-token': bakery.csrf, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().image.url as string;
    expect((await page(bakeryHost, url)).statusCode).toBe(200);
    expect((await page(MAIN, url)).statusCode).toBe(200);
    expect((await page(clinicHost, url)).statusCode).toBe(404);
    expect((await page('nobody.example', url)).statusCode).toBe(404);
  });

  it('answers a host no site has with the fixed 404 page on every site address', async () => {
    for (const url of ['/', '/tienda/', '/sitemap.xml', '/robots.txt', '/mi-cuenta/']) {
      const res = await page('nobody.example', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No hay ningún sitio web en esta dirección');
    }
    expect((await page(`nope-${Date.now()}.localhost`, '/')).statusCode).toBe(404);
  });

  it('serves a custom domain only once its DNS record is found, and tells the TLS proxy so', async () => {
    const domain = `www.luna-${Date.now().toString(36)}.example`;
    const ask = (name: string) => t.app.inject({ method: 'GET', url: `/api/sites/tls-ask?domain=${name}` });
    const added = await bakery.send('POST', '/api/owner/site/domains', { domain });
    expect(added.statusCode).toBe(201);
    expect((await page(domain, '/')).statusCode).toBe(404);
    expect((await ask(domain)).statusCode).toBe(404);
    expect((await ask(bakeryHost)).statusCode).toBe(200);
    expect((await ask(MAIN)).statusCode).toBe(200);
    expect((await ask('nobody.example')).statusCode).toBe(404);

    const record = added.json().verification;
    dns.txt.set(record.name, [record.value]);
    expect((await bakery.send('POST', `/api/owner/site/domains/${domain}/verify`)).statusCode).toBe(200);
    const home = await page(domain, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Panadería Luna');
    expect((await page(domain, '/sitemap.xml')).body).toContain(`<loc>http://${domain}/</loc>`);
    expect((await ask(domain)).statusCode).toBe(200);
  });

  it('renders every page of a site made from each starter', async () => {
    for (const [host, accountId] of [
      [bakeryHost, bakery.accountId],
      [clinicHost, clinic.accountId],
    ] as const) {
      const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM site_pages WHERE account_id = $1', [
        accountId,
      ]);
      expect(rows.length).toBeGreaterThan(0);
      for (const { slug } of rows) {
        const res = await page(host, slug === '' ? '/' : `/${slug}/`);
        expect(res.statusCode, `${host} /${slug}`).toBe(200);
      }
      for (const url of ['/tienda/', '/carrito/', '/mi-cuenta/', '/finalizar-compra/'])
        expect([200, 303], `${host} ${url}`).toContain((await page(host, url)).statusCode);
    }
  });

  it('shows a theme saved in the dashboard to visitors at once', async () => {
    const theme = { ...bakerySite.theme, tagline: 'Pan de masa madre desde 1987' };
    expect((await bakery.send('PUT', '/api/owner/site/theme', theme)).statusCode).toBe(200);
    expect((await page(bakeryHost, '/')).body).toContain('Pan de masa madre desde 1987');
  });
});

/**
 * axe-core (wcag2a, wcag2aa, wcag21aa, wcag22aa) on every kind of page of a
 * website made from each starter, served at its own address
 * (`{label}.localhost`), at 1280 and 390 px: the home page (at 390 with the
 * menu open), a post, the booking form, the shop, a product, the cart with
 * that product in it, My account and a page that does not exist. The blank
 * starter has no post, booking form or product; its shop and cart are empty.
 * No page may throw or log an error, and everything they load must load.
 */
import type { SiteStarterId, SiteSummary } from '@beckon/owner-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { OwnerClient, rememberDb, uniqueEmail } from '../http/owner-helpers.js';

interface SitePage {
  path: string;
  status: number;
  /** A text the page shows: the site's own content, not another site's. */
  shows: string;
  /** Done on the page after its check, for the next page (the product goes into the cart). */
  after?: (page: Page) => Promise<void>;
}

const addToCart = async (page: Page) => {
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await page.getByText('se ha añadido a su carrito', { exact: false }).waitFor();
};

const PAGES: Record<SiteStarterId, SitePage[]> = {
  blank: [
    { path: '/', status: 200, shows: 'Estamos preparando nuestra web.' },
    { path: '/tienda/', status: 200, shows: 'Tienda' },
    { path: '/carrito/', status: 200, shows: 'Su carrito está vacío' },
    { path: '/mi-cuenta/', status: 200, shows: 'Acceder' },
    { path: '/no-existe/', status: 404, shows: 'Panadería Luna' },
  ],
  clinic: [
    { path: '/', status: 200, shows: 'Clínica Norte' },
    { path: '/dermatitis-atopica/', status: 200, shows: 'Dermatitis atópica: síntomas' },
    { path: '/cita/', status: 200, shows: 'Clínica Norte' },
    { path: '/tienda/', status: 200, shows: 'Gel limpiador suave' },
    {
      path: '/producto/fotoprotector-fluido-spf50/',
      status: 200,
      shows: 'Fotoprotector fluido SPF 50+',
      after: addToCart,
    },
    { path: '/carrito/', status: 200, shows: 'Fotoprotector fluido SPF 50+' },
    { path: '/mi-cuenta/', status: 200, shows: 'Acceder' },
    { path: '/no-existe/', status: 404, shows: 'Clínica Norte' },
  ],
};

let server: RunningServer;
let browser: Browser;
const sites = new Map<SiteStarterId, SiteSummary>();

beforeAll(async () => {
  server = await startServer();
  rememberDb(server.app, server.db);
  for (const [starter, name, label] of [
    ['blank', 'Panadería Luna', 'luna'],
    ['clinic', 'Clínica Norte', 'norte'],
  ] as const) {
    const owner = new OwnerClient(server.app);
    expect((await owner.signUp(uniqueEmail(`a11y-${starter}`))).statusCode).toBe(201);
    const made = await owner.send('POST', '/api/owner/site', { name, starter, label });
    expect(made.statusCode).toBe(201);
    sites.set(starter, made.json());
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  ['blank', 1280],
  ['blank', 390],
  ['clinic', 1280],
  ['clinic', 390],
] as const)('a website made from the %s starter, at %i px', (starter, width) => {
  it('has no axe-core violations on any page, at its own address', async () => {
    const site = sites.get(starter);
    if (!site) throw new Error(`no site was made from the ${starter} starter`);
    expect(site.url).toMatch(/^http:\/\/[a-z]+\.localhost:\d+$/);
    // One visitor for the whole site, so the product put in the cart is in the cart page.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
    });
    // Every stylesheet, script, image and font the pages ask for loads (from the site's address or the main one).
    page.on('requestfailed', (r) => errors.push(`${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400 && r.request().resourceType() !== 'document') errors.push(`${r.url()}: ${r.status()}`);
    });
    const found: Record<string, string[]> = {};
    for (const { path, status, shows, after } of PAGES[starter]) {
      const res = await page.goto(new URL(path, site.url).href);
      expect(res?.status(), path).toBe(status);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).host, path).toBe(new URL(site.url).host);
      await page.getByText(shows, { exact: false }).filter({ visible: true }).first().waitFor();
      if (path === '/' && width < 768) await page.locator('.menu-toggle').click();
      found[path] = await siteAxeViolations(page);
      await after?.(page);
    }
    await context.close();
    expect(found).toEqual(Object.fromEntries(PAGES[starter].map((p) => [p.path, []])));
    expect(errors).toEqual([]);
  });
});

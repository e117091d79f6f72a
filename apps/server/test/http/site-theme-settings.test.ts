/**
 * Every setting of the website settings screen changes what visitors get: each one, changed alone through the
 * owner API, changes the site's home page as its own address serves it, and the new value is in the page.
 * A setting that changed nothing for visitors would be a defect of the screen that offers it.
 */

import type { SiteSummary } from '@beckon/owner-api';
import { FONT_STACKS, type SiteTheme } from '@beckon/page-widgets/theme/theme-schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOK_TIMEOUT_MS, pglite } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const SITE = '/api/owner/site';

/** Each setting the screen offers, a new value for it, and the text that value puts in the page. */
const CHANGES: [string, (theme: SiteTheme) => SiteTheme, string][] = [
  ['the site name', (t) => ({ ...t, name: 'Horno del Sur' }), 'Horno del Sur'],
  ['the tagline', (t) => ({ ...t, tagline: 'Pan de leña cada mañana' }), 'Pan de leña cada mañana'],
  ['the logo', (t) => ({ ...t, logo: '/site/assets/img/marca-gota.svg' }), '/site/assets/img/marca-gota.svg'],
  ['the primary colour', (t) => ({ ...t, colours: { ...t.colours, primary: '#6a1b9a' } }), '#6a1b9a'],
  ['the accent colour', (t) => ({ ...t, colours: { ...t.colours, accent: '#8d2b0b' } }), '#8d2b0b'],
  ['the text colour', (t) => ({ ...t, colours: { ...t.colours, text: '#2e2e2e' } }), '#2e2e2e'],
  ['the headings colour', (t) => ({ ...t, colours: { ...t.colours, headings: '#123456' } }), '#123456'],
  ['the headings font', (t) => ({ ...t, fonts: { ...t.fonts, headings: 'monospace' } }), FONT_STACKS.monospace],
  ['the text font', (t) => ({ ...t, fonts: { ...t.fonts, body: 'serif' } }), FONT_STACKS.serif],
  ['the menu', (t) => ({ ...t, menu: [{ label: 'Encargos', href: '/encargos/' }] }), 'Encargos'],
  ['the footer address', (t) => ({ ...t, footer: { ...t.footer, address: 'Calle Mayor 9' } }), 'Calle Mayor 9'],
  ['the footer phone', (t) => ({ ...t, footer: { ...t.footer, phone: '+34 600 111 222' } }), '+34 600 111 222'],
  ['the opening hours', (t) => ({ ...t, footer: { ...t.footer, hours: 'L-S 7:00-14:00' } }), 'L-S 7:00-14:00'],
  [
    'the footer note',
    (t) => ({ ...t, footer: { ...t.footer, note: 'Sin gluten bajo pedido' } }),
    'Sin gluten bajo pedido',
  ],
];

describe('the website settings', () => {
  let t: OwnerTestApp;
  let client: OwnerClient;
  let site: SiteSummary;

  beforeAll(async () => {
    t = await startOwnerApp(pglite);
    client = new OwnerClient(t.app);
    await client.signUp(uniqueEmail('theme-walk'));
    const created = await client.send('POST', SITE, { name: 'Panadería Norte', starter: 'blank' });
    expect(created.statusCode).toBe(201);
    site = created.json() as SiteSummary;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const homePage = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: new URL(site.url).host } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each(CHANGES)('change the home page visitors get: %s', async (_name, change, shown) => {
    const before = await homePage();
    expect(before).not.toContain(shown.replaceAll('"', '&quot;'));
    const saved = await client.send('PUT', `${SITE}/theme`, change(site.theme));
    expect(saved.statusCode).toBe(200);
    const after = await homePage();
    expect(after).not.toBe(before);
    expect(after.includes(shown) || after.includes(shown.replaceAll('"', '&quot;'))).toBe(true);
    // Back to the starting theme, so each case changes one setting alone.
    expect((await client.send('PUT', `${SITE}/theme`, site.theme)).statusCode).toBe(200);
  });
});

/**
 * The Privacy screen in Chromium, in English and Spanish, when the account's Wix site cannot be asked which of
 * its contacts carry the email (its key lacks Read Contacts): the person is found and erased, and the screen
 * says their Wix checkouts and orders were neither listed nor erased. Needs the dashboard built.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { createSecretBox } from '../../src/secret-box.js';
import { startWixSite, type WixSite } from '../fixtures/storefronts/index.js';
import { launchChromium } from '../helpers/browser.js';
import { signInDemoOwner } from '../helpers/editor-pages.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const secretsKey = randomBytes(32);
let server: RunningServer;
let site: WixSite;
let browser: Browser;

const activity = (email: string) =>
  server.db.query(
    `INSERT INTO visitor_activity (account_id, kind, email, url) VALUES ($1, 'session', $2, 'https://shop.example/')`,
    [DEMO_CLIENT_ID, email],
  );

beforeAll(async () => {
  site = await startWixSite();
  site.state.canReadContacts = false;
  server = await startServer({ secretsKey, wixApiOrigin: site.url });
  await server.db.query('INSERT INTO store_wix_connections (account_id, site_id, api_key_sealed) VALUES ($1, $2, $3)', [
    DEMO_CLIENT_ID,
    site.state.metaSiteId,
    createSecretBox(secretsKey).seal(site.state.apiKey),
  ]);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.close();
});

describe('the Privacy screen with a Wix site it cannot ask', () => {
  it.each([
    {
      locale: 'en-US',
      email: 'wix.en@example.test',
      find: 'Find',
      label: 'Their email',
      erase: 'Erase everything about them',
      notListed: /so their Wix checkouts and orders are not listed/,
      notErased: /so their Wix checkouts and orders were not erased/,
    },
    {
      locale: 'es-ES',
      email: 'wix.es@example.test',
      find: 'Buscar',
      label: 'Su correo',
      erase: 'Borrar todo lo suyo',
      notListed: /así que sus carritos abandonados y pedidos de Wix no aparecen/,
      notErased: /así que sus carritos abandonados y pedidos de Wix no se borraron/,
    },
  ])('says in $locale that the Wix part was not done, and erases the rest', async (c) => {
    await activity(c.email);
    const context = await browser.newContext({ baseURL: server.origin, locale: c.locale });
    try {
      await signInDemoOwner(context.request);
      const page = await context.newPage();
      await page.goto('/admin/privacy');
      await page.getByLabel(c.label).fill(c.email);
      await page.getByRole('button', { name: c.find, exact: true }).click();
      await page.getByText(c.notListed).waitFor();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: c.erase }).click();
      await page.getByText(c.notErased).waitFor();
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM visitor_activity WHERE email = $1',
        [c.email],
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * Email-marketing integrations in Chromium: the owner connects Mailchimp on the lead-delivery screen with a
 * pasted key, a list and the list's fields read from the tool, sends a test lead and reads the answer, and the next visitor's lead
 * reaches the loopback Mailchimp and shows in the delivery log under the tool's name; then the owner edits the
 * saved mapping, tags and double opt-in, and the next lead arrives with them. axe-core checks the screen with
 * the connect form and with the edit form open. Needs the dashboard built (`node build.mjs` in apps/dashboard).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoOwner } from '../../src/plugins/owner/index.js';
import { seedDemo } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';
import { conversionForm } from '../helpers/payloads.js';
import { type ProviderLoopback, startProviderLoopback } from '../helpers/provider-loopback.js';
import { waitFor } from '../helpers/webhook-receiver.js';

const DASHBOARD_DIST = fileURLToPath(new URL('../../../dashboard/dist/', import.meta.url));
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let app: FastifyInstance;
let db: Db;
let origin: string;
let browser: Browser;
let page: Page;
let loop: ProviderLoopback;

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}main.js`)) throw new Error('build the dashboard first: npm run build');
  loop = await startProviderLoopback();
  db = await connectMigratedMemory();
  await migrate(db);
  await seedDemo(db);
  await seedDemoOwner(db);
  app = await buildApp({
    db,
    dashboardDistDir: DASHBOARD_DIST,
    logger: false,
    leadDelivery: { pollMs: 50 },
    secretsKey: randomBytes(32),
    integrationBaseUrls: loop.bases,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
  await loop?.stop();
});

describe('email-marketing integrations in the dashboard', () => {
  it('connects Mailchimp, sends a test lead, and delivers the next lead to the chosen list', async () => {
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Lead delivery' }).click();
    await page.getByRole('heading', { name: 'Email marketing tools' }).waitFor();

    loop.fields.mailchimp.push({ tag: 'CITY', name: 'City', type: 'text' });
    await page.getByRole('button', { name: 'Connect a tool' }).click();
    await page.getByLabel('API key').fill('wrong-key-us21');
    await page.getByRole('button', { name: 'Show my lists' }).click();
    await page.getByText('Mailchimp refused the API key').waitFor();
    await page.getByLabel('API key').fill(loop.keys.mailchimp);
    await page.getByRole('button', { name: 'Show my lists' }).click();
    await page.getByLabel('List').selectOption({ label: 'Wholesale' });
    await page.getByLabel('Tags').fill('pop-up');
    // The rows offer the audience's own merge fields, read from Mailchimp, with the usual ones chosen.
    const goesTo1 = page.getByLabel('…field 1 goes to');
    await goesTo1.locator('option', { hasText: 'City (CITY)' }).waitFor({ state: 'attached' });
    expect(await goesTo1.locator('option').allTextContents()).toEqual([
      'Not sent',
      'First Name (FNAME)',
      'Last Name (LNAME)',
      'Phone Number (PHONE)',
      'Company (COMPANY)',
      'City (CITY)',
    ]);
    expect(await page.getByLabel('Name goes to').inputValue()).toBe('FNAME');
    expect(await page.getByLabel('Phone goes to').inputValue()).toBe('PHONE');
    // More than one form field of the pop-up can be mapped, a row each.
    await page.getByLabel('Another field of the pop-up 1 (its label)').fill('Company');
    await goesTo1.selectOption({ label: 'Company (COMPANY)' });
    await page.getByRole('button', { name: 'Add another field' }).click();
    await page.getByLabel('Another field of the pop-up 2 (its label)').fill('City');
    await page.getByLabel('…field 2 goes to').selectOption('CITY');
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Connect Mailchimp' }).click();
    await page.getByText('Mailchimp · Wholesale').waitFor();
    await page.getByText(`API key ending in …${loop.keys.mailchimp.slice(-4)}`).waitFor();
    await page.getByText(/Company as COMPANY, City as CITY\./).waitFor();
    expect(await page.content()).not.toContain(loop.keys.mailchimp);

    await page.getByRole('button', { name: 'Send a test lead' }).click();
    await page.getByText(`Test lead delivered. Mailchimp took ${DEMO_OWNER_EMAIL} on the list Wholesale.`).waitFor();
    expect(loop.taken.mailchimp).toMatchObject([{ email: DEMO_OWNER_EMAIL, list: 'f6e5d4c3b2', tags: ['pop-up'] }]);

    const form = new URLSearchParams(
      conversionForm({ email: 'browser-lead@bakery.example', name: 'Ana' }) as Record<string, string>,
    );
    const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    await waitFor('the lead at Mailchimp', () =>
      loop.taken.mailchimp.some((m) => m.email === 'browser-lead@bakery.example'),
    );
    expect(loop.taken.mailchimp.find((m) => m.email === 'browser-lead@bakery.example')?.fields).toEqual({
      FNAME: 'Ana',
    });
    // The log refreshes by itself while the screen is open.
    await page.getByRole('cell', { name: 'Mailchimp · Wholesale' }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: 'Delivered' }).waitFor({ timeout: 30_000 });
  });

  // Follows the test above: the Mailchimp integration it connected is on the screen.
  it('edits the saved mapping, tags and double opt-in, and the next lead arrives with them', async () => {
    const row = page.getByRole('listitem').filter({ hasText: 'Mailchimp · Wholesale' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Mailchimp · Wholesale' }).waitFor();
    // The rows hold the saved mapping and offer the audience's fields, read with the stored key.
    const nameTo = page.getByLabel('Name goes to');
    await nameTo.locator('option', { hasText: 'Last Name (LNAME)' }).waitFor({ state: 'attached' });
    expect(await nameTo.inputValue()).toBe('FNAME');
    expect(await page.getByLabel('Phone goes to').inputValue()).toBe('PHONE');
    expect(await page.getByLabel('Another field of the pop-up 1 (its label)').inputValue()).toBe('Company');
    expect(await page.getByLabel('…field 1 goes to').inputValue()).toBe('COMPANY');
    expect(await page.getByLabel('…field 2 goes to').inputValue()).toBe('CITY');
    expect(await page.getByLabel('Tags').inputValue()).toBe('pop-up');
    expect(await page.getByLabel('API key').count()).toBe(0);

    await nameTo.selectOption('LNAME');
    await page.getByLabel('Phone goes to').selectOption({ label: 'Not sent' });
    await page.getByRole('button', { name: 'Remove field 2' }).click();
    await page.getByLabel('Tags').fill('pop-up, edited');
    await page.getByLabel(/Double opt-in: Mailchimp mails/).check();
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await row.getByText(/Sends the email, and Name as LNAME, Company as COMPANY\. Tags: pop-up, edited\./).waitFor();
    await row.getByText(/double opt-in/).waitFor();
    expect(await page.getByRole('heading', { name: 'Edit Mailchimp · Wholesale' }).count()).toBe(0);
    expect(await page.content()).not.toContain(loop.keys.mailchimp);

    const form = new URLSearchParams(
      conversionForm({ email: 'edited-lead@bakery.example', name: 'Bea' }) as Record<string, string>,
    );
    const res = await fetch(`${origin}/api/display/conversion/0123456789abd`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    // The tags follow in a second call, once the member is in.
    await waitFor('the tagged edited lead at Mailchimp', () =>
      loop.taken.mailchimp.some((m) => m.email === 'edited-lead@bakery.example' && m.tags.length === 2),
    );
    expect(loop.taken.mailchimp.find((m) => m.email === 'edited-lead@bakery.example')).toMatchObject({
      fields: { LNAME: 'Bea' },
      status: 'pending',
      tags: ['pop-up', 'edited'],
    });
  });
});

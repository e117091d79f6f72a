/**
 * Account recovery and lead delivery in Chromium: a forgotten password is reset from the mail a real SMTP
 * server on loopback received, and the link works once; the lead-delivery screen adds a webhook whose signed
 * lead reaches a loopback receiver and shows in the delivery log. axe-core checks each screen. Needs the
 * dashboard built (`node build.mjs` in apps/dashboard).
 */
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
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';

const DASHBOARD_DIST = fileURLToPath(new URL('../../../dashboard/dist/', import.meta.url));
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NEW_PASSWORD = 'a brand new passphrase';

let app: FastifyInstance;
let db: Db;
let origin: string;
let browser: Browser;
let page: Page;
let inbox: SmtpInbox;
let receiver: WebhookReceiver;

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}main.js`)) throw new Error('build the dashboard first: npm run build');
  inbox = await startSmtpInbox();
  receiver = await startWebhookReceiver();
  db = await connectMigratedMemory();
  await migrate(db);
  await seedDemo(db);
  await seedDemoOwner(db);
  app = await buildApp({
    db,
    dashboardDistDir: DASHBOARD_DIST,
    logger: false,
    smtpUrl: inbox.url,
    leadDelivery: { pollMs: 50, allowPrivateAddresses: true },
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
  await inbox?.close();
  await receiver?.stop();
});

async function expectNoAxeViolations(p: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

describe('password reset and lead delivery in the dashboard', () => {
  it('resets a forgotten password from the mailed link, which then no longer works', async () => {
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_OWNER_EMAIL);
    await page.getByRole('button', { name: 'Mail me a reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    await waitFor('the reset mail', () => inbox.mails.some((m) => m.to.includes(DEMO_OWNER_EMAIL)));
    const link = inbox.mails
      .find((m) => m.to.includes(DEMO_OWNER_EMAIL))
      ?.text.match(/http:\/\/\S+\/admin\/reset-password\?account=[0-9a-f]{13}&token=[A-Za-z0-9_-]{43}/)?.[0];
    if (!link) throw new Error('no reset link in the mail');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectNoAxeViolations(page, 'reset password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('link', { name: 'Lead delivery' }).waitFor();

    // The same link a second time: refused, with a way to get a new one.
    const second = await browser.newPage();
    await second.goto(link);
    await second.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await second.getByRole('button', { name: 'Set new password' }).click();
    await second.getByRole('alert').filter({ hasText: 'was already used' }).waitFor();
    await second.close();
    expect(DEMO_OWNER_PASSWORD).not.toBe(NEW_PASSWORD);
  });

  it('adds a webhook on the lead-delivery screen, and the next lead reaches it signed and shows in the log', async () => {
    await page.getByRole('link', { name: 'Lead delivery' }).click();
    await page.getByRole('heading', { name: 'Lead delivery', level: 1 }).waitFor();
    await page.getByLabel('Webhook address').fill('ftp://nope');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('must be a web address starting with https://').waitFor();
    await page.getByLabel('Webhook address').fill(receiver.url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText(receiver.url, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'lead delivery');

    await page.getByRole('button', { name: 'Show secret' }).click();
    const secret = (await page.locator('.webhook code').textContent()) ?? '';
    const form = new URLSearchParams(
      conversionForm({ email: 'browser-lead@clinic.example' }) as Record<string, string>,
    );
    const res = await fetch(`${origin}/api/display/conversion/0123456789abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    await waitFor('the webhook', () => receiver.received.length > 0);
    expect(verifyWebhook(secret, receiver.received[0] as (typeof receiver.received)[0])).toBe(true);
    // The log refreshes by itself while the screen is open.
    await page.getByRole('cell', { name: 'Delivered' }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: 'HTTP 200' }).waitFor();
  });
});

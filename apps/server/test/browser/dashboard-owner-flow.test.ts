/**
 * The owner dashboard end to end in Chromium: sign up (opening the mailed
 * confirmation link from the outbox) and sign in, build a
 * lightbox with a name and email field and a 3-second timer in the builder
 * (checking the live preview), save it, see it on a host page carrying the
 * account's snippet, then find the visitor's lead (a hostile name shown as
 * text) in the leads table and the CSV, and 1 view and 1 conversion in the
 * results. axe-core checks each screen. Needs the widget and the dashboard
 * built (`npm test` builds first; alone: `npm run build`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedDemoOwner } from '../../src/plugins/owner/index.js';
import { seedDemo } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';
import { outboxFor } from '../http/owner-helpers.js';

const WIDGET_DIST = fileURLToPath(new URL('../../../../packages/widget/dist/', import.meta.url));
const DASHBOARD_DIST = fileURLToPath(new URL('../../../dashboard/dist/', import.meta.url));
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let app: FastifyInstance;
let db: Db;
let origin: string;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let poptinId = '';
let clientId = '';

beforeAll(async () => {
  if (!existsSync(`${DASHBOARD_DIST}main.js`)) throw new Error('build the dashboard first: npm run build');
  db = await connectMigratedMemory();
  await migrate(db);
  await seedDemo(db);
  await seedDemoOwner(db);
  app = await buildApp({ db, widgetDistDir: WIDGET_DIST, dashboardDistDir: DASHBOARD_DIST, logger: false });
  // A customer's page: nothing but the account's snippet.
  app.get<{ Params: { clientId: string } }>('/test-host/:clientId', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1><script id="beckon-pixel" src="/widget/loader.js?id=${request.params.clientId}" async></script></body></html>`,
      ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
  owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await owner.newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
});

async function expectNoAxeViolations(p: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

describe('the owner dashboard', () => {
  it('sends a signed-out visitor of /admin to the sign-in screen, which passes axe', async () => {
    await page.goto(`${origin}/admin`);
    await page.getByRole('heading', { name: 'Sign in to Beckon' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await expectNoAxeViolations(page, 'sign-in');
  });

  it('shows inline messages from the shared schema next to the sign-up fields', async () => {
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your Beckon account' }).waitFor();
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('must be at least 8 characters').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'sign-up with errors');
  });

  it('signs up, signs out and signs in again, landing on the empty pop-ups list', async () => {
    await page.getByLabel('Account name').fill('Flower shop');
    await page.getByLabel('Email').fill('florist@shop.example');
    await page.getByLabel('Password').fill('tulips and roses 2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your inbox: we sent a link to florist@shop.example').waitFor();
    await expectNoAxeViolations(page, 'check your inbox');
    // The owner opens the link from the mail, read here from the outbox.
    const [mail] = await outboxFor(db, 'florist@shop.example');
    const link = mail?.body_text.match(/https?:\/\/\S+\/admin\/confirm\?token=\S+/)?.[0] ?? '';
    expect(link.startsWith(`${origin}/admin/confirm?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'No pop-ups yet' }).waitFor();
    // The link works once.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('already used');
    await page.goto(`${origin}/admin`);
    await page.getByRole('heading', { name: 'No pop-ups yet' }).waitFor();
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in to Beckon' }).waitFor();
    await page.getByLabel('Email').fill('florist@shop.example');
    await page.getByLabel('Password').fill('tulips and roses 2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'No pop-ups yet' }).waitFor();
    const session = await page.request.get(`${origin}/api/owner/session`);
    clientId = (await session.json()).account.account_id;
    expect(clientId).toMatch(/^[0-9a-f]{13}$/);
    await expectNoAxeViolations(page, 'pop-ups (empty)');
  });

  it('builds a lightbox with an email and a name field and a 3-second timer, with a live preview', async () => {
    await page.getByRole('link', { name: 'New pop-up' }).click();
    await page.getByRole('heading', { name: 'New pop-up' }).waitFor();
    await page.getByLabel('Pop-up name').fill('Spring sale');
    await expect(page.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('lightbox');
    const desktop = page.locator('[data-preview="desktop"]');
    const mobile = page.locator('[data-preview="mobile"]');

    // The preview is the canvas: a click on its heading opens the heading's settings with the cursor in them.
    const heading = await desktop.locator('h2.bk-h').first().boundingBox();
    if (!heading) throw new Error('the preview drew no heading');
    await page.mouse.click(heading.x + heading.width / 2, heading.y + heading.height / 2);
    const headingText = page.getByLabel('Heading text').first();
    await expect.poll(() => headingText.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(page.getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Spring sale: 20% off');
    await page.getByLabel('New field type').selectOption('name');
    await page.getByRole('button', { name: 'Add field' }).click();
    // A click on a field in the preview opens that field's settings, outlined in the picture.
    await page.getByRole('tab', { name: 'Design' }).click();
    const emailBox = await desktop.locator('input[type="email"]').boundingBox();
    if (!emailBox) throw new Error('the preview drew no email field');
    await page.mouse.click(emailBox.x + 4, emailBox.y + emailBox.height / 2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li')?.id)).toBe('builder-field-0');
    await expect
      .poll(() =>
        desktop
          .locator('.bk-field')
          .first()
          .evaluate((el) => getComputedStyle(el).outlineStyle),
      )
      .toBe('dashed');
    await page.getByRole('tab', { name: 'Triggers and targeting' }).click();
    await page.getByLabel('seconds', { exact: true }).fill('3');
    await page.getByLabel('How often').selectOption('display_everytime_everypage');
    await expect(desktop.getByText('Spring sale: 20% off', { exact: true }).count()).resolves.toBe(1);
    await expect(mobile.getByText('Spring sale: 20% off', { exact: true }).count()).resolves.toBe(1);
    await expect(desktop.locator('input[type="email"]').count()).resolves.toBe(1);
    await expect(desktop.locator('input[name="poptinDesignInputTextFieldName"]').count()).resolves.toBe(1);
    await expect(mobile.locator('input[type="email"]').count()).resolves.toBe(1);

    // A bad colour shows its message next to the field and the preview keeps the last good design.
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByLabel('Background', { exact: true }).fill('red');
    await expect(page.getByText('must be a hex colour like #1a2b3c', { exact: true }).isVisible()).resolves.toBe(true);
    // The step's tab counts what needs fixing on it.
    await page.getByRole('tab', { name: 'Design (1 to fix)' }).waitFor();
    // The preview says why it stopped following the settings.
    await page.getByRole('status').filter({ hasText: 'The preview is paused on the last valid version' }).waitFor();
    await expectNoAxeViolations(page, 'builder with an error');
    await page.getByLabel('Background', { exact: true }).fill('#ffffff');
    await expect(page.getByText('must be a hex colour like #1a2b3c').count()).resolves.toBe(0);
  });

  it('saves the pop-up and the display service serves it with the 3-second timer', async () => {
    await page.getByRole('button', { name: 'Create pop-up' }).click();
    await page.waitForURL(/\/admin\/popups\/[0-9a-f]{13}$/);
    poptinId = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Edit “Spring sale”' }).waitFor();
    const { rows } = await db.query<{ triggers: { display_after_sec_active: number }; poptin_type: string }>(
      'SELECT triggers, poptin_type FROM popups WHERE account_id = $1 AND poptin_id = $2',
      [clientId, poptinId],
    );
    expect(rows[0]).toMatchObject({ poptin_type: 'lightbox', triggers: { display_after_sec_active: 3 } });
    await expectNoAxeViolations(page, 'builder');
  });

  it('shows the pop-up to a visitor of a page with the snippet, who leaves a lead with a hostile name', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const shop = await visitor.newPage();
    let alerted = false;
    shop.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    const started = Date.now();
    await shop.goto(`${origin}/test-host/${clientId}`);
    const dialog = shop.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    await expect(dialog.getByRole('heading').first().textContent()).resolves.toContain('Spring sale: 20% off');
    await dialog.locator('input[type="email"]').fill('visitor@mail.example');
    await dialog.locator('input[name="poptinDesignInputTextFieldName"]').fill(HOSTILE_NAME);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Thank you!').waitFor({ timeout: 10_000 });
    await visitor.close();
    expect(alerted).toBe(false);
  });

  it('lists the lead with the hostile name as text, and exports it in the CSV', async () => {
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'Leads' }).click();
    // The value, without the column's name the cell repeats for a phone's stacked view.
    const cell = page.locator('td.lead-name > span:not(.cell-label)').first();
    await cell.waitFor();
    await expect(cell.textContent()).resolves.toBe(HOSTILE_NAME);
    await expect(page.locator('td.lead-name img').count()).resolves.toBe(0);
    await expect(page.locator('td.lead-email > span:not(.cell-label)').first().textContent()).resolves.toBe(
      'visitor@mail.example',
    );
    const csv = await page.request.get(`${origin}/api/owner/leads.csv`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('"visitor@mail.example","<img src=x onerror=alert(1)>"');
    expect(alerted).toBe(false);
    await expectNoAxeViolations(page, 'leads');
  });

  it('shows 1 view and 1 conversion for the pop-up on the results page', async () => {
    await page.getByRole('link', { name: 'Results' }).click();
    const row = page.locator(`tr[data-popup="${poptinId}"]`);
    await row.waitFor();
    await expect(row.locator('td.views').textContent()).resolves.toBe('1');
    await expect(row.locator('td.conversions').textContent()).resolves.toBe('1');
    await expect(row.locator('td.click-throughs').textContent()).resolves.toBe('0');
    await expectNoAxeViolations(page, 'results');
  });

  it('ends an A/B test from the results screen after the owner confirms', async () => {
    const session = (await (await page.request.get(`${origin}/api/owner/session`)).json()) as { csrf_token: string };
    const headers = { 'x-csrf-token': session.csrf_token, origin };
    const created = await page.request.post(`${origin}/api/owner/popups/${poptinId}/variants`, { headers });
    expect(created.status()).toBe(201);
    const variant = (await created.json()) as { poptin_id: string };
    const on = await page.request.post(`${origin}/api/owner/popups/${variant.poptin_id}/toggle`, {
      headers,
      data: { is_active: true },
    });
    expect(on.status()).toBe(200);
    await page.goto(`${origin}/admin/results`);
    const test = page.getByRole('region', { name: 'Spring sale', exact: true });
    await test.getByText(/Too early to tell/).waitFor();
    await expectNoAxeViolations(page, 'results with an A/B test');
    await test.getByRole('button', { name: /^Make this the winner\W+Spring sale \(variant\)$/ }).click();
    await test.getByRole('button', { name: 'Yes, keep “Spring sale (variant)”' }).click();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${origin}/api/owner/popups/${variant.poptin_id}`)).json()) as {
              is_active: boolean;
            }
          ).is_active,
      )
      .toBe(false);
  });

  it('shows the mail screen, which says mail stays there without a mail server', async () => {
    await page.getByRole('link', { name: 'Mail', exact: true }).click();
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    await page.getByText(/No mail server is set up/).waitFor();
    await expectNoAxeViolations(page, 'mail');
  });

  it('shows the account snippet on the install page and that it has been seen', async () => {
    await page.getByRole('link', { name: 'Install' }).click();
    await page.getByRole('heading', { name: 'Install Beckon on your site' }).waitFor();
    await expect(page.getByTestId('popup-snippet').textContent()).resolves.toBe(
      `<script id="beckon-pixel" src="${origin}/widget/loader.js?id=${clientId}" async></script>`,
    );
    await expect(page.getByText('Seen on your site').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'install');
  });

  it("saves the plan-limit choice on the account screen, and the restricted site's display answer follows it", async () => {
    // The plan's limit is reached (billing sets this; the owner's choice says what the site shows then).
    await db.query('UPDATE accounts SET is_restricted = true WHERE account_id = $1', [clientId]);
    await page.getByRole('link', { name: 'Account' }).click();
    const noRemind = page.getByRole('radio', {
      name: 'Show me an upgrade reminder on my site, without “Remind me later”',
    });
    await page.getByRole('radio', { name: 'Show nothing' }).and(page.locator(':checked')).waitFor();
    await noRemind.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const { rows } = await db.query<{ restriction_setting: string }>(
      'SELECT restriction_setting FROM accounts WHERE account_id = $1',
      [clientId],
    );
    expect(rows[0]?.restriction_setting).toBe('upgrade_no_remind');
    const answer = await (
      await fetch(`${origin}/api/display/${clientId}`, {
        method: 'POST',
        body: JSON.stringify({ domain: '127.0.0.1', url: `${origin}/` }),
      })
    ).json();
    expect(answer).toMatchObject({ display: 'not_allowed', upgrade_popup: { remindme_popup: false } });
    await page.reload();
    await noRemind.and(page.locator(':checked')).waitFor();
    await db.query('UPDATE accounts SET is_restricted = false WHERE account_id = $1', [clientId]);
    app.display.popupCache.invalidate(clientId);
  });

  it('lists the pop-up and fits every screen into 390 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/results',
      '/admin/install',
      '/admin/account',
      '/admin/mail',
      `/admin/popups/${poptinId}`,
    ]) {
      await page.goto(`${origin}${path}`);
      await page.locator('main h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (path === '/admin')
        await expect(page.getByRole('link', { name: 'Spring sale', exact: true }).isVisible()).resolves.toBe(true);
    }
    await expectNoAxeViolations(page, 'builder at 390 px');
    await page.goto(`${origin}/admin/account`);
    await expectNoAxeViolations(page, 'account at 390 px');
  });

  it('folds the navigation behind a Menu button on a phone, and shows it in groups beside the screen on a laptop', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/admin`);
    const menu = page.getByRole('button', { name: 'Menu' });
    const leads = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads', exact: true });
    await menu.waitFor();
    await expect(leads.isVisible()).resolves.toBe(false);
    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'open menu at 390 px');
    await leads.click();
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await expect(leads.isVisible()).resolves.toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(leads.isVisible()).resolves.toBe(true);
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const main = await page.locator('main').boundingBox();
    // A side bar: the navigation's right edge is left of the screen's content.
    expect((nav?.x ?? 0) + (nav?.width ?? 0)).toBeLessThanOrEqual(main?.x ?? 0);
    await expect(page.getByRole('list', { name: 'Shop' }).getByRole('link').allTextContents()).resolves.toEqual([]);
    await expect(page.getByRole('list', { name: 'Leads' }).getByRole('link').allTextContents()).resolves.toEqual([
      'Leads',
      'Lead delivery',
      'Store reports',
      'Privacy',
    ]);
  });
});

/**
 * The Privacy and Leads screens in Chromium, signed in as the demo owner: a visitor's two leads are found by
 * email, downloaded as JSON and erased after a confirmation; the screen says what orders keep; the leads are
 * gone from the Leads screen, where another lead is deleted with its own confirmation. axe-core checks the
 * screen with a person found, and every control is at least 24 px. On a phone's width the Leads screen stacks each
 * lead into a card the page never scrolls sideways for. Needs the dashboard built (`npm run build`).
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PERSON = 'noa.privacy@example.test';
const OTHER = 'tal.privacy@example.test';

let server: RunningServer;
let browser: Browser;
let page: Page;

async function lead(email: string, more: Record<string, string> = {}): Promise<void> {
  const res = await page.request.post(`${server.origin}/api/display/conversion/0123456789abc`, {
    form: {
      ...more,
      conversion_key: `key-${Math.random().toString(36).slice(2, 14)}`,
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://shop.example/',
      visitor: 'desktop',
      email,
    },
  });
  expect(res.status()).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await lead(PERSON);
  await lead(PERSON.toUpperCase());
  await lead(OTHER);
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Privacy', exact: true }).click();
  await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function smallTargets(): Promise<string[]> {
  return page.$$eval('main button, main input, main a', (els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.width < 24 || r.height < 24);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

describe('the Privacy screen', () => {
  it('finds a person by email, downloads their data and erases it after a confirmation', async () => {
    await page.getByLabel('Their email').fill(PERSON);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(`records about ${PERSON}:`).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Leads: 2' }).count()).toBe(1);

    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
    expect(await smallTargets()).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download their data (JSON)' }).click(),
    ]);
    const saved = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(saved.email).toBe(PERSON);
    expect(saved.sections.leads).toHaveLength(2);

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Erase everything about them' }).click();
    await page.getByText(`Erased ${PERSON}: Leads 2`).waitFor();
    expect(question).toContain('This cannot be undone');
    await page.getByText(/Orders keep their number, date, items, amounts, tax/).waitFor();

    await page.getByLabel('Their email').fill(PERSON);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(`Nothing is held about ${PERSON}.`).waitFor();
  });

  it('deletes one lead from the Leads screen after a confirmation, and keeps it when the owner cancels', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Leads', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: OTHER });
    await row.waitFor();
    expect(await page.getByRole('cell', { name: PERSON }).count()).toBe(0);
    const remove = row.getByRole('button', { name: `Delete the lead from ${OTHER}` });
    page.once('dialog', (dialog) => void dialog.dismiss());
    await remove.click();
    expect(await row.count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await remove.click();
    await row.waitFor({ state: 'detached' });
  });

  it('saves how long leads are kept', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByLabel('Delete them after 12 months').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await page.getByLabel('Delete them after 12 months').waitFor();
    await expect.poll(() => page.getByLabel('Delete them after 12 months').isChecked()).toBe(true);
  });
});

describe('the Leads screen on a phone (390 px)', () => {
  it("shows each lead as a card, the lead's email in view and nothing wider than the screen", async () => {
    const email = 'marta.fernandez-de-la-vega@pasteleria-luna.example.test';
    await lead(email, { name: 'Marta Fernández de la Vega', phone: '+34 600 123 456' });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const signIn = await phone.request.post(`${server.origin}/api/owner/sign-in`, {
        data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD },
      });
      expect(signIn.status()).toBe(200);
      const small = await phone.newPage();
      await small.goto(`${server.origin}/admin/leads`);
      await small.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
      const shown = small.getByText(email, { exact: true });
      await shown.waitFor();

      const widths = await small.evaluate(() => {
        const wrap = document.querySelector('.table-wrap');
        return {
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
          table: wrap ? wrap.scrollWidth - wrap.clientWidth : -1,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      expect(widths.table).toBe(0);
      const box = await shown.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(widths.screen);
      // Each value is named, as the column headers are out of sight.
      const card = small.locator('tbody tr').filter({ hasText: email });
      expect(await card.getByText('Phone', { exact: true }).isVisible()).toBe(true);

      const result = await new AxeBuilder({ page: small }).withTags(AXE_TAGS).analyze();
      expect(result.violations.map((v) => v.id)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

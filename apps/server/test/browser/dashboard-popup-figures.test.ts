/**
 * The pop-up list's figures in Chromium, signed in as the demo owner: a pop-up's views, conversions and
 * conversion rate for the last 30 days on its row, types by name rather than code, and the list sorted by
 * conversions with the column marked for screen readers. Needs the dashboard built (`npm run build`).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';
import { servedToken } from '../helpers/test-app.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  for (let i = 0; i < 4; i++) {
    const viewerId = `0123456789ab${i}`;
    const viewed = await page.request.post(`${server.origin}/api/display/viewed/${DEMO_TIMER_POPUP_ID}`, {
      data: {
        viewer_id: viewerId,
        // What each visitor's display answer carried: a view counts only with it.
        view_token: servedToken(server.app, DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, viewerId),
        trigger: 'timer',
        client_id: DEMO_CLIENT_ID,
        type: 'desktop',
        url: 'https://x.example/',
      },
    });
    expect(viewed.status()).toBe(200);
  }
  const lead = await page.request.post(`${server.origin}/api/display/conversion/0123456789ab0`, {
    form: {
      conversion_key: 'figures-key-1',
      poptin_id: DEMO_TIMER_POPUP_ID,
      client_id: DEMO_CLIENT_ID,
      url: 'https://x.example/',
      visitor: 'desktop',
      email: 'figures@example.test',
    },
  });
  expect(lead.status()).toBe(200);
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pop-ups', level: 1 }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the pop-up list', () => {
  it("shows each pop-up's views, conversions and rate, and sorts by conversions", async () => {
    const { popups } = await (await page.request.get(`${server.origin}/api/owner/popups`)).json();
    const name: string = popups.find((p: { poptin_id: string }) => p.poptin_id === DEMO_TIMER_POPUP_ID).name;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(1, 4))
      .toEqual(['4', '1', '25.0%']);
    expect(await page.locator('table').textContent()).not.toMatch(/sside|bside|format \d/);

    await page.getByRole('button', { name: 'Conversions' }).click();
    const head = page.getByRole('columnheader', { name: 'Conversions' });
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('descending');
    const firstRow = page.getByRole('row').nth(1);
    expect(await firstRow.getByRole('link', { name, exact: true }).count()).toBe(1);
  });
});

/**
 * The page editor in Chromium (issue 14), one server and one browser for the
 * whole file: a setting typed in the form changes the canvas without a
 * reload, publishing changes the public page, an earlier version comes back
 * with restore, and a save based on a stale version is refused with a
 * message. Needs the dashboard built (`node build.mjs` in apps/dashboard).
 */
import type { APIRequestContext, Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const PAGES = '/api/owner/site/pages';

function documentWith(headingText: string) {
  return {
    schemaVersion: 1,
    root: { settings: {} },
    content: [
      {
        id: 'sec-1',
        type: 'section',
        settings: {},
        children: [
          {
            id: 'col-1',
            type: 'column',
            settings: {},
            children: [
              { id: 'head-1', type: 'heading', settings: { text: headingText, level: 'h1' } },
              { id: 'cd-1', type: 'countdown', settings: { dueDate: '2031-05-01T09:00:00+02:00' } },
            ],
          },
        ],
      },
    ],
  };
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let csrf: string;
let pageId: number;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1440, height: 900 } });
  api = context.request;
  const signIn = await api.post('/api/owner/sign-in', {
    data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  csrf = ((await signIn.json()) as { csrf_token: string }).csrf_token;
  const headers = { 'x-csrf-token': csrf };
  const created = await api.post(PAGES, { headers, data: { slug: 'prueba-editor', title: 'Prueba' } });
  expect(created.status()).toBe(201);
  pageId = ((await created.json()) as { page_id: number }).page_id;
  const published = await api.post(`${PAGES}/${pageId}/publish`, {
    headers,
    data: { version: 1, title: 'Prueba', document: documentWith('Primera versión') },
  });
  expect(published.status()).toBe(200);
  page = await context.newPage();
  await page.goto(`/admin/pages/${pageId}`);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the page editor', () => {
  it('draws the real widgets on the canvas and repaints one as its setting is typed', async () => {
    const heading = canvas().locator('h1', { hasText: 'Primera versión' });
    await heading.waitFor();
    // Widget components load on first use in the editor, so the countdown may draw after the heading.
    await expect.poll(() => canvas().locator('.cd-units').count()).toBe(1);
    await heading.click();
    const text = page.locator('[name="text"]:visible');
    await text.fill('Segunda versión');
    await canvas().locator('h1', { hasText: 'Segunda versión' }).waitFor();
  });

  it('publishes, and the public page shows the change', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/Published version 3/).waitFor();
    const live = await api.get('/prueba-editor/');
    expect(await live.text()).toContain('Segunda versión');
  });

  it('restores the previous version into the editor', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByRole('button', { name: 'Restore version 2' }).click();
    await canvas().locator('h1', { hasText: 'Primera versión' }).waitFor();
  });

  it('refuses a save based on a version someone else has since replaced, and says so', async () => {
    const current = (await (await api.get(`${PAGES}/${pageId}`)).json()) as { version: number };
    const other = await api.put(`${PAGES}/${pageId}/draft`, {
      headers: { 'x-csrf-token': csrf },
      data: { version: current.version, title: 'Prueba', document: documentWith('Cambio de otra persona') },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/saved by someone else since you opened version/).waitFor();
    await page.getByRole('button', { name: 'Load the latest version' }).waitFor();
  });
});

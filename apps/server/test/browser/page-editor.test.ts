/**
 * The page editor in Chromium, one server and one browser for the whole file: a
 * setting typed in the form changes the canvas without a reload, publishing
 * changes the public page, an earlier version comes back with restore, and a
 * save based on a stale version is refused with a message; all of it, adding a
 * widget included, with the keyboard alone. Needs the dashboard built
 * (`node build.mjs` in apps/dashboard).
 */
import type { APIRequestContext, Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { countdown, createEditorPage, heading, oneColumnDocument, signInDemoOwner } from '../helpers/editor-pages.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const PAGES = '/api/owner/site/pages';

const documentWith = (headingText: string) =>
  oneColumnDocument([heading(headingText), countdown({ dueDate: '2031-05-01T09:00:00+02:00' })]);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let headers: Record<string, string>;
let pageId: number;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');

/** What has the focus, looking into the canvas iframe: its name, widget id, field name and the panel item's type. */
function focused(): Promise<{ name: string; widget: string | null; field: string | null; adds: string | null }> {
  return page.evaluate(() => {
    let el = document.activeElement;
    if (el instanceof HTMLIFrameElement) el = el.contentDocument?.activeElement ?? null;
    const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    return {
      name,
      widget: el?.getAttribute('data-puck-component') ?? null,
      field: el?.getAttribute('name') ?? null,
      adds: el?.querySelector<HTMLElement>('[data-widget-type]')?.dataset.widgetType ?? null,
    };
  });
}

/** Presses `key` until `wanted` holds for the focused element; fails after `max` presses. */
async function pressUntil(
  key: 'Tab' | 'Shift+Tab',
  wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 120,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (wanted(await focused())) return;
  }
  throw new Error(`no focusable element found with ${key} (last: ${JSON.stringify(await focused())})`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1440, height: 900 } });
  api = context.request;
  headers = await signInDemoOwner(api);
  pageId = await createEditorPage(api, headers, {
    slug: 'prueba-editor',
    title: 'Prueba',
    document: documentWith('Primera versión'),
    save: 'publish',
  });
  page = await context.newPage();
  await page.goto(`/admin/pages/${pageId}`);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the page editor', () => {
  it('opens with no failed request and no console warning or error', async () => {
    const fresh = await context.newPage();
    const problems: string[] = [];
    fresh.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') problems.push(`${m.type()}: ${m.text()}`);
    });
    fresh.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await fresh.goto(`/admin/pages/${pageId}`);
    await fresh.frameLocator('iframe#preview-frame').getByText('Primera versión').first().waitFor({ timeout: 30_000 });
    await fresh.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // A browser asks for /favicon.ico (a 404) unless the page names its icon; headless Chromium never asks.
    expect(await fresh.locator('link[rel=icon]').count()).toBe(1);
    await fresh.close();
  });

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
    await page.getByText(/Published version \d+/).waitFor();
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
      headers,
      data: { version: current.version, title: 'Prueba', document: documentWith('Cambio de otra persona') },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/saved by someone else since you opened version/).waitFor();
    await page.getByRole('button', { name: 'Load the latest version' }).waitFor();
  });

  it('is usable with the keyboard alone: open, select, edit, add a widget, see the outline and publish', async () => {
    await page.goto('/admin/pages');
    await pressUntil('Tab', (f) => f.name === 'Prueba');
    await page.keyboard.press('Enter');
    const headingText = (await canvas().locator('h1').first().textContent())?.trim();

    // Select the heading on the canvas with Enter: its settings replace the page's in the fields panel.
    await pressUntil('Tab', (f) => f.widget !== null && f.name === headingText);
    await page.keyboard.press('Enter');
    await page.locator('[name="text"]:visible').waitFor();
    await pressUntil('Tab', (f) => f.field === 'text');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Escrito con el teclado');
    await canvas().locator('h1', { hasText: 'Escrito con el teclado' }).waitFor();

    // Puck's panel items are pointer-drag only: Enter on one adds it after the selected heading.
    const widgets = await canvas().locator('[data-puck-component]').count();
    await pressUntil('Shift+Tab', (f) => f.adds === 'text');
    await page.keyboard.press('Enter');
    await page.getByText('Added Text to Column.').waitFor();
    await expect.poll(() => canvas().locator('[data-puck-component]').count()).toBe(widgets + 1);

    // The side rail's "Outline" opens the outline, whose rows (named by their words) select a widget.
    await pressUntil('Shift+Tab', (f) => f.name === 'Outline');
    await page.keyboard.press('Enter');
    await pressUntil('Tab', (f) => f.name.startsWith('Heading: '));
    await page.keyboard.press('Enter');
    await page.locator('[name="text"]:visible').waitFor();

    await pressUntil('Shift+Tab', (f) => f.name === 'Publish');
    await page.keyboard.press('Enter');
    await page.getByText(/Published version \d+/).waitFor();
    const live = await (await api.get('/prueba-editor/')).text();
    expect(live).toContain('Escrito con el teclado');
    expect(live).toContain('w w-text');
  });

  it('shows the shop widgets with sample content: the cart’s controls disabled, the account’s tabs switched in preview', async () => {
    const shopPageId = await createEditorPage(api, headers, {
      slug: 'prueba-tienda',
      title: 'Tienda',
      document: oneColumnDocument([
        { id: 'cart-1', type: 'cart', settings: {} },
        { id: 'account-1', type: 'my-account', settings: {} },
      ]),
      save: 'draft',
    });
    await page.goto(`/admin/pages/${shopPageId}`);
    const update = canvas().getByRole('button', { name: 'Actualizar carrito', exact: true });
    await update.waitFor();
    expect(await update.isDisabled()).toBe(true);
    expect(
      await canvas()
        .getByRole('spinbutton', { name: /^Cantidad de «/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    // Puck's interactive mode (Ctrl+I) is the editor's preview: there clicks reach the widgets.
    await page.keyboard.press('ControlOrMeta+i');
    await canvas().getByRole('link', { name: 'Pedidos', exact: true }).click();
    await canvas().getByRole('link', { name: 'Ver el pedido n.º 1042' }).waitFor();
    expect(await canvas().getByText('Desde el escritorio de su cuenta', { exact: false }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/pages/${shopPageId}`);
  });
});

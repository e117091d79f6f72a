/**
 * The page editor keeps every edit, in Chromium: a widget dropped where it cannot stand gets a new section
 * instead of a refusal at publish; edits are saved as a draft while the editor works, so a reload keeps
 * them; a 200-widget page saves and publishes; a seeded page's original comes back with Restore, which says
 * what it did and offers Publish; undo and redo have buttons and keys; the canvas opens at 100 %; outline
 * rows carry the widgets' words; and the editor's states pass axe at 1280 and 390 px. One server and one
 * browser for the file. Needs the dashboard built (`node build.mjs` in apps/dashboard).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';
import { createEditorPage, type EditorDocument, signInDemoOwner } from '../helpers/editor-pages.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const PAGES = '/api/owner/site/pages';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let headers: Record<string, string>;

const canvas = (): FrameLocator => page.frameLocator('iframe#preview-frame');

/** Two sections, each a column with a heading and a text: the shape the audit's drop fell between. */
function twoSections(first: string, second: string): EditorDocument {
  const section = (n: number, text: string) => ({
    id: `sec-${n}`,
    type: 'section',
    settings: {},
    children: [
      {
        id: `col-${n}`,
        type: 'column',
        settings: {},
        children: [
          { id: `head-${n}`, type: 'heading', settings: { text, level: 'h2' } },
          { id: `text-${n}`, type: 'text', settings: { blocks: ['Un párrafo de la sección.'] } },
        ],
      },
    ],
  });
  return { schemaVersion: 1, root: { settings: {} }, content: [section(1, first), section(2, second)] };
}

async function openEditor(pageId: number): Promise<void> {
  await page.goto(`/admin/pages/${pageId}`);
  await canvas().locator('main').first().waitFor();
  await page.getByText('All changes saved').waitFor();
}

/** Waits until the editor says every edit is on the server. */
const saved = () => page.getByText('All changes saved').waitFor();

async function documentOf(pageId: number): Promise<EditorDocument & { version: number }> {
  const res = await api.get(`${PAGES}/${pageId}`);
  const body = (await res.json()) as { document: EditorDocument; version: number };
  return { ...body.document, version: body.version };
}

/** Selects the canvas heading showing `text` and types `next` in its text field. */
async function editHeading(text: string, next: string): Promise<void> {
  await canvas().locator('h2', { hasText: text }).click();
  const field = page.locator('[name="text"]:visible');
  await field.fill(next);
  await canvas().locator('h2', { hasText: next }).waitFor();
}

/**
 * Drags the panel's "Button" with the mouse and lets go on the canvas in the gap between the two
 * sections (the page's own level, where a button cannot stand), moving in small steps as a hand does (Puck's drag starts after a
 * few pixels and follows the pointer).
 */
async function dropButtonBetweenSections(): Promise<void> {
  const item = page.locator('[data-widget-type="button"]:visible').first();
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  const frame = await page.locator('iframe#preview-frame').boundingBox();
  const first = await canvas().locator('[data-puck-component="sec-1"]').boundingBox();
  const second = await canvas().locator('[data-puck-component="sec-2"]').boundingBox();
  if (!from || !frame || !first || !second) throw new Error('no drawer item, canvas or sections to drop between');
  // Inside the iframe, boundingBox is already in the page's coordinates: the gap between the two sections.
  const to = { x: first.x + first.width / 2, y: (first.y + first.height + second.y) / 2 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y - 6, { steps: 25 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  // Let go once Puck shows where the drop lands: its line placeholder at the page's own level.
  await canvas().locator('[data-puck-dropzone="root:default-zone"] > [data-puck-line-placeholder]').waitFor();
  await page.mouse.up();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 800 } });
  api = context.request;
  headers = await signInDemoOwner(api);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the page editor keeps every edit', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 1400, height: 1400 },
  ])(
    'puts a button dropped between two sections into a new section, keeps it and an earlier edit through a reload, and publishes ($width×$height)',
    async (size) => {
      await page.setViewportSize(size);
      const slug = `soltar-${size.width}`;
      const pageId = await createEditorPage(api, headers, {
        slug,
        title: 'Soltar',
        document: twoSections('Nuestros tratamientos', 'Contacto'),
        save: 'publish',
      });
      await openEditor(pageId);
      await editHeading('Nuestros tratamientos', 'Tratamientos de otoño');
      await dropButtonBetweenSections();
      await page.getByText(/Button cannot stand on its own there: it is now in a new section and a column\./).waitFor();
      await saved();

      const stored = await documentOf(pageId);
      expect(stored.content.map((n) => n.type)).toEqual(['section', 'section', 'section']);
      const types = JSON.stringify(stored.content.map((n) => n.children?.[0]?.children?.map((w) => w.type)));
      expect(types).toContain('"button"');

      await page.reload();
      await canvas().locator('h2', { hasText: 'Tratamientos de otoño' }).waitFor();
      expect(await canvas().locator('.w-button, [data-puck-component^="button"]').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText(/Published version \d+/).waitFor();
      const live = await (await api.get(`/${slug}/`)).text();
      expect(live).toContain('Tratamientos de otoño');
      expect(live).toContain('w-button');
    },
  );

  it('saves and publishes a 200-widget page', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const widgets = Array.from({ length: 200 }, (_, i) => ({
      id: `parrafo-${i}`,
      type: 'text',
      settings: { blocks: [`Párrafo ${i}: ${'texto de una página larga '.repeat(6)}`] },
    }));
    const document = twoSections('Página grande', 'Final');
    // A column holds at most 200 widgets: a hundred in each section's column.
    document.content[0]?.children?.[0]?.children?.push(...widgets.slice(0, 100));
    document.content[1]?.children?.[0]?.children?.push(...widgets.slice(100));
    const pageId = await createEditorPage(api, headers, { slug: 'grande', title: 'Grande', document, save: 'draft' });
    await openEditor(pageId);
    await editHeading('Página grande', 'Página grande, editada');
    await saved();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/Draft saved \(version \d+\)\./).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/Published version \d+/).waitFor();
    const live = await (await api.get('/grande/')).text();
    expect(live).toContain('Página grande, editada');
    expect(live).toContain('Párrafo 199');
  });

  it('restores a seeded page’s version 1 after a publish, says so and offers to publish it', async () => {
    const pages = (await (await api.get(PAGES)).json()) as { pages: { page_id: number; slug: string }[] };
    const home = pages.pages.find((p) => p.slug === '');
    if (!home) throw new Error('no seeded home page');
    const original = await documentOf(home.page_id);
    await api.post(`${PAGES}/${home.page_id}/publish`, {
      headers,
      data: { version: original.version, title: 'Inicio', document: twoSections('Portada cambiada', 'Otra') },
    });
    expect(await (await api.get('/')).text()).toContain('Portada cambiada');

    await openEditor(home.page_id);
    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page
      .getByText(/Restored version 1 as a new draft \(version \d+\)\. Visitors still see version 2 until you publish\./)
      .waitFor();
    await page.getByRole('button', { name: 'Publish it now' }).click();
    await page.getByText(/Published version \d+/).waitFor();
    expect(await (await api.get('/')).text()).not.toContain('Portada cambiada');
  });

  it('names the block and the field of a setting it cannot save, not a path in the document', async () => {
    const doc = twoSections('Pide tu cita', 'Contacto');
    doc.content[0]?.children?.[0]?.children?.push({
      id: 'reservar',
      type: 'button',
      settings: { label: 'Reservar', href: '/cita/' },
    });
    const pageId = await createEditorPage(api, headers, {
      slug: 'nombres',
      title: 'Nombres',
      document: doc,
      save: 'draft',
    });
    await openEditor(pageId);
    await canvas().locator('[data-puck-component="reservar"]').click();
    await page.locator('[name="href"]:visible').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect
      .poll(() => page.locator('.editor-status').textContent(), { timeout: 30_000 })
      .toMatch(/^Not saved: Section: Pide tu cita › Column: Pide tu cita › Button: Reservar — Link: \S/);
    expect(await page.locator('.editor-status').textContent()).not.toContain('content[');
  });

  it('keeps an edit the server refuses in this browser, and offers it back when the page is opened again', async () => {
    const doc = twoSections('Copia local', 'Contacto');
    doc.content[0]?.children?.[0]?.children?.push({
      id: 'llamar',
      type: 'button',
      settings: { label: 'Llamar', href: '/contacto/' },
    });
    const pageId = await createEditorPage(api, headers, {
      slug: 'copia',
      title: 'Copia',
      document: doc,
      save: 'draft',
    });
    await openEditor(pageId);
    await editHeading('Copia local', 'Copia guardada aquí');
    await canvas().locator('[data-puck-component="llamar"]').click();
    await page.locator('[name="href"]:visible').fill('javascript:alert(1)');
    await page.getByText(/^Not saved yet/).waitFor();
    // A second tab stands for the browser opened again after a crash: the server does not have the link.
    const second = await context.newPage();
    try {
      await second.goto(`/admin/pages/${pageId}`);
      await second.getByRole('button', { name: 'Bring them back' }).click();
      await second.frameLocator('iframe#preview-frame').locator('h2', { hasText: 'Copia guardada aquí' }).waitFor();
      await second.frameLocator('iframe#preview-frame').locator('[data-puck-component="llamar"]').click();
      expect(await second.locator('[name="href"]:visible').inputValue()).toBe('javascript:alert(1)');
      await second.locator('[name="href"]:visible').fill('/cita/');
      await second.getByText('All changes saved').waitFor();
      const stored = await documentOf(pageId);
      expect(JSON.stringify(stored.content)).toContain('Copia guardada aquí');
      expect(JSON.stringify(stored.content)).toContain('/cita/');
      // Saved, so nothing is offered any more.
      await second.reload();
      await second.frameLocator('iframe#preview-frame').locator('main').first().waitFor();
      expect(await second.getByRole('button', { name: 'Bring them back' }).count()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('undoes and redoes an edit with its buttons and with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const pageId = await createEditorPage(api, headers, {
      slug: 'deshacer',
      title: 'Deshacer',
      document: twoSections('Antes', 'Segunda'),
      save: 'draft',
    });
    await openEditor(pageId);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    expect(await undo.isDisabled()).toBe(true);
    await editHeading('Antes', 'Después');
    await undo.click();
    await canvas().locator('h2', { hasText: 'Antes' }).waitFor();
    await redo.click();
    await canvas().locator('h2', { hasText: 'Después' }).waitFor();
    // The keys, with the focus outside any text field.
    await page.locator('.editor-tools').click({ position: { x: 400, y: 5 } });
    await page.keyboard.press('Control+z');
    await canvas().locator('h2', { hasText: 'Antes' }).waitFor();
    await page.keyboard.press('Control+Shift+z');
    await canvas().locator('h2', { hasText: 'Después' }).waitFor();
  });

  it('opens the canvas at 100 % fitted to the window, and names outline rows by their words', async () => {
    const pageId = await createEditorPage(api, headers, {
      slug: 'esquema',
      title: 'Esquema',
      document: twoSections('Nuestros tratamientos', 'Contacto'),
      save: 'draft',
    });
    await openEditor(pageId);
    expect(await page.getByRole('combobox', { name: 'Canvas zoom' }).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Outline' }).click();
    await page.getByText('Section: Nuestros tratamientos').waitFor();
    await page.getByText('Section: Contacto').waitFor();
  });

  it('adds a widget, edits it and publishes with the keyboard alone at 1280 px, as the panel’s hint says', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const pageId = await createEditorPage(api, headers, {
      slug: 'teclado',
      title: 'Teclado',
      document: twoSections('Con el teclado', 'Segunda'),
      save: 'publish',
    });
    await openEditor(pageId);
    // Select the heading on the canvas (Enter), then Enter on "Button" in the panel adds one after it.
    await pressUntil('Tab', (f) => f.widget === 'head-1');
    await page.keyboard.press('Enter');
    await page.locator('[name="text"]:visible').waitFor();
    await pressUntil('Shift+Tab', (f) => f.adds === 'button');
    await page.keyboard.press('Enter');
    await page.getByText('Added Button to Column.').waitFor();
    // The new button is selected: its label is the first of its fields.
    await pressUntil('Tab', (f) => f.field === 'label');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Pedir cita');
    await canvas().getByText('Pedir cita').waitFor();
    await pressUntil('Shift+Tab', (f) => f.name === 'Publish');
    await page.keyboard.press('Enter');
    // Polled, so a failure shows what the status line said instead.
    await expect
      .poll(() => page.locator('.editor-status').textContent(), { timeout: 30_000 })
      .toMatch(/Published version \d+/);
    expect(await (await api.get('/teclado/')).text()).toContain('Pedir cita');
  });

  it('passes axe in the editor at 1280 and 390 px: on opening, with a widget selected and with the versions open', async () => {
    const pageId = await createEditorPage(api, headers, {
      slug: 'axe-editor',
      title: 'Axe',
      document: twoSections('Accesible', 'Segunda'),
      save: 'publish',
    });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await openEditor(pageId);
      await expectNoAxeViolations(`editor at ${size.width}`);
      if (size.width === 1280) {
        await canvas().locator('h2', { hasText: 'Accesible' }).click();
        await page.locator('[name="text"]:visible').waitFor();
        await expectNoAxeViolations('editor with a widget selected');
      }
      await page.getByRole('button', { name: 'Versions' }).click();
      await page
        .getByRole('button', { name: /Restore version/ })
        .first()
        .waitFor();
      await expectNoAxeViolations(`editor with its versions at ${size.width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

/** What has the focus, looking into the canvas iframe: its name, widget id, field name and the panel item's type. */
function focused(): Promise<{ name: string; widget: string | null; field: string | null; adds: string | null }> {
  return page.evaluate(() => {
    let el = document.activeElement;
    if (el instanceof HTMLIFrameElement) el = el.contentDocument?.activeElement ?? null;
    return {
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
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

async function expectNoAxeViolations(name: string): Promise<void> {
  // The canvas holds the public page's widgets (site-a11y.test.ts checks them on the site).
  const result = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .exclude('#preview-frame')
    .analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`).join(', ')}`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}

/**
 * The dashboard in Spanish, as a person whose browser prefers Spanish meets it: every translated screen
 * (TRANSLATED, the one list: a screen joins it once its words are in the catalogues) is opened by its
 * address and its text read, attributes a screen reader speaks included. A screen fails when it shows a
 * catalogue id (a word missing from the Spanish catalogue), an English message of the catalogue, or a
 * common English word that never went through the catalogue. Text marked as another language (`lang`),
 * such as "English" in the language switch, is left out. Then the switch: English is chosen, kept over
 * a reload, and Spanish chosen back. Needs the dashboard built (`node build.mjs` in apps/dashboard).
 */
import { readFileSync } from 'node:fs';
import type { PopupInput } from '@beckon/popup-schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { insertDemoShopOrder } from '../helpers/demo-shop-order.js';
import { createEditorPage, heading, oneColumnDocument, signInDemoOwner } from '../helpers/editor-pages.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../dashboard/src/i18n/catalogues/${language}.json`, import.meta.url), 'utf8'));
const ENGLISH = catalogue('en');
const SPANISH = catalogue('es');

interface Screen {
  /** `{page}`: a page the test creates, with a widget of each kind the editor's first view names. */
  path: string;
  /** The part of the screen whose words are translated: the whole page, or only the frame around a screen. */
  scope: 'body' | 'header.sidebar';
}

/**
 * A paid, invoiced and partly refunded order of the demo shop, seeded before the walk, so its screen shows every
 * section (refund, notes, invoice, a refund's corrective invoice to issue).
 */
const ORDER = 4242;

/** The translated screens. A screen another change adds in English stays off this list until translated. */
const TRANSLATED: Screen[] = [
  { path: '/admin/account', scope: 'header.sidebar' },
  { path: '/admin', scope: 'body' },
  { path: '/admin/leads', scope: 'body' },
  { path: '/admin/results', scope: 'body' },
  { path: '/admin/install', scope: 'body' },
  { path: '/admin/lead-delivery', scope: 'body' },
  { path: '/admin/mail', scope: 'body' },
  { path: '/admin/statistics', scope: 'body' },
  { path: '/admin/account', scope: 'body' },
  { path: '/admin/privacy', scope: 'body' },
  { path: '/admin/team', scope: 'body' },
  { path: '/admin/forms', scope: 'body' },
  { path: '/admin/media', scope: 'body' },
  { path: '/admin/pages', scope: 'body' },
  { path: '/admin/pages/{page}', scope: 'body' },
  { path: '/admin/popups/templates', scope: 'body' },
  { path: '/admin/popups/new', scope: 'body' },
  // The shop's screens (ORDER: the order seeded below; product 1: the first of the seeded catalogue).
  { path: '/admin/orders', scope: 'body' },
  { path: `/admin/orders/${ORDER}`, scope: 'body' },
  { path: '/admin/products', scope: 'body' },
  { path: '/admin/products/new', scope: 'body' },
  { path: '/admin/products/1', scope: 'body' },
  { path: '/admin/coupons', scope: 'body' },
  { path: '/admin/shipping', scope: 'body' },
  { path: '/admin/shop-mails', scope: 'body' },
  // The website's screens beside its pages, and the store's.
  { path: '/admin/website', scope: 'body' },
  { path: '/admin/website/new', scope: 'body' },
  { path: '/admin/store-catalogue', scope: 'body' },
  { path: '/admin/store-reports', scope: 'body' },
  { path: '/admin/store-reports?view=orders', scope: 'body' },
];
/** Screens of a signed-out person. */
const SIGNED_OUT: Screen[] = [
  { path: '/admin/sign-in', scope: 'body' },
  { path: '/admin/sign-up', scope: 'body' },
];

/** Words a Spanish screen never shows, whole words (the dashboard's own English outside the catalogue). */
const ENGLISH_WORDS = [
  'the',
  'your',
  'and',
  'with',
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Loading',
  'Retry',
  'Back',
  'Search',
  'Close',
  'Settings',
  'Sign out',
  'Create',
  'Preview',
  'Publish',
  'Draft',
  'Status',
  'Name',
  'Copy',
  'Upload',
  'Next',
  'Previous',
  'Could not',
  'Please',
];

/**
 * The English messages worth looking for: the ones a Spanish screen would never show by chance (not also a
 * Spanish message, like "Email" might be, and not a bare placeholder).
 */
const spanishTexts = new Set(Object.values(SPANISH));
const ENGLISH_MESSAGES = Object.values(ENGLISH).filter(
  (text) => !spanishTexts.has(text) && !/[{}]/.test(text) && text.length >= 4,
);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let editorPageId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  // The browser prefers Spanish: the dashboard's default for a person who has not chosen.
  context = await browser.newContext({
    baseURL: server.origin,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  page = await context.newPage();
  // The page the editor opens, made by another session so this one still starts signed out.
  const setup = await browser.newContext({ baseURL: server.origin });
  editorPageId = await createEditorPage(setup.request, await signInDemoOwner(setup.request), {
    slug: 'prueba-idioma',
    title: 'Prueba',
    document: oneColumnDocument([
      heading('Bienvenida'),
      { id: 'btn-1', type: 'button', settings: { label: 'Reservar', href: '/contacto/' } },
    ]),
    save: 'draft',
  });
  await setup.close();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

beforeAll(async () => {
  await insertDemoShopOrder(server.db, ORDER, 'Por la tarde');
  // A store customer's order that recovered a cart report, so the Store reports' Orders view shows a row.
  await server.db.query(
    `INSERT INTO store_orders (account_id, customer_id, source_table, products, total_value, report_id)
     VALUES ($1, 'cliente-1', 'Stores/Orders', $2::jsonb, 19.90, 1)`,
    [DEMO_CLIENT_ID, JSON.stringify([{ product_id: '101', product_name: 'Crema solar', quantity: 2, price: 9.95 }])],
  );
  // An invoice and a refund without its corrective invoice, so the screen offers to issue one.
  await server.db.query(
    `INSERT INTO shop_invoices (account_id, order_number, invoice_number, seller_name, seller_tax_id, seller_address)
     VALUES ($1, $2, 1, 'Clínica', 'B12345678', 'Calle Mayor 1')`,
    [DEMO_CLIENT_ID, ORDER],
  );
  await server.db.query('UPDATE shop_orders SET refunded_cents = 500 WHERE account_id = $1 AND order_number = $2', [
    DEMO_CLIENT_ID,
    ORDER,
  ]);
  await server.db.query(
    `INSERT INTO shop_order_refunds (account_id, order_number, refund_no, amount_cents, restock, completed_at)
     VALUES ($1, $2, 1, 500, false, now())`,
    [DEMO_CLIENT_ID, ORDER],
  );
});

/** The screen's words as a person and a screen reader get them, without text marked as another language. */
async function wordsOn(scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const foreign = (el: Element) => !(el.closest('[lang]')?.getAttribute('lang') ?? 'es').startsWith('es');
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // Code (a tag to paste, a placeholder to type) is in no language.
      if (!el || foreign(el) || el.closest('script, style, [hidden], code, kbd, samp')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (foreign(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'])
        if (el.getAttribute(name)) texts.push(el.getAttribute(name) ?? '');
      if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type)) texts.push(el.value);
    }
    return texts;
  }, scope);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `words` standing on their own: "Form" is not in "Formulario", nor "number" in "{order_number}". */
const wholeWords = (words: string) => new RegExp(`(^|[^\\p{L}_])${escapeRegExp(words)}($|[^\\p{L}_])`, 'u');
const MESSAGE_PATTERNS = ENGLISH_MESSAGES.map((message) => [message, wholeWords(message)] as const);
const WORD_PATTERNS = ENGLISH_WORDS.map((word) => [word, wholeWords(word)] as const);

/** What on the screen is not Spanish: catalogue ids, English messages and English words. */
function englishIn(texts: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const token of text.split(/[\s,;:()]+/)) if (token in ENGLISH) found.push(`id ${token}`);
    for (const [message, pattern] of MESSAGE_PATTERNS)
      if (pattern.test(text)) found.push(`message "${message}" in "${text}"`);
    for (const [word, pattern] of WORD_PATTERNS) if (pattern.test(text)) found.push(`word "${word}" in "${text}"`);
  }
  return [...new Set(found)];
}

async function open(screen: Screen): Promise<void> {
  const path = screen.path.replace('{page}', String(editorPageId));
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  // Each screen's loading lines are gone: its data is drawn.
  await page.waitForFunction(() => document.querySelector('.loading') === null);
  // The screen itself, not the sign-in screen it would send a signed-out person to.
  const { pathname, search } = new URL(page.url());
  expect(pathname + search).toBe(path);
}

describe('the dashboard in Spanish', () => {
  it('opens in the browser’s language, the page marked as Spanish', async () => {
    await open(SIGNED_OUT[0] as Screen);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect(page.locator('h1').textContent()).resolves.toBe('Entra en Beckon');
  });

  for (const screen of SIGNED_OUT)
    it(`shows no English on ${screen.path} (signed out)`, async () => {
      await open(screen);
      expect(englishIn(await wordsOn(screen.scope))).toEqual([]);
    });

  it('signs in in Spanish', async () => {
    await open(SIGNED_OUT[0] as Screen);
    await page.getByLabel('Correo electrónico').fill(DEMO_OWNER_EMAIL);
    await page.getByLabel('Contraseña').fill(DEMO_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).waitFor();
  });

  for (const screen of TRANSLATED)
    it(`shows no English on ${screen.path}${screen.scope === 'body' ? '' : ` (${screen.scope})`}`, async () => {
      await open(screen);
      expect(englishIn(await wordsOn(screen.scope))).toEqual([]);
    });

  it('issues the refund’s missing corrective invoice from the order screen, then offers its download', async () => {
    await open({ path: `/admin/orders/${ORDER}`, scope: 'body' });
    const refunds = page.getByRole('region', { name: 'Reembolsos' });
    await refunds.getByRole('button', { name: 'Emitir factura rectificativa' }).click();
    await refunds.getByRole('button', { name: /^Factura rectificativa R-\d{4}-0001 \(PDF\)$/ }).waitFor();
    expect(await refunds.getByRole('button', { name: 'Emitir factura rectificativa' }).count()).toBe(0);
  });

  it('shows no English in the page editor’s settings of a selected widget, nor in its outline', async () => {
    await open({ path: '/admin/pages/{page}', scope: 'body' });
    const canvas = page.frameLocator('iframe#preview-frame');
    await canvas.locator('h1', { hasText: 'Bienvenida' }).click();
    await page.getByRole('combobox', { name: 'Nivel' }).waitFor();
    expect(englishIn(await wordsOn('body'))).toEqual([]);
    await canvas.locator('[data-puck-component="btn-1"]').click();
    await page
      .locator('[class*="Input-label"]:visible', { hasText: /^Enlace$/ })
      .first()
      .waitFor();
    expect(englishIn(await wordsOn('body'))).toEqual([]);
    await page.getByRole('button', { name: 'Navegador' }).first().click();
    await page.getByText('Título: Bienvenida').first().waitFor();
    expect(englishIn(await wordsOn('body'))).toEqual([]);
  });

  it('shows no English on any step of the pop-up builder', async () => {
    await open({ path: '/admin/popups/new', scope: 'body' });
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const found: Record<string, string[]> = {};
    for (let i = 0; i < (await tabs.count()); i++) {
      const tab = tabs.nth(i);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      // The pop-up's own words, in the fields that edit its content, are the owner's, not the dashboard's.
      const content = new Set((await page.locator('textarea:visible').allTextContents()).map((text) => text.trim()));
      const english = englishIn((await wordsOn('body')).filter((text) => !content.has(text)));
      if (english.length > 0) found[(await tab.textContent()) ?? String(i)] = english;
    }
    expect(found).toEqual({});
  });

  it('starts a pop-up from a gallery template in Spanish: its visitor texts Spanish, its language es', async () => {
    await open({ path: '/admin/popups/templates', scope: 'body' });
    await page.getByRole('button', { name: 'Usar esta plantilla para Descuento de bienvenida' }).click();
    await page.waitForURL(/\/admin\/popups\/[A-Za-z0-9]{13}$/);
    const poptinId = new URL(page.url()).pathname.split('/').pop();
    const answer = await page.request.get(`/api/owner/popups/${poptinId}`);
    expect(answer.status()).toBe(200);
    const { popup } = (await answer.json()) as { popup: PopupInput };
    expect(popup.name).toBe('Descuento de bienvenida');
    expect(popup.design.lang).toBe('es');
    expect(popup.design.screens.main[1]).toEqual({
      kind: 'heading',
      text: 'Llévate un 10 % de descuento en tu primer pedido',
    });
    expect(popup.design.design_properties.coupon).toBe('WELCOME10');
    const blocks = [...popup.design.screens.main, ...popup.design.screens.thank_you];
    const visitorTexts = [
      ...blocks.flatMap((b) => ('text' in b ? [b.text] : b.kind === 'image' ? [b.alt] : [])),
      ...popup.design.fields.map((f) => f.label),
      popup.design.submit_label,
    ];
    expect(englishIn(visitorTexts)).toEqual([]);
  });

  it('sums up and explains cookie, variable, page-text, engagement, schedule and traffic rules in Spanish', async () => {
    await open({ path: '/admin/popups/new', scope: 'body' });
    await page.getByRole('tab', { name: SPANISH['builder.step.rules'] }).click();
    await page.getByRole('button', { name: 'Añadir una regla de cookie' }).click();
    await page.getByLabel('regla de cookie 1: nombre').fill('plan');
    await page.getByLabel(SPANISH['builder.dependOnThePage'] as string).check();
    await page.getByRole('button', { name: 'Añadir una regla de variable' }).click();
    await page.getByLabel('regla de variable 1: nombre').fill('cesta');
    await page.getByLabel(SPANISH['builder.dependOnTextIn'] as string).check();
    await page.getByLabel(SPANISH['builder.textInThePage'] as string, { exact: true }).fill('rebajas');
    await page.getByRole('button', { name: SPANISH['builder.addAnEngagementRule'] }).click();
    await page.getByLabel(SPANISH['builder.schedule.on'] as string).check();
    await page.getByLabel(SPANISH['builder.traffic.on'] as string).check();
    // The summary at the top of the targeting section names every rule set.
    await page.getByText('Solo en páginas cuyo código fuente contiene “rebajas”.').waitFor();
    await page.getByText(SPANISH['builder.whyIsThisPop'] as string).click();
    const verdict = page.getByRole('status').filter({ hasText: /\S/ });
    await verdict.first().waitFor();
    await page
      .getByRole('list', { name: SPANISH['builder.rulesChecked'] })
      .getByText('Variable de la página')
      .waitFor();
    expect(englishIn(await wordsOn('body'))).toEqual([]);
  });

  it('switches to English and back, and keeps the choice over a reload', async () => {
    await open(TRANSLATED[0] as Screen);
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await page.getByRole('link', { name: 'Lead delivery' }).waitFor();
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('link', { name: 'Entrega de contactos' }).waitFor();
  });

  it('says a server’s refusal in Spanish, naming the coupon code that exists, and lists the coupon in Spanish', async () => {
    await open({ path: '/admin/coupons', scope: 'body' });
    for (const _ of [1, 2]) {
      await page.getByLabel('Código', { exact: true }).fill('hola10');
      await page.getByLabel('Importe (%)').fill('10');
      await page.getByRole('button', { name: 'Crear el cupón' }).click();
    }
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'No se ha podido crear el cupón: Ya existe un cupón hola10; elija otro código.',
    );
    // The coupon made the first time is listed, its row in Spanish too.
    await page.getByRole('cell', { name: 'hola10', exact: true }).waitFor();
    expect(englishIn(await wordsOn('body'))).toEqual([]);
  });
});

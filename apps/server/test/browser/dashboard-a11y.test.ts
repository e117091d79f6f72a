/**
 * axe-core on the dashboard screens no other browser test checks, at 1440 and at 390 px, with the seeded demo owner's
 * data (and one paid order): one server, one Chromium and one signed-in page for the whole file. Each screen is opened by its address and
 * checked once its content has loaded. Then the Team screen's invitation is sent with the keyboard alone. The page
 * editor's canvas is left to site-a11y.test.ts. Needs the dashboard built (`node build.mjs` in apps/dashboard).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { insertDemoShopOrder } from '../helpers/demo-shop-order.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let productId = 0;
let pageId = 0;

interface Screen {
  path: () => string;
  heading: string | RegExp;
}

/** A paid order of the demo shop, seeded before the screens are opened. */
const ORDER = 4343;

/** Screens by address, each with the level-1 heading that shows it has loaded. */
const SCREENS: Record<string, Screen> = {
  'pop-ups': { path: () => '/admin', heading: 'Pop-ups' },
  'template gallery': { path: () => '/admin/popups/templates', heading: 'Start from a template' },
  leads: { path: () => '/admin/leads', heading: 'Leads' },
  'form submissions': { path: () => '/admin/forms', heading: 'Form submissions' },
  results: { path: () => '/admin/results', heading: 'Results' },
  install: { path: () => '/admin/install', heading: 'Install Beckon on your site' },
  'store catalogue': { path: () => '/admin/store-catalogue', heading: 'Store catalogue' },
  'lead delivery': { path: () => '/admin/lead-delivery', heading: 'Lead delivery' },
  mail: { path: () => '/admin/mail', heading: 'Mail' },
  media: { path: () => '/admin/media', heading: 'Media' },
  account: { path: () => '/admin/account', heading: 'Account' },
  team: { path: () => '/admin/team', heading: 'Team' },
  privacy: { path: () => '/admin/privacy', heading: 'Privacy' },
  'site pages': { path: () => '/admin/pages', heading: 'Site pages' },
  orders: { path: () => '/admin/orders', heading: 'Orders' },
  products: { path: () => '/admin/products', heading: 'Products' },
  product: { path: () => `/admin/products/${productId}`, heading: /./ },
  coupons: { path: () => '/admin/coupons', heading: 'Coupons' },
  'shop mails': { path: () => '/admin/shop-mails', heading: 'Shop mails' },
  'new product': { path: () => '/admin/products/new', heading: 'New product' },
  shipping: { path: () => '/admin/shipping', heading: 'Shipping' },
  // A paid order: the screen shows its status, invoice, refund form and notes.
  order: { path: () => `/admin/orders/${ORDER}`, heading: `Order #${ORDER}` },
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1440, height: 900 } });
  const signIn = await context.request.post('/api/owner/sign-in', {
    data: { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const products = await (await context.request.get('/api/owner/shop/products')).json();
  productId = products.products[0].id;
  const pages = await (await context.request.get('/api/owner/site/pages')).json();
  pageId = pages.pages[0].page_id;
  await insertDemoShopOrder(server.db, ORDER);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function expectNoAxeViolations(name: string, exclude?: string): Promise<void> {
  // Violations only: axe then keeps one node per passing rule instead of every one, less to collect and return.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
  if (exclude) builder.exclude(exclude);
  const result = await builder.analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`).join(', ')}`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}

/** Opens a screen and waits for its heading and for every loading line in it to be gone. */
async function open(screen: Screen): Promise<void> {
  await page.goto(screen.path());
  await page.locator('main h1').filter({ hasText: screen.heading }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
}

/** Both widths on one page load: the layout follows the viewport through CSS, so a reload adds only time. */
async function expectNoAxeViolationsAtBothWidths(name: string, exclude?: string): Promise<void> {
  await expectNoAxeViolations(`${name} at 1440 px`, exclude);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.waitForFunction(() => window.innerWidth === 390);
    await expectNoAxeViolations(`${name} at 390 px`, exclude);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

describe('the dashboard at 1440 and 390 px', () => {
  it.each(Object.keys(SCREENS))('has no axe-core violations on the %s screen', async (name) => {
    await open(SCREENS[name] as Screen);
    await expectNoAxeViolationsAtBothWidths(name);
  });

  it('has no axe-core violations in the page editor', async () => {
    await page.goto(`/admin/pages/${pageId}`);
    await page.frameLocator('iframe#preview-frame').locator('main').first().waitFor();
    // The canvas holds the public page's widgets (site-a11y.test.ts checks them on the site), each wrapped
    // by Puck in a draggable role="button" that contains the widget's links: Puck's design, not ours.
    await expectNoAxeViolationsAtBothWidths('page editor', '#preview-frame');
  });
});

describe('the Team screen with the keyboard alone', () => {
  /** Presses Tab until the control named `label` has the focus; fails after `max` presses. */
  async function tabTo(label: string, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return (
          el?.getAttribute('aria-label') ??
          (el as HTMLInputElement | null)?.labels?.[0]?.textContent ??
          el?.textContent ??
          ''
        );
      });
      if (focused.trim() === label) return;
    }
    throw new Error(`${label} never got the focus with Tab`);
  }

  it('invites a viewer with the keyboard alone', async () => {
    await open(SCREENS.team as Screen);
    await tabTo('Email');
    await page.keyboard.type('keyboard.guest@clinic.example');
    await tabTo('Role');
    await page.keyboard.press('ArrowDown');
    await tabTo('Send invitation');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Invitation mailed to keyboard.guest@clinic.example' }).waitFor();
    await page.getByText('keyboard.guest@clinic.example as viewer').waitFor();
  });
});

/**
 * The setup every site browser test shares: one seeded server and one
 * Chromium per file, pages opened after the islands settled, an error check
 * on close, and one-section test pages saved through the validating store.
 */
import type { Queryable } from '@beckon/db';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BuildAppOptions } from '../../src/app.js';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { launchChromium } from './browser.js';
import { type RunningServer, startServer } from './running-server.js';

interface TestWidget {
  id: string;
  type: string;
  settings: Record<string, unknown>;
  children?: TestWidget[];
}

export interface SiteBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Opens `path` in a new context of that viewport and waits for the network to settle. */
  open(path: string, width?: number, height?: number, options?: BrowserContextOptions & OpenOptions): Promise<Page>;
  /** Closes the page; no island may have thrown or logged an error meanwhile (hydration included). */
  done(page: Page): Promise<void>;
  /** Saves a one-section page of `widgets` at `/{slug}/`. */
  testPage(slug: string, widgets: TestWidget[]): Promise<void>;
}

interface OpenOptions {
  /**
   * Installs Playwright's fake clock, paused, before the page loads: timers then move only with
   * `page.clock.runFor(ms)`, so a delay (menu show/hide, headline rotation) is checked exactly
   * however slow the machine is.
   */
  fakeClock?: boolean;
}

/** Registers the file's beforeAll/afterAll and returns the shared helpers; `options` configure the app. */
export function useSiteBrowser(options: Partial<BuildAppOptions> = {}): SiteBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let nextPageId = 9000;
  const pageErrors = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const site: SiteBrowser = {
    get server() {
      if (!server) throw new Error('the site server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not started yet');
      return browser;
    },
    async open(path, width = 1280, height = 800, { fakeClock, ...options } = {}) {
      const context = await site.browser.newContext({ ...options, viewport: { width, height } });
      const page = await context.newPage();
      if (fakeClock) {
        // Paused from the start: page timers fire only inside runFor(), never during a slow load.
        const start = Date.now();
        await page.clock.install({ time: start });
        await page.clock.pauseAt(start + 60_000);
      }
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
      });
      pageErrors.set(page, errors);
      await page.goto(`${site.server.origin}${path}`);
      await page.waitForLoadState('networkidle');
      return page;
    },
    async done(page) {
      const errors = pageErrors.get(page) ?? [];
      await page.context().close();
      expect(errors).toEqual([]);
    },
    async testPage(slug, widgets) {
      await saveSectionPage(site.server.db, {
        pageId: nextPageId++,
        slug,
        title: slug,
        widgets,
        rootSettings: { showHeader: false },
      });
    },
  };
  return site;
}

/** A page of the site's own account as the browser tests save it: one section `s` holding one column `c`. */
export interface SectionPage {
  pageId: number;
  slug: string;
  title: string;
  /** The column's widgets. */
  widgets: TestWidget[];
  /** Top-level nodes after the section (a pop-up sits beside the sections). */
  extra?: TestWidget[];
  /** The page's root settings; none keeps the defaults (the site's header shown). */
  rootSettings?: Record<string, unknown>;
}

/** Saves `page` at `/{slug}/` through the validating store, published. */
export async function saveSectionPage(db: Queryable, page: SectionPage): Promise<void> {
  await savePage(db, {
    accountId: SITE_ACCOUNT_ID,
    pageId: page.pageId,
    kind: 'page',
    slug: page.slug,
    title: page.title,
    excerpt: '',
    featuredImage: null,
    document: {
      schemaVersion: 1,
      root: { settings: page.rootSettings ?? {} },
      content: [
        {
          id: 's',
          type: 'section',
          settings: {},
          children: [{ id: 'c', type: 'column', settings: {}, children: page.widgets }],
        },
        ...(page.extra ?? []),
      ],
    },
  });
}

/** An image of the site's own assets, as a gallery or carousel widget lists it. */
export const siteImage = (name: string, width: number, height: number, caption?: string) => ({
  src: `/site/assets/img/${name}.svg`,
  alt: `Imagen ${name}`,
  width,
  height,
  ...(caption ? { caption } : {}),
});

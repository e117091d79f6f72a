// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { SiteAnswer } from '@beckon/owner-api';
import { cleanup, screen, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes.js';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { RequireSite } from './require-site.js';
import { INSTALL, SESSION, SITE } from './site-fixtures.js';

const SITE_SCREENS = [
  'Site pages',
  'Website settings',
  'Form submissions',
  'Orders',
  'Products',
  'Coupons',
  'Shipping',
  'Shop mails',
  'Media',
];

/** The owner API of an account with `site` (or none); `site` as an Error makes its read fail. */
function serve(site: SiteAnswer | Error) {
  return fakeApi((_method, url) => {
    if (url === '/api/owner/session') return { status: 200, body: SESSION };
    if (url === '/api/owner/site')
      return site instanceof Error
        ? { status: 500, body: { code: 'BK_ERR_INTERNAL', message: site.message } }
        : { status: 200, body: site };
    if (url === '/api/owner/install') return { status: 200, body: INSTALL };
    if (url === '/api/owner/site/pages') return { status: 200, body: { pages: [] } };
    if (url === '/api/owner/site/menu') return { status: 200, body: { theme: [], entries: [] } };
    return { status: 404, body: { code: 'BK_ERR_NOT_FOUND', message: `no fake for ${url}` } };
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** Lazy screens (the page editor's chunk is large) can take longer than findBy's default second to load. */
const LOADED = { timeout: 10_000 };
const navLabels = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the website’s screens in the navigation', () => {
  it('are one “Create your website” entry for an account without a website', async () => {
    serve({ site: null });
    renderRoutes(routes, '/install');
    await screen.findByRole('navigation', { name: 'Main' });
    const create = await within(nav()).findByRole('link', { name: 'Create your website' });
    expect(create.getAttribute('href')).toBe('/website/new');
    for (const label of SITE_SCREENS) expect(navLabels()).not.toContain(label);
  });

  it('are every site screen, and no “Create your website”, for an account with a website', async () => {
    serve({ site: SITE });
    renderRoutes(routes, '/install');
    await screen.findByRole('navigation', { name: 'Main' });
    await within(nav()).findByRole('link', { name: 'Site pages' });
    expect(navLabels()).toEqual([
      'Pop-ups',
      'Results',
      'Install',
      'Store catalogue',
      'Leads',
      'Form submissions',
      'Lead delivery',
      'Store reports',
      'Privacy',
      'Site pages',
      'Website settings',
      'Media',
      'Orders',
      'Products',
      'Coupons',
      'Shipping',
      'Shop mails',
      'Statistics',
      'Team',
      'Mail',
      'Account',
    ]);
  });

  it('are left out, neither kind, while the website cannot be read', async () => {
    serve(new Error('the database is restarting'));
    renderRoutes(routes, '/install');
    await screen.findByRole('heading', { name: 'Install Beckon on your site' });
    await vi.waitFor(() => expect(navLabels()).toContain('Account'));
    for (const label of [...SITE_SCREENS, 'Create your website']) expect(navLabels()).not.toContain(label);
  });
});

describe('a site screen opened by its address', () => {
  it('is every one of them behind the website check, the page editor included', () => {
    const signedIn = routes.find((r) => r.path === '/');
    const gate = signedIn?.children?.find(
      (r) => r.element && isValidElement(r.element) && r.element.type === RequireSite,
    );
    expect(gate?.children?.map((r) => r.path)).toEqual([
      'forms',
      'media',
      'pages',
      'pages/:pageId',
      'orders',
      'orders/:orderNumber',
      'products',
      'products/new',
      'products/:productId',
      'coupons',
      'shipping',
      'shop-mails',
      'website',
    ]);
  });

  // The page editor's chunk (Puck) needs a real browser to load: the test above puts it behind the same check.
  it.each([
    '/pages',
    '/forms',
    '/orders',
    '/orders/1001',
    '/products',
    '/products/new',
    '/coupons',
    '/media',
    '/website',
  ])(
    'shows the invitation to create a website at %s when the account has none, and reads nothing of it',
    async (path) => {
      const calls = serve({ site: null });
      renderRoutes(routes, path);
      const main = await screen.findByRole('main', {}, LOADED);
      await within(main).findByRole('heading', { name: 'Create your website', level: 1 }, LOADED);
      expect(within(main).getByRole('link', { name: 'Create your website' }).getAttribute('href')).toBe('/website/new');
      const read = calls.map((c) => c.url).filter((url) => url !== '/api/owner/session' && url !== '/api/owner/site');
      expect(read).toEqual([]);
    },
  );

  it('shows the screen itself when the account has a website', async () => {
    serve({ site: SITE });
    renderRoutes(routes, '/pages');
    expect(await screen.findByRole('heading', { name: 'Site pages', level: 1 })).toBeTruthy();
  });

  it('says why when the website cannot be read, with a retry', async () => {
    serve(new Error('the database is restarting'));
    renderRoutes(routes, '/pages');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your website: the database is restarting');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open } = site;

describe('the mobile menu', () => {
  it('opens and closes with the toggle, keeping aria-expanded and hidden in sync', async () => {
    const page = await open('/', 390);
    const toggle = page.locator('.menu-toggle');
    const dropdown = page.locator('#menu-dropdown');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await dropdown.isHidden()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await dropdown.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await dropdown.isHidden()).toBe(true);
    await page.context().close();
  });

  it('expands items with children on click and clears open sub-items on each toggle', async () => {
    const page = await open('/', 390);
    await page.locator('.menu-toggle').click();
    const sub = page.locator('#menu-dropdown .sub-toggle').first();
    await sub.click();
    expect(await sub.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#menu-dropdown').getByRole('link', { name: 'Dermatitis atópica' }).isVisible()).toBe(
      true,
    );
    await page.locator('.menu-toggle').click(); // close
    await page.locator('.menu-toggle').click(); // open again: the sub-menu starts closed
    expect(await sub.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#menu-dropdown').getByRole('link', { name: 'Dermatitis atópica' }).isHidden()).toBe(
      true,
    );
    await page.context().close();
  });

  it('closes, sub-menus included, when the window is resized', async () => {
    const page = await open('/', 390);
    await page.locator('.menu-toggle').click();
    await page.locator('#menu-dropdown .sub-toggle').first().click();
    await page.setViewportSize({ width: 700, height: 800 });
    await page.waitForTimeout(100);
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#menu-dropdown .sub-toggle').first().getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#menu-dropdown').isHidden()).toBe(true);
    await page.context().close();
  });
});

describe('the header on a phone', () => {
  // At 320 px the row has no room for “Clínica Dermatológica” on one line beside the cart and the menu button.
  it.each([
    [390, 2],
    [320, 3],
  ])(
    'keeps the clinic’s name within its lines and the cart’s icon in view at %i px (at most %i lines)',
    async (width, maxLines) => {
      const page = await open('/tienda/', width);
      const header = await page.evaluate(() => {
        const name = document.querySelector('.site-name span');
        const icon = document.querySelector('.menu-cart svg')?.getBoundingClientRect();
        const row = document.querySelector('.header-row');
        if (!name || !icon || !row) throw new Error('no header name or cart');
        const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
        return {
          lines: Math.round(name.getBoundingClientRect().height / lineHeight),
          icon: [icon.width, icon.height],
          fits: row.scrollWidth <= row.clientWidth && icon.right <= window.innerWidth,
        };
      });
      expect(header.lines).toBeLessThanOrEqual(maxLines);
      expect(header.icon[0]).toBeGreaterThanOrEqual(20);
      expect(header.icon[1]).toBeGreaterThanOrEqual(20);
      expect(header.fits).toBe(true);
      await site.done(page);
    },
  );

  // The section grid's twelve tracks keep eleven gutters of its gap (32 px: 352 px) however narrow the window.
  it.each([
    ['/', 320],
    ['/', 360],
    ['/cita/', 320],
  ] as const)('lays %s out at %i px without scrolling sideways', async (path, width) => {
    const page = await open(path, width);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await site.done(page);
  });

  it.each(['/', '/tienda/'])('gives %s a favicon that answers as an image (the site’s logo)', async (path) => {
    const page = await open(path, 390);
    const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? '');
    expect(icon).not.toMatch(/^data:,?$/);
    const answer = await page.request.get(icon);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    await site.done(page);
  });
});

describe('the desktop menu', () => {
  it('opens a sub-menu from the keyboard and closes it with Escape, returning focus', async () => {
    const page = await open('/');
    const sub = page.locator('.menu-main .sub-toggle').first();
    await sub.focus();
    await page.keyboard.press('Enter');
    expect(await sub.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.menu-main').getByRole('link', { name: 'Dermatitis atópica' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await sub.getAttribute('aria-expanded')).toBe('false');
    expect(await sub.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('in-page anchors', () => {
  it('scroll the target just below the sticky header and put its hash in the address', async () => {
    const page = await open('/');
    await page.locator('.menu-main').getByRole('link', { name: 'La clínica' }).click();
    await page.waitForTimeout(1200); // smooth scroll
    const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator('#clinica').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(headerBottom + 40);
    expect(page.url()).toMatch(/#clinica$/);
    await page.context().close();
  });

  it('move the active highlight to the menu anchor of the section in view', async () => {
    const page = await open('/');
    const clinica = page.locator('.menu-main a[href="/#clinica"]');
    const contacto = page.locator('.menu-main a[href="/#contacto"]');
    await clinica.click();
    await expect.poll(() => clinica.getAttribute('aria-current')).toBe('location');
    expect(await contacto.getAttribute('aria-current')).toBeNull();
    await contacto.click();
    await expect.poll(() => contacto.getAttribute('aria-current')).toBe('location');
    expect(await clinica.getAttribute('aria-current')).toBeNull();
    await page.context().close();
  });
});

describe('container backgrounds', () => {
  it('load only when the container comes within 200 px of the viewport', async () => {
    const page = await open('/');
    const contact = page.locator('#contacto');
    expect(await contact.evaluate((el) => (el as HTMLElement).style.backgroundImage)).toBe('');
    await contact.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 150),
    );
    await expect.poll(() => contact.evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain('hero.svg');
    await page.context().close();
  });
});

describe('the Beckon embed', () => {
  it('shows a pop-up of the demo account on the site, loaded by the one-line snippet', async () => {
    const page = await open('/');
    expect(await page.locator('script#beckon-pixel').getAttribute('src')).toBe(
      `${site.server.origin}/widget/loader.js?id=de30c1e0a1b2c`,
    );
    // The clinic's own pop-up opens on exit intent: the pointer leaving through the top edge, repeated until the
    // loader has wired its trigger.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 })));
          return page.getByRole('dialog').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('shows post 228’s content, table of contents and comparison images from the HTML alone', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/dermatitis-atopica/`);
    expect(await page.locator('h1').textContent()).toBe(
      'Dermatitis atópica: síntomas, cuidados y cómo la valoramos en la clínica',
    );
    expect(await page.getByRole('heading', { name: 'Picor (prurito)' }).isVisible()).toBe(true);
    expect(await page.locator('.toc-item').count()).toBeGreaterThan(8);
    expect(await page.locator('.ba-img').count()).toBe(2);
    await context.close();
  });
});

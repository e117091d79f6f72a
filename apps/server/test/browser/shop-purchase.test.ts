/**
 * The shop's whole purchase path in Chromium: once with JavaScript disabled
 * (plain HTML forms all the way to the order number and the confirmation
 * email), once with the keyboard alone; and axe-core on the shop, product, cart
 * and checkout pages at 1280 and 390 px. Also the add from a loop of products
 * on a cached content page, with and without it, and a product page of a
 * visitor with no cart making no cart request.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillBilling } from '../helpers/checkout-billing.js';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';
import { keyMailedTo } from '../http/shop-helpers.js';

const site = useSiteBrowser();

async function outboxFor(email: string) {
  const { rows } = await site.server.db.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM mail_outbox WHERE kind = 'shop-order' AND to_address = $1`,
    [email],
  );
  return rows;
}

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
      return el.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? el.textContent ?? '';
    });
    if (name.test(focused.trim())) return;
  }
  throw new Error(`nothing named ${name} could be reached with Tab`);
}

describe('the purchase path', () => {
  it('works end to end with JavaScript disabled, as plain HTML forms', async () => {
    const page = await site.open('/tienda/', 1280, 900, { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    await expect.poll(() => page.url()).toContain('/producto/gel-limpiador-suave/?anadido=101');
    await page.getByText('«Gel limpiador suave» se ha añadido a su carrito.').waitFor();

    await page.goto(`${site.server.origin}/producto/serum-vitamina-c/`);
    // Without JavaScript the image carousel shows its first picture.
    expect(await page.getByRole('img', { name: /^Frasco cuentagotas del sérum/ }).isVisible()).toBe(true);
    await page.getByLabel(/30 ml/).check();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByRole('link', { name: 'Ver carrito', exact: true }).click();

    await page.getByLabel('Cantidad de «Gel limpiador suave»').fill('2');
    await page.getByRole('button', { name: 'Actualizar carrito' }).click();
    await page.getByText('Carrito actualizado.').waitFor();
    await page.getByLabel('Código de cupón').fill('BIENVENIDA10');
    await page.getByRole('button', { name: 'Aplicar cupón' }).click();
    await page.getByText('Cupón aplicado correctamente.').waitFor();
    // 2 × 14.90 + 39.90 = 69.70 €, less 10 % = 62.73 €.
    await page.getByText('62,73\u00a0€').first().waitFor();

    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await fillBilling(page, 'sin-js@example.es');
    await page.getByLabel(/Pagar al recoger/).check();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();

    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    const number = await page.locator('.order-facts strong').first().textContent();
    expect(number).toMatch(/^\d+$/);
    expect(await page.locator('main').textContent()).toContain('62,73\u00a0€');
    const mails = await outboxFor('sin-js@example.es');
    expect(mails.map((m) => m.subject)).toEqual([
      `Hemos recibido su pedido n.º ${number} – Clínica Dermatológica Alba`,
    ]);
    await site.done(page);
  });

  it('works with the keyboard alone', async () => {
    const page = await site.open('/producto/fotoprotector-fluido-spf50/', 1280, 900);
    await tabTo(page, /^Cantidad$/);
    await page.keyboard.press('ArrowUp');
    await tabTo(page, /^Añadir al carrito$/);
    await page.keyboard.press('Enter');
    await page.getByText('«Fotoprotector fluido SPF 50+» se ha añadido a su carrito.').waitFor();
    await tabTo(page, /^Ver carrito$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Carrito', exact: true }).waitFor();
    // 2 × 19.90 €.
    await page.getByText('39,80\u00a0€').first().waitFor();
    await tabTo(page, /^Finalizar compra$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();

    const fields: [RegExp, string][] = [
      [/^Nombre/, 'Marta'],
      [/^Apellidos/, 'Ruiz'],
      [/^Dirección de la calle/, 'Calle Mayor 5'],
      [/^Código postal/, '28013'],
      [/^Localidad/, 'Madrid'],
      [/^Provincia/, 'Madrid'],
      [/^Teléfono/, '+34 600 000 001'],
      [/^Dirección de correo/, 'teclado@example.es'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    await tabTo(page, /^Pagar al recoger/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Realizar el pedido$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Pagar al recoger');
    expect(await outboxFor('teclado@example.es')).toHaveLength(1);
    await site.done(page);
  });
});

describe('a product page of a visitor with no cart', () => {
  it('makes no request to the cart or the checkout while it loads and runs its scripts', async () => {
    // A context of its own: the listener is on before the first request, which site.open would already have sent.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const paths: string[] = [];
    context.on('request', (r) => paths.push(new URL(r.url()).pathname));
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/producto/serum-vitamina-c/`);
    await page.waitForLoadState('networkidle');
    // The page's islands did load (the carousel among them), so their code had its chance to ask.
    expect(paths.filter((p) => p.startsWith('/site/assets/islands/')).length).toBeGreaterThan(0);
    expect(paths.filter((p) => /^\/(carrito|finalizar-compra)(\/|$)/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('the product image carousel', () => {
  it('moves to the next picture with its button, from the keyboard, to a picture whose thumbnail is clicked, and has no axe-core violations', async () => {
    const page = await site.open('/producto/serum-vitamina-c/', 1280, 900, { reducedMotion: 'reduce' });
    const carousel = page.getByRole('region', { name: 'Imágenes de «Sérum antioxidante de vitamina C»' });
    const previous = carousel.getByRole('button', { name: 'Diapositiva anterior' });
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel.locator('.car-cell.is-selected').getAttribute('aria-label')).toBe('2 de 3');
    await expect.poll(() => previous.isDisabled()).toBe(false);
    expect(await carousel.getByRole('button', { name: 'Mostrar imagen 2 de 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // The thumbnails under the picture replace the dots.
    expect(await carousel.getByRole('button', { name: /^Ir a la diapositiva/ }).count()).toBe(0);
    const third = carousel.getByRole('button', { name: 'Mostrar imagen 3 de 3' });
    await third.click();
    await expect.poll(() => carousel.locator('.car-cell.is-selected').getAttribute('aria-label')).toBe('3 de 3');
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true');
    expect(await siteAxeViolations(page)).toEqual([]);
    await site.done(page);
  });
});

const PAGES: [string, string, boolean][] = [
  ['the shop', '/tienda/', false],
  ['the search results (products, then posts)', '/tienda/?s=piel', false],
  ['a product with variants', '/producto/serum-vitamina-c/', false],
  ['a product just added to the cart', '/producto/gel-limpiador-suave/?anadido=101', true],
  ['the cart', '/carrito/', true],
  ['the checkout', '/finalizar-compra/', true],
];

describe.each([1280, 390])('the shop pages at %i px', (width) => {
  /** A page of a visitor who has `Gel limpiador suave` in their cart (the form post shares the page's cookies). */
  async function openWithCart(path: string): Promise<Page> {
    const page = await site.open('/tienda/', width, 900, { reducedMotion: 'reduce' });
    const added = await page.context().request.post(`${site.server.origin}/carrito/anadir`, {
      form: { variante: '101', cantidad: '1' },
    });
    expect(added.ok()).toBe(true);
    await page.goto(`${site.server.origin}${path}`);
    return page;
  }

  it.each(PAGES)('has no axe-core violations on %s', async (_name, path, withCart) => {
    const page = withCart ? await openWithCart(path) : await site.open(path, width, 900, { reducedMotion: 'reduce' });
    expect(await siteAxeViolations(page)).toEqual([]);
    await site.done(page);
  });

  it('has no axe-core violations on the checkout with the server’s error messages', async () => {
    const page = await openWithCart('/finalizar-compra/');
    await page.locator('form.checkout-layout').getByLabel('Nombre', { exact: false }).first().fill('Ana');
    // Past the browser's own required-field check, to the server's answer.
    await page.evaluate(() => {
      (document.querySelector('form.checkout-layout') as HTMLFormElement).noValidate = true;
    });
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();
    await page.getByRole('heading', { name: 'Revise los datos del pedido' }).waitFor();
    expect(await siteAxeViolations(page)).toEqual([]);
    await site.done(page);
  });
});

/** The My account pages of a signed-in customer with one order (a billing address saved by it). */
const ACCOUNT_PAGES: [string, (order: string) => string][] = [
  ['the dashboard', () => '/mi-cuenta/'],
  ['the orders', () => '/mi-cuenta/pedidos/'],
  ['one order', (order) => `/mi-cuenta/ver-pedido/${order}/`],
  ['the account details form', () => '/mi-cuenta/editar-cuenta/'],
  ['the addresses', () => '/mi-cuenta/editar-direccion/'],
  ['the downloads', () => '/mi-cuenta/descargas/'],
  ['the payment methods', () => '/mi-cuenta/metodos-de-pago/'],
];

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('the My account pages', () => {
  it('have no axe-core violations at 1280 and 390 px', async () => {
    const page = await site.open('/tienda/', 1280, 900, { reducedMotion: 'reduce' });
    // The customer signs up, orders and keeps the page's cookies, through plain form posts.
    const http = page.context().request;
    const at = (path: string) => `${site.server.origin}${path}`;
    const email = `axe-${Date.now().toString(36)}@example.es`;
    // Sign-up mails the link where the password is chosen.
    expect((await http.post(at('/mi-cuenta/registrarse'), { form: { email } })).ok()).toBe(true);
    const clave = await keyMailedTo(site.server.db, email, 'shop-sign-up');
    const password = 'piel-sana-2026';
    const chosen = { clave, password_1: password, password_2: password };
    // Choosing the first password signs the new customer in, as WooCommerce does.
    expect((await http.post(at('/mi-cuenta/contrasena-perdida/nueva'), { form: chosen })).ok()).toBe(true);
    const token = csrfOf(await (await http.get(at('/mi-cuenta/'))).text());
    expect(
      (await http.post(at('/carrito/anadir'), { form: { _csrf: token, variante: '101', cantidad: '1' } })).ok(),
    ).toBe(true);
    const placed = await http.post(at('/finalizar-compra/'), {
      form: {
        _csrf: token,
        nombre: 'Lucía',
        apellidos: 'García Pérez',
        direccion: 'Calle de Alcalá 100',
        codigo_postal: '28009',
        ciudad: 'Madrid',
        provincia: 'Madrid',
        telefono: '600123456',
        email,
        notas: '',
        pago: 'clinica',
      },
      maxRedirects: 0,
    });
    const order = /pedido-recibido\/(\d+)\//.exec(placed.headers().location ?? '')?.[1] ?? '';
    expect(order).toMatch(/^\d+$/);
    // One customer for both widths: signing up and ordering cost more than the checks themselves.
    const found: Record<string, string[]> = {};
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of ACCOUNT_PAGES) {
        await page.goto(at(path(order)));
        await page.getByRole('navigation', { name: 'Páginas de la cuenta' }).waitFor();
        const list = await siteAxeViolations(page);
        if (list.length > 0) found[`${name} at ${width} px`] = list;
      }
    }
    expect(found).toEqual({});
    await site.done(page);
    // Fourteen axe-core runs in one case: room for a machine whose other core is busy.
  }, 240_000);
});

describe('the menu cart dropdown', () => {
  it('opens by click, lists the cart, passes axe-core open at 1280 and 390 px, and closes on Escape, an outside click or its button', async () => {
    const page = await site.open('/tienda/', 1280, 900, { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent()).toBe('1');
    const toggle = page.getByRole('button', { name: /^Carrito: / });
    const dropdown = page.locator('#mini-cart');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await dropdown.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-controls')).toBe('mini-cart');
    expect(await dropdown.locator('li').allTextContents()).toEqual(['Gel limpiador suave1 × 14,90\u00a0€×']);
    await dropdown.getByRole('link', { name: 'Finalizar compra' }).waitFor();
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await siteAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mini-cart');

    await toggle.click();
    await dropdown.waitFor();
    // Bottom left: outside the dropdown, which hangs from the header's right edge.
    await page.mouse.click(5, 880);
    await dropdown.waitFor({ state: 'hidden' });
    await toggle.click();
    await dropdown.getByRole('button', { name: 'Cerrar el carrito' }).click();
    await dropdown.waitFor({ state: 'hidden' });

    // The line the island added carries its remove form (with the new cart's token): it empties the cart.
    await toggle.click();
    await Promise.all([
      page.waitForURL(/\/carrito\/\?aviso=eliminado$/),
      dropdown.getByRole('button', { name: 'Eliminar «Gel limpiador suave» del carrito' }).click(),
    ]);
    expect(await page.locator('[data-menu-cart-count]').textContent()).toBe('0');
    await site.done(page);
  });
});

/** What the page fetched so far (Resource Timing), by path. */
const fetchedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

describe('adding to the cart from a loop of products on a cached content page', () => {
  beforeAll(() =>
    site.testPage('productos-en-bucle', [
      { id: 'pl', type: 'loop-grid', settings: { source: 'products', perPage: 6 } },
      {
        id: 'contacto',
        type: 'form',
        settings: { formName: 'Contacto', captcha: 'none', fields: [{ id: 'nombre', type: 'text', label: 'Nombre' }] },
      },
    ]),
  );

  it('adds in place on a click, asking for the token only then, and shows "Ver carrito" after the button', async () => {
    const page = await site.open('/productos-en-bucle/');
    // Nothing about a cart before the visitor asks: no token, no cart, not even the shop island.
    const early = (await fetchedPaths(page)).filter((p) => p.startsWith('/carrito/') || p.endsWith('/islands/shop.js'));
    expect(early).toEqual([]);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/carrito/')) asked.push(`${r.method()} ${path}`);
    });
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const cleanser = page.getByRole('listitem').filter({ hasText: 'Gel limpiador suave' });
    const add = cleanser.getByRole('button', { name: 'Añadir al carrito: «Gel limpiador suave»' });
    expect((await add.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    await add.click();
    await cleanser.getByRole('status').getByText('«Gel limpiador suave» se ha añadido a su carrito.').waitFor();
    expect(await cleanser.getByRole('link', { name: 'Ver carrito' }).isVisible()).toBe(true);
    expect(asked).toEqual(['GET /carrito/token', 'POST /carrito/anadir']);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Now the visitor has a cart: the next add carries its token, and the notice moves to that item.
    const water = page.getByRole('listitem').filter({ hasText: 'Agua micelar para piel sensible' });
    await water.getByRole('button', { name: /^Añadir al carrito/ }).click();
    await water.getByRole('link', { name: 'Ver carrito' }).waitFor();
    expect(await cleanser.getByRole('link', { name: 'Ver carrito' }).count()).toBe(0);
    // The site's own form on the page takes no shop token (its route refuses unknown fields).
    expect(await page.locator('form.fm input[name="_csrf"]').count()).toBe(0);
    expect(await siteAxeViolations(page)).toEqual([]);

    await water.getByRole('link', { name: 'Ver carrito' }).click();
    await page.getByLabel('Cantidad de «Gel limpiador suave»').waitFor();
    await page.getByLabel('Cantidad de «Agua micelar para piel sensible»').waitFor();
    expect(await page.locator('[data-menu-cart-count]').first().textContent()).toBe('2');
    await site.done(page);
  });

  it('leads to the product page without JavaScript, whose form puts the product in the cart', async () => {
    const page = await site.open('/productos-en-bucle/', 1280, 900, { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Añadir al carrito: «Gel limpiador suave»' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/producto/gel-limpiador-suave/');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByRole('link', { name: 'Ver carrito', exact: true }).click();
    expect(await page.getByLabel('Cantidad de «Gel limpiador suave»').inputValue()).toBe('1');
    await site.done(page);
  });
});

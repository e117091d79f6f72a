/**
 * The shop's enhanced paths in Chromium, one server and one browser for the
 * file: "Añadir al carrito" updates the header's menu cart without a reload; a
 * customer signs up in My account (signed in once they choose a password), later signs in from the checkout's
 * collapsible form (§7 call 8: the page reloads signed in), orders, finds the
 * order under Mi cuenta → Pedidos, and the address blocks under Direcciones
 * equally tall; the checkout's coupon form (§7 call 7) answers before the
 * checkout form and refreshes the order review; the cart updates itself after a
 * quantity change and keeps its totals in view; the menu cart follows the
 * owner's hover and automatic-opening setting.
 */
import { describe, expect, it } from 'vitest';
import { saveShopSettings } from '../../src/plugins/shop/shop-settings-repository.js';
import { announcePageSaved } from '../../src/plugins/site/page-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { fillBilling } from '../helpers/checkout-billing.js';
import { useSiteBrowser } from '../helpers/site-browser.js';
import { keyMailedTo, ShopVisitor } from '../http/shop-helpers.js';

const site = useSiteBrowser();

describe('the shop with JavaScript', () => {
  it('updates the menu cart at once when a product is added, without reloading the page', async () => {
    const page = await site.open('/tienda/', 1280, 900);
    const count = page.locator('[data-menu-cart-count]');
    const total = page.locator('[data-menu-cart-total]');
    expect(await count.textContent()).toBe('0');
    // A reload would lose this mark.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    await expect.poll(() => count.textContent()).toBe('1');
    expect(await total.textContent()).toBe('14,90\u00a0€');
    await page.getByText('«Gel limpiador suave» se ha añadido a su carrito.').waitFor();
    await page.getByRole('button', { name: 'Añadir «Bálsamo labial reparador SPF 30» al carrito' }).click();
    await expect.poll(() => count.textContent()).toBe('2');
    expect(await total.textContent()).toBe('21,40\u00a0€');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(page.url()).toBe(`${site.server.origin}/tienda/`);
    // The cart the server keeps is the one the header shows.
    await page.getByRole('link', { name: 'Ver carrito', exact: true }).last().click();
    await page.getByRole('heading', { name: 'Carrito', exact: true }).waitFor();
    expect(await page.locator('[data-menu-cart-count]').textContent()).toBe('2');
    await site.done(page);
  });

  it('signs up in My account, signs in from the checkout, and shows the order and equally tall address blocks there', async () => {
    const email = `cliente-${Date.now().toString(36)}@example.es`;
    const page = await site.open('/mi-cuenta/', 1280, 900);
    // The sign-in error's notice scrolls into view over 1000 ms; a click during that scroll can land beside
    // the button on a slow machine. This test is about signing in (shop-notices.test.ts covers the scroll).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const signUp = page.locator('form[action="/mi-cuenta/registrarse"]');
    await signUp.getByLabel('Dirección de correo electrónico').fill(email);
    await signUp.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('Le hemos enviado un correo electrónico para completar el registro.').waitFor();
    // The password is chosen from the mailed link, which then signs the new customer in.
    const clave = await keyMailedTo(site.server.db, email, 'shop-sign-up');
    await page.goto(`${site.server.origin}/mi-cuenta/contrasena-perdida/?clave=${clave}`);
    await page.locator('input[name="password_1"]').fill('piel-sana-2026');
    await page.getByLabel('Repita la nueva contraseña').fill('piel-sana-2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Su contraseña se ha guardado y su cuenta está lista.').waitFor();
    await page.getByRole('navigation', { name: 'Páginas de la cuenta' }).waitFor();
    expect(page.url()).toBe(`${site.server.origin}/mi-cuenta/?aviso=alta`);
    // Signed out again, to sign in from the checkout below.
    await page
      .getByRole('navigation', { name: 'Páginas de la cuenta' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await page.getByRole('heading', { name: 'Acceder' }).waitFor();

    await page.goto(`${site.server.origin}/producto/gel-limpiador-suave/`);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent()).toBe('1');
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await page.getByText('¿Ya es cliente? Haga clic aquí para acceder').click();
    const signIn = page.locator('form[action="/finalizar-compra/acceder"]');
    await signIn.getByLabel('Nombre de usuario o correo electrónico').fill(email);
    await signIn.getByLabel('Contraseña').fill('una-que-no-es');
    await signIn.getByRole('button', { name: 'Acceder' }).click();
    await page.getByText('Error: La dirección de correo electrónico o la contraseña no son correctas.').waitFor();
    await signIn.getByLabel('Contraseña').fill('piel-sana-2026');
    await signIn.getByRole('button', { name: 'Acceder' }).click();
    // The page reloads signed in: no sign-in form, the email filled in, the cart kept.
    await page.locator('.checkout-login').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Dirección de correo electrónico').inputValue()).toBe(email);
    expect(await page.locator('[data-menu-cart-count]').textContent()).toBe('1');

    await fillBilling(page);
    await page.getByLabel(/Pagar al recoger/).check();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();
    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    const number = (await page.locator('.order-facts strong').first().textContent()) ?? '';
    expect(number).toMatch(/^\d+$/);

    await page.goto(`${site.server.origin}/mi-cuenta/`);
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('link', { name: `Ver el pedido n.º ${number}` }).click();
    await page.getByText(`El pedido n.º ${number} se realizó el`).waitFor();
    expect(await page.locator('main').textContent()).toContain('está actualmente procesando');

    // §5: the address blocks stand equally tall, the billing one saved by the order, the shipping one empty.
    await page.getByRole('link', { name: 'Direcciones', exact: true }).click();
    await page.getByRole('heading', { name: 'Dirección de envío' }).waitFor();
    const blocks = await page
      .locator('.address-block')
      .evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent ?? '', height: el.getBoundingClientRect().height })),
      );
    expect(blocks.map((b) => b.text.includes('Calle de Alcalá 100'))).toEqual([true, false]);
    expect(Math.abs((blocks[0]?.height ?? 0) - (blocks[1]?.height ?? -9))).toBeLessThanOrEqual(1);
    await site.done(page);
  });

  it('applies a coupon from the checkout: the notice comes before the form, the section folds away, the order review refreshes', async () => {
    const page = await site.open('/producto/gel-limpiador-suave/', 1280, 900);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent()).toBe('1');
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByLabel('Apellidos').fill('García Pérez');
    await page.getByLabel(/Pagar al recoger/).check();
    await page.getByText('¿Tiene un cupón? Haga clic aquí para introducir su código').click();
    const form = page.locator('form[action="/finalizar-compra/cupon"]');
    const code = form.getByLabel('Si tiene un código de cupón, aplíquelo a continuación.');
    const errors: unknown[] = [];
    await page.exposeFunction('sawCheckoutError', (message: unknown) => errors.push(message));
    await page.evaluate(() =>
      document.addEventListener('checkout_error', (e) =>
        (window as unknown as { sawCheckoutError(m: unknown): void }).sawCheckoutError(
          (e as CustomEvent).detail.message,
        ),
      ),
    );
    await code.fill('verano2025');
    await form.getByRole('button', { name: 'Aplicar cupón' }).click();
    await page.locator('[data-shop-live-notice]').getByText('Este cupón ha caducado.').waitFor();
    await expect.poll(() => errors.length).toBe(1);

    // The answer is held until the processing overlay has been seen over the form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/finalizar-compra/cupon', async (route) => {
      await held;
      await route.continue();
    });
    await code.fill('bienvenida10');
    await form.getByRole('button', { name: 'Aplicar cupón' }).click();
    await page.locator('form[action="/finalizar-compra/cupon"][aria-busy="true"]').waitFor();
    expect(await form.evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(
      'rgba(255, 255, 255, 0.6)',
    );
    release();
    await page.locator('[data-shop-live-notice]').getByText('Cupón aplicado correctamente.').waitFor();
    const noticeBeforeForm = await page.evaluate(() => {
      const notice = document.querySelector('[data-shop-live-notice]');
      const checkout = document.querySelector('[data-checkout-form]');
      return notice !== null && checkout !== null && notice.nextElementSibling === checkout;
    });
    expect(noticeBeforeForm).toBe(true);
    await page.locator('[data-checkout-coupon]').waitFor({ state: 'hidden' });
    await page.locator('[data-order-review]').getByText('Cupón: bienvenida10').waitFor();
    expect(await page.getByLabel('Apellidos').inputValue()).toBe('García Pérez');
    expect(await page.getByLabel(/Pagar al recoger/).isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toHaveLength(1);
    await site.done(page);
  });

  it('updates the cart by itself 1500 ms after a quantity changes, with the focus kept and the totals column in view', async () => {
    // Six lines, so the cart table runs on below the totals column; put in over HTTP, then handed to the browser.
    const visitor = new ShopVisitor(site.server.app);
    for (const variant of ['101', '102', '103', '107', '108', '109']) {
      expect((await visitor.post('/carrito/anadir', { variante: variant, cantidad: '1' })).statusCode).toBe(303);
      await visitor.get('/carrito/');
    }
    const page = await site.open('/tienda/', 1280, 600);
    await page
      .context()
      .addCookies([{ name: 'beckon_cart', value: visitor.cookies.get('beckon_cart') ?? '', url: site.server.origin }]);
    await page.goto(`${site.server.origin}/carrito/`);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    let postedAt = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/carrito/actualizar')) postedAt = Date.now();
    });
    const quantity = page.getByLabel('Cantidad de «Gel limpiador suave»');
    await quantity.fill('3');
    const typedAt = Date.now();
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent(), { timeout: 10_000 }).toBe('8');
    expect(postedAt - typedAt).toBeGreaterThanOrEqual(1400);
    expect(postedAt - typedAt).toBeLessThan(5000);
    await page.locator('.shop-notices').getByText('Carrito actualizado.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cantidad-101');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The totals column stays in view under the sticky site header while the cart scrolls (desktop only).
    const placed = () =>
      page.evaluate(() => ({
        header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? -1,
        totals: document.querySelector('.cart-layout > .totals')?.getBoundingClientRect().top ?? -1,
        layoutTop: document.querySelector('.cart-layout')?.getBoundingClientRect().top ?? -1,
      }));
    // Just past the top of the cart, where the cart table (six lines) still runs on below the totals.
    const before = await placed();
    await page.evaluate((by) => window.scrollBy(0, by), before.layoutTop - before.header + 80);
    const scrolled = await placed();
    expect(scrolled.layoutTop).toBeLessThan(scrolled.header);
    expect(scrolled.totals).toBeGreaterThanOrEqual(scrolled.header);
    expect(scrolled.totals).toBeLessThan(scrolled.header + 48);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('.cart-layout > .totals').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await site.done(page);
  });

  it('opens the menu cart by itself after an add and on hover when the owner chose so, and closes when the pointer leaves', async () => {
    const { db } = site.server;
    await saveShopSettings(db, SITE_ACCOUNT_ID, { mini_cart_open_on: 'hover', mini_cart_auto_open: true });
    announcePageSaved(db, SITE_ACCOUNT_ID);
    try {
      const page = await site.open('/tienda/', 1280, 900);
      const cart = page.locator('[data-mini-cart]');
      await expect
        .poll(async () => {
          await page.reload();
          return cart.getAttribute('data-open-on');
        })
        .toBe('hover');
      const panel = page.locator('[data-mini-cart-panel]');
      await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
      await panel.getByText('Gel limpiador suave').waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await cart.locator('button.menu-cart').hover();
      await panel.waitFor({ state: 'visible' });
      await page.mouse.move(10, 850);
      await panel.waitFor({ state: 'hidden' });
      await site.done(page);
    } finally {
      await saveShopSettings(db, SITE_ACCOUNT_ID, { mini_cart_open_on: 'click', mini_cart_auto_open: false });
      announcePageSaved(db, SITE_ACCOUNT_ID);
    }
  });

  it('lets the Beckon widget on a product page save a signed-in customer’s browsed product and cart', async () => {
    // Signed up and in over HTTP (the flow above covers the forms); the browser gets the session cookies.
    const visitor = new ShopVisitor(site.server.app);
    const email = `widget-${Date.now().toString(36)}@example.es`;
    await visitor.signUp(site.server.db, email, 'piel-sana-2026');
    await visitor.add('101');
    const domain = new URL(site.server.origin).hostname;
    const cookies = [...visitor.cookies].map(([name, value]) => ({ name, value, domain, path: '/' }));
    const page = await site.open('/producto/serum-vitamina-c/', 1280, 900, {
      storageState: {
        cookies: cookies.map((c) => ({ ...c, expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const })),
        origins: [],
      },
    });
    const saved = async () =>
      (
        await site.server.db.query<{ data_for: string; products: { product_id: string }[]; total: string }>(
          `SELECT b.data_for, b.products, b.total_cart_value::text AS total FROM browse_abandonment b
           JOIN shop_customers c ON c.customer_id = b.customer_id WHERE c.email = $1 ORDER BY b.data_for`,
          [email],
        )
      ).rows.map((r) => `${r.data_for} ${r.products.map((p) => p.product_id).join(',')} ${Number(r.total)}`);
    await expect
      .poll(saved, { timeout: 15_000 })
      .toEqual(['abandonment serum-vitamina-c 0', 'cart gel-limpiador-suave 14.9']);
    await site.done(page);
  });
});

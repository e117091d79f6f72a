/**
 * A card purchase end to end in Chromium against the loopback Stripe: the checkout's post goes to
 * Stripe's hosted page (allowed by the page's form-action), paying there posts the signed webhook, and
 * the customer comes back to an order that is paid, with no provider script on the shop's pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../src/app.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from '../helpers/fake-stripe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

let stripe: FakeStripe;
const options: Partial<BuildAppOptions> = {};
// Runs before the site browser's own beforeAll starts the server with these options.
beforeAll(async () => {
  stripe = await startFakeStripe();
  options.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url };
  return () => stripe.close();
});
const site = useSiteBrowser(options);
beforeAll(() => {
  stripe.webhookUrl = `${site.server.origin}/api/shop/stripe/webhook`;
});

describe('a card purchase', () => {
  it('pays on Stripe’s page and comes back to a paid order', async () => {
    const page = await site.open('/producto/gel-limpiador-suave/', 1280, 900);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByText('«Gel limpiador suave» se ha añadido a su carrito.').waitFor();
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await page.locator('form.checkout-layout').getByLabel('Nombre', { exact: false }).first().fill('Lucía');
    await page.getByLabel('Apellidos').fill('García Pérez');
    await page.getByLabel('Dirección de la calle').fill('Calle de Alcalá 100');
    await page.getByLabel('Código postal').fill('28009');
    await page.getByLabel('Localidad / Ciudad').fill('Madrid');
    await page.getByLabel('Provincia').fill('Madrid');
    await page.getByLabel('Teléfono').fill('600123456');
    await page.getByLabel('Dirección de correo electrónico').fill('tarjeta-navegador@example.es');
    await page.getByLabel(/Tarjeta de crédito o débito/).check();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();

    await page.getByRole('heading', { name: /^Pagar 14\.90 EUR$/ }).waitFor();
    expect(page.url().startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    await page.getByRole('button', { name: 'Pagar' }).click();

    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Hemos recibido el pago con tarjeta');
    const { rows } = await site.server.db.query<{ status: string }>(
      "SELECT status FROM shop_orders WHERE email = 'tarjeta-navegador@example.es'",
    );
    expect(rows).toEqual([{ status: 'processing' }]);
    expect(scripts.filter((u) => !u.startsWith(site.server.origin))).toEqual([]);
    await site.done(page);
  });
});

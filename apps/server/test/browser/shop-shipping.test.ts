/**
 * Shipping in Chromium: a visitor picks a method in the cart (its own form, refreshed in place with
 * JavaScript) and another at checkout, and the order received page charges that one; without
 * JavaScript, "Actualizar totales" shows the methods of the typed postcode. axe-core on the cart and
 * checkout with shipping at 1280 and 390 px.
 */
import type { ShopShipping } from '@beckon/owner-api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveShipping } from '../../src/plugins/shop/shipping-repository.js';
import { fillBilling } from '../helpers/checkout-billing.js';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const EUR = '\u00a0€';

const flat = (id: number, cost_cents: number) =>
  ({
    id,
    kind: 'flat_rate',
    enabled: true,
    title: 'Precio fijo',
    cost_cents,
    taxable: true,
    class_costs: {},
    no_class_cost_cents: 0,
    calculation: 'per_class',
  }) as const;

const SHIPPING: ShopShipping = {
  classes: [],
  zones: [
    {
      id: 1,
      name: 'Madrid',
      regions: ['ES:M'],
      postcodes: [],
      methods: [
        flat(1, 400),
        { id: 2, kind: 'local_pickup', enabled: true, title: 'Recogida local', cost_cents: 0, taxable: false },
      ],
    },
    { id: 2, name: 'España', regions: ['ES'], postcodes: [], methods: [flat(3, 413)] },
  ],
  rest_of_world: [],
};

async function addGel(page: Page) {
  await page.goto(`${site.server.origin}/producto/gel-limpiador-suave/`);
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await page.getByText('se ha añadido a su carrito').first().waitFor();
}

describe('shipping in the browser', () => {
  beforeAll(async () => {
    const { rows } = await site.server.db.query<{ account_id: string }>(
      'SELECT DISTINCT account_id FROM shop_products',
    );
    for (const r of rows) await saveShipping(site.server.db, r.account_id, SHIPPING);
  });

  it('charges the method chosen at checkout, after one chosen in the cart', async () => {
    const page = await site.open('/tienda/', 1280, 900);
    await addGel(page);
    await page.goto(`${site.server.origin}/carrito/`);
    // No postcode yet: Spain's flat rate, 4,13 € + 21 % = 5,00 €.
    await page.getByText(`Precio fijo: 5,00${EUR}`).waitFor();
    await page.getByText('Calcular envío').click();
    await page.locator('#envio-codigo-postal').fill('28009');
    await page.getByRole('button', { name: 'Actualizar envío' }).click();
    await page.getByText('Enviando a 28009.').waitFor();
    await page.getByLabel('Recogida local').check();
    // The cart refreshes itself with pickup: the total is the product's alone.
    await page.getByText('Totales de envío actualizados.').waitFor();
    await expect.poll(() => page.locator('.totals strong').first().textContent()).toBe(`14,90${EUR}`);
    expect(await siteAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Finalizar compra' }).first().click();
    await fillBilling(page, 'envio-navegador@example.es', page.locator('form.checkout-layout'));
    expect(await page.getByLabel('Recogida local').isChecked()).toBe(true);
    await page.getByLabel(`Precio fijo: 4,84${EUR}`).check();
    // The order review follows the method chosen: 14,90 + 4,84 €.
    await expect.poll(() => page.locator('[data-order-review] strong').first().textContent()).toBe(`19,74${EUR}`);
    await page.getByLabel('Transferencia bancaria').check();
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();
    await page.getByText('Gracias. Hemos recibido su pedido.').waitFor();
    const summary = (await page.locator('.purchase-summary').textContent()) ?? '';
    expect(summary).toContain(`4,84${EUR} vía Precio fijo`);
    expect(summary).toContain(`19,74${EUR}`);
    await site.done(page);
  });

  it('shows the methods of the typed postcode without JavaScript', async () => {
    const page = await site.open('/tienda/', 1280, 900, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/producto/gel-limpiador-suave/`);
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await page.getByText(`Precio fijo: 5,00${EUR}`).waitFor();
    await fillBilling(page, 'sin-js@example.es', page.locator('form.checkout-layout'));
    await page.getByRole('button', { name: 'Actualizar totales' }).click();
    await page.getByLabel('Recogida local').check();
    await page.getByLabel('Transferencia bancaria').check();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();
    await page.getByText('Gracias. Hemos recibido su pedido.').waitFor();
    expect(await page.locator('.purchase-summary').textContent()).toContain('Recogida local');
    await site.done(page);
  });

  it('passes axe on the cart and checkout with shipping at 390 px', async () => {
    const page = await site.open('/tienda/', 390, 844);
    await addGel(page);
    await page.goto(`${site.server.origin}/carrito/`);
    await page.getByText('Calcular envío').click();
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await page.getByRole('button', { name: 'Actualizar totales' }).waitFor();
    expect(await siteAxeViolations(page)).toEqual([]);
    await site.done(page);
  });
});

/**
 * The clinic shop's orders in the store reports, in Chromium: an order placed through the shop's checkout
 * lands on the order-received page with the widget running (the page is a store page of the third platform),
 * and the order is recorded exactly once, by the checkout itself, in its transaction. Reloading the received
 * page records nothing more, and the widget sends no ordered-products save of its own there.
 */
import { describe, expect, it } from 'vitest';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { fillBilling } from '../helpers/checkout-billing.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

const orders = async (): Promise<{ source_table: string; total_value: string }[]> =>
  (
    await site.server.db.query<{ source_table: string; total_value: string }>(
      `SELECT source_table, total_value::text AS total_value FROM store_orders
        WHERE account_id = $1 AND source_table LIKE 'shop_orders:%'`,
      [SITE_ACCOUNT_ID],
    )
  ).rows;

describe('an order on the clinic shop', () => {
  it('is recorded once for the store reports, also when its received page is reloaded', async () => {
    const before = (await orders()).length;
    const page = await site.open('/tienda/', 1280, 900);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/display/wix/save-ordered-products')) saves.push(r.url());
    });
    const displayed = () => page.waitForResponse((r) => r.url().endsWith(`/api/display/${SITE_ACCOUNT_ID}`));
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('poptin_shopify_cart_product_id')))
      .toBe('gel-limpiador-suave');
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await fillBilling(page, 'pedido-widget@example.es');
    await page.getByLabel(/Pagar al recoger/).check();
    const onReceived = displayed();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();
    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    await onReceived;
    const number = await page.locator('.order-facts strong').first().textContent();
    await expect.poll(async () => (await orders()).length).toBe(before + 1);
    expect((await orders()).filter((o) => o.source_table === `shop_orders:${number}`)).toEqual([
      { source_table: `shop_orders:${number}`, total_value: expect.stringMatching(/^\d+\.\d\d$/) },
    ]);

    // The widget's store chunk runs before the display request leaves: once it is answered, any save it made
    // would already have been sent.
    const again = displayed();
    await page.reload();
    await again;
    expect(saves).toEqual([]);
    expect((await orders()).filter((o) => o.source_table === `shop_orders:${number}`)).toHaveLength(1);
    await site.done(page);
  });
});

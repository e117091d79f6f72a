/**
 * The cart trigger settings through the owner API on PGlite and PostgreSQL: saved and served to the loader as
 * set, and bad input (unknown actions, malformed or oversized product lists, NUL bytes, a count or value of
 * "an empty cart") refused as 400 JSON naming the field, with nothing stored.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../helpers/test-databases.js';
import { lightboxInput, useSignedUpOwner } from './owner-helpers.js';

describe.each(databases)('cart trigger settings on $name', (database) => {
  const t = useSignedUpOwner(database);

  const CART = {
    display_after_sec_active: null,
    shopify_cart_trigger_active: true,
    wix_cart_trigger_active: false,
    shopify_cart_trigger_action: 'cart_value',
    shopify_cart_trigger_products: '7001, 40011',
    shopify_cart_trigger_cart_spec_filter: 'greater_than',
    shopify_cart_trigger_cart_spec_value: 49.5,
  };

  it('saves a cart trigger and serves it to the loader as set', async () => {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput({ triggers: CART }));
    expect(res.statusCode).toBe(201);
    const id = res.json().poptin_id as string;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/display/${t.owner.accountId}`,
      headers: { 'content-type': 'application/json' },
      payload: {
        domain: 'shop.example',
        url: 'https://shop.example/',
        store_integration: 'shopify',
        cart_total_price: 154,
        cart_item_count: 2,
        product_ids: ['7001', '7002'],
        variant_ids: ['40001', '40011'],
        wix_cart_id: '',
        triggers: ['added_product'],
      },
    });
    expect(answer.statusCode).toBe(200);
    const record = (answer.json().poptins as { poptin_id: string; triggers: Record<string, unknown> }[]).find(
      (r) => r.poptin_id === id,
    );
    expect(record?.triggers).toMatchObject(CART);
  });

  it('refuses bad cart trigger settings with 400 JSON naming the field, storing nothing', async () => {
    const before = (await t.owner.send('GET', '/api/owner/popups')).json().popups.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ shopify_cart_trigger_action: 'emptied' }, 'body.triggers.shopify_cart_trigger_action'],
      [{ shopify_cart_trigger_products: 'a b' }, 'body.triggers.shopify_cart_trigger_products'],
      [{ shopify_cart_trigger_products: '7001,' }, 'body.triggers.shopify_cart_trigger_products'],
      [{ shopify_cart_trigger_products: '7001\u0000' }, 'body.triggers.shopify_cart_trigger_products'],
      [{ shopify_cart_trigger_products: '1,'.repeat(5000) }, 'body.triggers.shopify_cart_trigger_products'],
      [{ shopify_cart_trigger_products: Array(51).fill('1').join(',') }, 'body.triggers.shopify_cart_trigger_products'],
      [
        { shopify_cart_trigger_action: 'cart_item', shopify_cart_trigger_products: 'empty_cart' },
        'body.triggers.shopify_cart_trigger_products: empty_cart only goes with added_product or removed_product',
      ],
      [{ shopify_cart_trigger_cart_spec_filter: 'less_than' }, 'body.triggers.shopify_cart_trigger_cart_spec_filter'],
      [{ shopify_cart_trigger_cart_spec_value: -1 }, 'body.triggers.shopify_cart_trigger_cart_spec_value'],
      [{ shopify_cart_trigger_cart_spec_value: '5' }, 'body.triggers.shopify_cart_trigger_cart_spec_value'],
      [{ wix_cart_trigger_active: 'yes' }, 'body.triggers.wix_cart_trigger_active'],
    ];
    for (const [change, message] of cases) {
      const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput({ triggers: { ...CART, ...change } }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
    expect((await t.owner.send('GET', '/api/owner/popups')).json().popups).toHaveLength(before);
  });

  it('refuses a display request whose store fields break their limits', async () => {
    for (const bad of [
      { wix_cart_id: 'x'.repeat(65) },
      { variant_ids: Array(51).fill('1') },
      { variant_ids: ['x'.repeat(65)] },
      { cart_total_price: -1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/display/${t.owner.accountId}`,
        headers: { 'content-type': 'application/json' },
        payload: { domain: 'shop.example', url: 'https://shop.example/', ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
  });
});

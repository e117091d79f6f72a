/**
 * The item-count and cart-value cart triggers on this project's own shop, in Chromium: the visitor adds the
 * same product three times from the shop's catalogue page, and each threshold's bar must appear at the add
 * that crosses it and not a step earlier. At every step a bar that fires on any added product is the
 * witness that the widget has read the cart and judged every rule on that reading: the rules are checked
 * together, and a fired pop-up asks for its design at once, so a bar that has not asked by the time the
 * witness is on screen did not fire on that reading.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { insertPopup } from '../../src/seed.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

/** The seeded «Gel limpiador suave»: 14,90 € a bottle. */
const PRICE = 14.9;
const ADD = 'Añadir «Gel limpiador suave» al carrito';

const BARS = {
  /** Fires on the first add of the page: the step-one witness. */
  anyAdded: { id: 'cafe0000001a1', action: 'added_product', filter: undefined, value: undefined },
  itemsOverOne: { id: 'cafe0000001a2', action: 'cart_item', filter: 'greater_than', value: 1 },
  itemsOverTwo: { id: 'cafe0000001a3', action: 'cart_item', filter: 'greater_than', value: 2 },
  /** Exactly two bottles: "at least" must fire on the equal value. */
  valueAtLeastTwo: {
    id: 'cafe0000001a4',
    action: 'cart_value',
    filter: 'greater_than_or_equal',
    value: 2 * PRICE,
  },
  /** Exactly two bottles: "greater than" must not fire on the equal value, only on the third bottle. */
  valueOverTwo: { id: 'cafe0000001a5', action: 'cart_value', filter: 'greater_than', value: 2 * PRICE },
} as const;

beforeAll(async () => {
  // Only this file's bars: the seeded pop-ups would cover the shop's buttons.
  await site.server.db.query('UPDATE popups SET is_active = false WHERE account_id = $1', [SITE_ACCOUNT_ID]);
  for (const bar of Object.values(BARS))
    await insertPopup(site.server.db, {
      accountId: SITE_ACCOUNT_ID,
      poptinId: bar.id,
      name: bar.id,
      type: 'bar',
      triggers: {
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_action: bar.action,
        shopify_cart_trigger_products: 'any_product',
        ...(bar.filter ? { shopify_cart_trigger_cart_spec_filter: bar.filter } : {}),
        ...(bar.value !== undefined ? { shopify_cart_trigger_cart_spec_value: bar.value } : {}),
      },
      design: { screens: { main: [{ kind: 'heading', text: bar.id }] } },
    });
});

const bar = (page: Page, id: string) => page.locator(`[data-beckon-popup="${id}"]`);

/** Clicks the add button and waits for the widget's cart read after it to show `count` items. */
async function addBottle(page: Page, count: number): Promise<void> {
  const read = page.waitForResponse(
    async (r) =>
      new URL(r.url()).pathname === '/carrito.json' &&
      r.ok() &&
      ((await r.json()) as { item_count?: number }).item_count === count,
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: ADD }).click();
  await read;
  // The reading the widget keeps: the rules were judged on this one.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('poptin_cart_reading') ?? '{}').count), {
      timeout: 20_000,
    })
    .toBe(count);
}

describe('item-count and cart-value triggers on the clinic shop', () => {
  it('fire each at the add that crosses its threshold, "at least" on the equal value, and never before', async () => {
    const page = await site.open('/tienda/', 1280, 1400);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    const askedFor = (id: string) => asked.filter((u) => u.includes(id));
    const shown = async (id: string) => bar(page, id).waitFor({ state: 'attached', timeout: 20_000 });
    const silent = async (...ids: string[]) => {
      for (const id of ids) {
        expect(askedFor(id), `${id} asked for its design`).toEqual([]);
        expect(await bar(page, id).count()).toBe(0);
      }
    };

    // An empty cart on arrival: no threshold is met, and nothing was added yet.
    await silent(...Object.values(BARS).map((b) => b.id));

    // One bottle (1 item, 14,90 €): only the witness.
    await addBottle(page, 1);
    await shown(BARS.anyAdded.id);
    await silent(BARS.itemsOverOne.id, BARS.itemsOverTwo.id, BARS.valueAtLeastTwo.id, BARS.valueOverTwo.id);

    // Two bottles (2 items, 29,80 €): more than one item, and at least 29,80 €; not more than two, nor more
    // than 29,80 €. The two bars that fire are the witnesses for the two that must not.
    await addBottle(page, 2);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('poptin_cart_reading') ?? '{}').value),
    ).toBeCloseTo(2 * PRICE, 2);
    await shown(BARS.itemsOverOne.id);
    await shown(BARS.valueAtLeastTwo.id);
    await silent(BARS.itemsOverTwo.id, BARS.valueOverTwo.id);

    // Three bottles (3 items, 44,70 €): the two stricter thresholds are crossed now.
    await addBottle(page, 3);
    await shown(BARS.itemsOverTwo.id);
    await shown(BARS.valueOverTwo.id);
    // Each bar asked for its design once: none fired twice.
    for (const b of Object.values(BARS))
      expect(asked.filter((u) => new URL(u).pathname === `/api/display/popup/${b.id}`)).toHaveLength(1);
    await site.done(page);
  });
});

import type { ShippingMethod, ShopShipping } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import {
  chosenRate,
  postcodeMatches,
  provinceOfPostcode,
  type ShippingCart,
  shippingInUse,
  shippingRates,
  shippingTaxRateBp,
  zoneFor,
} from './shipping-rates.js';

const flat = (id: number, over: Partial<Extract<ShippingMethod, { kind: 'flat_rate' }>> = {}): ShippingMethod => ({
  id,
  kind: 'flat_rate',
  enabled: true,
  title: 'Precio fijo',
  cost_cents: 400,
  taxable: true,
  class_costs: {},
  no_class_cost_cents: 0,
  calculation: 'per_class',
  ...over,
});
const free = (id: number, over: Partial<Extract<ShippingMethod, { kind: 'free_shipping' }>> = {}): ShippingMethod => ({
  id,
  kind: 'free_shipping',
  enabled: true,
  title: 'Envío gratuito',
  requires: 'min_amount',
  min_amount_cents: 5000,
  ignore_discounts: false,
  ...over,
});
const pickup: ShippingMethod = {
  id: 9,
  kind: 'local_pickup',
  enabled: true,
  title: 'Recogida local',
  cost_cents: 0,
  taxable: false,
};

const shop: ShopShipping = {
  classes: [{ id: 'voluminoso', name: 'Voluminoso' }],
  zones: [
    { id: 1, name: 'Madrid centro', regions: ['ES:M'], postcodes: ['28001...28015'], methods: [pickup, flat(1)] },
    { id: 2, name: 'Baleares', regions: ['ES:PM'], postcodes: [], methods: [flat(2, { cost_cents: 1200 })] },
    { id: 3, name: 'España', regions: ['ES'], postcodes: [], methods: [flat(3), free(4)] },
  ],
  rest_of_world: [flat(5, { cost_cents: 2500 })],
};

const cart = (over: Partial<ShippingCart> = {}): ShippingCart => ({
  lines: [{ shippingClass: null, quantity: 1 }],
  itemsAfterDiscountCents: 2000,
  itemsBeforeDiscountCents: 2000,
  couponGrantsFreeShipping: false,
  ...over,
});
const ids = (rates: { id: string }[]) => rates.map((r) => r.id);

describe('shipping zones', () => {
  it('finds the province of a Spanish postcode from its first two digits', () => {
    expect(provinceOfPostcode('28007')).toBe('M');
    expect(provinceOfPostcode('07001')).toBe('PM');
    expect(provinceOfPostcode('99000')).toBeNull();
  });

  it('matches postcodes exactly, by a prefix with a star, and by a numeric range', () => {
    expect(postcodeMatches('28007', '28007')).toBe(true);
    expect(postcodeMatches('28*', '28999')).toBe(true);
    expect(postcodeMatches('28*', '08001')).toBe(false);
    expect(postcodeMatches('28001...28015', '28015')).toBe(true);
    expect(postcodeMatches('28001...28015', '28016')).toBe(false);
  });

  it('takes the first zone in the owner’s order that covers the address', () => {
    expect(zoneFor(shop, { country: 'ES', postcode: '28004' })?.name).toBe('Madrid centro');
    // Madrid, but outside the first zone's postcodes: the next zone that covers it.
    expect(zoneFor(shop, { country: 'ES', postcode: '28100' })?.name).toBe('España');
    expect(zoneFor(shop, { country: 'ES', postcode: '07012' })?.name).toBe('Baleares');
  });

  it('needs a postcode for a zone limited to postcodes or to a province', () => {
    expect(zoneFor(shop, { country: 'ES', postcode: null })?.name).toBe('España');
  });

  it('gives an address no zone covers the methods of "Resto del mundo"', () => {
    expect(ids(shippingRates(shop, { country: 'PT', postcode: '1000' }, cart()))).toEqual(['flat_rate:5']);
  });

  it('is not in use in a shop without zones or "Resto del mundo" methods', () => {
    expect(shippingInUse({ classes: [], zones: [], rest_of_world: [] })).toBe(false);
    expect(shippingInUse(shop)).toBe(true);
  });
});

describe('shipping methods and their costs', () => {
  it('lists the zone’s methods in its order, leaving out disabled ones', () => {
    const s: ShopShipping = { ...shop, zones: [{ ...shop.zones[2]!, methods: [flat(3, { enabled: false }), pickup] }] };
    expect(ids(shippingRates(s, { country: 'ES', postcode: '41001' }, cart()))).toEqual(['local_pickup:9']);
  });

  it('charges a flat rate once per order', () => {
    const [rate] = shippingRates(shop, { country: 'ES', postcode: '07012' }, cart());
    expect(rate).toMatchObject({ id: 'flat_rate:2', title: 'Precio fijo', costCents: 1200, taxable: true });
  });

  it('adds each shipping class’s cost per class, and only the dearest per order', () => {
    const classy = (calculation: 'per_class' | 'per_order') =>
      flat(7, {
        cost_cents: 300,
        class_costs: { voluminoso: 500, fragil: 200 },
        no_class_cost_cents: 100,
        calculation,
      });
    const lines = [
      { shippingClass: 'voluminoso', quantity: 2 },
      { shippingClass: 'fragil', quantity: 1 },
      { shippingClass: null, quantity: 1 },
    ];
    const at = (m: ShippingMethod) =>
      shippingRates({ ...shop, zones: [], rest_of_world: [m] }, { country: 'ES', postcode: null }, cart({ lines }))[0]
        ?.costCents;
    expect(at(classy('per_class'))).toBe(300 + 500 + 200 + 100);
    expect(at(classy('per_order'))).toBe(300 + 500);
  });

  it('charges nothing for a class the flat rate does not price', () => {
    const m = flat(7, { cost_cents: 300, class_costs: {} });
    const lines = [{ shippingClass: 'voluminoso', quantity: 1 }];
    expect(
      shippingRates({ ...shop, zones: [], rest_of_world: [m] }, { country: 'ES', postcode: null }, cart({ lines }))[0]
        ?.costCents,
    ).toBe(300);
  });

  it('offers free shipping over the minimum amount, after the coupon unless told to ignore discounts', () => {
    const to = { country: 'ES', postcode: '41001' };
    expect(ids(shippingRates(shop, to, cart({ itemsAfterDiscountCents: 4999 })))).toEqual(['flat_rate:3']);
    expect(ids(shippingRates(shop, to, cart({ itemsAfterDiscountCents: 5000 })))).toEqual([
      'flat_rate:3',
      'free_shipping:4',
    ]);
    const ignoring: ShopShipping = {
      ...shop,
      zones: [{ ...shop.zones[2]!, methods: [free(4, { ignore_discounts: true })] }],
    };
    expect(
      ids(shippingRates(ignoring, to, cart({ itemsAfterDiscountCents: 4000, itemsBeforeDiscountCents: 5000 }))),
    ).toEqual(['free_shipping:4']);
  });

  it('offers free shipping with a coupon that grants it, as each requirement says', () => {
    const to = { country: 'ES', postcode: null };
    const offered = (requires: 'none' | 'coupon' | 'min_amount' | 'either' | 'both', amount: number, coupon: boolean) =>
      shippingRates(
        { ...shop, zones: [], rest_of_world: [free(4, { requires })] },
        to,
        cart({ itemsAfterDiscountCents: amount, couponGrantsFreeShipping: coupon }),
      ).length === 1;
    expect(offered('none', 0, false)).toBe(true);
    expect(offered('coupon', 9999, false)).toBe(false);
    expect(offered('coupon', 0, true)).toBe(true);
    expect(offered('either', 0, true)).toBe(true);
    expect(offered('either', 5000, false)).toBe(true);
    expect(offered('either', 0, false)).toBe(false);
    expect(offered('both', 5000, false)).toBe(false);
    expect(offered('both', 5000, true)).toBe(true);
  });

  it('keeps the chosen method while it is offered, and falls back to the first', () => {
    const rates = shippingRates(shop, { country: 'ES', postcode: '28004' }, cart());
    expect(chosenRate(rates, 'flat_rate:1')?.id).toBe('flat_rate:1');
    expect(chosenRate(rates, 'flat_rate:5')?.id).toBe('local_pickup:9');
    expect(chosenRate([], null)).toBeNull();
  });

  it('taxes shipping at the standard rate when a line has it, else the reduced, else the super-reduced', () => {
    expect(
      shippingTaxRateBp([
        { taxClass: 'reduced', taxRateBp: 1000 },
        { taxClass: 'standard', taxRateBp: 2100 },
      ]),
    ).toBe(2100);
    expect(
      shippingTaxRateBp([
        { taxClass: 'super-reduced', taxRateBp: 400 },
        { taxClass: 'reduced', taxRateBp: 1000 },
      ]),
    ).toBe(1000);
    expect(shippingTaxRateBp([{ taxClass: 'super-reduced', taxRateBp: 400 }])).toBe(400);
  });
});

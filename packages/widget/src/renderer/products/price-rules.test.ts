import { type StorePriceRule, storePriceRuleSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { type CartTotals, cardPrice, NO_CART } from './price-rules.js';

const rule = (fields: Partial<StorePriceRule>): StorePriceRule =>
  storePriceRuleSchema.parse({
    target_type: 'line_item',
    allocation_method: 'across',
    target_selection: 'all',
    value_type: 'percentage',
    value: '10',
    ...fields,
  });

const serum = { product_id: '7512', variant_id: '4300123', price: '24.90' };
const cart = (value: number, lines: CartTotals['lines'] = [{ ids: ['9999', '1111'], value }]): CartTotals => ({
  value,
  lines,
});

describe('a product card’s price under the store’s price rules', () => {
  it('is the catalogue’s own price, not struck, when there are no rules', () => {
    expect(cardPrice(serum, [], NO_CART)).toEqual({ price: '24.90', original: null });
  });

  it('takes a percentage off and keeps the original to strike through', () => {
    expect(cardPrice(serum, [rule({ value: '10' })], NO_CART)).toEqual({ price: '22.41', original: '24.90' });
  });

  it('takes a fixed amount off each unit', () => {
    const off5 = rule({ value_type: 'fixed_amount', allocation_method: 'each', value: '5.00' });
    expect(cardPrice(serum, [off5], NO_CART)).toEqual({ price: '19.90', original: '24.90' });
  });

  it('never goes below zero', () => {
    const off50 = rule({ value_type: 'fixed_amount', allocation_method: 'each', value: '50' });
    expect(cardPrice(serum, [off50], NO_CART).price).toBe('0.00');
    expect(cardPrice(serum, [rule({ value: '150' })], NO_CART).price).toBe('0.00');
  });

  it('shares a fixed amount across the cart’s entitled items in proportion to their prices', () => {
    const off10 = rule({ value_type: 'fixed_amount', allocation_method: 'across', value: '10.00' });
    // Alone in the cart the unit takes the whole amount.
    expect(cardPrice(serum, [off10], NO_CART).price).toBe('14.90');
    // With 75.10 already in the cart the unit is 24.90 of 100.00, so takes 2.49 of the 10.00.
    expect(cardPrice(serum, [off10], cart(75.1)).price).toBe('22.41');
  });

  it('applies a rule with a subtotal minimum only once the cart with this unit reaches it', () => {
    const from50 = rule({ prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' } });
    expect(cardPrice(serum, [from50], NO_CART)).toEqual({ price: '24.90', original: null });
    expect(cardPrice(serum, [from50], cart(25.09))).toEqual({ price: '24.90', original: null });
    expect(cardPrice(serum, [from50], cart(25.1))).toEqual({ price: '22.41', original: '24.90' });
  });

  it('lowers only the products an entitled rule names, by product or variant id', () => {
    const named = rule({ target_selection: 'entitled', entitled_product_ids: ['7512'] });
    const byVariant = rule({ target_selection: 'entitled', entitled_product_ids: ['4300123'] });
    const other = rule({ target_selection: 'entitled', entitled_product_ids: ['8000'] });
    expect(cardPrice(serum, [named], NO_CART).price).toBe('22.41');
    expect(cardPrice(serum, [byVariant], NO_CART).price).toBe('22.41');
    expect(cardPrice(serum, [other], NO_CART)).toEqual({ price: '24.90', original: null });
  });

  it('shares an entitled fixed amount only with the cart lines the rule names', () => {
    const off10 = rule({
      target_selection: 'entitled',
      entitled_product_ids: ['7512', '8000'],
      value_type: 'fixed_amount',
      value: '10.00',
    });
    // 75.10 of other products does not count; 25.10 of product 8000 does: the unit is 24.90 of 50.00.
    const lines = [
      { ids: ['5000', '9999'], value: 75.1 },
      { ids: ['8001', '8000'], value: 25.1 },
    ];
    expect(cardPrice(serum, [off10], cart(100.2, lines)).price).toBe('19.92');
  });

  it('leaves shipping discounts to the checkout', () => {
    expect(cardPrice(serum, [rule({ target_type: 'shipping_line', value: '100' })], NO_CART).original).toBeNull();
  });

  it('applies only the rule that takes most off, as the platforms do not combine them', () => {
    const rules = [
      rule({ value: '10' }),
      rule({ value_type: 'fixed_amount', allocation_method: 'each', value: '4.00' }),
      rule({ value: '15', prerequisite_subtotal_range: { greater_than_or_equal_to: '1000' } }),
    ];
    expect(cardPrice(serum, rules, NO_CART)).toEqual({ price: '20.90', original: '24.90' });
  });

  it('lowers a card only from the rule’s starts_at and before its ends_at', () => {
    const sale = rule({ value: '10', starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-08T00:00:00+01:00' });
    const at = (moment: string) => cardPrice(serum, [sale], NO_CART, Date.parse(moment));
    expect(at('2026-11-30T23:59:59Z')).toEqual({ price: '24.90', original: null });
    expect(at('2026-12-01T00:00:00Z')).toEqual({ price: '22.41', original: '24.90' });
    expect(at('2026-12-07T22:59:59Z').price).toBe('22.41');
    // The end is the moment it stops applying, in the rule's own offset.
    expect(at('2026-12-07T23:00:00Z')).toEqual({ price: '24.90', original: null });
  });

  it('keeps a rule with an open side applying on that side', () => {
    const fromDec = rule({ value: '10', starts_at: '2026-12-01T00:00:00Z' });
    const untilDec = rule({ value: '10', ends_at: '2026-12-01T00:00:00Z' });
    expect(cardPrice(serum, [fromDec], NO_CART, Date.parse('2030-01-01T00:00:00Z')).price).toBe('22.41');
    expect(cardPrice(serum, [untilDec], NO_CART, Date.parse('2020-01-01T00:00:00Z')).price).toBe('22.41');
    expect(cardPrice(serum, [untilDec], NO_CART, Date.parse('2030-01-01T00:00:00Z')).original).toBeNull();
  });
});

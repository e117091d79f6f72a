import { describe, expect, it } from 'vitest';
import { addToCartKey } from './add-to-cart-texts.js';
import { designPropertiesSchema } from './design-document.js';

describe('the add-to-cart texts 2 to 6 of a pop-up', () => {
  it('are design properties, empty by default (the widget’s own words)', () => {
    const dp = designPropertiesSchema.parse({});
    for (const n of [2, 3, 4, 5, 6]) {
      expect(dp[`add_to_cart_${n}` as 'add_to_cart_2']).toBe('');
      expect(dp[`wix_add_to_cart_${n}` as 'wix_add_to_cart_2']).toBe('');
    }
  });

  it('keep what the owner wrote', () => {
    expect(designPropertiesSchema.parse({ wix_add_to_cart_3: 'In your bag' }).wix_add_to_cart_3).toBe('In your bag');
  });

  it.each([
    ['only spaces', '   ', /only spaces/],
    ['more than 60 characters', 'x'.repeat(61), /at most 60/],
    ['a number', 3, /string/],
  ])('refuse %s', (_what, value, message) => {
    const parsed = designPropertiesSchema.safeParse({ add_to_cart_2: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['add_to_cart_2']);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });

  it('refuse an unknown variant number', () => {
    expect(designPropertiesSchema.safeParse({ add_to_cart_7: 'x' }).success).toBe(false);
  });

  it('are named per platform: the site builder’s own set, the store’s for the store and our shop', () => {
    expect(addToCartKey('wix', 'adding')).toBe('wix_add_to_cart_2');
    expect(addToCartKey('shopify', 'toCart')).toBe('add_to_cart_6');
    expect(addToCartKey('shop', 'soldOut')).toBe('add_to_cart_5');
  });
});

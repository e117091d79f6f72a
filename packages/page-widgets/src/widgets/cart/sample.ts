/**
 * The cart the editor shows in place of a visitor's (§6: nothing in the editor reads or changes a real
 * cart): two of the seeded products, with the totals the server would compute (IVA of 21 % included).
 */
import type { CartView } from '../../shop/views.js';

export const SAMPLE_CART: CartView = {
  lines: [
    {
      variantId: 105,
      productSlug: 'serum-vitamina-c',
      productName: 'Sérum antioxidante de vitamina C',
      variantName: '30 ml',
      unitPriceCents: 3990,
      quantity: 1,
      grossCents: 3990,
      maxQuantity: 12,
    },
    {
      variantId: 103,
      productSlug: 'crema-hidratante-ceramidas',
      productName: 'Crema hidratante con ceramidas',
      variantName: '',
      unitPriceCents: 2290,
      quantity: 2,
      grossCents: 4580,
      maxQuantity: 25,
    },
  ],
  subtotalCents: 8570,
  discountCents: 0,
  pricesIncludeTax: true,
  taxCents: 1487,
  taxLines: [{ rateBp: 2100, taxCents: 1487 }],
  totalCents: 8570,
  couponCode: null,
};

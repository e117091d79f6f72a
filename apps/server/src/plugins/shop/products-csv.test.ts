import type { ShopProductAdmin } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { productsCsv } from './products-csv.js';

const SERUM: ShopProductAdmin = {
  id: 4,
  slug: 'serum-vitamina-c',
  name: 'Sérum "C"',
  category: 'Tratamiento',
  short_description: '=HYPERLINK("x")',
  description: 'Uno.\n\nDos.',
  published: true,
  tax_class: 'reduced',
  weight_grams: 420,
  shipping_class: 'fragil',
  variants: [
    {
      id: 104,
      name: '15 ml',
      price_cents: 2490,
      sale_price_cents: 1990,
      sale_from: '2026-12-01',
      sale_to: '2026-12-07',
      stock: 20,
      sku: 'SER-15',
    },
    {
      id: 105,
      name: '30 ml',
      price_cents: 3990,
      sale_price_cents: null,
      sale_from: null,
      sale_to: null,
      stock: null,
      sku: '',
    },
  ],
  images: [],
};

describe('the products CSV', () => {
  it('has a row per variant with the product’s fields, euros as plain decimals and uncounted stock empty', () => {
    const rows = productsCsv([SERUM]).split('\r\n');
    expect(rows[0]).toBe(
      '"Product ID","Variant ID","SKU","Name","Variant","Address","Category","Published","Tax class",' +
        '"Regular price (EUR)","Sale price (EUR)","Date sale price starts","Date sale price ends","Stock",' +
        '"Weight (kg)","Shipping class","Short description","Description"',
    );
    expect(rows[1]).toBe(
      '"4","104","SER-15","Sérum ""C""","15 ml","serum-vitamina-c","Tratamiento","yes","reduced","24.90","19.90",' +
        '"2026-12-01","2026-12-07","20","0.42","fragil",' +
        '"\'=HYPERLINK(""x"")","Uno.\n\nDos."',
    );
    expect(rows[2]).toContain('"105","","Sérum ""C""","30 ml"');
    expect(rows[2]).toContain('"39.90","","","","","0.42","fragil",');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { productsCsv } from './products-csv.js';
import { planImport } from './products-import.js';

const HEADER =
  '"Product ID","Variant ID","SKU","Name","Variant","Address","Category","Published","Tax class",' +
  '"Regular price (EUR)","Sale price (EUR)","Stock","Short description","Description"';

describe('the product CSV import plan', () => {
  it('groups rows into products by Product ID, or by address for new ones, with euros in cents', () => {
    const plan = planImport(
      [
        HEADER,
        '"","","TON-1","Tónico","100 ml","tonico","Limpieza","yes","reduced","9,90","","5","Corto","Largo"',
        '"","","TON-2","Tónico","200 ml","tonico","Limpieza","yes","reduced","14.5","12","",,',
        '"4","104","","Sérum","","serum-vitamina-c","Tratamiento","no","","24.90","","",,',
      ].join('\r\n'),
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.products).toHaveLength(2);
    expect(plan.products[0]).toMatchObject({
      line: 2,
      productId: null,
      variants: [
        { line: 2, variantId: null },
        { line: 3, variantId: null },
      ],
      body: {
        name: 'Tónico',
        slug: 'tonico',
        published: true,
        tax_class: 'reduced',
        variants: [
          { name: '100 ml', price_cents: 990, sale_price_cents: null, stock: 5, sku: 'TON-1' },
          { name: '200 ml', price_cents: 1450, sale_price_cents: 1200, stock: null, sku: 'TON-2' },
        ],
      },
    });
    expect(plan.products[1]).toMatchObject({
      productId: 4,
      variants: [{ line: 4, variantId: 104 }],
      body: { published: false, tax_class: 'standard' },
    });
  });

  it('reads back what the export wrote, a formula-like text included', () => {
    const csv = productsCsv([
      {
        id: 4,
        slug: 'serum-vitamina-c',
        name: 'Sérum "C"',
        category: 'Tratamiento',
        short_description: '=1+1',
        description: 'Uno.\n\nDos.',
        published: true,
        tax_class: 'super-reduced',
        weight_grams: 1250,
        shipping_class: 'fragil',
        variants: [
          {
            id: 104,
            name: '',
            price_cents: 2490,
            sale_price_cents: 1990,
            sale_from: '2026-12-01',
            sale_to: null,
            stock: 20,
            sku: 'SER-15',
          },
        ],
        images: [],
      },
    ]);
    const plan = planImport(csv);
    expect(plan.ok && plan.products[0]?.body).toMatchObject({
      name: 'Sérum "C"',
      short_description: '=1+1',
      description: 'Uno.\n\nDos.',
      tax_class: 'super-reduced',
      weight_grams: 1250,
      shipping_class: 'fragil',
      variants: [
        { price_cents: 2490, sale_price_cents: 1990, sale_from: '2026-12-01', sale_to: null, stock: 20, sku: 'SER-15' },
      ],
    });
  });

  it('reads WooCommerce’s weight, shipping class and sale-day columns, a day with a time of day included', () => {
    const plan = planImport(
      [
        `${HEADER},"Weight (kg)","Shipping class","Date sale price starts","Date sale price ends"`,
        '"","","","Gel","","gel","Limpieza","yes","","9.90","7,50","",,,"0,2","voluminoso","2026-12-01 00:00:00","2026-12-07"',
        '"","","","Crema","","crema","Cuidado","yes","","5","","",,,"","","",""',
      ].join('\n'),
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.products.map((p) => p.body)).toMatchObject([
      {
        weight_grams: 200,
        shipping_class: 'voluminoso',
        variants: [{ sale_price_cents: 750, sale_from: '2026-12-01', sale_to: '2026-12-07' }],
      },
      { weight_grams: null, shipping_class: null, variants: [{ sale_from: null, sale_to: null }] },
    ]);
  });

  it('leaves weight, shipping class and sale days out of a file without those columns, so the shop keeps them', () => {
    const plan = planImport(
      [HEADER, '"4","104","","Sérum","","serum","Tratamiento","yes","","24.90","19.90","",,'].join('\n'),
    );
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const body = plan.products[0]?.body;
    expect(body && 'weight_grams' in body).toBe(false);
    expect(body && 'shipping_class' in body).toBe(false);
    expect(body?.variants[0] && 'sale_from' in body.variants[0]).toBe(false);
  });

  it('names the line and column of a wrong weight, shipping class or sale day', () => {
    const header = `${HEADER},"Weight (kg)","Shipping class","Date sale price starts","Date sale price ends"`;
    const row = (n: number, cells: string) =>
      `"","","","P${n}","","p${n}","Limpieza","yes","","9.90","7.50","",,,${cells}`;
    const plan = planImport(
      [
        header,
        row(1, '"kilo","",,'),
        row(2, '"0.4201","",,'),
        row(3, '"","Frágil!",,'),
        row(4, '"","","2026-02-30",'),
        row(5, '"","","2026-12-08","2026-12-07"'),
        row(6, '"","","1/12/2026",'),
        '"","","","P7","","p7","Limpieza","yes","","9.90","","",,,"","","2026-12-01",""',
      ].join('\n'),
    );
    expect(plan).toEqual({
      ok: false,
      errors: [
        'line 2: Weight (kg): must be a weight in kilograms like 0.42, or empty',
        'line 3: Weight (kg): must be a weight in kilograms like 0.42, or empty',
        expect.stringMatching(/^line 4: Shipping class: /),
        'line 5: Date sale price starts: must be a date that exists',
        'line 6: Date sale price ends: must be on or after the first day of the sale',
        'line 7: Date sale price starts: must be a date like 2026-12-31',
        'line 8: Date sale price starts: needs a sale price: dates schedule the sale',
      ],
    });
  });

  it('lists every wrong cell with its line and column', () => {
    const plan = planImport(
      [
        HEADER,
        '"","","","Gel","","gel nuevo","Limpieza","maybe","zero","9.999","abc","-1",,',
        '"x","","","Otro","","otro","Limpieza","yes","","5",,,,',
        '"","","A B","Crema","","crema","Cuidado","yes","","5","6",,,',
      ].join('\n'),
    );
    expect(plan).toEqual({
      ok: false,
      errors: [
        'line 3: Product ID: must be a product number, or empty for a new product',
        'line 2: Regular price (EUR): must be an amount like 24.90',
        'line 2: Sale price (EUR): must be an amount like 19.90, or empty',
        'line 2: Stock: must be a whole number from 0, or empty when not counted',
        'line 2: Published: must be yes or no',
        'line 2: Address: must be lowercase letters a-z, digits and single hyphens, like gel-limpiador',
        'line 2: Tax class: must be "standard", "reduced" or "super-reduced"',
        'line 4: SKU: must be letters, digits and . _ / - (no spaces), like GEL-200',
        'line 4: Sale price (EUR): must be lower than the regular price',
      ],
    });
  });

  it('refuses a file without the needed columns, a broken quote or no rows, naming the line', () => {
    expect(planImport('"Name","Category"\n"Gel","Limpieza"\n')).toEqual({
      ok: false,
      errors: ['line 1: the header has no Address, Regular price (EUR) column'],
    });
    expect(planImport(`${HEADER}\n`)).toEqual({ ok: false, errors: ['line 2: the file has no products'] });
    const broken = planImport(`${HEADER}\n"","","","Gel ""x,"gel"\n`);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0]).toMatch(/^line 2: /);
    const ragged = planImport(`${HEADER}\n"","",""\n`);
    expect(!ragged.ok && ragged.errors[0]).toMatch(/^line 2: /);
  });

  it('says what is wrong with a broken file in the service’s words, so the dashboard can translate it', () => {
    const first = (csv: string) => {
      const plan = planImport(`${HEADER}\n${csv}\n`);
      return plan.ok ? null : plan.errors[0];
    };
    expect(first('"","","","Gel')).toBe('line 2: a quoted cell is not closed');
    expect(first('"","","","Gel "x" y","gel"')).toBe('line 2: a quote inside a quoted cell must be doubled ("")');
    expect(first('"","","",Gel "x","gel"')).toBe(
      'line 2: a cell with a quote in it must be quoted, its quotes doubled',
    );
    expect(first('"","",""')).toBe('line 2: the row does not have as many cells as the header');
  });
});

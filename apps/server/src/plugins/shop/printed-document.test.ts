import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { StoredOrder } from './order-repository.js';
import { renderPdf } from './pdf-document.js';
import { canIssueInvoice, invoiceDocument, packingSlipDocument, taxBreakdown } from './printed-document.js';

const order: StoredOrder = {
  orderNumber: 1001,
  accessKey: 'k'.repeat(22),
  siteOrigin: 'http://localhost',
  siteName: 'Clínica Dermatológica Alba',
  status: 'processing',
  paymentMethod: 'transferencia',
  email: 'lucia@example.es',
  firstName: 'Lucía',
  lastName: 'García Pérez',
  phone: '600 123 456',
  address: 'Calle de Alcalá 100, 3.º B',
  postcode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  notes: 'Dejar en conserjería.',
  couponCode: 'bienvenida10',
  subtotalCents: 4985,
  discountCents: 499,
  pricesIncludeTax: true,
  taxCents: 668,
  taxLines: [
    { rateBp: 2100, taxCents: 545 },
    { rateBp: 1000, taxCents: 123 },
  ],
  totalCents: 4486,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  timeZone: 'Europe/Madrid',
  shipping: null,
  lines: [
    {
      productName: 'Sérum vitamina C',
      variantName: '30 ml',
      unitPriceCents: 3490,
      quantity: 1,
      grossCents: 3490,
      totalCents: 3141,
      taxRateBp: 2100,
      taxCents: 545,
    },
    {
      productName: 'Bálsamo labial SPF 30',
      variantName: '',
      unitPriceCents: 1495,
      quantity: 1,
      grossCents: 1495,
      totalCents: 1345,
      taxRateBp: 1000,
      taxCents: 123,
    },
  ],
};
const invoice = {
  invoiceNumber: 7,
  issuedAt: new Date('2026-11-25T09:00:00Z'),
  timeZone: 'Europe/Madrid',
  seller: { name: 'Dermatología Alba S.L.', taxId: 'B12345678', address: 'Calle Mayor 1\n28013 Madrid' },
};

/** The PDF's text as a reader's copy would get it, spaces of every kind made plain. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the invoice and the packing slip', () => {
  it('issues an invoice only for a processing or completed order', () => {
    expect(canIssueInvoice('processing')).toBe(true);
    expect(canIssueInvoice('completed')).toBe(true);
    for (const s of ['pending', 'on-hold', 'cancelled', 'refunded', 'failed'] as const)
      expect(canIssueInvoice(s)).toBe(false);
  });

  it('splits the IVA by rate into bases and taxes that add up to the total', () => {
    const rows = taxBreakdown(order.lines);
    expect(rows).toEqual([
      { rateBp: 2100, baseCents: 2596, taxCents: 545 },
      { rateBp: 1000, baseCents: 1222, taxCents: 123 },
    ]);
    expect(rows.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(order.totalCents);
  });

  it('prints the seller, the customer, the number, the lines and the IVA by rate in Spanish', async () => {
    const text = await pdfText(await renderPdf(invoiceDocument(order, invoice), 'Clínica'));
    for (const part of [
      'Factura',
      'Vendedor Dermatología Alba S.L. NIF: B12345678 Calle Mayor 1 28013 Madrid',
      'Cliente Lucía García Pérez Calle de Alcalá 100, 3.º B 28009 Madrid (Madrid)',
      'Número de factura: 7',
      'Fecha de la factura: 25 de noviembre de 2026',
      'Número de pedido: 1001',
      'Método de pago: Transferencia bancaria',
      'Sérum vitamina C – 30 ml 1 34,90 € 21 % 34,90 €',
      'Bálsamo labial SPF 30 1 14,95 € 10 % 14,95 €',
      'Subtotal 49,85 €',
      'Cupón bienvenida10 -4,99 €',
      'Base imponible al 21 % 25,96 €',
      'IVA 21 % 5,45 €',
      'Base imponible al 10 % 12,22 €',
      'IVA 10 % 1,23 €',
      'Total 44,86 €',
      'Los precios incluyen el IVA.',
    ])
      expect(text).toContain(part);
  });

  it('prints the shipping as a line with its IVA, in bases and taxes that still add up to the total', async () => {
    const shipped: StoredOrder = {
      ...order,
      // 4,00 € of flat rate without IVA, and its 21 % IVA: the total is the lines' 44,86 € and 4,84 €.
      shipping: { methodId: 'flat_rate:1', title: 'Precio fijo', costCents: 400, taxCents: 84, taxRateBp: 2100 },
      taxLines: [
        { rateBp: 2100, taxCents: 629 },
        { rateBp: 1000, taxCents: 123 },
      ],
      taxCents: 752,
      totalCents: 4970,
    };
    const rows = taxBreakdown(shipped.lines, shipped.shipping);
    expect(rows).toEqual([
      { rateBp: 2100, baseCents: 2996, taxCents: 629 },
      { rateBp: 1000, baseCents: 1222, taxCents: 123 },
    ]);
    expect(rows.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(shipped.totalCents);
    const text = await pdfText(await renderPdf(invoiceDocument(shipped, invoice), 'Clínica'));
    for (const part of ['Envío: Precio fijo 1 4,84 € 21 % 4,84 €', 'IVA 21 % 6,29 €', 'Total 49,70 €'])
      expect(text).toContain(part);
    const slip = await pdfText(await renderPdf(packingSlipDocument(shipped, 'Clínica Dermatológica Alba'), 'Clínica'));
    expect(slip).toContain('Envío: Precio fijo');
    expect(slip).not.toContain('€');
  });

  it('prints names in any European alphabet and the euro sign as typed, in its embedded font', async () => {
    const foreign: StoredOrder = {
      ...order,
      firstName: 'Łukasz',
      lastName: 'Zoë Øre',
      address: 'Ulica Świętokrzyska 5, Łódź',
      lines: order.lines.map((l, i) => (i === 0 ? { ...l, productName: 'Crème Ελαιόλαδο – Дерма' } : l)),
    };
    const bytes = await renderPdf(invoiceDocument(foreign, invoice), 'Clínica');
    const text = await pdfText(bytes);
    for (const expected of ['Łukasz Zoë Øre', 'Ulica Świętokrzyska 5, Łódź', 'Crème Ελαιόλαδο – Дерма', '€'])
      expect(text).toContain(expected);
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3|\/FontFile /);
    // The font goes in as a subset of the glyphs used: an invoice stays well under the whole font's size.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('prints the packing slip without prices, with the customer’s note', async () => {
    const text = await pdfText(await renderPdf(packingSlipDocument(order, 'Clínica Dermatológica Alba'), 'Clínica'));
    expect(text).toContain('Albarán');
    expect(text).toContain('Dirección de envío Lucía García Pérez');
    expect(text).toContain('Sérum vitamina C – 30 ml 1');
    expect(text).toContain('Artículos 2');
    expect(text).toContain('Nota del cliente: Dejar en conserjería.');
    expect(text).not.toContain('€');
  });

  it('carries on over several pages with the table’s header again', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...order.lines[0], productName: `Producto ${i + 1}` }));
    const bytes = await renderPdf(invoiceDocument({ ...order, lines: many as StoredOrder['lines'] }, invoice), 'x');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[1]).toContain('Producto');
    expect(text.join(' ')).toContain('Producto 80');
  });
});

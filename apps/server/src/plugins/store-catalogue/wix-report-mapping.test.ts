import { describe, expect, it } from 'vitest';
import {
  cleanText,
  readFrom,
  WIX_FIRST_READ_MS,
  WIX_SYNC_OVERLAP_MS,
  wixCartReport,
  wixListRequest,
  wixOrderRecord,
} from './wix-report-mapping.js';

const CONTACT = '5a1e2b3c-0000-4000-8000-00000000c0de';
const line = (over: Record<string, unknown> = {}) => ({
  id: 'b7d9e7a5-0000-4000-8000-0000000000a1',
  quantity: 2,
  catalogReference: { catalogItemId: 'a1b2c3d4-0000-4000-8000-000000000001', appId: 'app' },
  rootCatalogItemId: 'a1b2c3d4-0000-4000-8000-000000000001',
  productName: { original: 'Linen shirt', translated: 'Camisa' },
  price: { amount: '45.00', formattedAmount: '$45.00' },
  ...over,
});
const checkout = (over: Record<string, unknown> = {}) => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  checkoutId: 'd0000000-0000-4000-8000-000000000001',
  cartId: 'e0000000-0000-4000-8000-000000000001',
  status: 'ABANDONED',
  buyerInfo: { contactId: CONTACT, email: 'buyer@example.com' },
  subtotalPrice: { amount: '90.00', formattedAmount: '$90.00' },
  totalPrice: { amount: '99.50', formattedAmount: '$99.50' },
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-20T11:00:00.000Z',
  lineItems: [line()],
  ...over,
});
const order = (over: Record<string, unknown> = {}) => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  number: '10001',
  status: 'APPROVED',
  checkoutId: 'd0000000-0000-4000-8000-000000000001',
  buyerInfo: { contactId: CONTACT, email: 'buyer@example.com' },
  createdDate: '2026-11-21T09:00:00.000Z',
  updatedDate: '2026-11-21T09:00:05.000Z',
  lineItems: [
    line(),
    line({
      rootCatalogItemId: undefined,
      productName: { original: 'Straw hat' },
      quantity: 1,
      price: { amount: '19.5' },
      catalogReference: { catalogItemId: 'hat' },
    }),
  ],
  priceSummary: { subtotal: { amount: '109.50' }, total: { amount: '115.00' } },
  currency: 'USD',
  ...over,
});

describe('a Wix abandoned checkout as a cart report', () => {
  it('keeps its id, checkout id, contact id (never the email), products once each, subtotal and dates', () => {
    const row = wixCartReport(checkout({ lineItems: [line(), line({ quantity: 1 })] }));
    expect(row).toEqual({
      abandoned_checkout_id: 'c0000000-0000-4000-8000-000000000001',
      checkout_id: 'd0000000-0000-4000-8000-000000000001',
      customer_id: CONTACT,
      products: [{ product_id: 'a1b2c3d4-0000-4000-8000-000000000001', product_name: 'Linen shirt', category: '' }],
      total_value: 90,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T11:00:00.000Z',
      recovered_at: null,
    });
    expect(JSON.stringify(row)).not.toContain('buyer@example.com');
  });

  it('values a checkout without prices from its lines, and a guest’s as customer ""', () => {
    const row = wixCartReport(checkout({ subtotalPrice: undefined, totalPrice: undefined, buyerInfo: {} }));
    expect(row?.total_value).toBe(90);
    expect(row?.customer_id).toBe('');
  });

  it('dates a recovered checkout’s report when it was abandoned, and keeps when Wix says it was recovered', () => {
    const row = wixCartReport(
      checkout({
        status: 'RECOVERED',
        checkoutRecoveredDate: '2026-11-20T12:00:00.000Z',
        updatedDate: '2026-11-22T00:00:00.000Z',
      }),
    );
    expect(row?.updated_at).toBe('2026-11-20T10:00:00.000Z');
    expect(row?.recovered_at).toBe('2026-11-20T12:00:00.000Z');
  });

  it.each([
    ['no id', { id: undefined }],
    ['a renamed id (_id)', { id: undefined, _id: 'c0000000-0000-4000-8000-000000000001' }],
    ['a renamed date (_updatedDate)', { updatedDate: undefined, _updatedDate: '2026-11-20T11:00:00.000Z' }],
    ['an unknown status', { status: 'LOST' }],
    ['a date that is not one', { createdDate: 'yesterday' }],
    ['a line without a name', { lineItems: [line({ productName: {} })] }],
    ['a line with a renamed name', { lineItems: [line({ productName: undefined, name: 'Linen shirt' })] }],
    ['a line with a fractional quantity', { lineItems: [line({ quantity: 1.5 })] }],
    ['a line with a quantity as text', { lineItems: [line({ quantity: '2' })] }],
    [
      'a line without a product id',
      { lineItems: [line({ rootCatalogItemId: undefined, catalogReference: undefined })] },
    ],
    ['an id of NUL bytes only', { id: '\u0000\u0000' }],
    ['a huge id', { id: 'x'.repeat(200_000) }],
  ])('skips a checkout with %s', (_what, over) => {
    expect(wixCartReport(checkout(over))).toBeNull();
  });

  it('skips a value that is not a number, and caps every string and the value', () => {
    const row = wixCartReport(
      checkout({
        id: `${'i'.repeat(500)}`,
        subtotalPrice: { amount: '1e400' },
        totalPrice: { amount: 'NaN' },
        buyerInfo: { contactId: `a\u0000b${'c'.repeat(300)}` },
        lineItems: [line({ productName: { original: `Shirt\u0000 \ud800${'n'.repeat(5_000)}` } })],
      }),
    );
    expect(row?.abandoned_checkout_id).toHaveLength(64);
    expect(row?.customer_id.startsWith('abc')).toBe(true);
    expect(row?.customer_id).toHaveLength(64);
    expect(row?.products[0]?.product_name).toHaveLength(255);
    expect(row?.products[0]?.product_name.includes(String.fromCharCode(0))).toBe(false);
    expect(row?.products[0]?.product_name.includes('\ud800')).toBe(false);
    // Neither price is a number: the lines' sum stands in.
    expect(row?.total_value).toBe(90);
  });
});

describe('a Wix order as ordered products', () => {
  it('keeps the contact id, the lines with quantities and prices, the total, the checkout and the order time', () => {
    expect(wixOrderRecord(order())).toEqual({
      customerId: CONTACT,
      sourceTable: 'wix_orders:f0000000-0000-4000-8000-000000000001',
      products: [
        {
          product_id: 'a1b2c3d4-0000-4000-8000-000000000001',
          product_name: 'Linen shirt',
          category: '',
          quantity: 2,
          price: 45,
        },
        { product_id: 'hat', product_name: 'Straw hat', category: '', quantity: 1, price: 19.5 },
      ],
      totalValue: 115,
      checkoutId: 'd0000000-0000-4000-8000-000000000001',
      placedAt: new Date('2026-11-21T09:00:00.000Z'),
    });
  });

  it.each([
    ['not approved yet', { status: 'INITIALIZED' }],
    ['canceled', { status: 'CANCELED' }],
    ['no line items', { lineItems: undefined }],
    ['renamed line items (items)', { lineItems: undefined, items: [line()] }],
    ['a renamed created date (dateCreated)', { createdDate: undefined, dateCreated: '2026-11-21T09:00:00.000Z' }],
    ['a malformed line', { lineItems: [line(), line({ quantity: -1 })] }],
  ])('leaves out an order %s', (_what, over) => {
    expect(wixOrderRecord(order(over))).toBeNull();
  });

  it('records an order whose total is not a number with its lines’ worth left to the caller', () => {
    expect(wixOrderRecord(order({ priceSummary: { total: { amount: '12,00' } } }))?.totalValue).toBeUndefined();
  });
});

describe('the reads the sync asks for', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');

  it('start a little before the newest change seen, or a month back the first time', () => {
    expect(readFrom(null, now).getTime()).toBe(now.getTime() - WIX_FIRST_READ_MS);
    const cursor = new Date('2026-11-29T00:00:00.000Z');
    expect(readFrom(cursor, now).getTime()).toBe(cursor.getTime() - WIX_SYNC_OVERLAP_MS);
  });

  it('resume at the newest change seen when the last read stopped before the list’s end', () => {
    const cursor = new Date('2026-11-29T00:00:00.000Z');
    expect(readFrom(cursor, now, true)).toEqual(cursor);
  });

  it('filter and sort the first page by change time, and send only the cursor after', () => {
    expect(wixListRequest('search', new Date('2026-11-01T00:00:00.000Z'), null)).toEqual({
      search: {
        filter: { updatedDate: { $gte: '2026-11-01T00:00:00.000Z' } },
        sort: [{ fieldName: 'updatedDate', order: 'ASC' }],
        cursorPaging: { limit: 100 },
      },
    });
    expect(wixListRequest('query', now, 'abc')).toEqual({ query: { cursorPaging: { limit: 100, cursor: 'abc' } } });
  });

  it('clean text of control characters and lone surrogates without splitting a pair', () => {
    expect(cleanText(' a\u0000b\u0007c\ud800 ', 10)).toBe('abc');
    expect(cleanText(`ab😀`, 3)).toBe('ab');
  });
});

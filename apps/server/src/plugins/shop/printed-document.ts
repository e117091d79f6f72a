/**
 * The shop's printed documents (the invoice, the packing slip) as plain content: what each says, in
 * Spanish, before any layout. pdf-document.ts lays it out; tests read it back from the PDF's text.
 */
import { formatEuros } from '@beckon/page-widgets/shop/money.js';
import { correctiveAmounts } from './corrective-amounts.js';
import type { StoredOrder } from './order-repository.js';
import { esDate } from './order-view.js';
import { type OrderStatus, paymentTitle } from './payment.js';

interface PrintedColumn {
  label: string;
  /** The share of the page's width. */
  width: number;
  align: 'left' | 'right';
}

export interface PrintedDocument {
  /** "Factura", "Albarán": the document's heading and the PDF's title. */
  title: string;
  /** Boxes side by side under the title: who sells, who buys, where it goes. */
  parties: { heading: string; lines: string[] }[];
  /** Label and value pairs: numbers and dates. */
  facts: [string, string][];
  columns: PrintedColumn[];
  rows: string[][];
  /** Label and amount pairs under the table; the last one is printed bold. */
  totals: [string, string][];
  /** Sentences at the end. */
  notes: string[];
}

/** The seller an invoice names, as it was when the invoice was issued. */
interface Seller {
  name: string;
  taxId: string;
  address: string;
}

export interface InvoiceFacts {
  invoiceNumber: number;
  issuedAt: Date;
  /** The shop's time zone when it was issued: its dates print in it for ever. */
  timeZone: string;
  seller: Seller;
}

/** A corrective invoice ("factura rectificativa") as corrective-invoice-repository.ts reads it. */
export interface CorrectiveFacts {
  /** "R-2026-0001". */
  number: string;
  issuedAt: Date;
  /** The shop's time zone when it was issued (its series' year is in it too). */
  timeZone: string;
  refundNo: number;
  amountCents: number;
  seller: Seller;
  /** The invoice it corrects. */
  invoice: InvoiceFacts;
  /** What the refund put back in stock, line by line. */
  restockedLines: { lineNo: number; quantity: number }[];
}

/** An invoice is issued for an order the customer has paid for or is being served: processing or completed. */
const INVOICE_STATUSES: readonly OrderStatus[] = ['processing', 'completed'];
export const canIssueInvoice = (status: OrderStatus) => INVOICE_STATUSES.includes(status);

const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 2 });
const rateText = (bp: number) => PERCENT.format(bp / 10_000);
const minus = (cents: number) => `-${formatEuros(cents)}`;

const lineName = (l: StoredOrder['lines'][number]) =>
  l.variantName ? `${l.productName} – ${l.variantName}` : l.productName;

function customerLines(o: StoredOrder): string[] {
  return [
    `${o.firstName} ${o.lastName}`,
    o.address,
    `${o.postcode} ${o.city} (${o.province})`,
    o.email,
    o.phone,
  ].filter((l) => l.trim() !== '');
}

/**
 * The IVA by rate as the order holds it: each rate's taxable base (what the customer pays for its
 * lines, less their IVA) and its IVA, highest rate first. Bases and IVA add up to the lines' total.
 */
export function taxBreakdown(
  lines: StoredOrder['lines'],
  shipping: StoredOrder['shipping'] = null,
): { rateBp: number; baseCents: number; taxCents: number }[] {
  const byRate = new Map<number, { paid: number; tax: number }>();
  const add = (rateBp: number, paid: number, tax: number) => {
    const r = byRate.get(rateBp) ?? { paid: 0, tax: 0 };
    byRate.set(rateBp, { paid: r.paid + paid, tax: r.tax + tax });
  };
  for (const l of lines) add(l.taxRateBp, l.totalCents, l.taxCents);
  // Shipping's cost is kept without IVA; its IVA joins its rate's line.
  if (shipping && shipping.costCents + shipping.taxCents > 0)
    add(shipping.taxRateBp, shipping.costCents + shipping.taxCents, shipping.taxCents);
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, r]) => ({ rateBp, baseCents: r.paid - r.tax, taxCents: r.tax }));
}

/** Shipping as an invoice line, priced as the order's lines are (with or without IVA). */
function shippingRow(shipping: NonNullable<StoredOrder['shipping']>, pricesIncludeTax: boolean): string[] {
  const amount = formatEuros(shipping.costCents + (pricesIncludeTax ? shipping.taxCents : 0));
  return [`Envío: ${shipping.title}`, '1', amount, rateText(shipping.taxRateBp), amount];
}

export function invoiceDocument(order: StoredOrder, invoice: InvoiceFacts): PrintedDocument {
  const { seller } = invoice;
  const priceLabel = order.pricesIncludeTax ? 'Precio (IVA incl.)' : 'Precio (sin IVA)';
  return {
    title: 'Factura',
    parties: [
      {
        heading: 'Vendedor',
        lines: sellerLines(seller),
      },
      { heading: 'Cliente', lines: customerLines(order) },
    ],
    facts: [
      ['Número de factura', String(invoice.invoiceNumber)],
      ['Fecha de la factura', esDate(invoice.issuedAt, invoice.timeZone)],
      ['Número de pedido', String(order.orderNumber)],
      ['Fecha del pedido', esDate(order.createdAt, invoice.timeZone)],
      ['Método de pago', paymentTitle(order.paymentMethod)],
    ],
    columns: [
      { label: 'Producto', width: 0.46, align: 'left' },
      { label: 'Cantidad', width: 0.12, align: 'right' },
      { label: priceLabel, width: 0.16, align: 'right' },
      { label: 'IVA', width: 0.1, align: 'right' },
      { label: 'Importe', width: 0.16, align: 'right' },
    ],
    rows: [
      ...order.lines.map((l) => [
        lineName(l),
        String(l.quantity),
        formatEuros(l.unitPriceCents),
        rateText(l.taxRateBp),
        formatEuros(l.grossCents),
      ]),
      ...(order.shipping ? [shippingRow(order.shipping, order.pricesIncludeTax)] : []),
    ],
    totals: [
      ['Subtotal', formatEuros(order.subtotalCents)],
      ...(order.discountCents > 0
        ? [
            [order.couponCode ? `Cupón ${order.couponCode}` : 'Descuento', minus(order.discountCents)] as [
              string,
              string,
            ],
          ]
        : []),
      ...taxBreakdown(order.lines, order.shipping).flatMap((t): [string, string][] => [
        [`Base imponible al ${rateText(t.rateBp)}`, formatEuros(t.baseCents)],
        [`IVA ${rateText(t.rateBp)}`, formatEuros(t.taxCents)],
      ]),
      ['Total', formatEuros(order.totalCents)],
    ],
    notes: [
      order.pricesIncludeTax ? 'Los precios incluyen el IVA.' : 'Los precios no incluyen el IVA, que se suma por tipo.',
    ],
  };
}

/** A signed amount: refunds print with a minus sign, never as "-0,00 €". */
const signed = (cents: number) => (cents < 0 ? minus(-cents) : formatEuros(cents));

function sellerLines(seller: Seller): string[] {
  return [seller.name, `NIF: ${seller.taxId}`, ...seller.address.split('\n')].filter((l) => l.trim() !== '');
}

/**
 * The "factura rectificativa" a refund of an invoiced order issues: it cites the invoice it corrects, says
 * why (the refund and what went back in stock) and states minus the refunded amount as base and IVA by rate.
 */
export function correctiveDocument(order: StoredOrder, corrective: CorrectiveFacts): PrintedDocument {
  const amounts = correctiveAmounts(taxBreakdown(order.lines, order.shipping), corrective.amountCents);
  const restocked = corrective.restockedLines.map((r) => {
    const line = order.lines[r.lineNo - 1];
    return `${r.quantity} × ${line ? lineName(line) : `línea ${r.lineNo}`}`;
  });
  return {
    title: 'Factura rectificativa',
    parties: [
      { heading: 'Vendedor', lines: sellerLines(corrective.seller) },
      { heading: 'Cliente', lines: customerLines(order) },
    ],
    facts: [
      ['Número de factura rectificativa', corrective.number],
      ['Fecha', esDate(corrective.issuedAt, corrective.timeZone)],
      ['Factura rectificada', String(corrective.invoice.invoiceNumber)],
      ['Fecha de la factura rectificada', esDate(corrective.invoice.issuedAt, corrective.invoice.timeZone)],
      ['Número de pedido', String(order.orderNumber)],
      ['Motivo', `Reembolso de ${formatEuros(corrective.amountCents)} del pedido ${order.orderNumber}`],
      ...(restocked.length > 0 ? [['Artículos devueltos', restocked.join(', ')] as [string, string]] : []),
    ],
    columns: [
      { label: 'Concepto', width: 0.46, align: 'left' },
      { label: 'Base imponible', width: 0.2, align: 'right' },
      { label: 'IVA', width: 0.14, align: 'right' },
      { label: 'Importe', width: 0.2, align: 'right' },
    ],
    rows: amounts.map((a) => [
      `Reembolso al ${rateText(a.rateBp)} de IVA`,
      signed(a.baseCents),
      signed(a.taxCents),
      signed(a.baseCents + a.taxCents),
    ]),
    totals: [
      ...amounts.flatMap((a): [string, string][] => [
        [`Base imponible al ${rateText(a.rateBp)}`, signed(a.baseCents)],
        [`IVA ${rateText(a.rateBp)}`, signed(a.taxCents)],
      ]),
      ['Total', minus(corrective.amountCents)],
    ],
    notes: [`Los importes negativos se restan de los de la factura ${corrective.invoice.invoiceNumber}.`],
  };
}

/** WooCommerce's packing slip ("Albarán"): what goes in the parcel and where, without prices. */
export function packingSlipDocument(order: StoredOrder, shopName: string): PrintedDocument {
  return {
    title: 'Albarán',
    parties: [
      { heading: 'Remitente', lines: [shopName] },
      { heading: 'Dirección de envío', lines: customerLines(order) },
    ],
    facts: [
      ['Número de pedido', String(order.orderNumber)],
      ['Fecha del pedido', esDate(order.createdAt, order.timeZone)],
      ['Método de pago', paymentTitle(order.paymentMethod)],
      ...(order.shipping ? [['Envío', order.shipping.title] as [string, string]] : []),
    ],
    columns: [
      { label: 'Producto', width: 0.8, align: 'left' },
      { label: 'Cantidad', width: 0.2, align: 'right' },
    ],
    rows: order.lines.map((l) => [lineName(l), String(l.quantity)]),
    totals: [['Artículos', String(order.lines.reduce((n, l) => n + l.quantity, 0))]],
    notes: order.notes.trim() ? [`Nota del cliente: ${order.notes.trim()}`] : [],
  };
}

/**
 * A corrective invoice as a file: its PDF and the name it is saved under. One copy for the owner's and the
 * customer's downloads and the customer's refund mail, so the file is the same wherever it is had.
 */
import type { StoredOrder } from './order-repository.js';
import { renderPdf } from './pdf-document.js';
import { type CorrectiveFacts, correctiveDocument } from './printed-document.js';

export async function correctiveInvoiceFile(
  order: StoredOrder,
  corrective: CorrectiveFacts,
): Promise<{ filename: string; content: Buffer }> {
  return {
    filename: `factura-rectificativa-${corrective.number}.pdf`,
    content: await renderPdf(correctiveDocument(order, corrective), corrective.seller.name),
  };
}

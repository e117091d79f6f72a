/**
 * A card purchase end to end in Chromium against the loopback Stripe: the checkout's post goes to
 * Stripe's hosted page (allowed by the page's form-action), paying there posts the signed webhook, and
 * the customer comes back to an order that is paid, with no provider script on the shop's pages. Then
 * the owner refunds it on the dashboard's order screen: Stripe gives the money back, and the customer's
 * refund mail reaches a loopback SMTP server; the invoice the owner downloads there lists the order's line.
 */
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../src/app.js';
import { fillBilling } from '../helpers/checkout-billing.js';
import { signInDemoOwner } from '../helpers/editor-pages.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from '../helpers/fake-stripe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { waitFor } from '../helpers/webhook-receiver.js';

const CUSTOMER = 'tarjeta-navegador@example.es';
/** Long enough for a loaded machine; a mail arrives in milliseconds. */
const MAIL_WAIT_MS = 15_000;

let stripe: FakeStripe;
let inbox: SmtpInbox;
const options: Partial<BuildAppOptions> = {};
// Runs before the site browser's own beforeAll starts the server with these options.
beforeAll(async () => {
  stripe = await startFakeStripe();
  inbox = await startSmtpInbox();
  options.stripe = { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url };
  options.smtpUrl = inbox.url;
  return async () => {
    await stripe.close();
    await inbox.close();
  };
});
const site = useSiteBrowser(options);
beforeAll(() => {
  stripe.webhookUrl = `${site.server.origin}/api/shop/stripe/webhook`;
});

describe('a card purchase', () => {
  it('pays on Stripe’s page and comes back to a paid order', async () => {
    const page = await site.open('/producto/gel-limpiador-suave/', 1280, 900);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByText('«Gel limpiador suave» se ha añadido a su carrito.').waitFor();
    await page.goto(`${site.server.origin}/finalizar-compra/`);
    await fillBilling(page, 'tarjeta-navegador@example.es');
    await page.getByLabel(/Tarjeta de crédito o débito/).check();
    await page.getByRole('button', { name: 'Realizar el pedido' }).click();

    await page.getByRole('heading', { name: /^Pagar 14\.90 EUR$/ }).waitFor();
    expect(page.url().startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    await page.getByRole('button', { name: 'Pagar' }).click();

    await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Hemos recibido el pago con tarjeta');
    const { rows } = await site.server.db.query<{ status: string }>(
      "SELECT status FROM shop_orders WHERE email = 'tarjeta-navegador@example.es'",
    );
    expect(rows).toEqual([{ status: 'processing' }]);
    expect(scripts.filter((u) => !u.startsWith(site.server.origin))).toEqual([]);
    await site.done(page);
  });

  it('is refunded by the owner on the order screen, through Stripe, and the customer gets the refund mail', async () => {
    const { rows } = await site.server.db.query<{ order_number: number }>(
      'SELECT order_number FROM shop_orders WHERE email = $1',
      [CUSTOMER],
    );
    const n = Number(rows[0]?.order_number);
    const context = await site.browser.newContext({
      baseURL: site.server.origin,
      locale: 'es-ES',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      const headers = await signInDemoOwner(context.request);
      const legal = {
        legal_name: 'Dermatología Alba S.L.',
        tax_id: 'B12345678',
        address: 'Calle Mayor 1\n28013 Madrid',
      };
      const saved = await context.request.put(`${site.server.origin}/api/owner/shop/legal`, { headers, data: legal });
      expect(saved.status()).toBe(200);
      await page.goto(`${site.server.origin}/admin/orders/${n}`);

      const documents = page.getByRole('region', { name: 'Factura y albarán' });
      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: 'Emitir y descargar la factura (PDF)' }).click();
      const pdfPath = await (await download).path();
      const pdf = await getDocumentProxy(new Uint8Array(await readFile(pdfPath)));
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
      expect(text).toContain('Gel limpiador suave');
      await documents.getByRole('button', { name: 'Descargar la factura (PDF)' }).waitFor();

      const form = page.getByRole('form', { name: 'Reembolso' });
      await form.getByLabel(/^Importe del reembolso/).fill('14,90');
      await form.getByRole('button', { name: 'Reembolsar' }).click();
      // A full refund ends the order as refunded: the form gives way to the refund's line, and says what it did.
      const refunds = page.getByRole('region', { name: 'Reembolsos' });
      await refunds.getByRole('status').filter({ hasText: 'Se ha enviado un correo al cliente.' }).waitFor();
      await refunds.getByText(/^Reembolsados 14,90\s€ en total\.$/).waitFor();
      await refunds.getByRole('button', { name: /^Factura rectificativa R-\d{4}-\d{4} \(PDF\)$/ }).waitFor();
      expect(stripe.refunds.map((r) => r.amount)).toEqual([1490]);

      const isRefund = (m: SmtpInbox['mails'][number]) => m.to.includes(CUSTOMER) && /reembols/i.test(m.subject);
      await waitFor('the refund mail at the SMTP server', () => inbox.mails.some(isRefund), MAIL_WAIT_MS);
      const mail = inbox.mails.find(isRefund);
      expect(mail?.text).toContain(`Pedido n.º ${n}`);
      expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    } finally {
      await context.close();
    }
  });
});

/**
 * The invoice PDF as a customer sees it: an order placed in Chromium, its invoice downloaded from the
 * order-received page, and its first page drawn by pdf.js on a canvas in Chromium. pdf.js's text layer
 * says where the product, the invoice number and the total are; the canvas must have ink in each of those
 * boxes and none below the last line, so a PDF whose text is missing or not painted fails; and no two
 * strings may cover each other. The picture is kept at .tmp/invoice-pdf/factura-page-1.png (gitignored)
 * for a person to look at.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as PdfJs from 'pdfjs-dist';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLegalDetails } from '../../src/plugins/shop/invoice-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { fillBilling } from '../helpers/checkout-billing.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

const OUTPUT = new URL('../../../../.tmp/invoice-pdf/', import.meta.url);
const PDFJS_BUILD = new URL('../../../../node_modules/pdfjs-dist/build/', import.meta.url);
/** Canvas pixels per PDF point: an A4 page is drawn 1190 × 1684 px. */
const SCALE = 2;
/** Share of a text box's pixels that must be dark: glyphs cover roughly a fifth of their line's box. */
const MIN_INK = 0.08;

/** A string of the page and its box on the canvas, in canvas pixels (y down, from the top of the glyphs). */
interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

type Box = Omit<PlacedText, 'str'>;

/** pdf.js and the PDF, served from loopback to a page that loads pdf.js as a module and exposes it. */
async function servePdfJs(pdf: Buffer): Promise<{ server: Server; origin: string }> {
  const files: Record<string, [string, Buffer | string]> = {
    '/': [
      'text/html',
      `<!doctype html><html lang="es"><meta charset="utf-8"><title>factura</title><canvas></canvas>
<script type="module">
import * as pdfjsLib from '/pdf.mjs';
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
window.pdfjsLib = pdfjsLib;
</script>`,
    ],
    '/pdf.mjs': ['text/javascript', await readFile(new URL('pdf.min.mjs', PDFJS_BUILD))],
    '/pdf.worker.mjs': ['text/javascript', await readFile(new URL('pdf.worker.min.mjs', PDFJS_BUILD))],
    '/factura.pdf': ['application/pdf', pdf],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
    res.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Draws page 1 on the page's canvas; answers its text with boxes, its size and its PNG. */
function renderFirstPage(page: Page) {
  return page.evaluate(async (scale) => {
    const lib = (window as unknown as { pdfjsLib: typeof PdfJs }).pdfjsLib;
    const pdf = await lib.getDocument('/factura.pdf').promise;
    const first = await pdf.getPage(1);
    const viewport = first.getViewport({ scale });
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await first.render({ canvas, viewport }).promise;
    const items = (await first.getTextContent()).items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      // The item's matrix on the canvas: its origin is the baseline's start, its height the font size.
      const [, , c, d, e, f] = lib.Util.transform(viewport.transform, item.transform) as number[];
      const height = Math.hypot(c ?? 0, d ?? 0);
      return [
        { str: item.str.replace(/\s+/g, ' '), x: e ?? 0, y: (f ?? 0) - height, width: item.width * scale, height },
      ];
    });
    return { items, width: canvas.width, height: canvas.height, png: canvas.toDataURL('image/png') };
  }, SCALE);
}

/** For each box: its pixels, how many are dark (ink) and how many are opaque white. */
function measure(page: Page, boxes: Box[]) {
  return page.evaluate((list) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    return list.map((b) => {
      const width = Math.max(1, Math.round(b.width));
      const height = Math.max(1, Math.round(b.height));
      const { data } = context.getImageData(Math.round(b.x), Math.round(b.y), width, height);
      let ink = 0;
      let white = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, bl = 0, a = 0] = data.subarray(i, i + 4);
        if (a === 255 && 0.2126 * r + 0.7152 * g + 0.0722 * bl < 128) ink++;
        if (a === 255 && r === 255 && g === 255 && bl === 255) white++;
      }
      return { pixels: width * height, ink, white };
    });
  }, boxes);
}

const sameLine = (a: PlacedText, b: PlacedText) => Math.abs(a.y + a.height - (b.y + b.height)) < 2;
/** Whether two strings' boxes cover each other by more than a pixel's rounding. */
const overlap = (a: PlacedText, b: PlacedText) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** An order placed in Chromium: 2 × 14,90 €, picked up at the clinic. Answers its total and its invoice PDF. */
async function orderAndDownloadInvoice(): Promise<{ total: string; invoiceNumber: string; bytes: Buffer }> {
  const page = await site.open('/tienda/', 1280, 900);
  const added = await page.context().request.post(`${site.server.origin}/carrito/anadir`, {
    form: { variante: '101', cantidad: '2' },
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${site.server.origin}/finalizar-compra/`);
  await fillBilling(page, 'factura-pdf@example.es');
  await page.getByLabel(/Pagar al recoger/).check();
  await page.getByRole('button', { name: 'Realizar el pedido' }).click();
  await page.getByRole('heading', { name: 'Pedido recibido' }).waitFor();
  const total = '29,80 €';
  expect((await page.locator('main').textContent())?.replace(/\s+/g, ' ')).toContain(total);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar la factura (PDF)' }).click(),
  ]);
  const invoiceNumber = /^factura-(\d+)\.pdf$/.exec(download.suggestedFilename())?.[1];
  if (!invoiceNumber) throw new Error(`the invoice downloads as ${download.suggestedFilename()}`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await site.done(page);
  return { total, invoiceNumber, bytes };
}

describe('the invoice PDF drawn by pdf.js', () => {
  let pdfJs: { server: Server; origin: string } | undefined;
  let viewer: Page;
  let drawn: Awaited<ReturnType<typeof renderFirstPage>>;
  let order: Awaited<ReturnType<typeof orderAndDownloadInvoice>>;
  /** Where a failure message points a person to look. */
  let at = '';
  const errors: string[] = [];

  beforeAll(async () => {
    await saveLegalDetails(site.server.db, SITE_ACCOUNT_ID, {
      legal_name: 'Dermatología Alba S.L.',
      tax_id: 'B12345678',
      address: 'Calle Mayor 1\n28013 Madrid',
    });
    order = await orderAndDownloadInvoice();
    pdfJs = await servePdfJs(order.bytes);
    viewer = await (await site.browser.newContext()).newPage();
    viewer.on('pageerror', (e) => errors.push(String(e)));
    await viewer.goto(`${pdfJs.origin}/`);
    await viewer.waitForFunction(() => 'pdfjsLib' in window);
    drawn = await renderFirstPage(viewer);
    await mkdir(OUTPUT, { recursive: true });
    const png = new URL('factura-page-1.png', OUTPUT);
    await writeFile(png, Buffer.from(drawn.png.replace(/^data:image\/png;base64,/, ''), 'base64'));
    at = `(the page is drawn at ${png.pathname})`;
  });
  afterAll(async () => {
    await viewer?.context().close();
    await new Promise<void>((resolve) => (pdfJs ? pdfJs.server.close(() => resolve()) : resolve()));
  });

  it('draws the order’s product, the invoice number and the total on its first page', async () => {
    expect(drawn.width).toBe(Math.ceil(595.28 * SCALE));
    const find = (what: string, test: (t: PlacedText) => boolean) => {
      const found = drawn.items.find(test);
      if (!found)
        throw new Error(`${what} is not in the page's text ${at}: ${drawn.items.map((t) => t.str).join(' | ')}`);
      return found;
    };
    const product = find('the product', (t) => t.str.startsWith('Gel limpiador suave'));
    const numberLabel = find('the invoice number’s label', (t) => t.str.startsWith('Número de factura'));
    const number = find(
      `the invoice number ${order.invoiceNumber}`,
      (t) => t.str === order.invoiceNumber && sameLine(t, numberLabel) && t.x > numberLabel.x,
    );
    const totalLabel = find('the total’s label', (t) => t.str === 'Total');
    const total = find(`the total ${order.total}`, (t) => t.str === order.total && sameLine(t, totalLabel));

    const lowest = Math.max(...drawn.items.map((t) => t.y + t.height));
    // Everything under the last line of text, inside the page's margins, is paper.
    const blank = { x: 20, y: lowest + 20, width: drawn.width - 40, height: drawn.height - lowest - 40 };
    expect(blank.height).toBeGreaterThan(100);
    const texts = { product, number, total };
    const [paper, ...inked] = await measure(viewer, [blank, ...Object.values(texts)]);
    const shares = Object.fromEntries(
      Object.keys(texts).map((name, i) => [name, (inked[i]?.ink ?? 0) / (inked[i]?.pixels ?? 1)]),
    );
    for (const [name, share] of Object.entries(shares))
      expect(share, `${name} in ${JSON.stringify(shares)} ${at}`).toBeGreaterThan(MIN_INK);
    expect(paper?.white, `the blank space under the text ${at}`).toBe(paper?.pixels);
    expect(errors).toEqual([]);
  });

  it('prints no string over another', () => {
    const clashes = drawn.items.flatMap((a, i) =>
      drawn.items.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`«${a.str}» over «${b.str}»`] : [])),
    );
    expect(clashes, at).toEqual([]);
  });
});

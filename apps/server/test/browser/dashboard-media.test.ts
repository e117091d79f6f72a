/**
 * The Media screen in Chromium, signed in as the demo owner: an upload without
 * alt text is stopped with a message tied to the field; with it, the image
 * appears, served from /site/media; its alt text is edited with the keyboard
 * alone; it is deleted. axe-core checks the screen and every control is at
 * least 24 px. Needs the dashboard built (`npm run build`).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Media' }).click();
  await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function expectNoAxeViolations(screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${screen}`).toEqual([]);
}

/** Controls in the main area smaller than 24 × 24 CSS px (WCAG 2.2 target size). */
function smallTargets(): Promise<string[]> {
  return page.$$eval('main button, main input, main summary, main a', (els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.width < 24 || r.height < 24);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

describe('the Media screen', () => {
  it('uploads an image with alt text, edits the alt text with the keyboard and deletes it', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/Image file/).setInputFiles({ name: 'consulta.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload' }).click();
    const alt = page.getByLabel('Alt text');
    await page.getByText('Describe the image, or mark it decorative').waitFor();
    expect(await alt.getAttribute('aria-invalid')).toBe('true');

    await alt.fill('Consulta luminosa');
    await page.getByRole('button', { name: 'Upload' }).click();
    const img = page.locator('.media-grid img[alt="Consulta luminosa"]');
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('.media-grid img');
      return el?.complete && el.naturalWidth > 0;
    });
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /\/site\/media\/[0-9a-f]{13}\/[0-9a-f]{32}-\d+\.webp$/,
    );
    await expectNoAxeViolations('media');
    expect(await smallTargets()).toEqual([]);

    await page.getByRole('button', { name: 'Edit alt text: Consulta luminosa' }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('form', { name: /Alt text of/ });
    await editor.getByLabel('Alt text').waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Consulta con camilla');
    await page.keyboard.press('Enter');
    await page.locator('.media-grid img[alt="Consulta con camilla"]').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete: Consulta con camilla' }).click();
    await page.getByText('No images yet').waitFor();
  });

  it('takes three images dropped at once, each with its alt text and a progress bar while it is sent', async () => {
    const photos = await Promise.all(
      ['#a33', '#3a3', '#33a'].map((background) =>
        sharp({ create: { width: 900, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const dropped = await page.evaluateHandle(
      (files) => {
        const transfer = new DataTransfer();
        for (const [i, b64] of files.entries()) {
          const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          transfer.items.add(new File([bytes], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }));
        }
        return transfer;
      },
      photos.map((p) => p.toString('base64')),
    );
    const zone = page.locator('.drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect(zone.getAttribute('data-over')).resolves.toBe('true');
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    const rows = page.locator('.upload-item');
    await expect.poll(() => rows.count()).toBe(3);
    for (const [i, name] of ['Rojo', 'Verde', 'Azul'].entries())
      await rows.nth(i).getByLabel('Alt text').fill(`Muestra ${name}`);
    await expectNoAxeViolations('media with three files to upload');

    // Every progress bar the upload draws is counted, however fast the loopback sends.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { progressSeen: Set<string> }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('progress')) seen.add(bar.getAttribute('aria-label') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: 'Uploaded 3 images.' }).waitFor();
    await expect(rows.count()).resolves.toBe(0);
    for (const name of ['Rojo', 'Verde', 'Azul'])
      await page.locator(`.media-grid img[alt="Muestra ${name}"]`).waitFor();
    const bars = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen]);
    expect(bars.sort()).toEqual(['Upload of foto-1.jpg', 'Upload of foto-2.jpg', 'Upload of foto-3.jpg']);
  });

  it("lists the images the site's pages show, with the pages that show them", async () => {
    await page.getByRole('heading', { name: 'Images on your site' }).waitFor();
    const card = page.locator('.media-card', { hasText: '/site/assets/img/consulta.svg' });
    await expect(card.textContent()).resolves.toContain('(/)');
    await expect(page.locator('.media-card', { hasText: 'Muestra Rojo' }).textContent()).resolves.toContain(
      'Not on any page.',
    );
    expect(await smallTargets()).toEqual([]);
  });
});

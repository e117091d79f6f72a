/**
 * Entrance animations (Elementor's `animation` with its duration and delay) in Chromium: a section below the
 * fold waits hidden, plays its animation once it enters the viewport, and is axe-clean; under
 * prefers-reduced-motion it is shown at once without one.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

const long = Array.from({ length: 40 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`);
const section = (id: string, settings: Record<string, unknown>, blocks: string[]) => ({
  id,
  type: 'section',
  settings,
  children: [
    { id: `${id}-c`, type: 'column', settings: {}, children: [{ id: `${id}-t`, type: 'text', settings: { blocks } }] },
  ],
});

async function animatedPage(): Promise<void> {
  await savePage(site.server.db, {
    accountId: SITE_ACCOUNT_ID,
    pageId: 9700,
    kind: 'page',
    slug: 'entrada-animada',
    title: 'Entrada animada',
    excerpt: '',
    featuredImage: null,
    document: {
      schemaVersion: 1,
      root: { settings: { showHeader: false } },
      content: [
        section('arriba', {}, long),
        section('abajo', { animation: 'fadeInUp', animationDuration: 'fast', animationDelay: 300 }, [
          'Pida su primera consulta.',
        ]),
      ],
    },
  });
}

const state = (page: Page) =>
  page.locator('section.ent').evaluate((el) => {
    const cs = getComputedStyle(el);
    return {
      in: el.classList.contains('ent-in'),
      name: cs.animationName,
      duration: cs.animationDuration,
      delay: cs.animationDelay,
      opacity: cs.opacity,
    };
  });

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('an entrance animation', () => {
  it.each([1280, 390])(
    'waits below the fold, plays with its duration and delay once in view, and passes axe at %i px',
    async (width) => {
      await animatedPage();
      const page = await site.open('/entrada-animada/', width, 800);
      expect(await state(page)).toMatchObject({ in: false, opacity: '0' });
      await page.locator('section.ent').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await state(page)).in).toBe(true);
      expect(await state(page)).toMatchObject({ name: 'ent-fadeInUp', duration: '0.75s', delay: '0.3s' });
      await expect.poll(async () => (await state(page)).opacity, { timeout: 30_000 }).toBe('1');
      expect(await violations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await site.done(page);
    },
  );

  it('is shown at once and not animated under prefers-reduced-motion', async () => {
    await animatedPage();
    const page = await site.open('/entrada-animada/', 1280, 800, { reducedMotion: 'reduce' });
    expect(await state(page)).toMatchObject({ opacity: '1', name: 'none' });
    await page.locator('section.ent').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state(page)).in).toBe(true);
    expect(await state(page)).toMatchObject({ opacity: '1', name: 'none' });
    await site.done(page);
  });
});

/**
 * The shop's budget: cart and checkout pages ship ≤ 60 KB gzip of JavaScript
 * (WooCommerce's block cart ships 178 KB). Counted as a browser fetches it on
 * load: every same-origin module script and modulepreload the page names,
 * gzipped at level 9. Chunks loaded later on demand are not counted.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { HOOK_TIMEOUT_MS, pglite } from '../helpers/test-databases.js';
import { ShopVisitor } from './shop-helpers.js';

const BUDGET = 60 * 1024;
const SERUM_15 = '104';

/** Same-origin script and modulepreload addresses in a page. */
function scriptsOf(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/[^"]+)"/g),
  ].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  return [...new Set(urls)];
}

describe('the JavaScript of the cart and the checkout', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let visitor: ShopVisitor;

  beforeAll(async () => {
    ({ app, close } = await openSeededApp(pglite));
    visitor = new ShopVisitor(app);
    await visitor.get('/tienda/');
    await visitor.add(SERUM_15, '1');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  async function javascriptBytes(path: string) {
    const page = await visitor.get(path);
    expect(page.statusCode).toBe(200);
    const scripts = scriptsOf(page.body);
    let total = 0;
    for (const url of scripts) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      total += gzipSync(res.rawPayload, { level: 9 }).length;
    }
    return { scripts, total };
  }

  it.each(['/carrito/', '/finalizar-compra/'])('%s ships at most 60 KB gzip', async (path) => {
    const { scripts, total } = await javascriptBytes(path);
    // The menu and the cart islands at least: a page that names no script would pass for the wrong reason.
    expect(scripts.length).toBeGreaterThan(1);
    console.log(`[budget] ${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip of JavaScript`);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
});

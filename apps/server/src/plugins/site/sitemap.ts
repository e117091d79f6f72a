/**
 * `/sitemap.xml`: every published page and post of the site, with its absolute address at the site's
 * own origin and its last change, then the shop and its published products (they keep no change time).
 * Read from the database on each request (sitemap-repository.ts); crawlers ask rarely and each query
 * reads one index. `/robots.txt` points crawlers at it.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../sites/index.js';
import { pathOf } from './page-renderer.js';
import { listPublishedPageSlugs, listPublishedProductSlugs } from './sitemap-repository.js';

/** The standard's ceiling for one sitemap file. */
const MAX_URLS = 50_000;

interface SitemapRow {
  path: string;
  updated_at: Date | string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The sitemap document for `origin` (sitemaps.org protocol 0.9); the home page first. */
function sitemapXml(origin: string, rows: readonly SitemapRow[]): string {
  const urls = rows.map(
    (r) =>
      `<url><loc>${escapeXml(origin + r.path)}</loc>${r.updated_at === null ? '' : `<lastmod>${new Date(r.updated_at).toISOString()}</lastmod>`}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerSitemap(scope: FastifyInstance, db: Queryable): void {
  scope.get('/sitemap.xml', async (request, reply) => {
    const { accountId, origin } = siteOf(request);
    const [pages, products] = await Promise.all([
      listPublishedPageSlugs(db, accountId, MAX_URLS),
      listPublishedProductSlugs(db, accountId, MAX_URLS),
    ]);
    const shop = products.length === 0 ? [] : [{ path: '/tienda/', updated_at: null }];
    const rows: SitemapRow[] = [
      ...pages.map((r) => ({ path: pathOf(r.slug), updated_at: r.updated_at })),
      ...shop,
      ...products.map((slug) => ({ path: `/producto/${slug}/`, updated_at: null })),
    ].slice(0, MAX_URLS);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(origin, rows));
  });

  // Crawlers may read everything a visitor can, and learn where the site's sitemap is.
  scope.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`User-agent: *\nAllow: /\nDisallow: /site/api/\n\nSitemap: ${siteOf(request).origin}/sitemap.xml\n`),
  );
}

/**
 * `/sitemap.xml` (issue 14): every published page and post of the site, with
 * its absolute address on the public origin and its last change. Read from
 * the database on each request, so a page published on any process is listed
 * at once; crawlers ask rarely and the query reads one index.
 */
import type { Queryable } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './page-renderer.js';

/** The standard's ceiling for one sitemap file. */
const MAX_URLS = 50_000;

interface SitemapRow {
  slug: string;
  updated_at: Date | string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The sitemap document for `origin` (sitemaps.org protocol 0.9); the home page first. */
function sitemapXml(origin: string, rows: readonly SitemapRow[]): string {
  const urls = rows.map(
    (r) =>
      `<url><loc>${escapeXml(origin + pathOf(r.slug))}</loc><lastmod>${new Date(r.updated_at).toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerSitemap(scope: FastifyInstance, db: Queryable, accountId: string): void {
  scope.get('/sitemap.xml', async (_request, reply) => {
    const { rows } = await db.query<SitemapRow>(
      `SELECT slug, updated_at FROM site_pages WHERE account_id = $1 AND published
       ORDER BY slug <> '', kind, slug LIMIT ${MAX_URLS}`,
      [accountId],
    );
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(scope.publicOrigin.get(), rows));
  });
}

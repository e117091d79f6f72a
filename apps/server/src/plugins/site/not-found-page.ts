/**
 * The site's "page not found" for visitors: a Spanish HTML page in the site's
 * theme (header, menu, footer; lang="es") with status 404, instead of the
 * service's JSON error, for the HTML routes (`/?p=…`, `/{slug}/`). The JSON
 * routes (`/site/api/*`) and assets keep their JSON errors. No Beckon or
 * statistics snippet: a missing page is neither a visit to count nor a place
 * for a pop-up.
 */
import { type IslandManifest, parseDocument, renderPage, type SiteInfo, widgets } from '@beckon/page-widgets';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendUnknownHost } from '../../sites/index.js';
import { band, h, node, p } from './content/nodes.js';
import { ASSET_BASE } from './site-config.js';

const PAGE_NOT_FOUND = 'BK_ERR_PAGE_NOT_FOUND';
const UNKNOWN_HOST = 'BK_ERR_UNKNOWN_HOST';
const NOT_FOUND_TITLE = 'Página no encontrada';

const NOT_FOUND_DOCUMENT = {
  schemaVersion: 1,
  root: { settings: { showTitle: false } },
  content: [
    band('no-encontrada', {}, [
      h('no-encontrada-h', 'h1', NOT_FOUND_TITLE),
      p(
        'no-encontrada-t',
        'La página que busca no existe o ha cambiado de dirección. Compruebe que la dirección está bien escrita o continúe desde la página de inicio.',
      ),
      node('no-encontrada-inicio', 'button', { label: 'Ir a la página de inicio', href: '/' }),
    ]),
  ],
};

/** The 404 page of a site for visitors of `origin`. */
function renderNotFound(site: SiteInfo, origin: string, manifest: IslandManifest): string {
  return renderPage({
    doc: parseDocument(NOT_FOUND_DOCUMENT, widgets),
    widgets,
    data: { recentPosts: [], totalPosts: 0 },
    site,
    kind: 'page',
    assetBase: ASSET_BASE,
    manifest,
    endOfBody: '',
    page: {
      id: 0,
      title: NOT_FOUND_TITLE,
      excerpt: 'La página que busca no existe o ha cambiado de dirección.',
      path: '/',
      url: `${origin}/`,
      featuredImage: null,
    },
  }).html;
}

/** 404 pages kept, one per site and origin; the oldest goes first beyond it. */
const MAX_KEPT = 256;

/**
 * Answers the site scope's page-not-found errors with the site's HTML page in its theme, and a host no
 * site has with the fixed unknown-host page; every other error goes on to the app's JSON error handler
 * unchanged. The site's page is rendered once per site and origin, and again after the site changes.
 */
export function installNotFoundPage(
  scope: FastifyInstance,
  manifest: IslandManifest,
  loadSite: (accountId: string) => Promise<SiteInfo>,
): { forget(accountId: string): void } {
  const pages = new Map<string, string>();
  scope.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (request.url.startsWith('/site/api/')) throw err;
    if (err.code === UNKNOWN_HOST) return sendUnknownHost(reply);
    if (err.code !== PAGE_NOT_FOUND || !request.site) throw err;
    const { accountId, origin } = request.site;
    const key = `${accountId}\n${origin}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = renderNotFound(await loadSite(accountId), origin, manifest);
      pages.set(key, html);
      for (const oldest of pages.keys()) {
        if (pages.size <= MAX_KEPT) break;
        pages.delete(oldest);
      }
    }
    return scope
      .pageHeaders(reply, 'site')
      .code(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
  return {
    forget(accountId) {
      for (const key of pages.keys()) if (key.startsWith(`${accountId}\n`)) pages.delete(key);
    },
  };
}

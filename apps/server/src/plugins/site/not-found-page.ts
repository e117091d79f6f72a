/**
 * The site's "page not found" for visitors: a Spanish HTML page in the site's
 * theme (header, menu, footer; lang="es") with status 404, instead of the
 * service's JSON error, for the HTML routes (`/?p=…`, `/{slug}/`). The JSON
 * routes (`/site/api/*`) and assets keep their JSON errors. No Beckon or
 * statistics snippet: a missing page is neither a visit to count nor a place
 * for a pop-up. Rendered once for the public origin and reused (its text never changes).
 */
import { type IslandManifest, parseDocument, renderPage, widgets } from '@beckon/page-widgets';
import type { FastifyError, FastifyInstance } from 'fastify';
import { band, h, node, p } from './content/nodes.js';
import { ASSET_BASE, SITE } from './site-config.js';

const PAGE_NOT_FOUND = 'BK_ERR_PAGE_NOT_FOUND';
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
      node('no-encontrada-articulos', 'button', { label: 'Ver los artículos', href: '/#articulos' }),
    ]),
  ],
};

/** The 404 page for visitors of `origin`. */
function renderNotFound(origin: string, manifest: IslandManifest): string {
  return renderPage({
    doc: parseDocument(NOT_FOUND_DOCUMENT, widgets),
    widgets,
    data: { recentPosts: [], totalPosts: 0 },
    site: SITE,
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

/**
 * Answers the site scope's page-not-found errors with the HTML page; every
 * other error goes on to the app's JSON error handler unchanged.
 */
export function installNotFoundPage(scope: FastifyInstance, manifest: IslandManifest): void {
  const pages = new Map<string, string>();
  scope.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.code !== PAGE_NOT_FOUND || request.url.startsWith('/site/api/')) throw err;
    const origin = scope.publicOrigin.get();
    let html = pages.get(origin);
    if (html === undefined) {
      html = renderNotFound(origin, manifest);
      if (pages.size < 16) pages.set(origin, html);
    }
    return scope
      .pageHeaders(reply, 'site')
      .code(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

/**
 * Each account's public website: `/` (home; `/?p=228` redirects to
 * the post's address), `/{slug}/` pages and posts, `/site/assets/*` (islands,
 * images, animations) and `/site/api/posts` (next pages of the posts grid,
 * §7 call 4). Pages are rendered once per version and served from memory.
 */
import { fileURLToPath } from 'node:url';
import type { Db } from '@beckon/db';
import { DocumentError, documentListsProducts, documentNumbersPages } from '@beckon/page-widgets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownerApi } from '../../auth/index.js';
import type { ChangeFeed } from '../../cluster/change-feed.js';
import { errors } from '../../errors.js';
import { chooseGzip } from '../../http/static-files.js';
import { openKeyHasher } from '../../limits/counter-store.js';
import { resolveSite, siteOf } from '../../sites/index.js';
import { readManifest, serveSiteAssets } from './assets.js';
import { createTxtLookup, type TxtLookup } from './domain-verification.js';
import { createCaptcha } from './form-captcha.js';
import { registerFormSubmissionRoutes } from './form-owner-routes.js';
import { formRoutes } from './form-routes.js';
import { registerMenuRoutes } from './menu-routes.js';
import { installNotFoundPage } from './not-found-page.js';
import { PageCache, REVALIDATE_MS } from './page-cache.js';
import { pagePreviewRoutes } from './page-preview.js';
import { loadSiteData, pathOf, renderRow, toPostCard } from './page-renderer.js';
import {
  announcePageSaved,
  currentStamp,
  findPageBySlug,
  findSlugById,
  listPosts,
  onPageSaved,
  type PageRow,
} from './page-repository.js';
import { registerPageRoutes } from './pages-routes.js';
import { createRecaptchaVerifier, cspWithRecaptcha, type RecaptchaSettings } from './recaptcha.js';
import { homeQuery, postsQuery, queryWithout, slugParams } from './routes-schemas.js';
import { registerSiteImageRoutes } from './site-images-route.js';
import { loadSiteInfo } from './site-menu.js';
import { registerWebsiteRoutes } from './site-routes.js';
import type { SiteShop } from './site-shop.js';
import { registerSitemap } from './sitemap.js';

// What other domains use of the site: its shell (theme, islands, cache, addresses) and its posts.
export { readManifest } from './assets.js';
export { createTxtLookup } from './domain-verification.js';
export { PageCache, REVALIDATE_MS } from './page-cache.js';
export { pathOf } from './page-renderer.js';
export { announcePageSaved, listPosts } from './page-repository.js';
export { parseRecaptchaEnv, type RecaptchaSettings } from './recaptcha.js';
export { seedSite } from './seed-site.js';
export { ASSET_BASE, SITE_ACCOUNT_ID } from './site-config.js';
export { type SiteInfos, watchSiteInfos } from './site-menu.js';
export type { SiteShop } from './site-shop.js';

const PAGE_WIDGETS = fileURLToPath(new URL('../../../../../packages/page-widgets/', import.meta.url));

export interface SitePluginOptions {
  db: Db;
  /** Built islands; defaults to packages/page-widgets/dist. */
  distDir?: string;
  /** How long a rendered page is trusted before its stamp is checked again (tests use 0). */
  revalidateMs?: number;
  /** Tells other server processes about saves here, and this one about theirs (cluster/change-feed.ts). */
  changes?: ChangeFeed;
  /** Google reCAPTCHA v3 keys (RECAPTCHA_*): forms then use it instead of ALTCHA; tests pass a fake fetch. */
  recaptcha?: (RecaptchaSettings & { fetch?: typeof fetch }) | undefined;
  /** The site's shop (site-shop.ts): its products in loop widgets, its menu cart in the header. */
  shop?: SiteShop;
  /** Looks up custom domains' verification records (DNS_SERVERS; tests use a resolver on loopback). */
  txtLookup?: TxtLookup;
}

export async function sitePlugin(scope: FastifyInstance, opts: SitePluginOptions): Promise<void> {
  // The islands, images and animations are the same files for every site: served whatever the host.
  const distDir = opts.distDir ?? `${PAGE_WIDGETS}dist`;
  const assets = serveSiteAssets(scope, [distDir, `${PAGE_WIDGETS}assets`]);
  if (!assets.has('islands/theme.js')) scope.log.warn({ distDir }, 'site islands are not built: run npm run build');
  await scope.register(visitorRoutes, { ...opts, distDir });
  // The owner API's site routes (the page editor, the menu, the forms' submissions), apart from the
  // visitors' scope so its HTML error pages never answer them.
  await scope.register(
    ownerApi(opts.db, (owned) => {
      registerWebsiteRoutes(owned, {
        db: opts.db,
        shop: opts.shop,
        changes: opts.changes,
        txtLookup: opts.txtLookup ?? createTxtLookup(),
        siteChanged: (accountId) => {
          scope.sites.forget(accountId);
          announcePageSaved(opts.db, accountId);
        },
      });
      registerPageRoutes(owned, opts.db);
      registerMenuRoutes(owned, opts.db);
      registerSiteImageRoutes(owned, opts.db);
      registerFormSubmissionRoutes(owned, opts.db);
    }),
  );
}

async function visitorRoutes(scope: FastifyInstance, opts: SitePluginOptions): Promise<void> {
  const { db } = opts;
  const manifest = readManifest(opts.distDir ?? `${PAGE_WIDGETS}dist`);
  // Every route here serves the site the Host names (the preview, the owner's, excepted by its config).
  scope.addHook('onRequest', resolveSite);
  // Visitors get the site's Spanish HTML 404 (and a host no site has, a fixed one); /site/api/* keeps JSON.
  const notFound = installNotFoundPage(scope, manifest, (accountId) =>
    loadSiteInfo(db, accountId, opts.shop?.menuCart),
  );
  const cache = new PageCache();
  const revalidateMs = opts.revalidateMs ?? REVALIDATE_MS;
  const recaptcha = opts.recaptcha
    ? createRecaptchaVerifier(opts.recaptcha, {
        ...(opts.recaptcha.fetch ? { fetch: opts.recaptcha.fetch } : {}),
        onUnavailable: (reason) =>
          scope.log.error({ reason }, 'reCAPTCHA siteverify unavailable: form sends are answered 503'),
      })
    : undefined;
  // A save in this process shows at once (a page's change can alter others' post lists: drop them all);
  // saves by other processes show when their change feed message arrives, and within revalidateMs at worst.
  const dropRenders = (changedDb: unknown, accountId: string) => {
    if (changedDb !== db) return;
    dropSite(accountId);
    opts.changes
      ?.publish('site', accountId)
      .catch((err: unknown) => scope.log.warn({ err }, 'could not announce a site change to other processes'));
  };
  // One account's site: its pages and its 404 page render again.
  const dropSite = (accountId: string) => {
    cache.invalidate(accountId);
    notFound.forget(accountId);
    scope.sites.forget(accountId);
  };
  const unsubscribe = onPageSaved(dropRenders);
  const unsubscribeRemote = opts.changes?.subscribe((topic, accountId) => {
    if (topic === '*' || accountId === null) cache.invalidate();
    else if (topic === 'site') dropSite(accountId);
  });
  // Loop widgets over products show the catalogue: an owner's product change shows at once too.
  const unsubscribeCatalogue = opts.shop?.onCatalogueChanged(dropRenders);
  scope.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeCatalogue?.();
    unsubscribeRemote?.();
  });

  /** The one renderer of the site's pages: public pages (cached) and the editor's preview (never cached). */
  async function renderForVisitors(
    accountId: string,
    row: PageRow,
    origin: string,
    track: boolean,
    pageNumber = 1,
  ): Promise<string> {
    const [found, site] = await Promise.all([
      loadSiteData(db, accountId, {
        products: documentListsProducts(row.document) ? opts.shop?.listProducts : undefined,
      }),
      loadSiteInfo(db, accountId, opts.shop?.menuCart),
    ]);
    const loaded = pageNumber > 1 ? { ...found, pageNumber } : found;
    const data = recaptcha ? { ...loaded, recaptchaSiteKey: recaptcha.siteKey } : loaded;
    try {
      return renderRow(row, data, origin, manifest, { site, track, accountId, mainOrigin: scope.publicOrigin.get() });
    } catch (err) {
      // Validated on load too: a row changed behind the store's back is our fault (500), said clearly in the log.
      if (err instanceof DocumentError) throw errors.pageInvalid(pathOf(row.slug), err.message);
      throw err;
    }
  }

  function siteHeaders(reply: FastifyReply): FastifyReply {
    scope.pageHeaders(reply, 'site').header('content-type', 'text/html; charset=utf-8');
    if (recaptcha)
      reply.header('content-security-policy', cspWithRecaptcha(String(reply.getHeader('content-security-policy'))));
    return reply;
  }

  // Pages whose document has a loop grid with numbered pagination (by site and slug): only their `?page=N`
  // (2 to 99) is rendered and cached apart; on any other page the parameter adds no entry.
  const numbered = new Set<string>();

  async function servePage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const site = siteOf(request);
    const { accountId, origin } = site;
    const now = Date.now();
    const asked = (request.query as { page?: unknown } | undefined)?.page;
    const pageNumber = typeof asked === 'string' && /^[1-9]\d?$/.test(asked) ? Number(asked) : 1;
    const numberedKey = `${accountId}/${slug}`;
    const pagedKey = (paged: boolean) => (paged && pageNumber > 1 ? `${slug}?page=${pageNumber}` : slug);
    let entry = cache.get(accountId, origin, pagedKey(numbered.has(numberedKey)));
    if (!entry || now - entry.checkedAt >= revalidateMs) {
      const stamp = await currentStamp(db, accountId, slug);
      if (stamp === null) throw errors.pageNotFound(pathOf(slug));
      if (entry && entry.stamp === stamp) entry.checkedAt = now;
      else {
        const row = await findPageBySlug(db, accountId, slug);
        if (!row) throw errors.pageNotFound(pathOf(slug));
        const paged = documentNumbersPages(row.document);
        if (paged) numbered.add(numberedKey);
        else numbered.delete(numberedKey);
        const html = await renderForVisitors(accountId, row, origin, true, paged ? pageNumber : 1);
        entry = cache.set(accountId, origin, pagedKey(paged), stamp, html, now);
      }
    }
    siteHeaders(reply).header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    if (chooseGzip(request.headers['accept-encoding']) !== null)
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.html);
  }

  // Site forms (§7 call 3) in their own scope: only they accept multipart bodies.
  const captcha = createCaptcha(db, await openKeyHasher(db));
  await scope.register(formRoutes, {
    db,
    mailer: scope.mailer,
    captcha,
    recaptcha,
    origin: () => scope.publicOrigin.get(),
  });

  scope.get<{ Querystring: { p?: string; post_type?: string; s?: unknown } }>(
    '/',
    { schema: { querystring: homeQuery } },
    async (request, reply) => {
      const p = request.query.p;
      // The site's search (WordPress's /?s=…) and the product search form (WooCommerce's, with
      // post_type=product) land on the one results page, which lists products and posts.
      const s = request.query.s;
      const words = typeof s === 'string' ? s.trim() : '';
      if (request.query.post_type === 'product' || words !== '')
        return reply.redirect(words !== '' ? `/tienda/?${new URLSearchParams({ s: words })}` : '/tienda/', 302);
      if (p === undefined) return servePage(request, reply, '');
      const slug = await findSlugById(db, siteOf(request).accountId, Number(p));
      if (slug === null) throw errors.pageNotFound(`/?p=${p}`);
      // Campaign tags and click ids travel on: dropping them would lose the visit's source.
      return reply.redirect(pathOf(slug) + queryWithout(request.url, 'p'), 301);
    },
  );

  await scope.register(pagePreviewRoutes, {
    db,
    render: (accountId, row) => renderForVisitors(accountId, row, scope.publicOrigin.get(), false),
    headers: siteHeaders,
  });
  registerSitemap(scope, db);

  scope.get<{ Params: { slug: string } }>('/:slug/', { schema: { params: slugParams } }, async (request, reply) =>
    servePage(request, reply, request.params.slug),
  );

  scope.get<{ Querystring: { page: string; per_page: string; content?: '1' } }>(
    '/site/api/posts',
    { schema: { querystring: postsQuery } },
    async (request, reply) => {
      const page = Number(request.query.page);
      const perPage = Number(request.query.per_page);
      const content = request.query.content === '1';
      const { rows, total } = await listPosts(db, siteOf(request).accountId, (page - 1) * perPage, perPage, content);
      const maxPage = Math.max(1, Math.ceil(total / perPage));
      const next =
        page < maxPage ? `/site/api/posts?page=${page + 1}&per_page=${perPage}${content ? '&content=1' : ''}` : null;
      reply.header('cache-control', 'no-cache');
      return { page, maxPage, nextPage: next, items: rows.map(toPostCard) };
    },
  );
}

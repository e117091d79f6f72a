/**
 * The catalogue (/tienda/, with WooCommerce's product search at ?s=) and the product pages
 * (/producto/{slug}/). A visitor with neither cookie is served the page every such visitor shares,
 * from the page cache.
 */
import type { ShopNotice } from '@beckon/page-widgets/shop/views.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { siteOf } from '../../sites/index.js';
import { listPosts, pathOf } from '../site/index.js';
import { findProduct, findVariantForSale, listProducts } from './catalogue-repository.js';
import { signedInCustomer } from './customer-session.js';
import { searchPosts, searchProducts } from './product-search.js';
import { catalogueQuery, productParams, productQuery } from './schemas.js';
import { cataloguePageOf, productPageOf, type ShopRoutesContext, storeHookOf } from './shop-pages.js';
import { cartFor, visitorOf } from './visitor.js';

/** The site search reads this many of the newest posts (a small business's blog holds dozens). */
const MAX_SEARCHED_POSTS = 500;

export function registerCatalogueRoutes(scope: FastifyInstance, ctx: ShopRoutesContext): void {
  const { db, pages } = ctx;

  scope.get<{ Querystring: { s?: string } }>(
    '/tienda/',
    { schema: { querystring: catalogueQuery } },
    async (request, reply) => {
      const site = siteOf(request);
      const { accountId } = site;
      const visitor = visitorOf(request);
      const search = request.query.s?.trim() ?? '';
      if (!visitor && search === '')
        return pages.serveWithoutCart(request, reply, 'tienda', async () =>
          cataloguePageOf(site, await listProducts(db, accountId), null, null, null),
        );
      const [products, cart] = await Promise.all([listProducts(db, accountId), cartFor(db, accountId, visitor)]);
      if (search === '') return pages.sendPage(reply, 200, cataloguePageOf(site, products, visitor, cart, null));
      const posts = searchPosts((await listPosts(db, accountId, 0, MAX_SEARCHED_POSTS)).rows, search).map((p) => ({
        href: pathOf(p.slug),
        title: p.title,
        excerpt: p.excerpt,
      }));
      return pages.sendPage(
        reply,
        200,
        cataloguePageOf(site, searchProducts(products, search), visitor, cart, search, posts),
      );
    },
  );

  scope.get<{ Params: { slug: string }; Querystring: { anadido?: string } }>(
    '/producto/:slug/',
    { schema: { params: productParams, querystring: productQuery } },
    async (request, reply) => {
      const { accountId } = siteOf(request);
      const { slug } = request.params;
      if (!visitorOf(request) && request.query.anadido === undefined)
        return pages.serveWithoutCart(request, reply, `producto/${slug}`, async () => {
          const product = await findProduct(db, accountId, slug);
          if (!product) throw errors.pageNotFound(`/producto/${slug}/`);
          return productPageOf(product, null, null, []);
        });
      const notices: ShopNotice[] = [];
      if (request.query.anadido !== undefined) {
        const variant = await findVariantForSale(db, accountId, Number(request.query.anadido));
        if (variant)
          notices.push({
            kind: 'success',
            text: `«${variant.productName}» se ha añadido a su carrito.`,
            link: { href: '/carrito/', label: 'Ver carrito' },
          });
      }
      return sendProductPage(ctx, request, reply, request.params.slug, 200, notices);
    },
  );
}

/** The product page for this visitor with `notices` (the add-to-cart form's refusals show here too). */
export async function sendProductPage(
  ctx: ShopRoutesContext,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  status: number,
  notices: ShopNotice[],
) {
  const { accountId } = siteOf(request);
  const { db } = ctx;
  const visitor = visitorOf(request);
  const [product, cart, who] = await Promise.all([
    findProduct(db, accountId, slug),
    cartFor(db, accountId, visitor),
    signedInCustomer(db, accountId, request),
  ]);
  if (!product) throw errors.pageNotFound(`/producto/${slug}/`);
  const page = productPageOf(product, visitor, cart, notices);
  // The pop-up widget's store hook (browse abandonment): the customer's random per-account id, never
  // the email. Only here: pages of visitors without a session are shared through the page cache.
  if (who)
    page.store = storeHookOf(
      who.customer.customerId,
      [{ product_id: product.slug, product_name: product.name, category: product.category }],
      cart,
    );
  return ctx.pages.sendPage(reply, status, page);
}

/**
 * GET /carrito.json: the visitor's cart for the pop-up widget's store chunk (packages/widget
 * loader/store), which reads this project's shop as a third store platform. It answers the store
 * platform's /cart.js shape (items with variant_id, product_id, quantity and prices in cents;
 * item_count; total_price in cents; currency), so one reader serves both. Product ids are the
 * products' slugs. Only the site's own pages can read it (no CORS headers); never cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { SHOP_CART_JSON } from '../../http/snippets.js';
import { type LoadedCart, unitCount } from './cart-service.js';

/** The route takes no parameters: anything in its query is refused. */
const cartJsonQuery = z.object({}).strict();

/** The cart in /cart.js's shape; an absent cart is an empty one. */
function cartJsonOf(cart: LoadedCart | null) {
  const rows = cart?.rows ?? [];
  const items = rows.map((r, i) => ({
    id: r.variantId,
    variant_id: r.variantId,
    product_id: r.productSlug,
    title: r.variantName ? `${r.productName} - ${r.variantName}` : r.productName,
    product_title: r.productName,
    quantity: r.quantity,
    price: r.priceCents,
    line_price: cart?.totals.lines[i]?.totalCents ?? r.priceCents * r.quantity,
  }));
  return {
    items,
    item_count: unitCount(rows),
    total_price: cart?.totals.totalCents ?? 0,
    currency: 'EUR',
  };
}

export function registerCartJsonRoute(
  scope: FastifyInstance,
  load: (request: FastifyRequest) => Promise<LoadedCart | null>,
): void {
  scope.get(SHOP_CART_JSON, { schema: { querystring: cartJsonQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    return cartJsonOf(await load(request));
  });
}

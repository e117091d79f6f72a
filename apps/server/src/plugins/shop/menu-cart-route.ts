/**
 * GET /carrito/menu: the header's menu cart as JSON for the menu-cart island
 * of the cached content pages (page-widgets shop/menu-cart-client.ts), which
 * asks once on load and only when the has-cart marker is set. The same
 * fields as the add-to-cart answer. A visitor whose cart is gone or empty
 * gets it empty and the marker cleared, so their next pages ask no more.
 * Only the site's own scripts can read it (no CORS headers); never cached.
 */
import type { MenuCart } from '@beckon/page-widgets/theme/header.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { syncCartMarker } from './cart-cookie.js';

/** The route takes no parameters: anything in its query is refused. */
const menuQuery = z.object({}).strict();

/** The menu cart in the shop's JSON answers, as the shop islands read it (page-widgets shop/mini-cart.ts). */
export function menuCartAnswer(menu: MenuCart, csrf: string | null) {
  return {
    count: menu.count,
    total_text: menu.totalText,
    lines: menu.dropdown?.lines ?? [],
    subtotal_text: menu.dropdown?.subtotalText ?? '',
    csrf,
  };
}

export function registerMenuCartRoute(
  scope: FastifyInstance,
  load: (request: FastifyRequest) => Promise<{ menu: MenuCart; csrf: string | null }>,
): void {
  scope.get('/carrito/menu', { schema: { querystring: menuQuery } }, async (request, reply) => {
    const { menu, csrf } = await load(request);
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    syncCartMarker(request, reply, menu.count > 0);
    return menuCartAnswer(menu, csrf);
  });
}

/**
 * GET /carrito/token: the visitor's shop CSRF token as JSON, for the loop add-to-cart island
 * (page-widgets shop/loop-add-to-cart.ts) on the content pages, whose cached, shared HTML cannot hold
 * it. The island asks only when "Añadir al carrito" is clicked, never on page load. It changes and
 * stores nothing: a visitor with neither cookie gets null, as their first add needs no token. Only the
 * site's own scripts can read the answer (the site sends no CORS headers), and no cache keeps it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';

/** The route takes no parameters: anything in its query is refused. */
const tokenQuery = z.object({}).strict();

export function registerCsrfTokenRoute(
  scope: FastifyInstance,
  csrfOf: (request: FastifyRequest) => string | null,
): void {
  scope.get('/carrito/token', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    return { csrf: csrfOf(request) };
  });
}

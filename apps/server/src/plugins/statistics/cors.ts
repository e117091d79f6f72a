/**
 * CORS for the ingestion routes: the tracker runs on the customer's site and
 * posts here cross-origin. No cookies or credentials are ever involved, so
 * any origin may post; the hit's timestamp header (spec §7 call 1) makes it a
 * non-simple request, hence the preflight answer. Explicit OPTIONS routes win
 * over any wildcard preflight route the app may add.
 */
import type { FastifyInstance } from 'fastify';
import { TIMESTAMP_HEADER } from './ingest-schemas.js';

export function allowCrossOriginPosts(scope: FastifyInstance, paths: readonly string[]): void {
  // A callback hook, not an async one: nothing here waits, and a promise per request would delay every hit by a tick.
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    done();
  });
  for (const path of paths) {
    scope.options(path, async (_request, reply) => {
      reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', `content-type, ${TIMESTAMP_HEADER}`)
        .header('access-control-max-age', '86400')
        .code(204)
        .send();
    });
  }
}

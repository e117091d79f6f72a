/**
 * The media library: the images everyone sees at /site/media/* and the
 * owner's library API at /api/owner/media (upload, list, alt text, delete).
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { ownerApi } from '../../auth/index.js';
import { mediaOwnerRoutes } from './media-owner-routes.js';
import { mediaPublicRoute } from './media-public-route.js';

export async function mediaPlugin(scope: FastifyInstance, opts: { db: Db }): Promise<void> {
  await scope.register(mediaPublicRoute, { db: opts.db });
  // Its own scope inside the owner API: the only owner routes that parse multipart bodies.
  await scope.register(
    ownerApi(opts.db, async (owned) => {
      await owned.register(mediaOwnerRoutes, { db: opts.db });
    }),
  );
}

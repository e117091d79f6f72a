/**
 * The media library's images for everyone: GET /site/media/{account}/{image}-{width}.webp.
 * The name is the upload's content hash, so the bytes behind a URL never
 * change: browsers and CDNs keep them a year without asking again. Read from
 * the database, so every server process serves every image.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { errors } from '../../errors.js';
import { IMMUTABLE } from '../../http/static-files.js';
import { readVariant } from './media-repository.js';

const params = z
  .object({
    accountId: z
      .string()
      .length(13)
      .regex(/^[0-9a-f]+$/, 'must be an account id'),
    file: z
      .string()
      .max(48)
      .regex(/^[0-9a-f]{32}-[1-9]\d{0,3}\.webp$/, 'must be {image id}-{width}.webp'),
  })
  .strict();

export async function mediaPublicRoute(scope: FastifyInstance, opts: { db: Db }): Promise<void> {
  scope.get<{ Params: z.infer<typeof params> }>(
    '/site/media/:accountId/:file',
    { schema: { params } },
    async (request, reply) => {
      const { accountId, file } = request.params;
      // A site's address serves that site's images only (and no host no site has); the main origin
      // serves every account's, which the dashboard shows.
      const host = request.server.sites.resolve(request.host);
      if (host.kind === 'unknown' || (host.kind === 'site' && host.site.accountId !== accountId))
        throw errors.mediaNotFound(request.url.split('?')[0] ?? '');
      const imageId = file.slice(0, 32);
      const width = Number(file.slice(33, -5));
      const content = await readVariant(opts.db, accountId, imageId, width);
      if (!content) throw errors.mediaNotFound(request.url.split('?')[0] ?? '');
      const etag = `"${imageId}-${width}"`;
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(content);
    },
  );
}

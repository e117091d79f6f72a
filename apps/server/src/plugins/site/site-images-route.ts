/**
 * GET /api/owner/site/images: every image the site's pages show (published or in a newer draft), with the
 * pages that show it. The media library lists the theme's own images from it, so they can be reused, and
 * warns before deleting an image a page still shows.
 */
import type { Db } from '@beckon/db';
import type { SiteImage } from '@beckon/owner-api';
import { mediaImageId } from '@beckon/page-widgets/media-urls.js';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { imageReferences } from './image-references.js';
import { pathOf } from './page-renderer.js';
import { requireSiteEditor } from './pages-access.js';
import { listPageDocuments } from './site-images-repository.js';

export function registerSiteImageRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/site/images', { preHandler: requireSiteEditor(db) }, async (request) => {
    const { accountId } = sessionOf(request);
    const images = new Map<string, SiteImage>();
    for (const page of await listPageDocuments(db, accountId)) {
      const where = { page_id: page.page_id, title: page.title, path: pathOf(page.slug) };
      const refs = [...imageReferences(page.published), ...imageReferences(page.draft)];
      for (const { src, alt } of refs) {
        const image = images.get(src) ?? { src, alt, media_id: mediaImageId(src, accountId), pages: [] };
        if (!image.pages.some((p) => p.page_id === page.page_id)) image.pages.push(where);
        images.set(src, image);
      }
    }
    return { images: [...images.values()] };
  });
}

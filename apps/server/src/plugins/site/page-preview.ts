/**
 * The page editor's preview (§2 and §6 of the clinic-site spec):
 * a page's current draft as a visitor would see it, drawn by the site's own
 * renderer with its header, footer, islands and the Beckon widget, for the
 * account's owner and editors only. Never cached (the public page cache is
 * not touched) and never indexed; the statistics tracker is left out, since
 * an editor looking at a draft is not a visit.
 */
import type { Db } from '@beckon/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod';
import { requireOwner, sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { readEditorPage } from './page-editor-repository.js';
import { findPageMeta, type PageRow } from './page-repository.js';
import { requireSiteEditor } from './pages-access.js';
import { pageParams } from './pages-routes.js';

export interface PagePreviewOptions {
  db: Db;
  /** The site's renderer for visitors (index.ts), without the tracker, for the owner's account. */
  render(accountId: string, row: PageRow): Promise<string>;
  /** The headers of the site's pages (CSP and the other security headers). */
  headers(reply: FastifyReply): FastifyReply;
}

/** The row the renderer takes, with the page's draft (its head version) in place of the published document. */
async function draftRow(db: Db, accountId: string, pageId: number): Promise<PageRow | null> {
  const head = await readEditorPage(db, accountId, pageId);
  if (!head) return null;
  const meta = await findPageMeta(db, accountId, pageId);
  if (!meta) return null;
  return {
    ...meta,
    page_id: head.page_id,
    kind: head.kind,
    slug: head.slug,
    title: head.title,
    document: head.document,
    version: head.version,
  };
}

export async function pagePreviewRoutes(scope: FastifyInstance, opts: PagePreviewOptions): Promise<void> {
  // The owner API's session cookie (SameSite=Lax, Path=/) reaches this page opened in a new tab.
  await scope.register(cookie);
  scope.get<{ Params: z.infer<typeof pageParams> }>(
    '/api/owner/site/pages/:pageId/preview',
    {
      schema: { params: pageParams },
      // The owner's own site, on the dashboard's origin: not the site the Host names.
      config: { anyHost: true },
      preHandler: [requireOwner(opts.db), requireSiteEditor(opts.db)],
    },
    async (request, reply) => {
      const pageId = Number(request.params.pageId);
      const { accountId } = sessionOf(request);
      const row = await draftRow(opts.db, accountId, pageId);
      if (!row) throw errors.pageNotFound(String(pageId));
      const html = await opts.render(accountId, row);
      return opts.headers(reply).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html);
    },
  );
}

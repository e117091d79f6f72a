/**
 * The page editor's API, inside the owner API (session, CSRF and
 * cross-site guards) and behind the site-editor role on every route: list,
 * read, create, save a draft, publish, list versions, restore. Documents are
 * checked by the same parseDocument the public renderer uses; a problem names
 * the setting's path. Writes carry the version they were based on and a
 * stale one is refused with 409.
 */
import type { Db } from '@beckon/db';
import type { EditorPageWithDocument } from '@beckon/owner-api';
import { DocumentError } from '@beckon/page-widgets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors, type HttpError } from '../../errors.js';
import {
  createPage,
  isReservedSlug,
  listEditorPages,
  listVersions,
  publishPage,
  readEditorPage,
  restoreVersion,
  saveDraft,
  type WriteRefusal,
} from './page-editor-repository.js';
import { requireSiteEditor } from './pages-access.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMBER_PARAM = /^[1-9]\d{0,8}$/;

export const pageParams = z.object({ pageId: z.string().max(9).regex(NUMBER_PARAM, 'must be a page number') }).strict();
const versionParams = z
  .object({
    pageId: z.string().max(9).regex(NUMBER_PARAM, 'must be a page number'),
    version: z.string().max(9).regex(NUMBER_PARAM, 'must be a version number'),
  })
  .strict();
const baseVersion = z.number().int().min(1).max(999_999_999);
const title = z.string().trim().min(1).max(200);
const createBody = z
  .object({
    slug: z.string().max(100).regex(SLUG, 'must be lowercase words joined by dashes'),
    title,
    kind: z.enum(['page', 'post']).default('page'),
    /** An entry in the site's main menu, shown once the page is published (site-menu.ts). */
    menu: z
      .object({ label: z.string().trim().min(1).max(60), position: z.number().int().min(0).max(99) })
      .strict()
      .optional(),
  })
  .strict();
/** `document` is checked by parseDocument, which names the bad setting's path. */
const writeBody = z.object({ version: baseVersion, title, document: z.unknown() }).strict();
/** A draft may be the editor's autosave, which replaces the same person's previous autosave in the history. */
const draftBody = writeBody.extend({ autosave: z.boolean().optional() }).strict();

/**
 * A page's document is far larger than the 32 KiB other routes take: 200 widgets with their default settings
 * are about 65 KiB, and long texts, carousels and embedded HTML make a large real page a few hundred KiB.
 * The README states this limit; a larger body is answered 413 naming it.
 */
const PAGE_BODY_LIMIT = 4 * 1024 * 1024;
const restoreBody = z.object({ version: baseVersion }).strict();

type WriteBody = z.infer<typeof draftBody>;

/** Far deeper than any page (page, section, column, widget, then a few levels of settings) can nest. */
const MAX_DOCUMENT_DEPTH = 64;

/**
 * Whether `value` nests deeper than `max` arrays and objects. Iterative: a body of a few MiB can nest tens of
 * thousands of levels, past what the recursive document schema (or any recursion) can walk.
 */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

const pageNotFound = (pageId: number) => errors.pageNotFound(String(pageId));

const MAX_PROBLEMS_SHOWN = 5;

/** Problems of a document as the editor reads them: `document.content[0]...settings.x: must be ...`. */
function documentProblems(err: DocumentError): HttpError {
  const named = err.problems.map((p) => (p.startsWith('(document)') ? `document${p.slice(10)}` : `document.${p}`));
  const more = named.length - MAX_PROBLEMS_SHOWN;
  return errors.validation(named.slice(0, MAX_PROBLEMS_SHOWN).join('; ') + (more > 0 ? `; and ${more} more` : ''));
}

function answer(pageId: number, base: number, outcome: EditorPageWithDocument | WriteRefusal): EditorPageWithDocument {
  if ('refused' in outcome) {
    if (outcome.refused === 'stale') throw errors.pageVersionConflict(pageId, base, outcome.head);
    throw pageNotFound(pageId);
  }
  return outcome;
}

export function registerPageRoutes(scope: FastifyInstance, db: Db): void {
  const preHandler = requireSiteEditor(db);
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (err instanceof DocumentError) throw documentProblems(err);
      throw err;
    }
  };

  scope.get('/api/owner/site/pages', { preHandler }, async (request) => ({
    pages: await listEditorPages(db, sessionOf(request).accountId),
  }));

  scope.post<{ Body: z.infer<typeof createBody> }>(
    '/api/owner/site/pages',
    { preHandler, schema: { body: createBody } },
    async (request, reply) => {
      const { slug, title: pageTitle, kind, menu } = request.body;
      if (isReservedSlug(slug)) throw errors.validation(`slug: "${slug}" is an address the site already uses`);
      const accountId = sessionOf(request).accountId;
      const page = await createPage(db, { accountId, kind, slug, title: pageTitle, menu });
      if (!page) throw errors.slugTaken(slug);
      return reply.code(201).send(page);
    },
  );

  scope.get<{ Params: z.infer<typeof pageParams> }>(
    '/api/owner/site/pages/:pageId',
    { preHandler, schema: { params: pageParams } },
    async (request) => {
      const pageId = Number(request.params.pageId);
      const page = await readEditorPage(db, sessionOf(request).accountId, pageId);
      if (!page) throw pageNotFound(pageId);
      return page;
    },
  );

  const write =
    (action: typeof saveDraft) =>
    async (request: FastifyRequest<{ Params: z.infer<typeof pageParams>; Body: WriteBody }>) => {
      const pageId = Number(request.params.pageId);
      const session = sessionOf(request);
      if (nestsDeeperThan(request.body.document, MAX_DOCUMENT_DEPTH)) {
        throw errors.validation(`document: nests deeper than ${MAX_DOCUMENT_DEPTH} levels`);
      }
      const outcome = await guarded(() =>
        action(db, {
          accountId: session.accountId,
          ownerId: session.ownerId,
          pageId,
          baseVersion: request.body.version,
          title: request.body.title,
          document: request.body.document,
          autosave: request.body.autosave === true,
        }),
      );
      return answer(pageId, request.body.version, outcome);
    };

  scope.put<{ Params: z.infer<typeof pageParams>; Body: WriteBody }>(
    '/api/owner/site/pages/:pageId/draft',
    { preHandler, schema: { params: pageParams, body: draftBody }, bodyLimit: PAGE_BODY_LIMIT },
    write(saveDraft),
  );

  scope.post<{ Params: z.infer<typeof pageParams>; Body: WriteBody }>(
    '/api/owner/site/pages/:pageId/publish',
    { preHandler, schema: { params: pageParams, body: writeBody }, bodyLimit: PAGE_BODY_LIMIT },
    write(publishPage),
  );

  scope.get<{ Params: z.infer<typeof pageParams> }>(
    '/api/owner/site/pages/:pageId/versions',
    { preHandler, schema: { params: pageParams } },
    async (request) => {
      const pageId = Number(request.params.pageId);
      const versions = await listVersions(db, sessionOf(request).accountId, pageId);
      if (!versions) throw pageNotFound(pageId);
      return { versions };
    },
  );

  scope.post<{ Params: z.infer<typeof versionParams>; Body: z.infer<typeof restoreBody> }>(
    '/api/owner/site/pages/:pageId/versions/:version/restore',
    { preHandler, schema: { params: versionParams, body: restoreBody } },
    async (request) => {
      const pageId = Number(request.params.pageId);
      const restoredFrom = Number(request.params.version);
      const session = sessionOf(request);
      const outcome = await guarded(() =>
        restoreVersion(db, {
          accountId: session.accountId,
          ownerId: session.ownerId,
          pageId,
          baseVersion: request.body.version,
          restoredFrom,
        }),
      );
      if ('refused' in outcome && outcome.refused === 'no-version') {
        throw errors.pageVersionNotFound(pageId, restoredFrom);
      }
      return answer(pageId, request.body.version, outcome as EditorPageWithDocument | WriteRefusal);
    },
  );
}

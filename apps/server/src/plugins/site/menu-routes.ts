/**
 * The site's main menu in the owner API, behind the site-editor role like the Pages API:
 * list the entries editors added, add one for an existing page, rename or move one, remove one. The
 * public pages show the change at once on every process (menu-repository.ts announces it).
 */
import type { Db } from '@beckon/db';
import {
  type MenuEntryCreate,
  type MenuEntryUpdate,
  menuEntryCreateSchema,
  menuEntryParamsSchema,
  menuEntryUpdateSchema,
  type SiteMenu,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { addMenuEntry, listMenuEntries, removeMenuEntry, updateMenuEntry } from './menu-repository.js';
import { requireSiteEditor } from './pages-access.js';
import { themeMenuLabels } from './site-theme.js';

type Params = { pageId: string };

export function registerMenuRoutes(scope: FastifyInstance, db: Db): void {
  const preHandler = requireSiteEditor(db);

  scope.get(
    '/api/owner/site/menu',
    { preHandler },
    async (request): Promise<SiteMenu> => ({
      theme: await themeMenuLabels(db, sessionOf(request).accountId),
      entries: await listMenuEntries(db, sessionOf(request).accountId),
    }),
  );

  scope.post<{ Body: MenuEntryCreate }>(
    '/api/owner/site/menu',
    { preHandler, schema: { body: menuEntryCreateSchema } },
    async (request, reply) => {
      const pageId = request.body.page_id;
      const added = await addMenuEntry(db, sessionOf(request).accountId, request.body);
      if (added === 'no-page') throw errors.pageNotFound(String(pageId));
      if (added === 'exists') throw errors.menuEntryExists(pageId);
      return reply.code(201).send(added);
    },
  );

  scope.put<{ Params: Params; Body: MenuEntryUpdate }>(
    '/api/owner/site/menu/:pageId',
    { preHandler, schema: { params: menuEntryParamsSchema, body: menuEntryUpdateSchema } },
    async (request) => {
      const pageId = Number(request.params.pageId);
      const entry = await updateMenuEntry(db, sessionOf(request).accountId, pageId, request.body);
      if (!entry) throw errors.menuEntryNotFound(pageId);
      return entry;
    },
  );

  scope.delete<{ Params: Params }>(
    '/api/owner/site/menu/:pageId',
    { preHandler, schema: { params: menuEntryParamsSchema } },
    async (request, reply) => {
      const pageId = Number(request.params.pageId);
      if (!(await removeMenuEntry(db, sessionOf(request).accountId, pageId))) throw errors.menuEntryNotFound(pageId);
      return reply.code(204).send();
    },
  );
}

/**
 * The owner's pop-up routes: list, get, create, update (with the version it
 * was edited from), duplicate, switch on/off, delete, A/B variants, and an A/B test's winner.
 * Each write ends with `onPopupsChanged(accountId)` so the display cache
 * reloads the account on its next request.
 */

import { popupParamsSchema, toggleBodySchema } from '@beckon/owner-api';
import { type PopupInput, popupInputSchema, popupUpdateSchema } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { OwnerContext } from './owner-context.js';
import {
  countVariants,
  deletePopup,
  getPopup,
  insertPopup,
  listPopups,
  setActive,
  switchOffVariants,
  updatePopup,
} from './popup-repository.js';

/** An A/B test compares a few versions; more would each get too few views to tell anything. */
const MAX_VARIANTS = 10;

/** Owner saves carry a whole design document; far above the visitor routes' 32 KiB. */
const POPUP_BODY_LIMIT = 512 * 1024;

type Params = { poptinId: string };

/** Names stay within the schema's 200 characters when a prefix or suffix is added. */
function renamed(name: string, prefix: string, suffix: string): string {
  return `${prefix}${name}`.slice(0, 200 - suffix.length) + suffix;
}

export function registerPopupRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  const changed = (accountId: string) => ctx.onPopupsChanged(accountId);

  async function load(accountId: string, poptinId: string) {
    const popup = await getPopup(ctx.db, accountId, poptinId);
    if (!popup) throw errors.popupNotFound(poptinId);
    return popup;
  }

  scope.get('/api/owner/popups', async (request) => {
    return { popups: await listPopups(ctx.db, sessionOf(request).accountId) };
  });

  scope.get<{ Params: Params }>(
    '/api/owner/popups/:poptinId',
    { schema: { params: popupParamsSchema } },
    async (request) => {
      return load(sessionOf(request).accountId, request.params.poptinId);
    },
  );

  scope.post<{ Body: PopupInput }>(
    '/api/owner/popups',
    { schema: { body: popupInputSchema }, bodyLimit: POPUP_BODY_LIMIT },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const poptinId = await insertPopup(ctx.db, accountId, request.body);
      changed(accountId);
      return reply.code(201).send(await load(accountId, poptinId));
    },
  );

  scope.put<{ Params: Params; Body: { version: number; popup: PopupInput } }>(
    '/api/owner/popups/:poptinId',
    { schema: { params: popupParamsSchema, body: popupUpdateSchema }, bodyLimit: POPUP_BODY_LIMIT },
    async (request) => {
      const { accountId } = sessionOf(request);
      const { poptinId } = request.params;
      const outcome = await updatePopup(ctx.db, accountId, poptinId, request.body.version, request.body.popup);
      if (outcome === 'not_found') throw errors.popupNotFound(poptinId);
      if (outcome === 'conflict') throw errors.versionConflict(poptinId);
      changed(accountId);
      return load(accountId, poptinId);
    },
  );

  scope.post<{ Params: Params }>(
    '/api/owner/popups/:poptinId/duplicate',
    { schema: { params: popupParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const source = await load(accountId, request.params.poptinId);
      // A copy starts switched off, so it does not go live on the owner's site before they edit it.
      const copy = { ...source.popup, name: renamed(source.popup.name, 'Copy of ', ''), is_active: false };
      const poptinId = await insertPopup(ctx.db, accountId, copy);
      changed(accountId);
      return reply.code(201).send(await load(accountId, poptinId));
    },
  );

  scope.post<{ Params: Params; Body: { is_active: boolean } }>(
    '/api/owner/popups/:poptinId/toggle',
    { schema: { params: popupParamsSchema, body: toggleBodySchema } },
    async (request) => {
      const { accountId } = sessionOf(request);
      const { poptinId } = request.params;
      if (!(await setActive(ctx.db, accountId, poptinId, request.body.is_active))) throw errors.popupNotFound(poptinId);
      changed(accountId);
      return load(accountId, poptinId);
    },
  );

  scope.delete<{ Params: Params }>(
    '/api/owner/popups/:poptinId',
    { schema: { params: popupParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const { poptinId } = request.params;
      if (!(await deletePopup(ctx.db, accountId, poptinId))) throw errors.popupNotFound(poptinId);
      changed(accountId);
      return reply.code(204).send();
    },
  );

  scope.post<{ Params: Params }>(
    '/api/owner/popups/:poptinId/variants',
    { schema: { params: popupParamsSchema } },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const parent = await load(accountId, request.params.poptinId);
      if (parent.ab_test_parent_id !== null) throw errors.variantOfVariant();
      if ((await countVariants(ctx.db, accountId, parent.poptin_id)) >= MAX_VARIANTS)
        throw errors.tooManyVariants(MAX_VARIANTS);
      // Starts off: the test begins when the owner switches the variant on.
      const variant = { ...parent.popup, name: renamed(parent.popup.name, '', ' (variant)'), is_active: false };
      const poptinId = await insertPopup(ctx.db, accountId, variant, { abTestParentId: parent.poptin_id });
      changed(accountId);
      return reply.code(201).send(await load(accountId, poptinId));
    },
  );

  /**
   * Ends an A/B test with this member as its winner. The original keeps its id (and so its
   * statistics and embed places), takes the winner's content when a variant won, and stays on;
   * every variant is switched off, not deleted, so the owner can still read its results.
   */
  scope.post<{ Params: Params }>(
    '/api/owner/popups/:poptinId/winner',
    { schema: { params: popupParamsSchema } },
    async (request) => {
      const { accountId } = sessionOf(request);
      const winner = await load(accountId, request.params.poptinId);
      const parentId = winner.ab_test_parent_id ?? winner.poptin_id;
      if ((await countVariants(ctx.db, accountId, parentId)) === 0) throw errors.notInAbTest(winner.poptin_id);
      const parent = winner.ab_test_parent_id === null ? winner : await load(accountId, parentId);
      await ctx.db.transaction(async (tx) => {
        const content = winner === parent ? parent.popup : { ...winner.popup, name: parent.popup.name };
        const outcome = await updatePopup(tx, accountId, parentId, parent.version, { ...content, is_active: true });
        if (outcome === 'conflict') throw errors.versionConflict(parentId);
        await switchOffVariants(tx, accountId, parentId);
      });
      changed(accountId);
      return load(accountId, parentId);
    },
  );
}

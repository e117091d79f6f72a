/**
 * PUT /api/store-catalogue/wix/connection: the merchant's site app, signed with the account's catalogue import
 * key like the catalogue itself, sends its site id and a REST API key allowed to read carts, so the display
 * answer can carry the visitor's wix_cart_details (wix-carts.ts). The key is stored sealed; a new one
 * replaces the old; DELETE removes it. Without a SECRETS_KEY on the server, a 409.
 */
import type { Db } from '@beckon/db';
import { type WixConnection, wixConnectionSchema } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors.js';
import type { SecretBox } from '../../secret-box.js';
import { accountOfCatalogueKey } from './catalogue-keys.js';
import type { WixConnections } from './wix-connections.js';

export function registerWixConnectionRoutes(
  scope: FastifyInstance,
  db: Db,
  connections: WixConnections,
  box: SecretBox | null,
): void {
  const signed = async (request: { headers: { authorization?: string | undefined }; catalogueAccountId?: string }) => {
    const accountId = await accountOfCatalogueKey(db, request.headers.authorization);
    if (accountId === null) throw errors.catalogueKeyInvalid();
    request.catalogueAccountId = accountId;
  };
  scope.put<{ Body: WixConnection }>(
    '/api/store-catalogue/wix/connection',
    { schema: { body: wixConnectionSchema }, preValidation: signed },
    async (request, reply) => {
      if (!box) throw errors.integrationsNeedSecretsKey();
      await connections.save(
        request.catalogueAccountId as string,
        request.body.site_id,
        box.seal(request.body.api_key),
      );
      return reply.code(204).send();
    },
  );
  scope.delete('/api/store-catalogue/wix/connection', { preValidation: signed }, async (request, reply) => {
    await connections.remove(request.catalogueAccountId as string);
    return reply.code(204).send();
  });
}

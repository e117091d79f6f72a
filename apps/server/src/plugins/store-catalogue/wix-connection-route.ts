/**
 * PUT /api/store-catalogue/wix/connection: the merchant's site app, signed with the account's catalogue import
 * key like the catalogue itself, sends its site id and a REST API key allowed to read carts, so the display
 * answer can carry the visitor's wix_cart_details (wix-carts.ts). The key is stored sealed; a new one
 * replaces the old; DELETE removes it. Without a SECRETS_KEY on the server, a 409.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { errors } from '../../errors.js';
import type { SecretBox } from '../../secret-box.js';
import { accountOfCatalogueKey } from './catalogue-keys.js';

const wixConnectionSchema = z.strictObject({
  site_id: z
    .string()
    .max(36, { error: 'must be the site’s id, a GUID', abort: true })
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      'must be the site’s id, a GUID',
    ),
  api_key: z
    .string()
    .max(4000, { error: 'must be at most 4000 characters', abort: true })
    .regex(/^[\x21-\x7e]{20,}$/, 'must be the API key as Wix shows it (20 or more printable characters)'),
});
type WixConnection = z.infer<typeof wixConnectionSchema>;

export function registerWixConnectionRoutes(scope: FastifyInstance, db: Db, box: SecretBox | null): void {
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
      await db.query(
        `INSERT INTO store_wix_connections (account_id, site_id, api_key_sealed) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET site_id = EXCLUDED.site_id, api_key_sealed = EXCLUDED.api_key_sealed,
                                               created_at = now()`,
        [request.catalogueAccountId, request.body.site_id, box.seal(request.body.api_key)],
      );
      return reply.code(204).send();
    },
  );
  scope.delete('/api/store-catalogue/wix/connection', { preValidation: signed }, async (request, reply) => {
    await db.query('DELETE FROM store_wix_connections WHERE account_id = $1', [request.catalogueAccountId]);
    return reply.code(204).send();
  });
}

/**
 * How a catalogue reaches the service. PUT /api/store-catalogue/{platform} is the merchant's sync job's
 * endpoint: JSON (storeCatalogueImportSchema), signed with the account's import key as a Bearer token
 * (catalogue-keys.ts). The owner's dashboard uploads the same catalogue as CSV (catalogue-csv.ts) and makes
 * the key. Either way the whole catalogue of that platform is replaced in one transaction, or nothing is.
 */
import type { Db } from '@beckon/db';
import {
  type StoreCatalogueCsv,
  type StoreCatalogueImport,
  type StoreCatalogueImportAnswer,
  type StoreCatalogueKeyCreated,
  type StoreCatalogueSummary,
  storeCatalogueCsvSchema,
  storeCatalogueImportSchema,
  storePlatformParams,
} from '@beckon/owner-api';
import type { StorePlatform } from '@beckon/popup-schema';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { duplicateProducts, planCatalogueCsv } from './catalogue-csv.js';
import { accountOfCatalogueKey, catalogueKeyInfo, makeCatalogueKey } from './catalogue-keys.js';
import { catalogueSummary, replaceCatalogue } from './catalogue-repository.js';

/** 5,000 products with long descriptions. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

export function registerSignedImportRoute(scope: FastifyInstance, db: Db, catalogues: CatalogueCache): void {
  scope.put<{ Params: { platform: StorePlatform }; Body: StoreCatalogueImport }>(
    '/api/store-catalogue/:platform',
    {
      schema: { params: storePlatformParams, body: storeCatalogueImportSchema },
      bodyLimit: IMPORT_BODY_LIMIT,
      // The key is checked before the body is parsed and validated: nobody without it costs a parse.
      preValidation: async (request) => {
        const accountId = await accountOfCatalogueKey(db, request.headers.authorization);
        if (accountId === null) throw errors.catalogueKeyInvalid();
        request.catalogueAccountId = accountId;
      },
    },
    async (request): Promise<StoreCatalogueImportAnswer> => {
      const accountId = request.catalogueAccountId as string;
      const duplicates = duplicateProducts(request.body.products);
      if (duplicates.length > 0) throw errors.validation(duplicates.slice(0, 20).join('; '));
      await replaceCatalogue(db, accountId, request.params.platform, request.body);
      catalogues.invalidate(accountId);
      return { imported: request.body.products.length };
    },
  );
}

/** The owner's catalogue routes, mounted in the owner API (signed-in session, CSRF, roles). */
export function registerOwnerCatalogueRoutes(scope: FastifyInstance, db: Db, catalogues: CatalogueCache): void {
  scope.get('/api/owner/store-catalogue', async (request): Promise<StoreCatalogueSummary> => {
    const { accountId } = sessionOf(request);
    const [catalogues, key] = await Promise.all([catalogueSummary(db, accountId), catalogueKeyInfo(db, accountId)]);
    return { catalogues, key };
  });

  scope.post(
    '/api/owner/store-catalogue/key',
    { config: { ownerOnly: 'make the catalogue import key' } },
    async (request, reply) => {
      const made: StoreCatalogueKeyCreated = await makeCatalogueKey(db, sessionOf(request).accountId);
      return reply.code(201).send(made);
    },
  );

  scope.post<{ Params: { platform: StorePlatform }; Body: StoreCatalogueCsv }>(
    '/api/owner/store-catalogue/:platform/import',
    { schema: { params: storePlatformParams, body: storeCatalogueCsvSchema }, bodyLimit: 3 * 1024 * 1024 },
    async (request): Promise<StoreCatalogueImportAnswer> => {
      const { accountId } = sessionOf(request);
      const plan = planCatalogueCsv(request.body.csv);
      if (!plan.ok) throw errors.catalogueCsvRefused(plan.errors);
      await replaceCatalogue(db, accountId, request.params.platform, {
        currency: request.body.currency,
        products: plan.products,
      });
      catalogues.invalidate(accountId);
      return { imported: plan.products.length };
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The account the catalogue import key named (set before validation). */
    catalogueAccountId?: string;
  }
}

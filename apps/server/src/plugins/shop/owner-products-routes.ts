/**
 * The owner's Products screen's API, inside the owner
 * API behind its session, cross-site and CSRF guards: a page of products
 * (searched by name or slug), the shop's categories, one product, a new one,
 * its change (name, address, category, texts, published, its variants with
 * their prices and stock, its images) and its deletion. The shop's pages show
 * each at once. Every query takes the account from the session, so another
 * account's product answers 404 like a missing one.
 */
import type { Db } from '@beckon/db';
import {
  type ProductCreate,
  type ProductsImport,
  type ProductUpdate,
  productCreateSchema,
  productParamsSchema,
  productsImportSchema,
  productsQuerySchema,
  productUpdateSchema,
  type ShopCategoriesAnswer,
  type ShopProductAdmin,
  type ShopProductsAnswer,
  type ShopProductsImportAnswer,
} from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { sendCsvFile } from '../../http/csv-file.js';
import { catalogueChanged } from './catalogue-events.js';
import {
  adminProduct,
  createProduct,
  deleteProduct,
  listAdminProducts,
  listCategories,
  updateProduct,
} from './catalogue-repository.js';
import { productsCsv } from './products-csv.js';
import { planImport } from './products-import.js';
import { importProducts } from './products-import-repository.js';

const PAGE_SIZE = 25;
/** A small business's catalogue stays far below this; the cap keeps one download's memory bounded. */
const CSV_MAX_PRODUCTS = 5_000;

type Params = z.infer<typeof productParamsSchema>;

export function registerShopProductRoutes(scope: FastifyInstance, db: Db): void {
  scope.get<{ Querystring: z.infer<typeof productsQuerySchema> }>(
    '/api/owner/shop/products',
    { schema: { querystring: productsQuerySchema } },
    async (request): Promise<ShopProductsAnswer> => {
      const page = Number(request.query.page ?? 1);
      const search = request.query.q?.trim() ?? '';
      const { products, total } = await listAdminProducts(
        db,
        sessionOf(request).accountId,
        search,
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
      );
      return { products, total, page, page_size: PAGE_SIZE };
    },
  );

  scope.get('/api/owner/shop/products.csv', async (request, reply) => {
    const { products } = await listAdminProducts(db, sessionOf(request).accountId, '', 0, CSV_MAX_PRODUCTS);
    return sendCsvFile(reply, 'products', productsCsv(products));
  });

  // The export's columns back in: every row checked, then all stored in one transaction or none.
  scope.post<{ Body: ProductsImport }>(
    '/api/owner/shop/products/import',
    { schema: { body: productsImportSchema }, bodyLimit: 2 * 1024 * 1024 },
    async (request): Promise<ShopProductsImportAnswer> => {
      const accountId = sessionOf(request).accountId;
      const plan = planImport(request.body.csv);
      if (!plan.ok) throw errors.productsCsvRefused(plan.errors);
      const result = await importProducts(db, accountId, plan.products);
      if (!result.ok) throw errors.productsCsvRefused([result.error]);
      catalogueChanged(db, accountId);
      return { created: result.created, updated: result.updated };
    },
  );

  scope.get('/api/owner/shop/categories', async (request): Promise<ShopCategoriesAnswer> => {
    return { categories: await listCategories(db, sessionOf(request).accountId) };
  });

  scope.post<{ Body: ProductCreate }>(
    '/api/owner/shop/products',
    { schema: { body: productCreateSchema } },
    async (request, reply): Promise<ShopProductAdmin> => {
      const accountId = sessionOf(request).accountId;
      const created = await createProduct(db, accountId, request.body);
      if (!created.ok && created.reason === 'sku-taken') throw errors.skuTaken(created.sku);
      if (!created.ok) throw errors.productSlugTaken(created.slug);
      catalogueChanged(db, accountId);
      const product = await adminProduct(db, accountId, created.productId);
      if (!product) throw errors.productNotFound(String(created.productId));
      reply.code(201);
      return product;
    },
  );

  scope.get<{ Params: Params }>(
    '/api/owner/shop/products/:productId',
    { schema: { params: productParamsSchema } },
    async (request): Promise<ShopProductAdmin> => {
      const product = await adminProduct(db, sessionOf(request).accountId, Number(request.params.productId));
      if (!product) throw errors.productNotFound(request.params.productId);
      return product;
    },
  );

  scope.put<{ Params: Params; Body: ProductUpdate }>(
    '/api/owner/shop/products/:productId',
    { schema: { params: productParamsSchema, body: productUpdateSchema } },
    async (request): Promise<ShopProductAdmin> => {
      const accountId = sessionOf(request).accountId;
      const productId = Number(request.params.productId);
      const change = await updateProduct(db, accountId, productId, request.body);
      if (!change.ok && change.reason === 'not-found') throw errors.productNotFound(request.params.productId);
      if (!change.ok && change.reason === 'no-variant')
        throw errors.variantNotInProduct(
          (request.body.variants ?? []).findIndex((v) => v.id === change.variantId),
          change.variantId,
          productId,
        );
      if (!change.ok && change.reason === 'slug-taken') throw errors.productSlugTaken(change.slug);
      if (!change.ok && change.reason === 'sku-taken') throw errors.skuTaken(change.sku);
      catalogueChanged(db, accountId);
      const product = await adminProduct(db, accountId, productId);
      if (!product) throw errors.productNotFound(request.params.productId);
      return product;
    },
  );
  scope.delete<{ Params: Params }>(
    '/api/owner/shop/products/:productId',
    { schema: { params: productParamsSchema } },
    async (request, reply) => {
      const accountId = sessionOf(request).accountId;
      if (!(await deleteProduct(db, accountId, Number(request.params.productId))))
        throw errors.productNotFound(request.params.productId);
      catalogueChanged(db, accountId);
      return reply.code(204).send();
    },
  );
}

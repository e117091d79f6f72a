/**
 * The owner's Coupons screen's API, inside the owner
 * API behind its session, cross-site and CSRF guards: the account's coupons,
 * a new one, its edit (terms and the enabled switch), and its deletion. They are the shop_coupons rows the cart's
 * coupon form (/carrito/cupon) applies; codes are kept lowercased, as the
 * cart compares them. Another account's coupon answers 404 like a missing one.
 */
import type { Db } from '@beckon/db';
import {
  type CouponCreate,
  type CouponUpdate,
  couponCreateSchema,
  couponParamsSchema,
  couponUpdateSchema,
  type ShopCouponAdmin,
  type ShopCouponsAnswer,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupon-repository.js';
import { normaliseCouponCode } from './coupons.js';

export function registerShopCouponRoutes(scope: FastifyInstance, db: Db): void {
  scope.get('/api/owner/shop/coupons', async (request): Promise<ShopCouponsAnswer> => {
    return { coupons: await listCoupons(db, sessionOf(request).accountId) };
  });

  scope.post<{ Body: CouponCreate }>(
    '/api/owner/shop/coupons',
    { schema: { body: couponCreateSchema } },
    async (request, reply: FastifyReply): Promise<ShopCouponAdmin> => {
      const body = request.body;
      const expiresAt = body.expires_at === null ? null : new Date(body.expires_at);
      if (expiresAt !== null && expiresAt.getTime() <= Date.now()) throw errors.couponExpiryPast();
      const code = normaliseCouponCode(body.code);
      const { accountId, ownerId } = sessionOf(request);
      const created = await createCoupon(
        db,
        accountId,
        {
          code,
          kind: body.kind,
          amount: body.amount,
          min_subtotal_cents: body.min_subtotal_cents ?? 0,
          expires_at: expiresAt === null ? null : expiresAt.toISOString(),
          usage_limit: body.usage_limit,
          usage_limit_per_customer: body.usage_limit_per_customer ?? null,
          free_shipping: body.free_shipping ?? false,
        },
        ownerId,
      );
      if (!created) throw errors.couponExists(code);
      reply.code(201);
      return created;
    },
  );

  scope.put<{ Params: z.infer<typeof couponParamsSchema>; Body: CouponUpdate }>(
    '/api/owner/shop/coupons/:code',
    { schema: { params: couponParamsSchema, body: couponUpdateSchema } },
    async (request): Promise<ShopCouponAdmin> => {
      const accountId = sessionOf(request).accountId;
      const code = normaliseCouponCode(request.params.code);
      const body = request.body;
      const expiresAt = body.expires_at === null ? null : new Date(body.expires_at).toISOString();
      // A past expiry is refused only when it is a change: an already expired coupon stays editable.
      const current = (await listCoupons(db, accountId)).find((c) => c.code === code);
      if (!current) throw errors.couponNotFound(code);
      if (expiresAt !== null && expiresAt !== current.expires_at && Date.parse(expiresAt) <= Date.now())
        throw errors.couponExpiryPast();
      const updated = await updateCoupon(db, accountId, {
        code,
        kind: body.kind,
        amount: body.amount,
        min_subtotal_cents: body.min_subtotal_cents ?? 0,
        expires_at: expiresAt,
        usage_limit: body.usage_limit,
        usage_limit_per_customer: body.usage_limit_per_customer ?? null,
        enabled: body.enabled,
        free_shipping: body.free_shipping ?? false,
      });
      if (!updated) throw errors.couponNotFound(code);
      return updated;
    },
  );

  scope.delete<{ Params: z.infer<typeof couponParamsSchema> }>(
    '/api/owner/shop/coupons/:code',
    { schema: { params: couponParamsSchema } },
    async (request, reply) => {
      const code = normaliseCouponCode(request.params.code);
      if (!(await deleteCoupon(db, sessionOf(request).accountId, code))) throw errors.couponNotFound(code);
      return reply.code(204).send();
    },
  );
}

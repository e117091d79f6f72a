/**
 * The owner's Coupons screen's API (issue 12, "Owner side"), inside the owner
 * API behind its session, cross-site and CSRF guards: the account's coupons,
 * a new one, and its deletion. They are the shop_coupons rows the cart's
 * coupon form (/carrito/cupon) applies; codes are kept lowercased, as the
 * cart compares them. Another account's coupon answers 404 like a missing one.
 */
import {
  type CouponCreate,
  couponCreateSchema,
  couponParamsSchema,
  type ShopCouponAdmin,
  type ShopCouponsAnswer,
} from '@beckon/owner-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as z from 'zod';
import { errors } from '../../errors.js';
import { type OwnerContext, sessionOf } from '../owner/owner-context.js';
import { createCoupon, deleteCoupon, listCoupons } from './coupon-repository.js';
import { normaliseCouponCode } from './coupons.js';

export function registerShopCouponRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/shop/coupons', async (request): Promise<ShopCouponsAnswer> => {
    return { coupons: await listCoupons(ctx.db, sessionOf(request).accountId) };
  });

  scope.post<{ Body: CouponCreate }>(
    '/api/owner/shop/coupons',
    { schema: { body: couponCreateSchema } },
    async (request, reply: FastifyReply): Promise<ShopCouponAdmin> => {
      const body = request.body;
      const expiresAt = body.expires_at === null ? null : new Date(body.expires_at);
      if (expiresAt !== null && expiresAt.getTime() <= Date.now()) throw errors.couponExpiryPast();
      const code = normaliseCouponCode(body.code);
      const created = await createCoupon(ctx.db, sessionOf(request).accountId, {
        code,
        kind: body.kind,
        amount: body.amount,
        min_subtotal_cents: body.min_subtotal_cents ?? 0,
        expires_at: expiresAt === null ? null : expiresAt.toISOString(),
        usage_limit: body.usage_limit,
      });
      if (!created) throw errors.couponExists(code);
      reply.code(201);
      return created;
    },
  );

  scope.delete<{ Params: z.infer<typeof couponParamsSchema> }>(
    '/api/owner/shop/coupons/:code',
    { schema: { params: couponParamsSchema } },
    async (request, reply) => {
      const code = normaliseCouponCode(request.params.code);
      if (!(await deleteCoupon(ctx.db, sessionOf(request).accountId, code))) throw errors.couponNotFound(code);
      return reply.code(204).send();
    },
  );
}

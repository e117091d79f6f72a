/**
 * zod schemas of the shop's routes (strings only: form bodies and queries).
 * Lengths are checked before patterns. What a person typed in the checkout
 * form is checked again by checkout-form.ts, which answers in Spanish on the
 * form; these schemas refuse a wrong value in a field our forms have.
 *
 * The visitor's cart and checkout forms drop fields they do not have instead
 * of refusing them, as WooCommerce does (a price or total sent by the
 * client is ignored, never read): zod's plain objects strip unknown keys.
 * Everything else here, and every owner API, stays strict.
 */
import * as z from 'zod';
import { CHECKOUT_FIELDS, MAX_LENGTHS } from './checkout-form.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z
  .string()
  .max(9)
  .regex(/^[1-9]\d{0,8}$/, 'must be a number from 1');
const csrf = z.string().max(64);
const quantity = z
  .string()
  .max(3)
  .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 999');

export const productParams = z
  .object({ slug: z.string().max(100).regex(SLUG, 'must be lowercase words joined by dashes') })
  .strict();

/** Shop pages tolerate any query (campaign tags); only `anadido` (just added) means something. */
export const productQuery = z.looseObject({ anadido: id.optional() });
/** The catalogue's product search: /tienda/?s=… as WooCommerce's product search sends it. */
export const catalogueQuery = z.looseObject({ s: z.string().max(100).optional() });

export const NOTICES = {
  actualizado: 'Carrito actualizado.',
  eliminado: 'Producto eliminado del carrito.',
  'cupon-aplicado': 'Cupón aplicado correctamente.',
  'cupon-quitado': 'El cupón se ha quitado.',
  envio: 'Totales de envío actualizados.',
} as const;
export type NoticeKey = keyof typeof NOTICES;

export const cartQuery = z.looseObject({
  aviso: z.enum(Object.keys(NOTICES) as [NoticeKey, ...NoticeKey[]]).optional(),
});

export const addBody = z.object({ _csrf: csrf.optional(), variante: id, cantidad: quantity });
export const removeBody = z.object({ _csrf: csrf, variante: id });
export const couponBody = z.object({ _csrf: csrf, cupon: z.string().min(1).max(50) });
export const csrfOnlyBody = z.object({ _csrf: csrf });

const quantityField = z
  .string()
  .max(18)
  .regex(/^cantidad-[1-9]\d{0,8}$/);

/**
 * `_csrf` and one `cantidad-{variant}` per line. zod cannot strip a record's other keys: a loose record
 * passes them through unread (the route reads only `cantidad-{variant}` of the cart's own lines).
 */
export const updateBody = z.object({ _csrf: csrf }).and(z.looseRecord(quantityField, quantity));

export const checkoutBody = z.object({
  _csrf: csrf,
  ...Object.fromEntries(
    CHECKOUT_FIELDS.map((f) => [
      f,
      f === 'pago' || f === 'envio' ? z.string().max(MAX_LENGTHS[f]).default('') : z.string().max(MAX_LENGTHS[f] * 2),
    ]),
  ),
});

export const orderParams = z.object({ numero: id }).strict();
/** A refund's corrective invoice: the order's number and the refund's. */
export const correctiveParams = z.object({ numero: id, reembolso: id }).strict();
export const orderQuery = z
  .object({
    clave: z
      .string()
      .max(22)
      .regex(/^[A-Za-z0-9_-]{22}$/, 'must be the key in the confirmation address'),
  })
  .strict();

/** The cart's shipping form: the calculator's postcode (empty: forget it) and the method chosen, both optional. */
export const cartShippingBody = z.object({
  _csrf: csrf,
  codigo_postal: z.string().max(10).optional(),
  envio: z.string().max(40).optional(),
});

/** An owner POST that carries nothing: no body, or an empty JSON object. */
export const emptyBody = z.strictObject({}).optional();

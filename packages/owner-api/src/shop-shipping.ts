/**
 * The shop's shipping in the owner API (/api/owner/shop/shipping), as WooCommerce's defaults: shipping
 * zones matched in the owner's order by region (Spain or one of its provinces) and postcode, "Resto del
 * mundo" for every address no zone covers, each zone with its methods (Precio fijo, Envío gratuito,
 * Recogida local), and the shipping classes a flat rate can charge for. Costs are integer cents entered
 * without IVA, as WooCommerce enters them.
 */
import * as z from 'zod';

/** Spain's provinces: WooCommerce's state codes, Spanish names and the first two digits of their postcodes. */
export const SPAIN_PROVINCES: readonly { code: string; name: string; postcodePrefix: string }[] = [
  { code: 'VI', name: 'Araba/Álava', postcodePrefix: '01' },
  { code: 'AB', name: 'Albacete', postcodePrefix: '02' },
  { code: 'A', name: 'Alicante', postcodePrefix: '03' },
  { code: 'AL', name: 'Almería', postcodePrefix: '04' },
  { code: 'AV', name: 'Ávila', postcodePrefix: '05' },
  { code: 'BA', name: 'Badajoz', postcodePrefix: '06' },
  { code: 'PM', name: 'Baleares', postcodePrefix: '07' },
  { code: 'B', name: 'Barcelona', postcodePrefix: '08' },
  { code: 'BU', name: 'Burgos', postcodePrefix: '09' },
  { code: 'CC', name: 'Cáceres', postcodePrefix: '10' },
  { code: 'CA', name: 'Cádiz', postcodePrefix: '11' },
  { code: 'CS', name: 'Castellón', postcodePrefix: '12' },
  { code: 'CR', name: 'Ciudad Real', postcodePrefix: '13' },
  { code: 'CO', name: 'Córdoba', postcodePrefix: '14' },
  { code: 'C', name: 'A Coruña', postcodePrefix: '15' },
  { code: 'CU', name: 'Cuenca', postcodePrefix: '16' },
  { code: 'GI', name: 'Girona', postcodePrefix: '17' },
  { code: 'GR', name: 'Granada', postcodePrefix: '18' },
  { code: 'GU', name: 'Guadalajara', postcodePrefix: '19' },
  { code: 'SS', name: 'Gipuzkoa', postcodePrefix: '20' },
  { code: 'H', name: 'Huelva', postcodePrefix: '21' },
  { code: 'HU', name: 'Huesca', postcodePrefix: '22' },
  { code: 'J', name: 'Jaén', postcodePrefix: '23' },
  { code: 'LE', name: 'León', postcodePrefix: '24' },
  { code: 'L', name: 'Lleida', postcodePrefix: '25' },
  { code: 'LO', name: 'La Rioja', postcodePrefix: '26' },
  { code: 'LU', name: 'Lugo', postcodePrefix: '27' },
  { code: 'M', name: 'Madrid', postcodePrefix: '28' },
  { code: 'MA', name: 'Málaga', postcodePrefix: '29' },
  { code: 'MU', name: 'Murcia', postcodePrefix: '30' },
  { code: 'NA', name: 'Navarra', postcodePrefix: '31' },
  { code: 'OR', name: 'Ourense', postcodePrefix: '32' },
  { code: 'O', name: 'Asturias', postcodePrefix: '33' },
  { code: 'P', name: 'Palencia', postcodePrefix: '34' },
  { code: 'GC', name: 'Las Palmas', postcodePrefix: '35' },
  { code: 'PO', name: 'Pontevedra', postcodePrefix: '36' },
  { code: 'SA', name: 'Salamanca', postcodePrefix: '37' },
  { code: 'TF', name: 'Santa Cruz de Tenerife', postcodePrefix: '38' },
  { code: 'S', name: 'Cantabria', postcodePrefix: '39' },
  { code: 'SG', name: 'Segovia', postcodePrefix: '40' },
  { code: 'SE', name: 'Sevilla', postcodePrefix: '41' },
  { code: 'SO', name: 'Soria', postcodePrefix: '42' },
  { code: 'T', name: 'Tarragona', postcodePrefix: '43' },
  { code: 'TE', name: 'Teruel', postcodePrefix: '44' },
  { code: 'TO', name: 'Toledo', postcodePrefix: '45' },
  { code: 'V', name: 'Valencia', postcodePrefix: '46' },
  { code: 'VA', name: 'Valladolid', postcodePrefix: '47' },
  { code: 'BI', name: 'Bizkaia', postcodePrefix: '48' },
  { code: 'ZA', name: 'Zamora', postcodePrefix: '49' },
  { code: 'Z', name: 'Zaragoza', postcodePrefix: '50' },
  { code: 'CE', name: 'Ceuta', postcodePrefix: '51' },
  { code: 'ML', name: 'Melilla', postcodePrefix: '52' },
];

/** A zone region: "ES" (all of Spain) or "ES:M" (a province), WooCommerce's location codes. */
export const SHIPPING_REGIONS: readonly string[] = ['ES', ...SPAIN_PROVINCES.map((p) => `ES:${p.code}`)];

/** The most a shipping cost may be: 10.000 € in cents. */
const MAX_COST_CENTS = 1_000_000;
const cents = z
  .number({ error: 'must be a whole number of cents' })
  .int('must be a whole number of cents')
  .min(0, 'must be at least 0')
  .max(MAX_COST_CENTS, 'must be at most 1000000 (10 000 €)');
const methodId = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(999_999, 'must be at most 999999');
const title = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'must not contain control characters');

/** A shipping class's id: lowercase words joined by dashes (WooCommerce's class slug). */
export const shippingClassIdSchema = z
  .string({ error: 'must be text' })
  .max(40, 'must be at most 40 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by dashes');

const flatRate = z.strictObject({
  id: methodId,
  kind: z.literal('flat_rate'),
  enabled: z.boolean({ error: 'must be true or false' }),
  title,
  /** Per order, before any class costs. */
  cost_cents: cents,
  /** WooCommerce's "Estado del impuesto": taxable adds IVA at the cart's shipping rate. */
  taxable: z.boolean({ error: 'must be true or false' }),
  /** The cost of each shipping class in the cart (class id → cents); a class left out costs nothing. */
  class_costs: z.record(shippingClassIdSchema, cents).refine((r) => Object.keys(r).length <= 20, {
    message: 'must have at most 20 classes',
  }),
  /** The cost of the cart's products without a class. */
  no_class_cost_cents: cents,
  /** per_class: every class in the cart is charged; per_order: only the most expensive one. */
  calculation: z.enum(['per_class', 'per_order'], { error: 'must be "per_class" or "per_order"' }),
});

/** WooCommerce's "Envío gratuito requiere…". */
export const FREE_SHIPPING_REQUIRES = ['none', 'coupon', 'min_amount', 'either', 'both'] as const;
export type FreeShippingRequires = (typeof FREE_SHIPPING_REQUIRES)[number];

const freeShipping = z.strictObject({
  id: methodId,
  kind: z.literal('free_shipping'),
  enabled: z.boolean({ error: 'must be true or false' }),
  title,
  requires: z.enum(FREE_SHIPPING_REQUIRES, {
    error: 'must be "none", "coupon", "min_amount", "either" or "both"',
  }),
  /** The cart's products with IVA, after the coupon unless `ignore_discounts`. */
  min_amount_cents: cents,
  ignore_discounts: z.boolean({ error: 'must be true or false' }),
});

const localPickup = z.strictObject({
  id: methodId,
  kind: z.literal('local_pickup'),
  enabled: z.boolean({ error: 'must be true or false' }),
  title,
  cost_cents: cents,
  taxable: z.boolean({ error: 'must be true or false' }),
});

export const shippingMethodSchema = z.discriminatedUnion('kind', [flatRate, freeShipping, localPickup], {
  error: 'must be a flat_rate, free_shipping or local_pickup method',
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export type ShippingMethodKind = ShippingMethod['kind'];

const methods = z.array(shippingMethodSchema).max(10, 'must have at most 10 methods');

const zone = z.strictObject({
  id: methodId,
  name: title,
  /** At least one, as WooCommerce's zone regions. */
  regions: z
    .array(
      z
        .string()
        .max(6)
        .refine((r) => SHIPPING_REGIONS.includes(r), 'must be "ES" or "ES:" and a province code'),
    )
    .min(1, 'must have at least one region')
    .max(60, 'must have at most 60 regions'),
  /** Limits the zone to these postcodes: exact, "28*" (starts with) or "28000...28999" (a range). */
  postcodes: z
    .array(
      z
        .string()
        .max(20, 'must be at most 20 characters')
        .regex(/^(\d{1,5}\*?|\d{5}\.\.\.\d{5})$/, 'must be a postcode, "28*" or "28000...28999"'),
    )
    .max(200, 'must have at most 200 postcodes'),
  methods,
});
export type ShippingZone = z.infer<typeof zone>;

export const shopShippingSchema = z
  .strictObject({
    classes: z
      .array(z.strictObject({ id: shippingClassIdSchema, name: title }))
      .max(20, 'must have at most 20 shipping classes'),
    /** Matched in this order: the first whose regions and postcodes cover the address. */
    zones: z.array(zone).max(50, 'must have at most 50 zones'),
    /** "Resto del mundo": the methods for addresses no zone covers. */
    rest_of_world: methods,
  })
  .superRefine((s, ctx) => {
    const ids = [...s.zones.flatMap((z) => z.methods), ...s.rest_of_world].map((m) => m.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['zones'], message: 'method ids must be unique' });
    const zoneIds = s.zones.map((z) => z.id);
    if (new Set(zoneIds).size !== zoneIds.length)
      ctx.addIssue({ code: 'custom', path: ['zones'], message: 'zone ids must be unique' });
    const classIds = s.classes.map((c) => c.id);
    if (new Set(classIds).size !== classIds.length)
      ctx.addIssue({ code: 'custom', path: ['classes'], message: 'shipping class ids must be unique' });
  });
export type ShopShipping = z.infer<typeof shopShippingSchema>;

/** A shop that never set up shipping: no zones, so the cart shows no shipping row (WooCommerce with shipping off). */
export const EMPTY_SHOP_SHIPPING: ShopShipping = { classes: [], zones: [], rest_of_world: [] };

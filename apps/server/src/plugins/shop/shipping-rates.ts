/**
 * Which shipping methods a cart can use, and at what cost: pure, in integer cents, as WooCommerce does by
 * default. The first zone (in the owner's order) whose regions and postcodes cover the address is the
 * cart's; an address no zone covers gets "Resto del mundo". A flat rate is its cost per order plus its
 * shipping class costs (every class in the cart, or only the dearest); free shipping may require a
 * minimum amount and/or a coupon that grants it; local pickup costs what the owner set.
 */
import { type ShippingMethod, type ShippingZone, type ShopShipping, SPAIN_PROVINCES } from '@beckon/owner-api';

/** Where the order goes. The checkout sells to Spain only; `postcode` is null before the visitor gives one. */
export interface Destination {
  country: string;
  postcode: string | null;
}

/** A method the cart can choose, priced. `costCents` excludes IVA (shipping costs are entered without it). */
export interface ShippingRate {
  /** WooCommerce's rate id: the method's kind and id, e.g. "flat_rate:3". */
  id: string;
  kind: ShippingMethod['kind'];
  title: string;
  costCents: number;
  taxable: boolean;
}

export interface ShippingCart {
  /** Each line's shipping class id (null: none) and quantity. */
  lines: readonly { shippingClass: string | null; quantity: number }[];
  /** The products with IVA after the coupon, and before it (free shipping's minimum amount). */
  itemsAfterDiscountCents: number;
  itemsBeforeDiscountCents: number;
  /** The cart's coupon grants free shipping. */
  couponGrantsFreeShipping: boolean;
}

/** Whether the shop charges for shipping at all: without zones or "Resto del mundo" methods it does not. */
export function shippingInUse(s: ShopShipping): boolean {
  return s.zones.length > 0 || s.rest_of_world.length > 0;
}

/** The province code of a Spanish postcode (its first two digits), or null. */
export function provinceOfPostcode(postcode: string): string | null {
  const prefix = postcode.slice(0, 2);
  return SPAIN_PROVINCES.find((p) => p.postcodePrefix === prefix)?.code ?? null;
}

/** Whether `postcode` fits `pattern`: exact, "28*" (a prefix) or "28000...28999" (a numeric range). */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const pc = postcode.replace(/\s+/g, '').toUpperCase();
  const range = /^(\d+)\.\.\.(\d+)$/.exec(pattern);
  if (range) {
    if (!/^\d+$/.test(pc)) return false;
    const n = Number(pc);
    return n >= Number(range[1]) && n <= Number(range[2]);
  }
  if (pattern.endsWith('*')) return pc.startsWith(pattern.slice(0, -1));
  return pc === pattern;
}

function zoneCovers(zone: ShippingZone, to: Destination): boolean {
  const province = to.postcode === null ? null : provinceOfPostcode(to.postcode);
  const inRegion = zone.regions.some(
    (r) => r === to.country || (province !== null && r === `${to.country}:${province}`),
  );
  if (!inRegion) return false;
  if (zone.postcodes.length === 0) return true;
  const pc = to.postcode;
  return pc !== null && zone.postcodes.some((p) => postcodeMatches(p, pc));
}

/** The zone of `to`: the first that covers it, or null for "Resto del mundo". */
export function zoneFor(s: ShopShipping, to: Destination): ShippingZone | null {
  return s.zones.find((z) => zoneCovers(z, to)) ?? null;
}

function flatRateCost(m: Extract<ShippingMethod, { kind: 'flat_rate' }>, cart: ShippingCart): number {
  const classes = new Set(cart.lines.filter((l) => l.quantity > 0).map((l) => l.shippingClass));
  const costs = [...classes].map((c) => (c === null ? m.no_class_cost_cents : (m.class_costs[c] ?? 0)));
  const classCost =
    costs.length === 0 ? 0 : m.calculation === 'per_class' ? costs.reduce((a, b) => a + b, 0) : Math.max(...costs);
  return m.cost_cents + classCost;
}

function freeShippingAvailable(m: Extract<ShippingMethod, { kind: 'free_shipping' }>, cart: ShippingCart): boolean {
  const amount = m.ignore_discounts ? cart.itemsBeforeDiscountCents : cart.itemsAfterDiscountCents;
  const hasAmount = amount >= m.min_amount_cents;
  const hasCoupon = cart.couponGrantsFreeShipping;
  switch (m.requires) {
    case 'none':
      return true;
    case 'coupon':
      return hasCoupon;
    case 'min_amount':
      return hasAmount;
    case 'either':
      return hasAmount || hasCoupon;
    case 'both':
      return hasAmount && hasCoupon;
  }
}

/** The methods the cart can use at `to`, in the zone's order, priced; disabled ones and unmet free shipping left out. */
export function shippingRates(s: ShopShipping, to: Destination, cart: ShippingCart): ShippingRate[] {
  const methods = zoneFor(s, to)?.methods ?? s.rest_of_world;
  const rates: ShippingRate[] = [];
  for (const m of methods) {
    if (!m.enabled) continue;
    const id = `${m.kind}:${m.id}`;
    if (m.kind === 'flat_rate')
      rates.push({ id, kind: m.kind, title: m.title, costCents: flatRateCost(m, cart), taxable: m.taxable });
    else if (m.kind === 'local_pickup')
      rates.push({ id, kind: m.kind, title: m.title, costCents: m.cost_cents, taxable: m.taxable });
    else if (freeShippingAvailable(m, cart))
      rates.push({ id, kind: m.kind, title: m.title, costCents: 0, taxable: false });
  }
  return rates;
}

/** The rate the cart uses: the one chosen, while it is still offered, else the first (WooCommerce's default). */
export function chosenRate(rates: readonly ShippingRate[], chosenId: string | null): ShippingRate | null {
  return rates.find((r) => r.id === chosenId) ?? rates[0] ?? null;
}

/**
 * The IVA rate of shipping, WooCommerce's "shipping tax class based on cart items": the standard class's
 * rate when any line has it, else the reduced one's, else the super-reduced one's.
 */
export function shippingTaxRateBp(lines: readonly { taxClass: string; taxRateBp: number }[]): number {
  for (const c of ['standard', 'reduced', 'super-reduced']) {
    const line = lines.find((l) => l.taxClass === c);
    if (line) return line.taxRateBp;
  }
  return 0;
}

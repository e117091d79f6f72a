/**
 * The Shipping screen's draft, pure: the shop's shipping as the form holds it (amounts as typed text)
 * and back to the owner API's document, checked with the server's own schema. A method's or zone's id
 * is the next free number, so saved ids (the carts' chosen methods) never change.
 */
import { type ShippingMethod, type ShippingMethodKind, type ShopShipping, shopShippingSchema } from '@beckon/owner-api';
import { hundredthsText, parseHundredths } from './amounts.js';

/** A method with its amounts as typed: cents fields become text fields. */
export type MethodDraft =
  | (Omit<Extract<ShippingMethod, { kind: 'flat_rate' }>, 'cost_cents' | 'class_costs' | 'no_class_cost_cents'> & {
      cost: string;
      classCosts: Record<string, string>;
      noClassCost: string;
    })
  | (Omit<Extract<ShippingMethod, { kind: 'free_shipping' }>, 'min_amount_cents'> & { minAmount: string })
  | (Omit<Extract<ShippingMethod, { kind: 'local_pickup' }>, 'cost_cents'> & { cost: string });

export interface ZoneDraft {
  id: number;
  name: string;
  regions: string[];
  /** One per line. */
  postcodes: string;
  methods: MethodDraft[];
}

export interface ShippingDraft {
  classes: { id: string; name: string }[];
  zones: ZoneDraft[];
  restOfWorld: MethodDraft[];
}

/** The title customers read, in Spanish, as WooCommerce names its methods. */
const SPANISH_TITLES: Record<ShippingMethodKind, string> = {
  flat_rate: 'Precio fijo',
  free_shipping: 'Envío gratuito',
  local_pickup: 'Recogida local',
};

function methodDraft(m: ShippingMethod): MethodDraft {
  switch (m.kind) {
    case 'flat_rate': {
      const { cost_cents, class_costs, no_class_cost_cents, ...rest } = m;
      return {
        ...rest,
        cost: hundredthsText(cost_cents),
        classCosts: Object.fromEntries(Object.entries(class_costs).map(([k, v]) => [k, hundredthsText(v)])),
        noClassCost: hundredthsText(no_class_cost_cents),
      };
    }
    case 'free_shipping': {
      const { min_amount_cents, ...rest } = m;
      return { ...rest, minAmount: hundredthsText(min_amount_cents) };
    }
    case 'local_pickup': {
      const { cost_cents, ...rest } = m;
      return { ...rest, cost: hundredthsText(cost_cents) };
    }
  }
}

export function draftOf(s: ShopShipping): ShippingDraft {
  return {
    classes: s.classes.map((c) => ({ ...c })),
    zones: s.zones.map((z) => ({ ...z, postcodes: z.postcodes.join('\n'), methods: z.methods.map(methodDraft) })),
    restOfWorld: s.rest_of_world.map(methodDraft),
  };
}

/** An amount as typed, or NaN (the schema then refuses it with its own words). */
const cents = (text: string) => (text.trim() === '' ? 0 : (parseHundredths(text) ?? Number.NaN));

function methodOf(m: MethodDraft): ShippingMethod {
  switch (m.kind) {
    case 'flat_rate': {
      const { cost, classCosts, noClassCost, ...rest } = m;
      return {
        ...rest,
        cost_cents: cents(cost),
        class_costs: Object.fromEntries(
          Object.entries(classCosts)
            .filter(([, v]) => v.trim() !== '')
            .map(([k, v]) => [k, cents(v)]),
        ),
        no_class_cost_cents: cents(noClassCost),
      };
    }
    case 'free_shipping': {
      const { minAmount, ...rest } = m;
      return { ...rest, min_amount_cents: cents(minAmount) };
    }
    case 'local_pickup': {
      const { cost, ...rest } = m;
      return { ...rest, cost_cents: cents(cost) };
    }
  }
}

/** The document to save, or the first reason the server's schema gives for refusing it. */
export function shippingOf(d: ShippingDraft): { ok: true; shipping: ShopShipping } | { ok: false; message: string } {
  const parsed = shopShippingSchema.safeParse({
    classes: d.classes,
    zones: d.zones.map((z) => ({
      id: z.id,
      name: z.name,
      regions: z.regions,
      postcodes: z.postcodes
        .split(/[\n,]/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      methods: z.methods.map(methodOf),
    })),
    rest_of_world: d.restOfWorld.map(methodOf),
  });
  if (parsed.success) return { ok: true, shipping: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not valid'}` };
}

/** The next id above every method's (or zone's) id in the draft. */
export function nextMethodId(d: ShippingDraft): number {
  const ids = [...d.zones.flatMap((z) => z.methods), ...d.restOfWorld].map((m) => m.id);
  return Math.max(0, ...ids) + 1;
}

export function nextZoneId(d: ShippingDraft): number {
  return Math.max(0, ...d.zones.map((z) => z.id)) + 1;
}

/** A new method of `kind` with WooCommerce's defaults and its Spanish title. */
export function newMethod(kind: ShippingMethodKind, id: number): MethodDraft {
  const title = SPANISH_TITLES[kind];
  switch (kind) {
    case 'flat_rate':
      return {
        id,
        kind,
        enabled: true,
        title,
        cost: '0.00',
        taxable: true,
        classCosts: {},
        noClassCost: '',
        calculation: 'per_class',
      };
    case 'free_shipping':
      return { id, kind, enabled: true, title, requires: 'none', minAmount: '', ignore_discounts: false };
    case 'local_pickup':
      return { id, kind, enabled: true, title, cost: '0.00', taxable: false };
  }
}

/** A shipping class's id from its name: lowercase words joined by dashes, accents dropped. */
export function classIdOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

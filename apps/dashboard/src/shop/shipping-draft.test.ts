import type { ShopShipping } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { classIdOf, draftOf, newMethod, nextMethodId, shippingOf } from './shipping-draft.js';

const saved: ShopShipping = {
  classes: [{ id: 'voluminoso', name: 'Voluminoso' }],
  zones: [
    {
      id: 1,
      name: 'Península',
      regions: ['ES'],
      postcodes: ['28*', '08001...08999'],
      methods: [
        {
          id: 4,
          kind: 'flat_rate',
          enabled: true,
          title: 'Precio fijo',
          cost_cents: 495,
          taxable: true,
          class_costs: { voluminoso: 300 },
          no_class_cost_cents: 0,
          calculation: 'per_order',
        },
      ],
    },
  ],
  rest_of_world: [
    {
      id: 7,
      kind: 'free_shipping',
      enabled: true,
      title: 'Envío gratuito',
      requires: 'min_amount',
      min_amount_cents: 5000,
      ignore_discounts: false,
    },
  ],
};

describe('the Shipping screen’s draft', () => {
  it('turns the saved document into typed amounts and back unchanged', () => {
    const draft = draftOf(saved);
    expect(draft.zones[0]?.postcodes).toBe('28*\n08001...08999');
    expect(draft.zones[0]?.methods[0]).toMatchObject({ cost: '4.95', classCosts: { voluminoso: '3.00' } });
    expect(shippingOf(draft)).toEqual({ ok: true, shipping: saved });
  });

  it('reads amounts typed with a comma and leaves out class costs left empty', () => {
    const draft = draftOf(saved);
    const zone = draft.zones[0];
    if (zone?.methods[0]?.kind !== 'flat_rate') throw new Error('no flat rate');
    zone.methods[0] = { ...zone.methods[0], cost: '5,5', classCosts: { voluminoso: '' } };
    const out = shippingOf(draft);
    expect(out.ok && out.shipping.zones[0]?.methods[0]).toMatchObject({ cost_cents: 550, class_costs: {} });
  });

  it('refuses an amount that is not one, saying where', () => {
    const draft = draftOf(saved);
    const zone = draft.zones[0];
    if (zone?.methods[0]?.kind !== 'flat_rate') throw new Error('no flat rate');
    zone.methods[0] = { ...zone.methods[0], cost: 'cuatro' };
    const out = shippingOf(draft);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.message).toContain('zones.0.methods.0.cost_cents');
  });

  it('gives a new method the next free id and its Spanish title', () => {
    const draft = draftOf(saved);
    expect(nextMethodId(draft)).toBe(8);
    expect(newMethod('local_pickup', 8)).toMatchObject({ id: 8, title: 'Recogida local', cost: '0.00' });
  });

  it('makes a class id from its name', () => {
    expect(classIdOf('Envío frágil')).toBe('envio-fragil');
  });
});

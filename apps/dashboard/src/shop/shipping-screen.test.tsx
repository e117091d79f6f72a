// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopShipping } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { ShippingScreen } from './shipping-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Shipping screen', () => {
  it('adds a zone for a province with a flat rate and saves it as the server expects', async () => {
    let stored: ShopShipping = { classes: [], zones: [], rest_of_world: [] };
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') stored = body as ShopShipping;
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/shipping', element: <ShippingScreen /> }], '/shipping');
    fireEvent.click(await screen.findByRole('button', { name: 'Add shipping zone' }));
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: 'Madrid' } });
    const regions = screen.getByLabelText('Zone regions') as HTMLSelectElement;
    for (const o of regions.options) o.selected = o.value === 'ES:M';
    fireEvent.change(regions);
    fireEvent.change(screen.getByLabelText('Limit to postcodes (optional)'), {
      target: { value: '28001...28015\n28*' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add shipping method' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Cost (€, without IVA)'), { target: { value: '4,95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/owner/shop/shipping',
        body: {
          classes: [],
          zones: [
            {
              id: 1,
              name: 'Madrid',
              regions: ['ES:M'],
              postcodes: ['28001...28015', '28*'],
              methods: [
                {
                  id: 1,
                  kind: 'flat_rate',
                  enabled: true,
                  title: 'Precio fijo',
                  cost_cents: 495,
                  taxable: true,
                  class_costs: {},
                  no_class_cost_cents: 0,
                  calculation: 'per_class',
                },
              ],
            },
          ],
          rest_of_world: [],
        },
      },
    ]);
  });

  it('refuses to save a cost that is not an amount, saying where, and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { classes: [], zones: [], rest_of_world: [] } }));
    renderRoutes([{ path: '/shipping', element: <ShippingScreen /> }], '/shipping');
    const add = await screen.findAllByRole('button', { name: 'Add shipping method' });
    fireEvent.click(add[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Cost (€, without IVA)'), { target: { value: 'cinco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('rest_of_world.0.cost_cents');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

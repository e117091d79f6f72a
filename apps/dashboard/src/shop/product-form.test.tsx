// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopProductAdmin } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { NewProductScreen, ProductScreen, ProductsScreen } from './products-screen.js';

const TONER: ShopProductAdmin = {
  id: 5,
  slug: 'tonico-equilibrante',
  name: 'Tónico equilibrante',
  category: 'Limpieza',
  short_description: 'Tónico sin alcohol.',
  description: 'Un párrafo.',
  published: true,
  tax_class: 'standard',
  weight_grams: null,
  shipping_class: null,
  variants: [
    {
      id: 106,
      name: '100 ml',
      price_cents: 1190,
      sale_price_cents: null,
      sale_from: null,
      sale_to: null,
      stock: 8,
      sku: '',
    },
    {
      id: 107,
      name: '200 ml',
      price_cents: 1890,
      sale_price_cents: null,
      sale_from: null,
      sale_to: null,
      stock: null,
      sku: '',
    },
  ],
  images: [],
};
const CATEGORIES = { categories: ['Hidratación', 'Limpieza'] };

function show(path: string) {
  renderRoutes(
    [
      { path: '/products', element: <ProductsScreen /> },
      { path: '/products/new', element: <NewProductScreen /> },
      { path: '/products/:productId', element: <ProductScreen /> },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product form’s new controls', () => {
  it('creates a product from its name, address, category, descriptions and two variants, then opens it', async () => {
    const calls = fakeApi((method, url, body) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      if (method === 'POST') return { status: 201, body: { ...TONER, ...(body as object), id: 13 } };
      return { status: 200, body: { ...TONER, id: 13 } };
    });
    show('/products/new');
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeTruthy();
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(
        CATEGORIES.categories,
      ),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Agua micelar' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'agua-micelar' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Limpieza' } });
    fireEvent.change(screen.getByLabelText('Short description'), { target: { value: 'Desmaquilla.' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Uno.\n\nDos.' } });
    fireEvent.change(screen.getByLabelText('Regular price (€)'), { target: { value: '12,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.change(screen.getByLabelText('Variant name, variant 1'), { target: { value: '200 ml' } });
    fireEvent.change(screen.getByLabelText('Variant name, variant 2'), { target: { value: '400 ml' } });
    fireEvent.change(screen.getByLabelText('Regular price (€), 400 ml'), { target: { value: '19.90' } });
    fireEvent.change(screen.getByLabelText('Tax class'), { target: { value: 'reduced' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '0,42' } });
    fireEvent.change(screen.getByLabelText('SKU, 200 ml'), { target: { value: ' AGUA-200 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/owner/shop/products',
        body: {
          name: 'Agua micelar',
          slug: 'agua-micelar',
          category: 'Limpieza',
          short_description: 'Desmaquilla.',
          description: 'Uno.\n\nDos.',
          published: false,
          tax_class: 'reduced',
          weight_grams: 420,
          shipping_class: null,
          variants: [
            {
              name: '200 ml',
              price_cents: 1290,
              sale_price_cents: null,
              sale_from: null,
              sale_to: null,
              stock: null,
              sku: 'AGUA-200',
            },
            {
              name: '400 ml',
              price_cents: 1990,
              sale_price_cents: null,
              sale_from: null,
              sale_to: null,
              stock: null,
              sku: '',
            },
          ],
          images: [],
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Delete product' })).toBeTruthy();
  });

  it('refuses a bad address and unnamed variants before sending', async () => {
    const calls = fakeApi((_method, url) => ({
      status: 200,
      body: url === '/api/owner/shop/categories' ? CATEGORIES : TONER,
    }));
    show('/products/new');
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'Agua Micelar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('must be lowercase letters a-z, digits and single hyphens, like gel-limpiador'),
    ).toBeTruthy();
    expect(screen.getAllByText('must name each variant when there are several')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds and removes variants of an existing product, keeping the ids of those it keeps', async () => {
    const calls = fakeApi((method, url, body) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      return method === 'PUT' ? { status: 200, body: { ...TONER, ...(body as object) } } : { status: 200, body: TONER };
    });
    show('/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove variant, 100 ml' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.change(screen.getByLabelText('Variant name, variant 2'), { target: { value: '500 ml' } });
    fireEvent.change(screen.getByLabelText('Regular price (€), 500 ml'), { target: { value: '29' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Tónicos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        category: 'Tónicos',
        variants: [
          { id: 107, name: '200 ml', price_cents: 1890, sale_price_cents: null, stock: null, sku: '' },
          { name: '500 ml', price_cents: 2900, sale_price_cents: null, stock: null, sku: '' },
        ],
      }),
    );
    // The last variant cannot be removed: a product keeps one.
    fireEvent.click(screen.getByRole('button', { name: 'Remove variant, 500 ml' }));
    expect(screen.queryByRole('button', { name: /^Remove variant/ })).toBeNull();
  });

  it('schedules a sale between two days with WooCommerce’s Schedule, and cancels a schedule back to no days', async () => {
    const calls = fakeApi((method, url, body) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      return method === 'PUT' ? { status: 200, body: { ...TONER, ...(body as object) } } : { status: 200, body: TONER };
    });
    show('/products/5');
    expect(screen.queryByLabelText('Sale price from, 100 ml')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Sale price (€), 100 ml'), { target: { value: '9.90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the sale, 100 ml' }));
    fireEvent.change(screen.getByLabelText('Sale price from, 100 ml'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Sale price until, 100 ml'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the sale, 200 ml' }));
    fireEvent.change(screen.getByLabelText('Sale price from, 200 ml'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the schedule, 200 ml' }));
    expect(screen.queryByLabelText('Sale price from, 200 ml')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        variants: [
          { id: 106, price_cents: 1190, sale_price_cents: 990, sale_from: '2026-12-01', sale_to: '2026-12-07' },
          { id: 107, price_cents: 1890, sale_price_cents: null, sale_from: null, sale_to: null },
        ],
      }),
    );
  });

  it('shows the days of a saved schedule at once, and the server’s refusal of them beside the field', async () => {
    const scheduled = {
      ...TONER,
      variants: [{ ...TONER.variants[0], sale_price_cents: 990, sale_from: '2026-12-01', sale_to: null }],
    };
    fakeApi((method, url) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      if (method === 'PUT')
        return {
          status: 400,
          body: {
            error: 'validation',
            message: 'body.variants[0].sale_to: must be on or after the first day of the sale',
            issues: [{ path: ['variants', 0, 'sale_to'], message: 'must be on or after the first day of the sale' }],
          },
        };
      return { status: 200, body: scheduled };
    });
    show('/products/5');
    const from = (await screen.findByLabelText('Sale price from, 100 ml')) as HTMLInputElement;
    expect(from.value).toBe('2026-12-01');
    fireEvent.change(screen.getByLabelText('Sale price until, 100 ml'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('must be on or after the first day of the sale')).toBeTruthy();
  });

  it('does not put a product out of stock when Count stock is ticked: it asks how many units there are', async () => {
    const calls = fakeApi((method, url, body) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      return method === 'PUT' ? { status: 200, body: { ...TONER, ...(body as object) } } : { status: 200, body: TONER };
    });
    show('/products/5');
    fireEvent.click(await screen.findByLabelText('Count stock, 200 ml (unticked: always in stock)'));
    const units = screen.getByLabelText('Units in stock, 200 ml') as HTMLInputElement;
    expect(units.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('must be how many units you have (0 shows it as out of stock)')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(units, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        variants: [
          { id: 106, stock: 8 },
          { id: 107, stock: 12 },
        ],
      }),
    );
  });

  it('deletes a product only after the owner confirms, then shows the list', async () => {
    const calls = fakeApi((method, url) => {
      if (url === '/api/owner/shop/categories') return { status: 200, body: CATEGORIES };
      if (method === 'DELETE') return { status: 204, body: null };
      if (url.startsWith('/api/owner/shop/products?'))
        return { status: 200, body: { products: [], total: 0, page: 1, page_size: 25 } };
      return { status: 200, body: TONER };
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    show('/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete “Tónico equilibrante”? It leaves the shop and its address stops working. Past orders keep their lines.',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/owner/shop/products/5']);
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/products/new');
  });

  it('gives every control of the form a label', async () => {
    fakeApi((_method, url) => ({ status: 200, body: url === '/api/owner/shop/categories' ? CATEGORIES : TONER }));
    show('/products/5');
    await screen.findByRole('button', { name: 'Delete product' });
    const controls = [...document.querySelectorAll<HTMLElement>('input, textarea, select, button')];
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) {
      const labelled =
        control.tagName === 'BUTTON'
          ? (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()
          : [...((control as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join('');
      expect(labelled, control.outerHTML).not.toBe('');
    }
  });
});

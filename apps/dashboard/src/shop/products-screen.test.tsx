// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopProductAdmin, ShopProductsAnswer, ShopVariantAdmin } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { ProductScreen, ProductsScreen } from './products-screen.js';

const SERUM: ShopProductAdmin = {
  id: 4,
  slug: 'serum-vitamina-c',
  name: 'Sérum antioxidante de vitamina C',
  category: 'Tratamiento',
  short_description: 'Vitamina C pura al 15 %.',
  description: 'Sérum de ácido L-ascórbico.\n\nAplique 4 o 5 gotas.',
  published: true,
  tax_class: 'standard',
  weight_grams: null,
  shipping_class: null,
  variants: [
    {
      id: 104,
      name: '15 ml',
      price_cents: 2490,
      sale_price_cents: 1990,
      sale_from: null,
      sale_to: null,
      stock: 20,
      sku: '',
    },
    {
      id: 105,
      name: '30 ml',
      price_cents: 3990,
      sale_price_cents: null,
      sale_from: null,
      sale_to: null,
      stock: null,
      sku: '',
    },
  ],
  images: [
    { url: '/site/assets/img/productos/serum-vitamina-c-1.svg', alt: 'Frasco del sérum', width: 800, height: 800 },
    { url: '/site/media/acc/abc-800.webp', alt: 'Textura del sérum', width: 800, height: 600 },
  ],
};

function show(path: string) {
  renderRoutes(
    [
      { path: '/products', element: <ProductsScreen /> },
      { path: '/products/:productId', element: <ProductScreen /> },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Products screens', () => {
  it('lists products with their sale and regular prices and stock, and searches by the typed text', async () => {
    const answer: ShopProductsAnswer = { products: [SERUM], total: 1, page: 1, page_size: 25 };
    const taxes = { prices_include_tax: true, rates_bp: { standard: 2100, reduced: 1000, 'super-reduced': 400 } };
    const calls = fakeApi((_method, url) => ({ status: 200, body: url === '/api/owner/shop/taxes' ? taxes : answer }));
    show('/products');
    expect(await screen.findByRole('link', { name: 'Sérum antioxidante de vitamina C' })).toBeTruthy();
    expect(screen.getByText('24,90 €').tagName).toBe('DEL');
    expect(screen.getByText('15 ml: 20 in stock')).toBeTruthy();
    expect(screen.getByText('30 ml: In stock')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name or address'), { target: { value: ' sérum ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`/api/owner/shop/products?q=${encodeURIComponent('sérum')}&page=1`),
    );
  });

  it('lists a scheduled sale at the price visitors pay today, with its days', async () => {
    const [first, second] = SERUM.variants as [ShopVariantAdmin, ShopVariantAdmin];
    const scheduled: ShopProductAdmin = {
      ...SERUM,
      variants: [
        { ...first, sale_from: '2000-01-01', sale_to: '2000-01-31' },
        { ...second, sale_price_cents: 2990, sale_from: '2000-01-01', sale_to: null },
      ],
    };
    const answer: ShopProductsAnswer = { products: [scheduled], total: 1, page: 1, page_size: 25 };
    const taxes = { prices_include_tax: true, rates_bp: { standard: 2100, reduced: 1000, 'super-reduced': 400 } };
    fakeApi((_method, url) => ({ status: 200, body: url === '/api/owner/shop/taxes' ? taxes : answer }));
    show('/products');
    expect(await screen.findByText('(sale at 19,90 €: 2000-01-01 – 2000-01-31)')).toBeTruthy();
    expect(screen.getByText('39,90 €').tagName).toBe('DEL');
    expect(screen.getByText('(on sale 2000-01-01 – …)')).toBeTruthy();
    expect(screen.queryByText('24,90 €', { selector: 'del' })).toBeNull();
  });

  it('saves a new price, a sale ending and a stock count as the server expects them', async () => {
    const calls = fakeApi((method, _url, body) =>
      method === 'PUT' ? { status: 200, body: { ...SERUM, ...(body as object) } } : { status: 200, body: SERUM },
    );
    show('/products/4');
    fireEvent.change(await screen.findByLabelText('Regular price (€), 15 ml'), { target: { value: '26,50' } });
    fireEvent.change(screen.getByLabelText('Sale price (€), 15 ml'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Count stock, 30 ml (unticked: always in stock)'));
    fireEvent.change(screen.getByLabelText('Units in stock, 30 ml'), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('Published (unticked: a draft the shop does not show)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/owner/shop/products/4',
        body: {
          name: 'Sérum antioxidante de vitamina C',
          slug: 'serum-vitamina-c',
          category: 'Tratamiento',
          short_description: 'Vitamina C pura al 15 %.',
          description: 'Sérum de ácido L-ascórbico.\n\nAplique 4 o 5 gotas.',
          published: false,
          tax_class: 'standard',
          weight_grams: null,
          shipping_class: null,
          variants: [
            {
              id: 104,
              name: '15 ml',
              price_cents: 2650,
              sale_price_cents: null,
              sale_from: null,
              sale_to: null,
              stock: 20,
              sku: '',
            },
            {
              id: 105,
              name: '30 ml',
              price_cents: 3990,
              sale_price_cents: null,
              sale_from: null,
              sale_to: null,
              stock: 0,
              sku: '',
            },
          ],
          images: SERUM.images,
        },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Saved. The shop shows the change now.');
  });

  it('reorders, relabels, removes and adds images from the media library, and sends them in their new order', async () => {
    const library = { url: '/site/media/acc/def-1600.webp', width: 1600, height: 1067 };
    const calls = fakeApi((method, url, body) => {
      if (url === '/api/owner/media')
        return {
          status: 200,
          body: {
            images: [
              {
                id: 'def',
                name: 'manos.jpg',
                alt: 'Crema en las manos',
                decorative: false,
                ...library,
                variants: [library],
              },
            ],
          },
        };
      return method === 'PUT' ? { status: 200, body: { ...SERUM, ...(body as object) } } : { status: 200, body: SERUM };
    });
    show('/products/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Move image 2 up' }));
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Alt text, image 2'), { target: { value: 'Frasco abierto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an image from the media library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Crema en las manos' }));
    fireEvent.change(screen.getByLabelText('Alt text, image 1'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('must describe the image')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Alt text, image 1'), { target: { value: 'Frasco abierto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        images: [
          { ...SERUM.images[0], alt: 'Frasco abierto' },
          { alt: 'Crema en las manos', ...library },
        ],
      }),
    );
  });

  it('shows what to fix beside Save, with the focus on it, and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 200, body: SERUM }));
    show('/products/4');
    fireEvent.change(await screen.findByLabelText('Sale price (€), 15 ml'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Regular price (€), 30 ml'), { target: { value: 'mucho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not save: fix the 2 fields marked above.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByText('must be lower than the regular price')).toBeTruthy();
    expect(screen.getByText('must be an amount in euros like 24.90')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says why a product could not be loaded and offers to retry', async () => {
    fakeApi(() => ({
      status: 404,
      body: { statusCode: 404, code: 'BK_ERR_PRODUCT_NOT_FOUND', error: 'Not Found', message: 'product 99 not found' },
    }));
    show('/products/99');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load product 99: product 99 not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the server’s refusal beside Save with the focus on it', async () => {
    fakeApi((method) =>
      method === 'PUT'
        ? {
            status: 404,
            body: {
              statusCode: 404,
              code: 'BK_ERR_PRODUCT_NOT_FOUND',
              error: 'Not Found',
              message: 'product 4 not found',
            },
          }
        : { status: 200, body: SERUM },
    );
    show('/products/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Save product' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not save: product 4 not found');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

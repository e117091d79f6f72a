// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { ProductsImport } from './products-import.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const csvFile = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });

describe('the products CSV import', () => {
  it('sends the chosen file’s text and says how many products it created and changed', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { created: 1, updated: 2 } }));
    renderRoutes([{ path: '/products', element: <ProductsImport /> }], '/products');
    const button = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [csvFile('"Name"\n"Gel"\n')] } });
    fireEvent.click(button);
    expect((await screen.findByText('Imported: 1 created, 2 updated.')).getAttribute('role')).toBe('status');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/owner/shop/products/import', body: { csv: '"Name"\n"Gel"\n' } },
    ]);
  });

  it('lists each line the server refused', async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BK_ERR_PRODUCTS_CSV',
        message:
          'csv: nothing was imported; fix these lines and send the file again:\nline 3: Stock: must be a whole number\nline 5: SKU: taken',
      },
    }));
    renderRoutes([{ path: '/products', element: <ProductsImport /> }], '/products');
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [csvFile('x')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('nothing was imported; fix these lines and send the file again:');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'line 3: Stock: must be a whole number',
      'line 5: SKU: taken',
    ]);
  });
});

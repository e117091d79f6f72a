// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
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

  it('words each refused line in Spanish, keeping its row number, column and values', async () => {
    const lines = [
      { line: 3, text: 'Stock: must be a whole number from 0, or empty when not counted' },
      { line: 4, text: 'Name: Too small: expected string to have >=1 characters' },
      { line: 5, text: 'SKU: another product already has the SKU SER-15' },
      { line: 6, text: 'a quoted cell is not closed' },
      { line: 7, text: 'Invalid Opening Quote: a quote is found on field 2' },
    ];
    fakeApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BK_ERR_PRODUCTS_CSV',
        message: `csv: nothing was imported; fix these lines and send the file again:\n${lines.map((l) => `line ${l.line}: ${l.text}`).join('\n')}\n… and 2 more`,
        params: { lines, more: 2 },
      },
    }));
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      renderRoutes([{ path: '/products', element: <ProductsImport /> }], '/products');
      fireEvent.change(screen.getByLabelText('Archivo CSV'), { target: { files: [csvFile('x')] } });
      fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
      const alert = await screen.findByRole('alert');
      expect(alert.querySelector('p')?.textContent).toBe(
        'No se ha importado nada: corrija las líneas indicadas y vuelva a enviar el archivo.',
      );
      expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'línea 3: Stock: debe ser un número entero desde 0, o quedar vacío si no se cuentan las existencias',
        'línea 4: Name: es obligatorio',
        'línea 5: SKU: otro producto ya tiene el SKU SER-15',
        'línea 6: una celda entre comillas no se cierra',
        // A message the dashboard has no words for keeps the server's, under its line.
        'línea 7: Invalid Opening Quote: a quote is found on field 2',
        '… y 2 más',
      ]);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
  });
});

/**
 * The Products screen's CSV import: a file with the export's columns (Export CSV gives one to edit).
 * The server checks every row and stores all or nothing; its refusal lists each line to fix.
 */
import type { ShopProductsImportAnswer } from '@beckon/owner-api';
import { api } from '../api/client.js';
import { CsvImportForm } from '../components/csv-import-form.js';
import { shopQueries } from './shop-queries.js';

export function ProductsImport() {
  return (
    <CsvImportForm
      idPrefix="products-import"
      title="Import products"
      hint="A CSV file with the columns of Export CSV, a row per variant. A row with a Product ID changes that product; one without creates a product, or changes the one with its address. Variants the file leaves out are kept. Nothing is imported while any row is wrong."
      send={(csv) => api<ShopProductsImportAnswer>('POST', '/api/owner/shop/products/import', { csv })}
      invalidates={shopQueries.allProducts()}
      doneText={(a) => `Imported: ${a.created} created, ${a.updated} updated.`}
    />
  );
}
